import { SignUpPanel } from 'shared-auth';
import { PageHeader } from 'shared-ui';

/** /resumeinflux/signup: create an HR account. */
export default function HrSignupPage() {
  return (
    <>
      <PageHeader title="Create your resumeinflux HR account" lead="Bring your hiring team's resumes into one place." />
      <div className="auth-layout">
        <SignUpPanel role="HR" signInPath="/resumeinflux/login" />
      </div>
    </>
  );
}
