import { MagicLinkScreen } from 'shared-auth';
import { PageHeader } from 'shared-ui';

/** /auth/magic-link: where an emailed sign-in link lands. */
export default function MagicLinkPage() {
  return (
    <>
      <PageHeader title="Email link sign-in" />
      <div className="auth-layout">
        <MagicLinkScreen />
      </div>
    </>
  );
}
