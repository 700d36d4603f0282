import { SignInPanel } from 'shared-auth';
import { PageHeader } from 'shared-ui';

/** /resumeinflux/login: HR signs in here (HR's login is /resumeinflux/login), with the same panel as every other role. */
export default function HrLoginPage() {
  return (
    <>
      <PageHeader title="resumeinflux HR login" lead="Sign in to upload, rank and manage resumes." />
      <div className="auth-layout">
        <SignInPanel role="HR" signUpPath="/resumeinflux/signup" />
      </div>
    </>
  );
}
