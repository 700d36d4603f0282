/**
 * Test doubles at the api client's boundary (api-request.ts): the browser's fetch (JSON calls and
 * downloads) and XMLHttpRequest (uploads). Each records what was sent and answers like the api
 * would, or never answers until aborted ('hang'), or fails as a lost connection ('offline').
 * Used by shared-auth's own tests and, through `shared-auth/test/api-stubs`, by the apps' tests.
 */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Reply = Answer | 'hang' | 'offline';

export interface JsonCall {
  path: string;
  body: unknown;
}

export interface UploadCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  form: FormData;
}

/** A fixed reply, or one decided per call. */
type Answers<Call> = Reply | ((call: Call) => Reply | Promise<Reply>);

const bodyText = (answer: Answer) => (answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
const replyTo = <Call>(answers: Answers<Call>, call: Call) => (typeof answers === 'function' ? answers(call) : answers);

/** Replaces global fetch; returns the calls made (path and parsed JSON body) and the mock. */
export function stubFetch(answers: Answers<JsonCall>) {
  const calls: JsonCall[] = [];
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { path: String(url), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
    calls.push(call);
    const reply = await replyTo(answers, call);
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    if (reply === 'hang' || init?.signal?.aborted) {
      return new Promise<Response>((_, reject) => {
        const aborted = () => reject(new DOMException('Aborted', 'AbortError'));
        if (init?.signal?.aborted) aborted();
        else init?.signal?.addEventListener('abort', aborted);
      });
    }
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      headers: { get: (name: string) => reply.headers?.[name] ?? null },
      text: async () => bodyText(reply),
      blob: async () => new Blob([bodyText(reply)]),
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/**
 * Replaces XMLHttpRequest with one that reports upload progress (`progress`, fractions of the
 * file sent, default halfway), then answers; returns the uploads sent.
 */
export function stubUploads(answers: Answers<UploadCall>, { progress = [0.5] }: { progress?: number[] } = {}) {
  const calls: UploadCall[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', path: '', headers: {} as Record<string, string> };
    private replyHeaders: Record<string, string> = {};
    open(method: string, url: string) {
      this.request = { ...this.request, method, path: url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return this.replyHeaders[name] ?? null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const call = { ...this.request, form };
      calls.push(call);
      setTimeout(() => {
        for (const sent of progress) this.upload.onprogress?.({ lengthComputable: true, loaded: sent * 100, total: 100 });
        setTimeout(async () => {
          const reply = await replyTo(answers, call);
          if (reply === 'hang') return;
          if (reply === 'offline') return this.onerror?.();
          this.status = reply.status;
          this.responseText = bodyText(reply);
          this.replyHeaders = reply.headers ?? {};
          this.onload?.();
        }, 0);
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { calls };
}
