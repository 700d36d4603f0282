import { Navigate, useLocation, useParams } from 'react-router-dom';
import { loginPathFor, parseRole, SignInPanel } from 'shared-auth';
import { PageHeader } from 'shared-ui';
import { SignInAside } from './SignInAside';
import { UnknownAccountType } from './UnknownAccountType';

/** /login/{role}: sign in as Candidate, Interviewer or Admin (HR signs in on resumeinflux). */
export default function LoginPage() {
  const { role: roleParam = '' } = useParams();
  const { state } = useLocation();
  const role = parseRole(roleParam);
  if (!role) return <UnknownAccountType value={roleParam} />;
  // HR's login is /resumeinflux/login; other spellings go to the lower-case path.
  if (loginPathFor(role) !== `/login/${roleParam}`) return <Navigate to={loginPathFor(role)} replace state={state} />;
  return (
    <>
      <PageHeader title={`${role} login`} lead="Welcome back to HireGen." />
      <div className="auth-layout">
        <SignInPanel role={role} signUpPath={role === 'Admin' ? undefined : `/signup/${role.toLowerCase()}`} />
        <SignInAside role={role} />
      </div>
    </>
  );
}
