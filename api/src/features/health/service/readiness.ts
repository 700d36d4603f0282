// Whether the api can reach its store, for /readyz: one read of a document that need not exist,
// the cheapest round trip that proves Firestore answers, capped at 2 s so a probe never hangs.
import type { Firestore } from 'firebase-admin/firestore';
import { withStoreDeadline } from '../../../platform/errors';

/** Resolves once Firestore answered; a 503 StoreUnavailableError ("Firestore is not reachable.") otherwise. */
export async function checkStoreReachable(firestore: Firestore, timeoutMs: number): Promise<void> {
  await withStoreDeadline(firestore.collection('_readiness').doc('probe').get(), Math.min(timeoutMs, 2_000), 'Firestore is not reachable.');
}
