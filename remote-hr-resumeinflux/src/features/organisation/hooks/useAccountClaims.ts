import { useCallback, useEffect, useState } from 'react';
import { readAccountClaims } from '../api/account-claims';
import type { AccountClaims } from '../types/organisation';

export type ClaimsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; claims: AccountClaims | null };

/** The account's claims, and a way to read them again (from a fresh token after a change). */
export function useAccountClaims(): { state: ClaimsState; reload: (fresh?: boolean) => Promise<AccountClaims | null> } {
  const [state, setState] = useState<ClaimsState>({ status: 'loading' });
  const reload = useCallback(async (fresh = false) => {
    try {
      const claims = await readAccountClaims(fresh);
      setState({ status: 'ready', claims });
      return claims;
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : 'Your account could not be read.' });
      return null;
    }
  }, []);
  useEffect(() => {
    void reload(false);
  }, [reload]);
  return { state, reload };
}
