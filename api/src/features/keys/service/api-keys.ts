// HireGen API keys (`apiKeys/{id}`): issued to an organisation's HR members, shown once, stored
// only as a SHA-256 hash with a visible prefix, revocable by their organisation or an Admin.
// Usage is counted per key and UTC day in `apiKeys/{id}/usage/{YYYY-MM-DD}` (requests, errors).
// The owner may read `apiKeys/{id}` from the browser (firestore.rules), so the hash is not there:
// it is the id of `apiKeySecrets/{hash}` → `{ keyId }`, which only the api reads. Keys minted
// before that kept `hash` on the key; migrateApiKeySecrets moves them (and a key the verifier
// finds the old way is moved on the spot).
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, API_KEY_NAME_MAX, storedTimeIso, type ApiKeyUsageDay, type ApiKeyView } from 'shared-schemas';
import { DebouncedFlush } from '../../../platform/debounced-flush';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

export const KEY_PREFIX = 'hg_';
/** Characters of the key shown in lists (the `hg_` marker and 8 of the secret). */
export const VISIBLE_PREFIX_LENGTH = 11;
export const KEY_NAME_MAX = API_KEY_NAME_MAX;
export type { ApiKeyView };
export type UsageDay = ApiKeyUsageDay;
/** Active (unrevoked) keys one organisation may hold. */
export const MAX_ACTIVE_KEYS_PER_ORG = 20;
export const USAGE = 'usage';

export interface ApiKeySettings {
  /** Requests a key may make per UTC day unless its document says otherwise. */
  dailyQuota: number;
  /** Requests per v1 rate window for one key (the anonymous budget is V1_RATE_LIMIT). */
  keyRateLimit: number;
  /** How long a key check is remembered: revocation reaches every instance within this. */
  cacheMs: number;
}

type Env = Record<string, string | undefined>;

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1, got "${raw}".`);
  return value;
}

export function loadApiKeySettings(env: Env = process.env): ApiKeySettings {
  return {
    dailyQuota: positive(env, 'API_KEY_DAILY_QUOTA', 5_000),
    keyRateLimit: positive(env, 'V1_KEY_RATE_LIMIT', 600),
    // Revocation must bite within 5 s; 2 s of cache keeps Firestore reads off the hot path.
    cacheMs: Math.min(positive(env, 'API_KEY_CACHE_MS', 2_000), 4_000),
  };
}

export function hashKey(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

export function toApiKeyView(id: string, data: DocumentData): ApiKeyView {
  return {
    id,
    name: String(data.name ?? ''),
    prefix: String(data.prefix ?? ''),
    ownerUid: String(data.ownerUid ?? ''),
    orgId: typeof data.orgId === 'string' ? data.orgId : null,
    quota: typeof data.quota === 'number' ? data.quota : 0,
    createdAt: storedTimeIso(data.createdAt),
    lastUsedAt: storedTimeIso(data.lastUsedAt),
    revokedAt: storedTimeIso(data.revokedAt),
    revokedBy: typeof data.revokedBy === 'string' ? data.revokedBy : null,
  };
}

export function cleanKeyName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new HttpError(400, 'The "name" field is required: say what the key is for.');
  if (name.length > KEY_NAME_MAX) throw new HttpError(400, `The "name" field is too long (at most ${KEY_NAME_MAX} characters).`);
  return name;
}

/** Mints a key: the raw value is returned once and never stored. */
export async function createApiKey(
  firestore: Firestore,
  input: { ownerUid: string; orgId: string | null; name: string; quota: number; scopes?: string[] },
  timeoutMs: number,
): Promise<{ key: string; view: ApiKeyView }> {
  const keys = firestore.collection(COLLECTIONS.apiKeys);
  if (input.orgId) {
    const active = await withStoreDeadline(keys.where('orgId', '==', input.orgId).where('revokedAt', '==', null).count().get(), timeoutMs);
    if (active.data().count >= MAX_ACTIVE_KEYS_PER_ORG) {
      throw new HttpError(409, `Your organisation already has ${MAX_ACTIVE_KEYS_PER_ORG} active keys: revoke one first.`);
    }
  }
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const ref = keys.doc();
  const now = Timestamp.now();
  const data = {
    ownerUid: input.ownerUid,
    orgId: input.orgId,
    name: input.name,
    prefix: key.slice(0, VISIBLE_PREFIX_LENGTH),
    quota: input.quota,
    createdAt: now,
    lastUsedAt: null,
    revokedAt: null,
    revokedBy: null,
    // What else the key may do besides nothing: `remote:<name>` releases that remote (remote registry).
    ...(input.scopes?.length ? { scopes: input.scopes } : {}),
  };
  const batch = firestore.batch();
  batch.create(ref, data);
  batch.create(firestore.collection(COLLECTIONS.apiKeySecrets).doc(hashKey(key)), { keyId: ref.id, createdAt: now });
  await withStoreDeadline(batch.commit(), timeoutMs);
  return { key, view: toApiKeyView(ref.id, data) };
}

export async function listApiKeys(firestore: Firestore, filter: { orgId?: string }, timeoutMs: number): Promise<ApiKeyView[]> {
  let query = firestore
    .collection(COLLECTIONS.apiKeys)
    .select('ownerUid', 'orgId', 'name', 'prefix', 'quota', 'createdAt', 'lastUsedAt', 'revokedAt', 'revokedBy');
  if (filter.orgId) query = query.where('orgId', '==', filter.orgId);
  const snapshot = await withStoreDeadline(query.limit(500).get(), timeoutMs);
  return snapshot.docs.map((doc) => toApiKeyView(doc.id, doc.data())).sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

export async function getApiKey(firestore: Firestore, id: string, timeoutMs: number): Promise<ApiKeyView> {
  if (!/^[A-Za-z0-9]{1,64}$/.test(id)) throw new HttpError(404, 'No API key has this id.');
  const snapshot = await withStoreDeadline(firestore.collection(COLLECTIONS.apiKeys).doc(id).get(), timeoutMs);
  if (!snapshot.exists) throw new HttpError(404, 'No API key has this id.');
  return toApiKeyView(snapshot.id, snapshot.data()!);
}

/** Revokes once; revoking a revoked key changes nothing (`changed: false`). */
export async function revokeApiKey(firestore: Firestore, id: string, actorUid: string, timeoutMs: number): Promise<{ view: ApiKeyView; changed: boolean }> {
  const ref = firestore.collection(COLLECTIONS.apiKeys).doc(id);
  return withStoreDeadline(
    firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw new HttpError(404, 'No API key has this id.');
      const data = snapshot.data()!;
      if (data.revokedAt) return { view: toApiKeyView(id, data), changed: false };
      const revoked = { revokedAt: Timestamp.now(), revokedBy: actorUid };
      transaction.update(ref, revoked);
      return { view: toApiKeyView(id, { ...data, ...revoked }), changed: true };
    }),
    timeoutMs,
  );
}

/** Moves one legacy key's hash from its owner-readable document to apiKeySecrets (idempotent). */
async function moveHash(firestore: Firestore, keyRef: DocumentReference, hash: string): Promise<void> {
  await firestore.runTransaction(async (transaction) => {
    const secret = firestore.collection(COLLECTIONS.apiKeySecrets).doc(hash);
    transaction.set(secret, { keyId: keyRef.id, createdAt: Timestamp.now() });
    transaction.update(keyRef, { hash: FieldValue.delete() });
  });
}

/** Moves every key's hash still stored on `apiKeys/{id}` to apiKeySecrets; returns how many. */
export async function migrateApiKeySecrets(firestore: Firestore, timeoutMs: number): Promise<number> {
  const legacy = await withStoreDeadline(firestore.collection(COLLECTIONS.apiKeys).where('hash', '>', '').select('hash').get(), timeoutMs);
  for (const doc of legacy.docs) await withStoreDeadline(moveHash(firestore, doc.ref, String(doc.get('hash'))), timeoutMs);
  return legacy.size;
}

export function utcDay(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** The last `days` UTC days, oldest first, zeros where nothing was counted. */
export async function keyUsage(firestore: Firestore, id: string, days: number, timeoutMs: number): Promise<UsageDay[]> {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const wanted = Array.from({ length: days }, (_, i) => utcDay(new Date(today - (days - 1 - i) * 86_400_000)));
  const snapshot = await withStoreDeadline(firestore.collection(COLLECTIONS.apiKeys).doc(id).collection(USAGE).where('day', '>=', wanted[0]).get(), timeoutMs);
  const stored = new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
  return wanted.map((day) => ({
    day,
    requests: Number(stored.get(day)?.requests ?? 0),
    errors: Number(stored.get(day)?.errors ?? 0),
  }));
}

// ── The v1 key check ───────────────────────────────────────────────────────────────────────

export interface VerifiedKey {
  id: string;
  orgId: string | null;
  /** Whose quota a key without an organisation counts against (features/keys/service/api-key-quota.ts). */
  ownerUid: string | null;
  quota: number;
  /** Empty for a HireGen API (v1) key; `remote:<name>` scopes for a team's release key. */
  scopes: string[];
}

export type KeyVerdict = { ok: true; key: VerifiedKey } | { ok: false; status: 401 | 403; message: string };

interface CachedVerdict {
  verdict: KeyVerdict;
  loadedAt: number;
  day: string;
}

/**
 * Checks raw keys against Firestore, remembering each answer for `cacheMs` (unknown keys too, so
 * a flood of made-up keys costs one read each per window). Revocation and suspension therefore
 * take effect within `cacheMs` on every api instance, and at once on the one that revoked.
 */
export class ApiKeyVerifier {
  private readonly cache = new Map<string, CachedVerdict>();

  constructor(
    private readonly firestore: Firestore,
    private readonly settings: Pick<ApiKeySettings, 'cacheMs'>,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async verify(raw: string): Promise<KeyVerdict> {
    const hash = hashKey(raw);
    const day = utcDay(new Date(this.now()));
    const cached = this.cache.get(hash);
    if (cached && cached.day === day && this.now() - cached.loadedAt < this.settings.cacheMs) {
      return cached.verdict;
    }
    const verdict = await this.load(hash);
    this.cache.set(hash, { verdict, loadedAt: this.now(), day });
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value!);
    return verdict;
  }

  /** Drops every remembered verdict (this instance revoked a key). */
  forgetAll(): void {
    this.cache.clear();
  }

  private async findKey(hash: string): Promise<DocumentSnapshot | null> {
    const secret = await this.firestore.collection(COLLECTIONS.apiKeySecrets).doc(hash).get();
    const keyId = secret.get('keyId') as unknown;
    if (typeof keyId === 'string') {
      const key = await this.firestore.collection(COLLECTIONS.apiKeys).doc(keyId).get();
      return key.exists ? key : null;
    }
    // A key minted before the hashes moved: found the old way, then moved.
    const legacy = (await this.firestore.collection(COLLECTIONS.apiKeys).where('hash', '==', hash).limit(1).get()).docs[0];
    if (!legacy) return null;
    await moveHash(this.firestore, legacy.ref, hash);
    return legacy;
  }

  private async load(hash: string): Promise<KeyVerdict> {
    const doc = await withStoreDeadline(this.findKey(hash), this.timeoutMs, 'API keys cannot be checked right now. Please try again later.');
    if (!doc) return { ok: false, status: 401, message: 'This API key is not valid. Check the X-API-Key header, or create a key in HireGen.' };
    const data = doc.data() ?? {};
    if (data.revokedAt) return { ok: false, status: 401, message: 'This API key has been revoked. Create a new key in HireGen.' };
    const orgId = typeof data.orgId === 'string' ? data.orgId : null;
    // The day's quota is counted per organisation (api-key-quota.ts), not read here.
    const org = await withStoreDeadline(
      orgId ? this.firestore.collection(COLLECTIONS.organizations).doc(orgId).get() : Promise.resolve(null),
      this.timeoutMs,
      'API keys cannot be checked right now. Please try again later.',
    );
    if (org?.get('suspendedAt')) return { ok: false, status: 403, message: 'The organisation that owns this API key is suspended.' };
    return {
      ok: true,
      key: {
        id: doc.id,
        orgId,
        ownerUid: typeof data.ownerUid === 'string' ? data.ownerUid : null,
        quota: typeof data.quota === 'number' ? data.quota : 0,
        scopes: Array.isArray(data.scopes) ? data.scopes.filter((scope): scope is string => typeof scope === 'string') : [],
      },
    };
  }
}

/**
 * Per-key, per-day usage counted in memory and written as increments every `flushMs`: one write
 * per key and day per flush instead of one per request (a day document takes about one
 * sustained write a second). Flushed on close too.
 */
export class UsageRecorder extends DebouncedFlush {
  private pending = new Map<string, { requests: number; errors: number }>();
  constructor(
    private readonly firestore: Firestore,
    flushMs = 1_000,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    super(flushMs);
  }

  record(keyId: string, failed: boolean, at = new Date()): void {
    const slot = `${keyId}/${utcDay(at)}`;
    const counts = this.pending.get(slot) ?? { requests: 0, errors: 0 };
    counts.requests += 1;
    if (failed) counts.errors += 1;
    this.pending.set(slot, counts);
    this.schedule();
  }

  protected async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const writes = this.firestore.batch();
    const now = FieldValue.serverTimestamp();
    for (const [slot, counts] of batch) {
      const [keyId, day] = slot.split('/') as [string, string];
      const keyRef = this.firestore.collection(COLLECTIONS.apiKeys).doc(keyId);
      writes.set(
        keyRef.collection(USAGE).doc(day),
        { day, requests: FieldValue.increment(counts.requests), errors: FieldValue.increment(counts.errors), updatedAt: now },
        { merge: true },
      );
      writes.update(keyRef, { lastUsedAt: now });
    }
    try {
      await writes.commit();
    } catch (error) {
      // Put the counts back so the next flush retries them.
      for (const [slot, counts] of batch) {
        const current = this.pending.get(slot) ?? { requests: 0, errors: 0 };
        this.pending.set(slot, { requests: current.requests + counts.requests, errors: current.errors + counts.errors });
      }
      this.onError(error);
    }
  }
}
