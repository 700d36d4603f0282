// Every setting comes from the environment (12-factor); nothing is read from files.
// `loadConfig(process.env)` is called once by server.ts; tests pass their own env.
import { isIP } from 'node:net';

/** false, or the proxies' IPs/CIDRs (`true` is refused by loadConfig; the type keeps Fastify's shape). */
export type TrustProxy = boolean | string[];

export interface ApiConfig {
  host: string;
  port: number;
  /** Firebase project id; `demo-*` ids never reach a real project. */
  projectId: string;
  /** Set when the Auth emulator is used: tokens are unsigned there, see plugins/auth.ts. */
  authEmulatorHost: string | undefined;
  firestoreEmulatorHost: string | undefined;
  /** Lower-cased emails that receive Admin on their first role request. */
  adminEmails: ReadonlySet<string>;
  contactRateLimit: { max: number; windowMs: number };
  /** Requests per window per client on the signed-in routes. */
  apiRateLimit: { max: number; windowMs: number };
  /** Salt of the contact sender's IP hash; random per process when unset. */
  ipHashSalt: string;
  ipHashSaltIsRandom: boolean;
  /** HMAC key of the remote registry's report tokens (REGISTRY_REPORT_SECRET; random per process when unset). */
  registryReportSecret: string;
  registryReportSecretIsRandom: boolean;
  /** Longest wait for a Firestore write or read before the api answers 503. */
  storeTimeoutMs: number;
  /** Longest wait for an ID-token check (verify + account read) before the api answers 503. */
  authTimeoutMs: number;
  /**
   * The socket-side timeouts (see "Timeout policy" in README): the whole request, body included,
   * must arrive within `requestTimeoutMs` (a slow upload is cut with 408); its headers within
   * `headersTimeoutMs`; an idle keep-alive connection is closed after `keepAliveTimeoutMs`.
   */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  trustProxy: TrustProxy;
  /**
   * The secret the proxy sends in PROXY_SECRET_HEADER; when set, forwarding headers are believed
   * only on requests that carry it (and come from a TRUST_PROXY address). Null: address only.
   */
  trustProxySecret: string | null;
  logLevel: string;
  docsEnabled: boolean;
  /**
   * Local emulator mode only: the folder of the write journal (platform/local-journal.ts) that
   * makes every acknowledged write survive a kill -9 of the emulators. Set by the launcher.
   */
  journalDir: string | undefined;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer ≥ ${min}, got "${raw}".`);
  return value;
}

/**
 * The proxies whose X-Forwarded-For is believed: addresses or CIDRs only. `true` (believe any
 * sender) is refused: a client could then name any address and pick its own rate-limit bucket.
 */
function trustProxyFrom(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '' || raw === 'false') return false;
  if (raw === 'true') {
    throw new ConfigError("TRUST_PROXY=true would believe X-Forwarded-For from anyone: list the proxies' addresses instead (e.g. TRUST_PROXY=127.0.0.1).");
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    if (!version || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new ConfigError(`TRUST_PROXY must list proxy IP addresses or CIDRs, got "${entry}".`);
    }
  }
  return entries;
}

/** The header the shell's /api proxy sends its secret in (scripts/lib/static-server.mjs sends it). */
export const PROXY_SECRET_HEADER = 'x-hiregen-proxy';
const PROXY_SECRET_MIN = 16;

/**
 * An address alone cannot tell the proxy from any other process on the same host (the local
 * stack's proxy and a script calling the api port are both 127.0.0.1): the shared secret can.
 */
function trustProxySecretFrom(raw: string | undefined, trustProxy: TrustProxy): string | null {
  if (raw === undefined || raw === '') return null;
  if (trustProxy === false) throw new ConfigError("TRUST_PROXY_SECRET is set but TRUST_PROXY is not: list the proxy's addresses in TRUST_PROXY too.");
  if (raw.length < PROXY_SECRET_MIN || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new ConfigError(`TRUST_PROXY_SECRET must be at least ${PROXY_SECRET_MIN} printable characters without spaces.`);
  }
  return raw;
}

/**
 * Emulators accept unsigned ID tokens: trusting them is only safe on a `demo-*` project, which
 * firebase-admin and the emulators never connect to a real Firebase project.
 */
function assertEmulatorProject(projectId: string, authEmulatorHost: string | undefined, firestoreEmulatorHost: string | undefined): void {
  if ((authEmulatorHost || firestoreEmulatorHost) && !projectId.startsWith('demo-')) {
    throw new ConfigError(
      `The Firebase emulators (FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST) are only used with a "demo-*" project id, got "${projectId}": unset the emulator hosts for a real project, or use a demo-* id locally.`,
    );
  }
}

export function loadConfig(env: Env = process.env): ApiConfig {
  const salt = env.CONTACT_IP_SALT?.trim();
  const projectId = env.GCLOUD_PROJECT?.trim() || env.HIREGEN_FIREBASE_PROJECT_ID?.trim() || 'demo-hiregen';
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined;
  const firestoreEmulatorHost = env.FIRESTORE_EMULATOR_HOST?.trim() || undefined;
  assertEmulatorProject(projectId, authEmulatorHost, firestoreEmulatorHost);
  const storeTimeoutMs = integer(env, 'STORE_TIMEOUT_MS', 5_000, 1);
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 60_000, 1);
  const trustProxy = trustProxyFrom(env.TRUST_PROXY?.trim());
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'PORT', 4000, 0),
    projectId,
    authEmulatorHost,
    firestoreEmulatorHost,
    adminEmails: new Set(
      (env.ADMIN_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    contactRateLimit: {
      max: integer(env, 'CONTACT_RATE_LIMIT', 5, 1),
      windowMs: integer(env, 'CONTACT_RATE_WINDOW_MS', 60_000, 1),
    },
    apiRateLimit: {
      max: integer(env, 'API_RATE_LIMIT', 300, 1),
      windowMs: integer(env, 'API_RATE_WINDOW_MS', 60_000, 1),
    },
    ipHashSalt: salt || crypto.randomUUID(),
    ipHashSaltIsRandom: !salt,
    registryReportSecret: env.REGISTRY_REPORT_SECRET?.trim() || crypto.randomUUID(),
    registryReportSecretIsRandom: !env.REGISTRY_REPORT_SECRET?.trim(),
    storeTimeoutMs,
    authTimeoutMs: integer(env, 'AUTH_TIMEOUT_MS', storeTimeoutMs, 1),
    requestTimeoutMs,
    headersTimeoutMs: Math.min(requestTimeoutMs, integer(env, 'HEADERS_TIMEOUT_MS', 15_000, 1)),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 10_000, 1),
    trustProxy,
    trustProxySecret: trustProxySecretFrom(env.TRUST_PROXY_SECRET?.trim(), trustProxy),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    docsEnabled: env.API_DOCS !== 'false',
    journalDir: journalDirFrom(env.HIREGEN_JOURNAL_DIR?.trim(), authEmulatorHost, firestoreEmulatorHost),
  };
}

/** The journal reads back from the emulators' admin endpoints: it needs both, and nothing else. */
function journalDirFrom(dir: string | undefined, authEmulatorHost: string | undefined, firestoreEmulatorHost: string | undefined): string | undefined {
  if (!dir) return undefined;
  if (!authEmulatorHost || !firestoreEmulatorHost) {
    throw new ConfigError('HIREGEN_JOURNAL_DIR is for the local emulators only: set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST too, or unset it.');
  }
  return dir;
}
