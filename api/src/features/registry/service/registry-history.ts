// The remote registry with history (`remoteRegistry/{remote}` and its `versions`): every change is
// a new immutable version document with who, when and why, written in one batch with the
// head, and only when the caller's `expectedVersion` is still the head's (compare-and-set), so
// two concurrent releases cannot silently overwrite each other: the second gets 409 naming the
// version that won and who made it.
import { createHash } from 'node:crypto';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  REGISTRY_COLLECTION,
  REGISTRY_VERSIONS,
  versionId,
  type RegistryAction,
  type RegistryCanary,
  type RegistryHead,
  type RegistryTarget,
  type RegistryVersion,
  type ResolvedRemote,
} from 'shared-schemas';
import { HttpError, StoreConflictError, withStoreDeadline } from '../../../platform/errors';

export interface RegistryActor {
  /** An Admin's uid, `apiKey:<id>`, or `auto`. */
  by: string;
  byName: string;
}

export interface ChangeInput {
  expectedVersion: number;
  why: string;
}

/** How long a resolved head list is reused by /resolve on one instance: a change reaches every session within it. */
export const RESOLVE_CACHE_MS = 2_000;
const MAX_REMOTES = 50;
const HISTORY_SHOWN = 50;

/** Which share bucket (0–99) a session falls in for a remote: the same every time (sticky). */
export function canaryBucket(remote: string, sessionId: string): number {
  return createHash('sha256').update(`${remote}\n${sessionId}`).digest().readUInt32BE(0) % 100;
}

const target = (data: DocumentData): RegistryTarget => ({
  entry: String(data.entry ?? ''),
  ...(Array.isArray(data.fallbackEntries) && data.fallbackEntries.length ? { fallbackEntries: data.fallbackEntries.map(String) } : {}),
  ...(typeof data.manifest === 'string' ? { manifest: data.manifest } : {}),
});

const toHead = (data: DocumentData): RegistryHead => ({
  remote: String(data.remote),
  version: Number(data.version),
  stableVersion: Number(data.stableVersion),
  ...target(data),
  canary: data.canary ? { ...(data.canary as RegistryCanary) } : null,
  updatedAt: String(data.updatedAt ?? ''),
  updatedBy: String(data.updatedBy ?? ''),
});

const toVersion = (data: DocumentData): RegistryVersion => ({
  version: Number(data.version),
  action: data.action as RegistryAction,
  ...target(data),
  by: String(data.by ?? ''),
  byName: String(data.byName ?? ''),
  at: String(data.at ?? ''),
  why: String(data.why ?? ''),
  ...(typeof data.from === 'number' ? { from: data.from } : {}),
  ...(typeof data.percent === 'number' ? { percent: data.percent } : {}),
});

/** Drops undefined fields: Firestore refuses them. */
const clean = <T extends object>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export class RemoteRegistryStore {
  private cached: { at: number; heads: RegistryHead[] } | null = null;

  constructor(
    private readonly firestore: Firestore,
    private readonly timeoutMs: number,
    private readonly cacheMs = RESOLVE_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private heads() {
    return this.firestore.collection(REGISTRY_COLLECTION);
  }

  private versions(remote: string) {
    return this.heads().doc(remote).collection(REGISTRY_VERSIONS);
  }

  /** Every head, read at most once per RESOLVE_CACHE_MS on this instance (its own changes drop it). */
  async allHeads(fresh = false): Promise<RegistryHead[]> {
    if (!fresh && this.cached && this.now() - this.cached.at < this.cacheMs) return this.cached.heads;
    const snapshot = await withStoreDeadline(this.heads().limit(MAX_REMOTES).get(), this.timeoutMs);
    const heads = snapshot.docs.map((doc) => toHead(doc.data()));
    this.cached = { at: this.now(), heads };
    return heads;
  }

  async head(remote: string): Promise<RegistryHead | null> {
    const snapshot = await withStoreDeadline(this.heads().doc(remote).get(), this.timeoutMs);
    return snapshot.exists ? toHead(snapshot.data()!) : null;
  }

  async history(remote: string): Promise<RegistryVersion[]> {
    const snapshot = await withStoreDeadline(this.versions(remote).orderBy('version', 'desc').limit(HISTORY_SHOWN).get(), this.timeoutMs);
    return snapshot.docs.map((doc) => toVersion(doc.data()));
  }

  /**
   * The entry of each released remote for one session: the canary's when its bucket is in the
   * share; with a session id, each with the token its reports must carry (`sign`).
   */
  async resolve(sessionId: string | null, sign?: (remote: string, version: number, sessionId: string) => string): Promise<ResolvedRemote[]> {
    return (await this.allHeads()).map((head) => {
      const inCanary = Boolean(head.canary && sessionId && canaryBucket(head.remote, sessionId) < head.canary.percent);
      const served = inCanary ? head.canary! : head;
      const version = inCanary ? head.canary!.version : head.stableVersion;
      return {
        name: head.remote,
        entry: served.entry,
        ...(served.fallbackEntries ? { fallbackEntries: served.fallbackEntries } : {}),
        version,
        canary: inCanary,
        watched: Boolean(head.canary),
        ...(sessionId && sign ? { token: sign(head.remote, version, sessionId) } : {}),
      };
    });
  }

  /**
   * One change: refuses a stale `expectedVersion` (409), then writes the next version document
   * and the new head in one batch. The version document is *created*, so of two changes based on
   * the same head only one can write version N+1; the other's batch fails whole and is answered
   * 409 too. (A compare-and-set without a transaction's locks: concurrent releases never wait.)
   */
  private async change(
    remote: string,
    input: ChangeInput,
    actor: RegistryActor,
    decide: (
      head: RegistryHead | null,
      next: number,
    ) => Promise<{
      version: Omit<RegistryVersion, 'version' | 'by' | 'byName' | 'at' | 'why'>;
      head: Omit<RegistryHead, 'remote' | 'version' | 'updatedAt' | 'updatedBy'>;
    }>,
  ): Promise<{ head: RegistryHead; version: RegistryVersion }> {
    const head = await this.head(remote);
    const current = head?.version ?? 0;
    if (input.expectedVersion !== current) throw new HttpError(409, conflictMessage(remote, head, input.expectedVersion));
    const next = current + 1;
    const decided = await decide(head, next);
    const at = new Date(this.now()).toISOString();
    const version: RegistryVersion = clean({ ...decided.version, version: next, by: actor.by, byName: actor.byName, at, why: input.why });
    const newHead: RegistryHead = clean({ ...decided.head, remote, version: next, updatedAt: at, updatedBy: actor.byName });
    const batch = this.firestore.batch();
    batch.create(this.versions(remote).doc(versionId(next)), version);
    batch.set(this.heads().doc(remote), newHead);
    try {
      await withStoreDeadline(batch.commit(), this.timeoutMs);
    } catch (error) {
      if (!(error instanceof StoreConflictError)) throw error;
      throw new HttpError(409, conflictMessage(remote, await this.head(remote), input.expectedVersion));
    } finally {
      this.cached = null;
    }
    return { head: newHead, version };
  }

  /** A new entry for everyone, or, with `canaryPercent`, for that share of sessions only. */
  release(remote: string, input: ChangeInput & { target: RegistryTarget; canaryPercent?: number }, actor: RegistryActor) {
    return this.change(remote, input, actor, async (head, next) => {
      if (input.canaryPercent !== undefined) {
        if (!head) throw new HttpError(409, `${remote} has no released version yet: release it to everyone first, then a canary beside it.`);
        const canary: RegistryCanary = { ...input.target, version: next, percent: input.canaryPercent, startedAt: new Date(this.now()).toISOString() };
        return {
          version: { action: 'canary', ...input.target, percent: input.canaryPercent },
          head: { ...target(head), stableVersion: head.stableVersion, canary },
        };
      }
      return { version: { action: 'release', ...input.target }, head: { ...input.target, stableVersion: next, canary: null } };
    });
  }

  /** Everyone back on an earlier version's entry (any running canary ends), recorded as a new version. */
  rollback(remote: string, input: ChangeInput & { toVersion: number }, actor: RegistryActor) {
    return this.change(remote, input, actor, async (head) => {
      if (!head) throw new HttpError(404, `${remote} has no version in the registry.`);
      if (input.toVersion >= head.version) throw new HttpError(400, `Roll back to an earlier version than ${head.version}.`);
      const earlier = await withStoreDeadline(this.versions(remote).doc(versionId(input.toVersion)).get(), this.timeoutMs);
      if (!earlier.exists) throw new HttpError(404, `${remote} has no version ${input.toVersion}.`);
      const to = target(earlier.data()!);
      return { version: { action: 'rollback', ...to, from: input.toVersion }, head: { ...to, stableVersion: head.version + 1, canary: null } };
    });
  }

  /** Ends the running canary: everyone on the stable entry. `auto-rollback` when the failure guard does it. */
  stopCanary(remote: string, input: ChangeInput, actor: RegistryActor, action: 'canary-stop' | 'auto-rollback' = 'canary-stop') {
    return this.change(remote, input, actor, async (head) => {
      if (!head?.canary) throw new HttpError(409, `${remote} has no canary running.`);
      return { version: { action, ...target(head), from: head.canary.version }, head: { ...target(head), stableVersion: head.stableVersion, canary: null } };
    });
  }

  /** The running canary's entry for everyone. */
  promote(remote: string, input: ChangeInput, actor: RegistryActor) {
    return this.change(remote, input, actor, async (head, next) => {
      if (!head?.canary) throw new HttpError(409, `${remote} has no canary running.`);
      const to = target(head.canary);
      return { version: { action: 'promote', ...to, from: head.canary.version }, head: { ...to, stableVersion: next, canary: null } };
    });
  }
}

function conflictMessage(remote: string, head: RegistryHead | null, expected: number): string {
  if (!head) return `${remote} has no version yet: release it with expectedVersion 0 (you sent ${expected}). Nothing was changed.`;
  return `${remote} is now at version ${head.version} (changed by ${head.updatedBy} at ${head.updatedAt}), not ${expected}: someone released in between. Nothing was changed; reload and try again.`;
}
