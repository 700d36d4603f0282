import { Link } from 'react-router-dom';
import { PageHeader } from 'shared-ui';

/** /login/wizard and the like: say plainly the account type does not exist, and where to go. */
export function UnknownAccountType({ value }: { value: string }) {
  return (
    <section className="hg-status-page">
      <PageHeader title="Unknown account type" lead={`"${value.slice(0, 40)}" is not a HireGen account type.`} />
      <p>HireGen accounts are Candidate, Interviewer, HR or Admin.</p>
      <Link className="hg-button" to="/select-account">
        Choose your account type
      </Link>
    </section>
  );
}
