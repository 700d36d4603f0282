/**
 * Sends a form (files) with XMLHttpRequest, which reports upload progress where fetch cannot.
 * Loaded by api-request.ts on a page's first upload.
 */
import type { ApiRequest, RawAnswer } from './api-request';

export function sendWithXhr(path: string, request: ApiRequest & { form: FormData }, headers: Record<string, string>, signal: AbortSignal): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    // xhr fires exactly one of load, error or abort.
    const finish = (outcome: RawAnswer | Error) => {
      signal.removeEventListener('abort', onAbort);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    xhr.open(request.method ?? 'POST', path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => finish({ status: xhr.status, text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    xhr.onerror = () => finish(new Error('network'));
    xhr.onabort = () => finish(new Error('aborted'));
    signal.addEventListener('abort', onAbort);
    xhr.send(request.form);
  });
}
