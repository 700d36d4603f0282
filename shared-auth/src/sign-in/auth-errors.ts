/**
 * Sign-in errors in plain words. Firebase reports `auth/...` codes; a person should read what
 * went wrong and what to do, never a code. Our own errors (role checks, api answers) already
 * carry a readable message and pass through.
 */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead, or use another email.',
  'auth/weak-password': 'This password is too weak. Use at least 6 characters.',
  'auth/password-does-not-meet-requirements': 'This password does not meet the password rules. Use a longer one with letters and numbers.',
  'auth/invalid-email': 'This email address is not valid. Check it and try again.',
  'auth/missing-email': 'Enter your email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/invalid-login-credentials': 'The email or password is incorrect.',
  'auth/wrong-password': 'The password is incorrect. Try again, or use "Email me a sign-in link".',
  'auth/user-not-found': 'No account uses this email. Check it, or create an account.',
  'auth/user-disabled': 'This account has been disabled. Contact HireGen support.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/timeout': 'The sign-in service took too long to answer. Please try again.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled for HireGen.',
  'auth/invalid-action-code': 'This sign-in link is invalid or has already been used. Request a new one below.',
  'auth/expired-action-code': 'This sign-in link has expired. Request a new one below.',
  'auth/argument-error': 'This sign-in link is not complete. Request a new one below.',
  'auth/invalid-phone-number': 'Enter the phone number with its country code, for example +44 7700 900123.',
  'auth/missing-phone-number': 'Enter your phone number.',
  'auth/quota-exceeded': 'Too many codes were sent. Please try again later.',
  'auth/invalid-verification-code': 'That code is not right. Check the text message and try again.',
  'auth/missing-verification-code': 'Enter the code from the text message.',
  'auth/code-expired': 'This code has expired. Send a new one.',
  'auth/captcha-check-failed': 'The security check failed. Please try again.',
  'auth/account-exists-with-different-credential': 'An account with this email already exists with another sign-in method. Sign in that way first.',
  'auth/credential-already-in-use': 'This sign-in is already linked to another account.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/web-storage-unsupported': 'Your browser blocks the storage sign-in needs. Allow cookies and site data for HireGen.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this address.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again.',
};

export const GENERIC_SIGN_IN_ERROR = 'Sign-in failed. Please try again.';

/** An error whose message was written for people (role checks, api answers). */
export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInError';
  }
}

export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function describeAuthError(error: unknown): string {
  const code = authErrorCode(error);
  if (code && AUTH_MESSAGES[code]) return AUTH_MESSAGES[code];
  if (code?.startsWith('auth/')) return GENERIC_SIGN_IN_ERROR;
  if (error instanceof Error && (error.name === 'SignInError' || error.name === 'ApiError' || error.name === 'RoleMismatchError')) {
    return error.message;
  }
  if (error instanceof Error && /configured|settings/.test(error.message)) return error.message;
  return GENERIC_SIGN_IN_ERROR;
}
