/**
 * The browser's run-time Firebase settings, served by the shell's server as /app-config.json
 * (scripts/lib/web-config.mjs). Read once per page; validated so a broken deployment fails with
 * a clear message instead of a Firebase stack trace.
 */
export type OAuthProviderId = 'google' | 'microsoft' | 'github';

export interface WebAppConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  emulators: { auth: string; firestore: { host: string; port: number } } | null;
  providers: OAuthProviderId[];
  privacyEmail?: string;
}

const KNOWN_PROVIDERS: readonly OAuthProviderId[] = ['google', 'microsoft', 'github'];
const CONFIG_TIMEOUT_MS = 8000;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length < 500;

/** Checks the shape of /app-config.json; throws with what is wrong. */
export function parseWebAppConfig(value: unknown): WebAppConfig {
  const config = value as Partial<WebAppConfig> | null;
  const firebase = config?.firebase;
  if (!firebase || !isText(firebase.apiKey) || !isText(firebase.authDomain) || !isText(firebase.projectId)) {
    throw new Error('The sign-in service is not configured (app-config.json has no Firebase project).');
  }
  const emulators = config?.emulators ?? null;
  if (emulators !== null && (!isText(emulators.auth) || !isText(emulators.firestore?.host) || !Number.isInteger(emulators.firestore?.port))) {
    throw new Error('The sign-in service is misconfigured (app-config.json has broken emulator settings).');
  }
  const providers = Array.isArray(config?.providers)
    ? config.providers.filter((id): id is OAuthProviderId => KNOWN_PROVIDERS.includes(id as OAuthProviderId))
    : ['google' as const];
  return {
    firebase: {
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      ...(isText(firebase.appId) ? { appId: firebase.appId } : {}),
    },
    emulators,
    providers,
    ...(isText(config?.privacyEmail) ? { privacyEmail: config.privacyEmail } : {}),
  };
}

let pending: Promise<WebAppConfig> | null = null;

/** Fetches /app-config.json once per page (a failed fetch may be retried). */
export function loadWebAppConfig(): Promise<WebAppConfig> {
  pending ??= (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CONFIG_TIMEOUT_MS);
    try {
      const response = await fetch('/app-config.json', { signal: controller.signal, cache: 'no-cache' });
      if (!response.ok) throw new Error('The sign-in settings could not be loaded. Please reload the page and try again.');
      return parseWebAppConfig(await response.json());
    } finally {
      clearTimeout(timer);
    }
  })().catch((error: unknown) => {
    pending = null;
    if (error instanceof Error && error.name === 'AbortError') throw new Error('The sign-in settings took too long to load. Please try again.');
    throw error;
  });
  return pending;
}
