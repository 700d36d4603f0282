/**
 * Test doubles at the api client's boundary: the browser's fetch (JSON calls) and
 * XMLHttpRequest (uploads). Each records what the page sent and answers like the api would.
 */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface JsonCall {
  path: string;
  body: unknown;
}

export interface UploadCall {
  path: string;
  form: FormData;
}

const bodyText = (answer: Answer) => (answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));

/** Replaces global fetch; `answer` decides the reply per call. */
export function stubFetch(answer: (call: JsonCall) => Answer | Promise<Answer>) {
  const calls: JsonCall[] = [];
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { path: String(url), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
    calls.push(call);
    const reply = await answer(call);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      headers: { get: (name: string) => reply.headers?.[name] ?? null },
      text: async () => bodyText(reply),
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** Replaces XMLHttpRequest with one that reports upload progress, then answers. */
export function stubUploads(answer: (call: UploadCall) => Answer | Promise<Answer>) {
  const calls: UploadCall[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private path = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.path = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.headers[name] ?? null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const call = { path: this.path, form };
      calls.push(call);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(async () => {
          const reply = await answer(call);
          if (reply.status === 0) {
            this.onerror?.();
            return;
          }
          this.status = reply.status;
          this.responseText = bodyText(reply);
          this.headers = reply.headers ?? {};
          this.onload?.();
        }, 0);
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { calls };
}

/** A File as the browser gives it from an input or a drop. */
export function pdfFile(name = 'resume.pdf', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream' });
}
