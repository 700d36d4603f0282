import { AUTH_EMULATOR, PROJECT_ID } from './stack';

/**
 * The Firebase Auth emulator's REST and test endpoints, for what a person would read from an
 * email or a text message, and for accounts a test needs before it opens the browser.
 */
const EMULATOR = `http://${AUTH_EMULATOR}`;
const API_KEY = 'demo-api-key';

let counter = 0;
/** A fresh address per call, so tests never depend on each other's accounts. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@hiregen.test`;
}

/** A fresh E.164 number in the UK drama range (+44 7700 900xxx). */
export function uniquePhoneNumber(): string {
  return `+4477009${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;
}

async function emulatorJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${EMULATOR}${path}`, init);
  const body = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${body.error?.message ?? ''}`);
  return body;
}

/** Creates an email+password account directly in the emulator (no role yet). */
export async function createAccount(email: string, password: string): Promise<{ uid: string; idToken: string }> {
  const body = await emulatorJson<{ localId: string; idToken: string }>(`/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return { uid: body.localId, idToken: body.idToken };
}

/** A fresh ID token for an existing account (carries its current custom claims). */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const body = await emulatorJson<{ idToken: string }>(`/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return body.idToken;
}

/** The newest email sign-in link the emulator "sent" to this address. */
export async function latestSignInLink(email: string): Promise<string> {
  const { oobCodes = [] } = await emulatorJson<{ oobCodes?: { email: string; requestType: string; oobLink: string }[] }>(
    `/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const link = oobCodes.filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN').at(-1)?.oobLink;
  if (!link) throw new Error(`No sign-in link was sent to ${email}.`);
  return link;
}

/**
 * What the app receives when the person clicks the emailed link: the link's continue URL with
 * the sign-in parameters (the hosted action handler redirects there with handleCodeInApp).
 */
export function appUrlOfSignInLink(oobLink: string): string {
  const link = new URL(oobLink);
  const target = new URL(link.searchParams.get('continueUrl') ?? '');
  for (const key of ['mode', 'oobCode', 'apiKey', 'lang']) {
    const value = link.searchParams.get(key);
    if (value) target.searchParams.set(key, value);
  }
  return target.toString();
}

/** The newest SMS code the emulator "sent" to this number. */
export async function latestSmsCode(phoneNumber: string): Promise<string> {
  const { verificationCodes = [] } = await emulatorJson<{ verificationCodes?: { phoneNumber: string; code: string }[] }>(
    `/emulator/v1/projects/${PROJECT_ID}/verificationCodes`,
  );
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`No SMS code was sent to ${phoneNumber}.`);
  return code;
}
