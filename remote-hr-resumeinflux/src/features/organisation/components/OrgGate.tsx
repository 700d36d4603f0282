import type { ReactNode } from 'react';
import { Loading, PageHeader } from 'shared-ui';
import { useAccountClaims } from '../hooks/useAccountClaims';
import type { OrgContext } from '../types/organisation';
import { CreateOrganisationForm } from './CreateOrganisationForm';
import { VerifyEmailStep } from './VerifyEmailStep';
import './organisation.css';

/**
 * HR onboarding in front of every organisation page: a verified email first (firestore.rules
 * and the api refuse organisation data without it), then an organisation (create one here, or
 * open a colleague's invite link). Only then are the pages below shown, with the org's id.
 */
export function OrgGate({ children, withHeading = true }: { children: (org: OrgContext) => ReactNode; withHeading?: boolean }) {
  const { state, reload } = useAccountClaims();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <section className="hg-card" role="alert">
        <h2>Your account could not be read</h2>
        <p>{state.message}</p>
        <button type="button" className="hg-button" onClick={() => void reload(true)}>
          Try again
        </button>
      </section>
    );
  }
  const claims = state.claims;
  if (!claims) {
    return (
      <section className="hg-card" role="alert">
        <h2>You are signed out</h2>
        <p>Sign in again to reach your organisation.</p>
      </section>
    );
  }
  if (!claims.emailVerified || !claims.orgId) {
    return (
      <>
        {withHeading ? <PageHeader title="Set up resumeinflux" lead="Two steps before your team’s hiring: a verified email, then your organisation." /> : null}
        {!claims.emailVerified ? (
          <VerifyEmailStep uid={claims.uid} email={claims.email} onVerified={() => void reload(true)} />
        ) : (
          <CreateOrganisationForm onCreated={() => reload(true)} />
        )}
      </>
    );
  }
  return <>{children({ orgId: claims.orgId, uid: claims.uid, name: claims.name, email: claims.email })}</>;
}
