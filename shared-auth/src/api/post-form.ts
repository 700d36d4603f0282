/**
 * Multipart uploads to HireGen's api with progress: XMLHttpRequest, since fetch cannot report
 * upload progress. One time limit, the caller's AbortSignal, and the answer parsed as JSON. The
 * caller words the errors: a failure to get any answer rejects with a PostFormError saying which
 * ('network', 'timeout' or 'cancelled'); an answer, whatever its status, resolves.
 * Imported as `shared-auth/post-form`: it is not part of the shared singleton, so only the
 * screens that upload carry it.
 */
export { serverMessage } from './server-message';

export interface PostFormOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Fraction 0..1 of the request body sent so far. */
  onProgress?: (fraction: number) => void;
  /** Called once every byte is sent: the server is working on it now. */
  onUploaded?: () => void;
}

export interface FormAnswer {
  status: number;
  /** The body parsed as JSON; undefined when it is not JSON. */
  data: unknown;
  retryAfter: string | null;
}

export type PostFormFailure = 'network' | 'timeout' | 'cancelled';

export class PostFormError extends Error {
  constructor(readonly failure: PostFormFailure) {
    super(`The upload got no answer (${failure}).`);
    this.name = 'PostFormError';
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Adds "(try again in N s)" to a 429's message when the server said when, and the text does not. */
export function withRetryAfter(message: string, status: number, retryAfter: string | null): string {
  if (status !== 429 || !retryAfter || !/^\d+$/.test(retryAfter) || /\d+ s/.test(message)) return message;
  return `${message} (try again in ${retryAfter} s)`;
}

export function postForm(url: string, form: FormData, options: PostFormOptions): Promise<FormAnswer> {
  return new Promise<FormAnswer>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new PostFormError('cancelled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    let timedOut = false;
    const onAbort = () => xhr.abort();
    const timer = setTimeout(() => {
      timedOut = true;
      xhr.abort();
    }, options.timeoutMs);
    // Every way out passes here once: xhr fires exactly one of load, error or abort.
    const settle = (outcome: FormAnswer | PostFormFailure) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (typeof outcome === 'string') reject(new PostFormError(outcome));
      else resolve(outcome);
    };

    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => options.onUploaded?.();
    xhr.onload = () => settle({ status: xhr.status, data: parseJson(xhr.responseText), retryAfter: xhr.getResponseHeader('Retry-After') });
    xhr.onerror = () => settle('network');
    xhr.onabort = () => settle(timedOut ? 'timeout' : 'cancelled');
    options.signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}
