/**
 * The one Firebase app of the page, loaded on demand. Firebase is ~100 KiB gzip, so nothing
 * imports it statically: the sign-in screens, sign-out and the api client call getFirebase(),
 * which fetches /app-config.json, initialises the app, connects to the emulators when the
 * config says so, and keeps localStorage `user` in step with the Firebase account.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { parseRole } from 'shared-schemas';
import { readStoredUser } from '../session/session-user';
import { loadWebAppConfig, type WebAppConfig } from './app-config';
import { setFirebaseRequested } from './firebase-requested';
import { publishSessionChange } from './session-sync';

export type AuthModule = typeof import('firebase/auth');

export interface FirebaseHandle {
  app: FirebaseApp;
  auth: Auth;
  /** The firebase/auth functions, so callers need no static import of their own. */
  authApi: AuthModule;
  config: WebAppConfig;
}

let pending: Promise<FirebaseHandle> | null = null;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The Auth emulator's address as seen from this page. A provider redirect hands its result back
 * through an iframe of the emulator's origin, and Chromium partitions a cross-site iframe's
 * storage: with the page on `localhost` and the emulator on `127.0.0.1` the result never
 * arrives. Both names are this machine, so use the page's own spelling.
 */
export function sameSiteEmulatorUrl(emulatorUrl: string, pageHostname: string): string {
  const url = new URL(emulatorUrl);
  if (LOOPBACK_HOSTS.has(url.hostname) && LOOPBACK_HOSTS.has(pageHostname)) url.hostname = pageHostname;
  return url.origin;
}

export function getFirebase(): Promise<FirebaseHandle> {
  setFirebaseRequested(true);
  pending ??= initialise().catch((error: unknown) => {
    pending = null;
    setFirebaseRequested(false);
    throw error;
  });
  return pending;
}

async function initialise(): Promise<FirebaseHandle> {
  const [config, appApi, authApi] = await Promise.all([loadWebAppConfig(), import('firebase/app'), import('firebase/auth')]);
  const app = appApi.getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? appApi.initializeApp(config.firebase);
  const auth = authApi.getAuth(app);
  if (config.emulators) {
    authApi.connectAuthEmulator(auth, sameSiteEmulatorUrl(config.emulators.auth, window.location.hostname), { disableWarnings: true });
  }
  authApi.onIdTokenChanged(auth, (account) => void followAccount(account));
  return { app, auth, authApi, config };
}

/**
 * Keeps the stored user in step with Firebase. It never signs anyone in (the sign-in flow sets
 * the user once the role is settled); it only clears a stored account Firebase says is gone and
 * refreshes the one that is signed in (name, role claim).
 */
async function followAccount(account: User | null): Promise<void> {
  const stored = readStoredUser();
  if (!account) {
    if (stored?.uid) publishSessionChange(null);
    return;
  }
  if (!stored || stored.uid !== account.uid) return;
  try {
    const { claims } = await account.getIdTokenResult();
    const role = parseRole(claims.role);
    if (!role) return;
    const name = account.displayName ?? stored.name;
    const email = account.email ?? stored.email;
    if (role !== stored.role || name !== stored.name || email !== stored.email) {
      publishSessionChange({ ...stored, role, ...(name ? { name } : {}), ...(email ? { email } : {}) });
    }
  } catch {
    // Offline or token revoked: keep the page as it is; the next api call reports the problem.
  }
}
