/**
 * A failed read or write, worded for the person waiting on it. Firestore's own texts ("Missing or
 * insufficient permissions.", "Failed to get document because the client is offline.") are for
 * developers, so only the error's code is used.
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

/** How a read or a write ends its sentences: "could not be <done>", then what to do. */
interface Outcome {
  done: string;
  /** After a signed-out session: "Sign in again <afterSignIn>." */
  afterSignIn: string;
  /** What to do next, lower case: "reload the page", "try again". */
  retry: string;
  /** The same, when nothing more is known: "reload the page to try again". */
  retryUnknown: string;
}

function problem(error: unknown, what: string, { done, afterSignIn, retry, retryUnknown }: Outcome): string {
  const code = codeOf(error);
  const failed = `${capitalised(what)} could not be ${done}`;
  if (code && NO_ACCESS.has(code)) return `You do not have access to ${what}. Sign out and in again; if this keeps happening, contact support.`;
  if ((code && SIGNED_OUT.has(code)) || (error instanceof Error && error.name === 'NotSignedInError')) {
    return `Your session has ended. Sign in again ${afterSignIn}.`;
  }
  if ((code && UNREACHABLE.has(code)) || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return `${failed} because HireGen cannot be reached. Check your connection and ${retry}.`;
  }
  if (code && BUSY.has(code)) return `${failed} because HireGen is busy. Wait a minute and ${retry}.`;
  return `${failed}. ${capitalised(retryUnknown)}; if this keeps happening, contact support.`;
}

/**
 * @param what what was being read, as it sits in a sentence: "your resumes", "this resume".
 */
export function loadProblem(error: unknown, what: string): string {
  return problem(error, what, { done: 'loaded', afterSignIn: `to see ${what}`, retry: 'reload the page', retryUnknown: 'reload the page to try again' });
}

/**
 * @param what what was being written, as it sits in a sentence: "your resume".
 * @param done the past participle of the change: "saved", "deleted", "withdrawn".
 */
export function saveProblem(error: unknown, what: string, done = 'saved'): string {
  return problem(error, what, { done, afterSignIn: 'to keep working', retry: 'try again', retryUnknown: 'try again' });
}

/**
 * Runs a write; if it fails, throws an Error whose message is saveProblem's sentence (the original
 * error as its `cause`), so every screen that shows `error.message` shows words a person can act on.
 */
export async function wordedWrite<T>(what: string, done: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw new Error(saveProblem(error, what, done), { cause: error });
  }
}
