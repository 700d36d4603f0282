import { Suspense } from 'react';
import { SignUpPanel } from 'shared-auth';
import { Loading, PageHeader } from 'shared-ui';

/** /resumeinflux/signup: create an HR account. */
export default function HrSignupPage() {
  return (
    <>
      <PageHeader title="Create your resumeinflux HR account" lead="Bring your hiring team's resumes into one place." />
      <div className="auth-layout">
        <Suspense fallback={<Loading />}>
          <SignUpPanel role="HR" signInPath="/resumeinflux/login" />
        </Suspense>
      </div>
    </>
  );
}
