// The HireGen API's daily quota, counted per quota holder — the key's organisation, or its owner
// account for a key that has none — never per key: revoking a key and creating a new one must not
// give the day's requests back. Each key's `quota` is the ceiling it may take its holder to (all
// the holder's keys together). Counts live in `apiQuotaUsage/{holder}~{YYYY-MM-DD}` ({ holder,
// day, requests, updatedAt }), read and written only by the api (firestore.rules let no browser
// near a collection they do not name). Like the per-key usage, requests are counted in memory
// and written as increments every `flushMs`; a holder's stored count is re-read after `cacheMs`,
// so several api instances see each other's requests within about a second or two.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DebouncedFlush } from '../../../platform/debounced-flush';
import { withStoreDeadline } from '../../../platform/errors';

export const QUOTA_USAGE_COLLECTION = 'apiQuotaUsage';

/** Who a key's requests count against. */
export function quotaHolder(key: { id: string; orgId: string | null; ownerUid: string | null }): string {
  if (key.orgId) return `org:${key.orgId}`;
  if (key.ownerUid) return `owner:${key.ownerUid}`;
  return `key:${key.id}`;
}

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const slotOf = (holder: string, day: string) => `${holder}~${day}`;

export class DailyQuotaCounter extends DebouncedFlush {
  /** The stored count of each holder and day, when it was read. */
  private readonly stored = new Map<string, { requests: number; loadedAt: number }>();
  /** Requests this process counted since the stored value was read (flushed or not). */
  private readonly sinceLoad = new Map<string, number>();
  private pending = new Map<string, number>();
  private inFlight = new Map<string, number>();
  constructor(
    private readonly firestore: Firestore,
    private readonly options: { cacheMs: number; timeoutMs: number; flushMs?: number; onError?: (error: unknown) => void; now?: () => number },
  ) {
    super(options.flushMs ?? 1_000);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Requests the holder has made today (UTC), every key and api instance together. */
  async usedToday(holder: string): Promise<number> {
    const at = this.now();
    const slot = slotOf(holder, utcDay(at));
    let stored = this.stored.get(slot);
    if (!stored || at - stored.loadedAt >= this.options.cacheMs) {
      const snapshot = await withStoreDeadline(
        this.firestore.collection(QUOTA_USAGE_COLLECTION).doc(slot).get(),
        this.options.timeoutMs,
        'API keys cannot be checked right now. Please try again later.',
      );
      stored = { requests: Number(snapshot.get('requests') ?? 0), loadedAt: at };
      if (this.stored.size > 10_000) this.stored.clear();
      this.stored.set(slot, stored);
      // What was written before this read is in it; what is not written yet still counts here.
      this.sinceLoad.set(slot, (this.pending.get(slot) ?? 0) + (this.inFlight.get(slot) ?? 0));
    }
    return stored.requests + (this.sinceLoad.get(slot) ?? 0);
  }

  /** Counts one request against the holder's quota for today. */
  add(holder: string): void {
    const slot = slotOf(holder, utcDay(this.now()));
    this.sinceLoad.set(slot, (this.sinceLoad.get(slot) ?? 0) + 1);
    this.pending.set(slot, (this.pending.get(slot) ?? 0) + 1);
    this.schedule();
  }

  protected async write(): Promise<void> {
    if (this.pending.size === 0) return;
    this.inFlight = this.pending;
    this.pending = new Map();
    const writes = this.firestore.batch();
    for (const [slot, requests] of this.inFlight) {
      const cut = slot.lastIndexOf('~');
      const holder = slot.slice(0, cut);
      const day = slot.slice(cut + 1);
      writes.set(
        this.firestore.collection(QUOTA_USAGE_COLLECTION).doc(slot),
        { holder, day, requests: FieldValue.increment(requests), updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    try {
      await writes.commit();
    } catch (error) {
      for (const [slot, requests] of this.inFlight) this.pending.set(slot, (this.pending.get(slot) ?? 0) + requests);
      this.options.onError?.(error);
    } finally {
      this.inFlight = new Map();
    }
  }
}
