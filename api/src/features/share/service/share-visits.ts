/**
 * Who has already been counted on a public resume link: a view or a download counts once per
 * visitor per UTC day, across every api instance. The visitor is an HMAC-SHA256, keyed with the
 * deployment's secret (CONTACT_IP_SALT), of client address, user agent, slug, kind and day; that
 * hash is the id of sharedResumes/{slug}/visits/{hash}, and the count goes up in the same batch
 * as the marker is created, so two instances racing on one visitor add 1, not 2. No address or
 * user agent is stored, and without the secret the hash cannot be tested against guesses.
 */
import { createHmac } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from 'shared-schemas';
import { withStoreDeadline } from '../../../platform/errors';

export type VisitKind = 'views' | 'downloads';

/** gRPC ALREADY_EXISTS: the marker was made by an earlier visit (here or on another instance). */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
/** Markers outlive their day by one, for a Firestore TTL policy on `expireAt` to delete them. */
const KEEP_MS = 2 * 86_400_000;

export function visitorHash(secret: string, slug: string, kind: VisitKind, day: string, ip: string, userAgent: string): string {
  return createHmac('sha256', secret)
    .update(`${slug}\u0000${kind}\u0000${day}\u0000${ip}\u0000${userAgent.slice(0, 300)}`)
    .digest('base64url');
}

export class ShareVisits {
  /** Hashes this process already counted: a reload storm costs no Firestore writes. Bounded. */
  private readonly recent = new Set<string>();

  constructor(
    private readonly firestore: Firestore,
    private readonly secret: string,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxRecent = 50_000,
  ) {}

  /** Counts this visit unless the visitor was counted for `kind` of `slug` today; true when counted. */
  async count(slug: string, kind: VisitKind, ip: string, userAgent: string): Promise<boolean> {
    const at = this.now();
    const day = new Date(at).toISOString().slice(0, 10);
    const hash = visitorHash(this.secret, slug, kind, day, ip, userAgent);
    if (this.recent.has(hash)) return false;
    const share = this.firestore.collection(COLLECTIONS.sharedResumes).doc(slug);
    const batch = this.firestore.batch();
    batch.create(share.collection(COLLECTIONS.shareVisits).doc(hash), { kind, day, expireAt: Timestamp.fromMillis(at + KEEP_MS) });
    batch.update(share, { [kind]: FieldValue.increment(1) });
    const outcome = await withStoreDeadline(
      batch.commit().then(
        () => 'counted' as const,
        (error: unknown) => {
          const code = (error as { code?: unknown }).code;
          // Counted before (here or on another instance), or the link was deleted meanwhile.
          if (code === ALREADY_EXISTS) return 'seen' as const;
          if (code === NOT_FOUND) return 'gone' as const;
          throw error;
        },
      ),
      this.timeoutMs,
    );
    if (outcome !== 'gone') this.remember(hash);
    return outcome === 'counted';
  }

  private remember(hash: string) {
    this.recent.add(hash);
    // Set keeps insertion order: drop the oldest.
    while (this.recent.size > this.maxRecent) this.recent.delete(this.recent.values().next().value as string);
  }
}
