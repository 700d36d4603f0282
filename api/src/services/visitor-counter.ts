/**
 * Who has already been counted: a shared resume's view or download counts once per visitor per
 * window (30 minutes by default), so a reload storm adds 1, not thousands. A visitor is a salted
 * hash of the client address and user agent (nothing about them is stored in Firestore). The
 * memory is bounded: at most `maxEntries` keys, the oldest dropped first (Map keeps insertion
 * order), so a flood of fake visitors costs memory once and then only evicts.
 */
import { createHash } from 'node:crypto';

export class VisitorCounter {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly salt: string,
    readonly windowMs = 30 * 60_000,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this visitor's `kind` of `slug` should be counted now (and remembers it). */
  shouldCount(slug: string, kind: 'view' | 'download', ip: string, userAgent: string): boolean {
    const key = createHash('sha256').update(`${this.salt}\u0000${ip}\u0000${userAgent.slice(0, 300)}\u0000${slug}\u0000${kind}`).digest('base64url').slice(0, 22);
    const at = this.now();
    const last = this.seen.get(key);
    if (last !== undefined && at - last < this.windowMs) return false;
    this.seen.delete(key);
    this.seen.set(key, at);
    while (this.seen.size > this.maxEntries) this.seen.delete(this.seen.keys().next().value as string);
    return true;
  }
}
