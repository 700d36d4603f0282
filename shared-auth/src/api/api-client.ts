/**
 * Calls HireGen's api on the same origin (the shell's server proxies /api/*). When someone is
 * signed in it carries their Firebase ID token; the api trusts only that token's account.
 * Every failure becomes an ApiError whose message is fit to show a user.
 */
import { readStoredUser } from '../session/session-user';
import { isFirebaseRequested } from '../firebase/firebase-requested';
import { serverMessage } from './server-message';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came (offline, timed out). */
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** The signed-in account's ID token, or null. Loads Firebase only when someone may be signed in. */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  if (!isFirebaseRequested() && !readStoredUser()) return null;
  // Loaded on first use: most first page loads never call the api.
  const { getFirebase } = await import('../firebase/firebase-app');
  const { auth } = await getFirebase();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}

export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  if (!path.startsWith('/api/')) throw new Error(`apiFetch takes an /api/ path, not "${path}".`);
  const token = await currentIdToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  request.signal?.addEventListener('abort', abortFromCaller);
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(
      controller.signal.aborted && !request.signal?.aborted
        ? 'The server took too long to answer. Please try again.'
        : 'We could not reach HireGen. Check your connection and try again.',
      0,
    );
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', abortFromCaller);
  }

  const text = await response.text().catch(() => '');
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    throw new ApiError(serverMessage(body, 500) ?? `The request failed (HTTP ${response.status}). Please try again.`, response.status);
  }
  return body as T;
}
