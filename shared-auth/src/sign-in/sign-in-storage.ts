/**
 * Browser storage the sign-in flows use across page loads (a Google redirect or an email link
 * leaves the page). Keys are the product's own (the redirect role is `hiregen_role`).
 */
export const REDIRECT_ROLE_KEY = 'hiregen_role';
export const REDIRECTING_FLAG_KEY = 'hiregen_redirecting_to_google';
export const EMAIL_FOR_SIGN_IN_KEY = 'hiregen_emailForSignIn';
/** Where to land after a sign-in that left the page (the guard's `from`). */
export const RETURN_TO_KEY = 'hiregen_return_to';

function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    // Storage blocked (private mode, policy): the flow still works within this page view.
    return fallback;
  }
}

export const sessionValue = {
  get: (key: string): string | null => safely(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safely(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safely(() => window.sessionStorage.removeItem(key), undefined),
};

export const localValue = {
  get: (key: string): string | null => safely(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safely(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safely(() => window.localStorage.removeItem(key), undefined),
};

/** Only same-site paths are followed after sign-in (never `//evil.example` or a full URL). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
