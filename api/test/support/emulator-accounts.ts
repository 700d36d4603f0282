// Real accounts and ID tokens from the Auth emulator's REST API (what the web client gets),
// and hand-made tokens for the attack cases.
import { randomUUID } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-hiregen';
const authHost = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests through api/jest.config.js');
  return `http://${host}`;
};

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function identityToolkit<T>(path: string, body: unknown): Promise<T> {
  const send = () =>
    fetch(`${authHost()}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // A freshly started emulator on a busy machine may drop the very first connection: one retry.
  const response = await send().catch(() => send());
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@hiregen.test`;
}

export async function signUp(label: string, displayName?: string): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const password = 'correct-horse-42';
  const created = await identityToolkit<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    displayName,
    returnSecureToken: true,
  });
  return { uid: created.localId, email, password, idToken: created.idToken };
}

/** Signs in again: the new ID token carries the current custom claims. */
export async function freshToken(account: TestAccount): Promise<string> {
  const signedIn = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  });
  return signedIn.idToken;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A token shaped like the emulator's (unsigned) with chosen claims. */
export function craftToken(payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'none', typ: 'JWT' }, signature = ''): string {
  return `${base64url(header)}.${base64url(payload)}.${signature}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A new account holding `role` (set on the Auth emulator with admin rights) and a token that carries it. */
export async function signUpAs(admin: App, role: string, name: string): Promise<TestAccount> {
  const created = await signUp(role.toLowerCase(), name);
  await getAuth(admin).setCustomUserClaims(created.uid, { role });
  return { ...created, idToken: await freshToken(created) };
}
