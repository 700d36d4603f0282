// The security headers every HireGen static server (the shell and each remote) sends, and the
// Content-Security-Policy they carry: scripts, styles, fonts and images only from this origin and
// the remotes listed in remotes.json; requests (connect-src) only to those, the api and Firebase
// (the emulators locally, Google's endpoints on a real project). No 'unsafe-eval' (webpack's
// production output and Module Federation's runtime do not need it) and no 'unsafe-inline':
// the apps' CSS is in stylesheets (mini-css-extract) and the few styles set from script
// (React `style`, the "React Rendering Failed" block) go through the CSSOM, which CSP allows.

/** The origin of a URL, or null for anything that is not http(s). */
export function httpOrigin(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** An origin on 127.0.0.1 or localhost, under both names (anything else as it is). */
function loopbackSpellings(origin) {
  if (!origin) return [];
  const url = new URL(origin);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return [origin];
  return ['127.0.0.1', 'localhost'].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/**
 * Firebase Auth's redirect and popup sign-in load Google's helper script (gapi), which sets up
 * the frame the result comes back through — on a real project and on the Auth emulator alike.
 */
const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';

/** Firebase endpoints the browser talks to, from the runtime app config (web-config.mjs). */
export function firebaseOrigins(appConfig) {
  if (!appConfig) return { connect: [], frame: [], script: [] };
  const emulators = appConfig.emulators;
  if (emulators) {
    const firestore = emulators.firestore ? `http://${emulators.firestore.host}:${emulators.firestore.port}` : null;
    // The browser reaches a loopback emulator under the page's own spelling of loopback
    // (shared-auth: sameSiteEmulatorUrl), and the Auth emulator's redirect result comes back
    // through an iframe of its origin: allow both spellings, for requests and that frame.
    const auth = loopbackSpellings(httpOrigin(emulators.auth));
    return { connect: [...auth, ...loopbackSpellings(firestore)], frame: auth, script: [GOOGLE_SIGN_IN_SCRIPT] };
  }
  const authDomain = appConfig.firebase?.authDomain;
  return {
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com', 'https://www.googleapis.com'],
    // Sign-in with a popup or redirect goes through the project's auth domain in an iframe.
    frame: authDomain ? [`https://${authDomain}`] : [],
    script: [GOOGLE_SIGN_IN_SCRIPT],
  };
}

/**
 * The entry URLs a remotes.json names: version 2 (`{ version: 2, remotes: [{ name, entry,
 * fallbackEntries? }] }`, shared-schemas/src/remote-registry.ts; a fallback origin must be
 * allowed too, or failing over to it would be blocked) or the old flat `{ "<container>": "<entry URL>" }`.
 */
export function remoteEntryUrls(registry) {
  if (registry && Array.isArray(registry.remotes)) {
    return registry.remotes
      .flatMap((remote) => [remote?.entry, ...(Array.isArray(remote?.fallbackEntries) ? remote.fallbackEntries : [])])
      .filter((entry) => typeof entry === 'string');
  }
  return Object.values(registry ?? {}).filter((entry) => typeof entry === 'string');
}

/** Where a local override may load a remote from when remotes.json does not say (shared-schemas/src/remote-override.ts). */
export const DEFAULT_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
const ORIGIN_PATTERN = /^(https?):\/\/(\[::1\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}|\*))?$/i;

/**
 * The origins a version-2 registry lets a local override load from (`overrideOrigins`, CSP host
 * sources such as `http://localhost:*`; the loopback ones when it names none; `[]`: no override).
 * The shell refuses a file whose origins break the entry policy, so only the syntax is checked here.
 */
export function overrideOrigins(registry) {
  if (!registry || !Array.isArray(registry.remotes)) return [];
  const listed = registry.overrideOrigins === undefined ? DEFAULT_OVERRIDE_ORIGINS : registry.overrideOrigins;
  return Array.isArray(listed) ? listed.filter((origin) => typeof origin === 'string' && ORIGIN_PATTERN.test(origin)) : [];
}

/**
 * @param {{ remotes?: object, apiOrigin?: string, appConfig?: object }} sources
 * @returns {string}
 */
export function contentSecurityPolicy({ remotes = {}, apiOrigin, appConfig } = {}) {
  // The registry's entries and fallbacks, then where a local override may point a remote.
  const remoteOrigins = [...[...new Set(remoteEntryUrls(remotes).map(httpOrigin).filter(Boolean))].sort(), ...overrideOrigins(remotes)];
  const firebase = firebaseOrigins(appConfig);
  const list = (...origins) => ["'self'", ...new Set(origins.flat().filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(remoteOrigins, firebase.script)}`,
    `style-src ${list(remoteOrigins)}`,
    `font-src ${list(remoteOrigins)}`,
    `img-src ${list(remoteOrigins)} data: blob:`,
    `connect-src ${list(remoteOrigins, apiOrigin ? httpOrigin(apiOrigin) : null, firebase.connect)}`,
    `frame-src ${firebase.frame.length ? firebase.frame.join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers for one answer. HSTS only over https (over plain http browsers ignore it, and
 * sending it on localhost would pin the developer's machine to https).
 * @param {{ csp: string, https: boolean }} options
 */
export function securityHeaders({ csp, https }) {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Popups keep their opener: Firebase's Google sign-in popup reports back through it.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
