// Every setting comes from the environment (12-factor); nothing is read from files.
// `loadConfig(process.env)` is called once by server.ts; tests pass their own env.

/** false, true (trust every proxy: only behind one you control) or the proxies' IPs/CIDRs. */
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
  /** Longest wait for a Firestore write or read before the api answers 503. */
  storeTimeoutMs: number;
  trustProxy: TrustProxy;
  logLevel: string;
  docsEnabled: boolean;
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

function trustProxyFrom(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}

export function loadConfig(env: Env = process.env): ApiConfig {
  const salt = env.CONTACT_IP_SALT?.trim();
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'PORT', 4000, 0),
    projectId: env.GCLOUD_PROJECT?.trim() || env.HIREGEN_FIREBASE_PROJECT_ID?.trim() || 'demo-hiregen',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined,
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST?.trim() || undefined,
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
    storeTimeoutMs: integer(env, 'STORE_TIMEOUT_MS', 5_000, 1),
    trustProxy: trustProxyFrom(env.TRUST_PROXY?.trim()),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    docsEnabled: env.API_DOCS !== 'false',
  };
}
