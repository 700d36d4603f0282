/**
 * Sign-in errors in plain words. Firebase reports `auth/...` codes; a person should read what
 * went wrong and what to do, never a code (the words: auth-messages.ts, loaded on the first
 * failure). Our own errors (role checks, api answers) already carry a readable message and pass
 * through.
 */
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

/** Whether wording `error` needs the table of Firebase's codes (auth-messages.ts). */
export function needsAuthMessages(error: unknown): boolean {
  return authErrorCode(error)?.startsWith('auth/') ?? false;
}

let loadedMessages: Promise<Readonly<Record<string, string>>> | undefined;

/** The table of Firebase's codes in words, fetched once on the first failure. */
export function loadAuthMessages(): Promise<Readonly<Record<string, string>>> {
  loadedMessages ??= import('./auth-messages').then((module) => module.AUTH_MESSAGES);
  return loadedMessages;
}

/** `error` in words, with the table of codes (`messages`; {} for errors that need none). */
export function describeAuthError(error: unknown, messages: Readonly<Record<string, string>>): string {
  const code = authErrorCode(error);
  if (code && messages[code]) return messages[code];
  if (code?.startsWith('auth/')) return GENERIC_SIGN_IN_ERROR;
  if (error instanceof Error && (error.name === 'SignInError' || error.name === 'ApiError' || error.name === 'RoleMismatchError')) {
    return error.message;
  }
  if (error instanceof Error && /configured|settings/.test(error.message)) return error.message;
  return GENERIC_SIGN_IN_ERROR;
}

/** `error` in words, fetching the table of codes first when it needs it. */
export async function describeAuthErrorLater(error: unknown): Promise<string> {
  return describeAuthError(error, needsAuthMessages(error) ? await loadAuthMessages() : {});
}
