import { API_CLIENT_TEXT, GENAI_ANSWERS } from 'shared-schemas';
import { ApiError } from './api-error';
import { apiDownload, fileNameFrom } from './api-download';
import { apiFetch } from './api-request';
import { currentIdToken } from './id-token';
import { stubFetch, stubUploads } from './test/api-stubs';

jest.mock('./id-token', () => ({ currentIdToken: jest.fn(async () => null) }));
const idToken = currentIdToken as jest.MockedFunction<typeof currentIdToken>;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

beforeEach(() => {
  idToken.mockClear();
  idToken.mockResolvedValue(null);
});

describe('apiFetch over fetch (JSON)', () => {
  it('sends JSON with the ID token and returns the answer', async () => {
    idToken.mockResolvedValue('header.payload.signature');
    const { fetchMock } = stubFetch({ status: 200, body: { orgId: 'o1' } });
    await expect(apiFetch('/api/orgs', { json: { name: 'Acme' } })).resolves.toEqual({ orgId: 'o1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orgs');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"name":"Acme"}',
      headers: { Authorization: 'Bearer header.payload.signature', 'Content-Type': 'application/json' },
    });
  });

  it('sends no token when asked not to, and does not even look for one', async () => {
    const { fetchMock } = stubFetch({ status: 200, body: { keywords: [] } });
    await apiFetch('/api/v1/keywords', { json: { text: 'x' }, idToken: false });
    expect(idToken).not.toHaveBeenCalled();
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("shows the server's { message }, with its status", async () => {
    stubFetch({ status: 400, body: { message: 'The "text" field is required.' } });
    const error = await failure(apiFetch('/api/v1/keywords', { json: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'The "text" field is required.', status: 400, failure: 'http', fromServer: true });
  });

  it('words a status the server sent no message for, and says when to retry after a rate limit', async () => {
    stubFetch({ status: 413, body: '<html>Request Entity Too Large</html>' });
    expect(await failure(apiFetch('/api/v1/skills', { json: { text: 'x' } }))).toMatchObject({
      message: 'The file or text is too large. Files can be up to 10 MB.',
      fromServer: false,
    });
    stubFetch({ status: 429, body: { message: 'Too many requests.' }, headers: { 'Retry-After': '30' } });
    expect((await failure(apiFetch('/api/v1/skills', { json: { text: 'x' } })))?.message).toBe('Too many requests. (try again in 30 s)');
  });

  it('says so when the network is down', async () => {
    stubFetch('offline');
    expect(await failure(apiFetch('/api/search/jobs'))).toMatchObject({ message: API_CLIENT_TEXT.network, status: 0, failure: 'network' });
  });

  it('stops waiting at the time limit, with a clear message', async () => {
    stubFetch('hang');
    const started = Date.now();
    expect(await failure(apiFetch('/api/v1/skills', { json: { text: 'x' }, timeoutMs: 30 }))).toMatchObject({
      message: API_CLIENT_TEXT.timeout,
      failure: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("is cancelled by the caller's AbortSignal, before or during the call", async () => {
    stubFetch('hang');
    const controller = new AbortController();
    const pending = failure(apiFetch('/api/v1/skills', { json: { text: 'x' }, signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ message: API_CLIENT_TEXT.cancelled, failure: 'cancelled' });
    const { fetchMock } = stubFetch({ status: 200, body: {} });
    expect(await failure(apiFetch('/api/v1/skills', { signal: controller.signal }))).toMatchObject({ failure: 'cancelled' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an answer that does not have the shape the contract gives it', async () => {
    stubFetch({ status: 200, body: { score: 'high', matched: [], missing: [] } });
    const error = await failure(apiFetch('/api/v1/match', { json: {}, answer: GENAI_ANSWERS.match }));
    expect(error).toMatchObject({ message: API_CLIENT_TEXT.badAnswer, status: 200, failure: 'answer', detail: 'answer.score is not a number' });
    stubFetch({ status: 200, body: 'not json' });
    expect(await failure(apiFetch('/api/v1/match', { json: {}, answer: GENAI_ANSWERS.match }))).toMatchObject({
      failure: 'answer',
      detail: 'the answer is not JSON',
    });
  });

  it('returns null for an empty answer when no shape is asked for', async () => {
    stubFetch({ status: 204 });
    await expect(apiFetch('/api/invites/accept', { json: { token: 't' } })).resolves.toBeNull();
  });

  it('takes only /api/ paths', async () => {
    await expect(apiFetch('https://elsewhere.example/api/x')).rejects.toThrow(/\/api\/ path/);
  });
});

describe('apiFetch over XMLHttpRequest (files)', () => {
  const form = () => {
    const body = new FormData();
    body.append('file', new File(['%PDF'], 'cv.pdf'));
    return body;
  };

  it('uploads the form with the token, reports progress and returns the checked answer', async () => {
    idToken.mockResolvedValue('header.payload.signature');
    const { calls: sent } = stubUploads({ status: 200, body: { batchId: 'b1', results: [{ fileName: 'cv.pdf', status: 'added' }] } }, { progress: [0.25, 1] });
    const progress: number[] = [];
    const answer = await apiFetch('/api/jobs/j1/uploads', {
      form: form(),
      onProgress: (p) => progress.push(p),
      answer: { batchId: 'string', results: 'array' },
    });
    expect(answer).toEqual({ batchId: 'b1', results: [{ fileName: 'cv.pdf', status: 'added' }] });
    expect(progress).toEqual([0.25, 1]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/jobs/j1/uploads',
      headers: { Authorization: 'Bearer header.payload.signature', Accept: 'application/json' },
    });
    expect((sent[0]!.form.get('file') as File).name).toBe('cv.pdf');
  });

  it("shows the server's message for a refused file", async () => {
    stubUploads({ status: 422, body: { message: 'This PDF has no text layer (scanned?).' } });
    expect(await failure(apiFetch('/api/v1/resumes/parse', { form: form(), idToken: false }))).toMatchObject({
      message: 'This PDF has no text layer (scanned?).',
      status: 422,
    });
  });

  it('times out, is cancelled, and reports a lost connection, each in its own words', async () => {
    stubUploads('hang');
    expect(await failure(apiFetch('/api/v1/resumes/parse', { form: form(), timeoutMs: 20 }))).toMatchObject({
      message: API_CLIENT_TEXT.timeout,
      failure: 'timeout',
    });
    const controller = new AbortController();
    const pending = failure(apiFetch('/api/v1/resumes/parse', { form: form(), signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect(await pending).toMatchObject({ message: API_CLIENT_TEXT.cancelled, failure: 'cancelled' });
    stubUploads('offline');
    expect(await failure(apiFetch('/api/v1/resumes/parse', { form: form() }))).toMatchObject({ message: API_CLIENT_TEXT.network, failure: 'network' });
  });

  it('refuses a malformed upload answer instead of passing it on', async () => {
    stubUploads({ status: 200, body: { ranked: [{ id: 'a.pdf', score: 80 }], failed: [] } });
    expect(await failure(apiFetch('/api/v1/rank', { form: form(), answer: GENAI_ANSWERS.rank }))).toMatchObject({
      failure: 'answer',
      detail: 'answer.ranked[0].result is missing',
    });
  });
});

describe('apiDownload', () => {
  it("returns the file and its name, or the server's message", async () => {
    stubFetch({ status: 200, body: 'a,b\n', headers: { 'Content-Disposition': "attachment; filename*=UTF-8''Ada%20Lovelace.pdf" } });
    const file = await apiDownload('/api/talent/t1/file');
    expect(file.fileName).toBe('Ada Lovelace.pdf');
    expect(file.blob.size).toBe(4);
    stubFetch({ status: 404, body: { message: 'No such file.' } });
    expect(await failure(apiDownload('/api/talent/t2/file'))).toMatchObject({ message: 'No such file.', status: 404 });
  });

  it('reads plain and encoded file names', () => {
    expect(fileNameFrom('attachment; filename="cv.docx"')).toBe('cv.docx');
    expect(fileNameFrom('attachment; filename*=UTF-8\'\'%E0%A4; filename="plain.pdf"')).toBe('plain.pdf');
    expect(fileNameFrom(null)).toBeNull();
  });
});
