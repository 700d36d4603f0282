import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { parseRole, SignUpPanel } from 'shared-auth';
import { PageHeader } from 'shared-ui';
import { SignInAside } from './SignInAside';
import { UnknownAccountType } from './UnknownAccountType';

/** /signup/{role}: create a Candidate or Interviewer account (HR on resumeinflux; Admin is granted). */
export default function SignupPage() {
  const { role: roleParam = '' } = useParams();
  const { state } = useLocation();
  const role = parseRole(roleParam);
  if (!role) return <UnknownAccountType value={roleParam} />;
  if (role === 'HR') return <Navigate to="/resumeinflux/signup" replace state={state} />;
  if (roleParam !== role.toLowerCase()) return <Navigate to={`/signup/${role.toLowerCase()}`} replace state={state} />;
  if (role === 'Admin') {
    return (
      <section className="hg-status-page">
        <PageHeader title="Admin accounts are granted" lead="There is no Admin sign-up." />
        <p>Admin access is granted by an existing HireGen administrator. Ask one to grant it to your account, then sign in.</p>
        <Link className="hg-button" to="/login/admin">
          Go to the Admin login
        </Link>
      </section>
    );
  }
  return (
    <>
      <PageHeader title={`Create your ${role} account`} lead="Join HireGen in a minute." />
      <div className="auth-layout">
        <SignUpPanel role={role} signInPath={`/login/${role.toLowerCase()}`} />
        <SignInAside role={role} />
      </div>
    </>
  );
}
