import { AccountSummary, useSession } from 'shared-auth';
import { AreaLayout, PageHeader } from 'shared-ui';
import { RESUMEINFLUX_LINKS } from './resumeinflux-links';

/** /resumeinflux/hr: the HR team's workspace. */
export function HrWorkspacePage() {
  const { user } = useSession();
  return (
    <AreaLayout areaName="resumeinflux" signedInAs={user} links={RESUMEINFLUX_LINKS}>
      <PageHeader title="HR workspace" lead="Your resumeinflux workspace." />
      <AccountSummary />
    </AreaLayout>
  );
}
