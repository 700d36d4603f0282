// What the shells report about each remote version (loads, load failures, render failures),
// counted in memory and written as per-minute increments (`remoteRegistry/{remote}/health/
// {version}_{minute}`) once a second, so a busy page costs one write per version and flush, not
// one per session. After each flush, a running canary that got failures is checked over
// CANARY_GUARD.windowMs: at or above the failure rate (with enough loads) it is rolled back by
// itself, recorded as an `auto-rollback` version by `auto`.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CANARY_GUARD, REGISTRY_COLLECTION, REGISTRY_HEALTH, type RegistryReportEvent, type RegistryVersionHealth } from 'shared-schemas';
import { DebouncedFlush } from '../../../platform/debounced-flush';
import { HttpError, withStoreDeadline } from '../../../platform/errors';
import type { RemoteRegistryStore } from './registry-history';

export type CanaryGuard = Pick<typeof CANARY_GUARD, 'windowMs' | 'minLoads' | 'failureRate'>;

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/** Loads and failures per version in the window: a load failure is a load that failed; a render failure follows a load. */
export async function versionHealth(firestore: Firestore, remote: string, windowMs: number, now: number, timeoutMs: number): Promise<RegistryVersionHealth[]> {
  const snapshot = await withStoreDeadline(
    firestore
      .collection(REGISTRY_COLLECTION)
      .doc(remote)
      .collection(REGISTRY_HEALTH)
      .where('minute', '>=', minuteOf(now - windowMs))
      .get(),
    timeoutMs,
  );
  const sums = new Map<number, { loads: number; failures: number }>();
  for (const doc of snapshot.docs) {
    const version = Number(doc.get('version'));
    const sum = sums.get(version) ?? { loads: 0, failures: 0 };
    sum.loads += Number(doc.get('loads') ?? 0);
    sum.failures += Number(doc.get('failures') ?? 0);
    sums.set(version, sum);
  }
  return [...sums]
    .map(([version, { loads, failures }]) => ({ version, loads, failures, failureRate: loads ? Math.min(1, failures / loads) : null }))
    .sort((a, b) => b.version - a.version);
}

export class CanaryHealth extends DebouncedFlush {
  private pending = new Map<string, { remote: string; version: number; minute: number; loads: number; failures: number }>();

  constructor(
    private readonly firestore: Firestore,
    private readonly store: RemoteRegistryStore,
    private readonly guard: CanaryGuard,
    private readonly timeoutMs: number,
    flushMs: number,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    super(flushMs);
  }

  /** Counts a report's events for versions the registry knows; others are ignored (returns how many counted). */
  async record(events: RegistryReportEvent[]): Promise<number> {
    const heads = new Map((await this.store.allHeads()).map((head) => [head.remote, head]));
    const minute = minuteOf(this.now());
    let counted = 0;
    for (const event of events) {
      const head = heads.get(event.remote);
      if (!head || event.version > head.version) continue;
      const slot = `${event.remote}/${event.version}/${minute}`;
      const counts = this.pending.get(slot) ?? { remote: event.remote, version: event.version, minute, loads: 0, failures: 0 };
      if (event.kind !== 'render-failure') counts.loads += 1;
      if (event.kind !== 'load') counts.failures += 1;
      this.pending.set(slot, counts);
      counted += 1;
    }
    if (counted) this.schedule();
    return counted;
  }

  protected async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const writes = this.firestore.batch();
    for (const { remote, version, minute, loads, failures } of batch.values()) {
      const ref = this.firestore.collection(REGISTRY_COLLECTION).doc(remote).collection(REGISTRY_HEALTH).doc(`${version}_${minute}`);
      writes.set(ref, { version, minute, loads: FieldValue.increment(loads), failures: FieldValue.increment(failures) }, { merge: true });
    }
    try {
      await withStoreDeadline(writes.commit(), this.timeoutMs);
    } catch (error) {
      this.onError(error);
      return; // a lost second of health counts is not worth a retry loop
    }
    const failing = new Set([...batch.values()].filter((counts) => counts.failures > 0).map((counts) => counts.remote));
    for (const remote of failing) {
      try {
        await this.checkCanary(remote);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  /** Rolls the remote's canary back when its failure rate over the window crosses the guard; true when it did. */
  async checkCanary(remote: string): Promise<boolean> {
    const head = await this.store.head(remote);
    if (!head?.canary) return false;
    const health = await versionHealth(this.firestore, remote, this.guard.windowMs, this.now(), this.timeoutMs);
    const canary = health.find((version) => version.version === head.canary!.version);
    if (!canary || canary.loads < this.guard.minLoads || (canary.failureRate ?? 0) < this.guard.failureRate) return false;
    const why = `Canary version ${canary.version} failed in ${canary.failures} of ${canary.loads} loads in the last ${Math.round(this.guard.windowMs / 60_000)} minutes (threshold ${Math.round(this.guard.failureRate * 100)}%).`;
    try {
      await this.store.stopCanary(remote, { expectedVersion: head.version, why }, { by: 'auto', byName: 'Automatic rollback' }, 'auto-rollback');
    } catch (error) {
      // Someone changed the remote in between: that change stands; the next failing report checks again.
      if (error instanceof HttpError && error.statusCode === 409) return false;
      throw error;
    }
    return true;
  }
}
