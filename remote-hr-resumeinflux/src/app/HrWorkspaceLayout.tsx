import { Outlet, useOutletContext } from 'react-router-dom';
import { RequireRole, useSession } from 'shared-auth';
import { AreaLayout } from 'shared-ui';
import { OrgGate } from '../features/organisation/components/OrgGate';
import type { OrgContext } from '../features/organisation/types/organisation';
import { RESUMEINFLUX_LINKS } from '../pages/resumeinflux-links';

/**
 * The frame of every organisation page under /resumeinflux: HR role (courtesy; rules and api
 * enforce it), the area's navigation, and onboarding (verified email, an organisation) first.
 */
export function HrWorkspaceLayout() {
  const { user } = useSession();
  return (
    <RequireRole role="HR">
      <AreaLayout areaName="resumeinflux" signedInAs={user} links={RESUMEINFLUX_LINKS}>
        <OrgGate>{(org) => <Outlet context={org} />}</OrgGate>
      </AreaLayout>
    </RequireRole>
  );
}

/** The organisation a page under HrWorkspaceLayout works in. */
export function useOrg(): OrgContext {
  return useOutletContext<OrgContext>();
}
