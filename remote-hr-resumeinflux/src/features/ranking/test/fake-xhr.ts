/**
 * A stand-in for XMLHttpRequest, the boundary between the ranking screen and the api: it
 * records what the page sends and lets a test answer (or fail) the request, and report upload
 * progress, when it chooses.
 */
type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The test's side. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.upload.onload?.(new ProgressEvent('load'));
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.(new ProgressEvent('load'));
  }
  networkError() {
    this.onerror?.(new ProgressEvent('error'));
  }
}

/** Installs the fake for one test file; returns the list of requests sent. */
export function installFakeXhr(): typeof FakeXhr.requests {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.requests = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });
  return new Proxy([], { get: (_target, key) => Reflect.get(FakeXhr.requests, key) }) as FakeXhr[];
}

/** A resume file of a given size (content is filler; only name, type and size matter here). */
export function resumeFile(name: string, size = 2048, type = 'application/pdf'): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });
}

/** A RankedResume as the api sends it (the fields the screen reads, plus the rest of MatchResult's shape). */
export function rankedEntry(id: string, score: number, extra: { matched?: string[]; missing?: string[]; title?: string; summary?: string } = {}) {
  return {
    id,
    score,
    result: {
      score,
      parts: {},
      matched: (extra.matched ?? []).map((skill, i) => ({ skill, importance: 'required', credit: 1 - i * 0.1, how: 'direct', where: ['experience'], evidence: skill })),
      missing: (extra.missing ?? []).map((skill) => ({ skill, importance: 'required', evidence: `Experience with ${skill}` })),
      summary: extra.summary ?? `${id} fits the job at ${score}.`,
      strengths: [`Strength of ${id}`],
      gaps: [],
      suggestions: [],
      flags: [],
      job: { title: 'Full Stack Engineer', seniority: 'mid' },
      candidate: { currentTitle: extra.title, yearsExperience: 4, education: 'bachelor' },
      version: 'hiregen-match-1',
    },
  };
}
