/**
 * A failed read, worded for the person waiting on it. Firestore's own texts
 * ("Missing or insufficient permissions.", "Failed to get document because the
 * client is offline.") are for developers, so only the error's code is used.
 */

/** Firestore's codes (FirestoreErrorCode) that call for their own advice. */
const NO_ACCESS = new Set(['permission-denied']);
const SIGNED_OUT = new Set(['unauthenticated']);
const UNREACHABLE = new Set(['unavailable', 'deadline-exceeded']);
const BUSY = new Set(['resource-exhausted']);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code.replace(/^firestore\//, '') : undefined;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * @param what what was being read, as it sits in a sentence: "your resumes", "this resume".
 */
export function loadProblem(error: unknown, what: string): string {
  const code = codeOf(error);
  if (code && NO_ACCESS.has(code)) return `You do not have access to ${what}. Sign out and in again; if this keeps happening, contact support.`;
  if ((code && SIGNED_OUT.has(code)) || (error instanceof Error && error.name === 'NotSignedInError')) {
    return `Your session has ended. Sign in again to see ${what}.`;
  }
  if ((code && UNREACHABLE.has(code)) || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return `${capitalised(what)} could not be loaded because HireGen cannot be reached. Check your connection and reload the page.`;
  }
  if (code && BUSY.has(code)) return `${capitalised(what)} could not be loaded because HireGen is busy. Wait a minute and reload the page.`;
  return `${capitalised(what)} could not be loaded. Reload the page to try again; if this keeps happening, contact support.`;
}
