/**
 * Every way into HireGen, on the hosted identity service (Firebase Auth). Each method signs the
 * account in with Firebase, then settles its role with the api (establishRole) and returns the
 * session user to store. Firebase is loaded here, on demand, never on a page's first paint.
 */
import type { AuthProvider, ConfirmationResult } from 'firebase/auth';
import type { Role } from 'shared-schemas';
import { getFirebase, type FirebaseHandle } from '../firebase/firebase-app';
import type { OAuthProviderId } from '../firebase/app-config';
import type { SessionUser } from '../session/session-user';
import { SignInError } from './auth-errors';
import { establishRole } from './establish-role';
import { EMAIL_FOR_SIGN_IN_KEY, localValue } from './sign-in-storage';

export async function signInWithPassword(role: Role, email: string, password: string): Promise<SessionUser> {
  const firebase = await getFirebase();
  const { user } = await firebase.authApi.signInWithEmailAndPassword(firebase.auth, email.trim(), password);
  return establishRole(firebase, user, role);
}

export async function signUpWithPassword(role: Role, name: string, email: string, password: string): Promise<SessionUser> {
  const firebase = await getFirebase();
  const { user } = await firebase.authApi.createUserWithEmailAndPassword(firebase.auth, email.trim(), password);
  await firebase.authApi.updateProfile(user, { displayName: name.trim() });
  return establishRole(firebase, user, role, name.trim());
}

/** Where an emailed sign-in link brings the person back (the role travels in the link). */
export function emailLinkReturnUrl(role: Role, origin = window.location.origin): string {
  return `${origin}/auth/magic-link?role=${role.toLowerCase()}`;
}

export async function sendEmailSignInLink(role: Role, email: string): Promise<void> {
  const firebase = await getFirebase();
  const address = email.trim();
  await firebase.authApi.sendSignInLinkToEmail(firebase.auth, address, { url: emailLinkReturnUrl(role), handleCodeInApp: true });
  // Remembered so the link opened on this device needs no retyping.
  localValue.set(EMAIL_FOR_SIGN_IN_KEY, address);
}

/**
 * Whether `href` is an emailed sign-in link. Every such link carries its one-time code
 * (`oobCode`, letters no URL encoding changes, so also inside a wrapped deep link): an address
 * without one is answered at once, without loading Firebase; one with it is judged by Firebase.
 */
export async function isEmailSignInLink(href: string): Promise<boolean> {
  if (!href.includes('oobCode')) return false;
  const firebase = await getFirebase();
  return firebase.authApi.isSignInWithEmailLink(firebase.auth, href);
}

export async function completeEmailLinkSignIn(role: Role, email: string, href: string): Promise<SessionUser> {
  const firebase = await getFirebase();
  const { user } = await firebase.authApi.signInWithEmailLink(firebase.auth, email.trim(), href);
  localValue.remove(EMAIL_FOR_SIGN_IN_KEY);
  return establishRole(firebase, user, role);
}

export function rememberedSignInEmail(): string | null {
  return localValue.get(EMAIL_FOR_SIGN_IN_KEY);
}

function providerFor(firebase: FirebaseHandle, id: OAuthProviderId): AuthProvider {
  const { authApi } = firebase;
  if (id === 'github') return new authApi.GithubAuthProvider();
  const provider = id === 'microsoft' ? new authApi.OAuthProvider('microsoft.com') : new authApi.GoogleAuthProvider();
  // SPEC: the redirect forces account selection, so a shared computer never reuses an account silently.
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** Leaves the page for the provider's sign-in; resolves only if leaving failed (it rejects). */
export async function startProviderRedirect(id: OAuthProviderId): Promise<void> {
  const firebase = await getFirebase();
  await firebase.authApi.signInWithRedirect(firebase.auth, providerFor(firebase, id));
}

/** Back from the provider: the signed-in user for `role`, or null when no sign-in came back. */
export async function completeProviderRedirect(role: Role, timeoutMs = REDIRECT_RESULT_TIMEOUT_MS): Promise<SessionUser | null> {
  const firebase = await getFirebase();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const result = await Promise.race([
    firebase.authApi.getRedirectResult(firebase.auth),
    new Promise<never>((_resolve, reject) => {
      // The result comes through a helper iframe; if it is blocked, say so rather than wait forever.
      timer = setTimeout(() => reject(new SignInError('Sign-in did not complete in time. Please try again.')), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!result) return null;
  return establishRole(firebase, result.user, role);
}

const REDIRECT_RESULT_TIMEOUT_MS = 20_000;

export async function enabledProviders(): Promise<OAuthProviderId[]> {
  const firebase = await getFirebase();
  return firebase.config.providers;
}

export interface PhoneChallenge {
  confirm: (code: string) => Promise<SessionUser>;
}

/**
 * Sends an SMS code. The invisible reCAPTCHA lives in `recaptchaContainer`; on the Auth emulator
 * the SDK skips it (any verifier passes) and the code is readable from the emulator.
 */
export async function startPhoneSignIn(role: Role, phoneNumber: string, recaptchaContainer: HTMLElement): Promise<PhoneChallenge> {
  const firebase = await getFirebase();
  const { authApi, auth } = firebase;
  const verifier = new authApi.RecaptchaVerifier(auth, recaptchaContainer, { size: 'invisible' });
  let confirmation: ConfirmationResult;
  try {
    confirmation = await authApi.signInWithPhoneNumber(auth, phoneNumber.trim(), verifier);
  } finally {
    verifier.clear();
  }
  return {
    confirm: async (code: string) => {
      const { user } = await confirmation.confirm(code.trim());
      return establishRole(firebase, user, role);
    },
  };
}

/** Ends the Firebase session (the stored user is cleared by the caller). */
export async function signOutOfFirebase(): Promise<void> {
  const firebase = await getFirebase();
  await firebase.authApi.signOut(firebase.auth);
}
