import { stubFetch, stubUploads, pdfFile } from '../test/apiStubs';
import { fileProblem, MAX_UPLOAD_BYTES } from './files';
import { matchResume, rankResumes, scoreResume } from './genaiApi';
import { BAD_ANSWER, GenAiRequestError, NETWORK_FAILED, TIMED_OUT, postFiles, postJson } from './genaiClient';

describe('postJson', () => {
  it('posts the body as JSON to /api/v1 and returns the answer', async () => {
    const { calls, fetchMock } = stubFetch(() => ({ status: 200, body: { keywords: [] } }));
    await expect(postJson('keywords', { text: 'hello', max: 5 })).resolves.toEqual({ keywords: [] });
    expect(calls).toEqual([{ path: '/api/v1/keywords', body: { text: 'hello', max: 5 } }]);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
  });

  it("turns an error into the server's message, with its status", async () => {
    stubFetch(() => ({ status: 400, body: { message: 'text is required' } }));
    await expect(postJson('keywords', {})).rejects.toMatchObject({ name: 'GenAiRequestError', message: 'text is required', status: 400 });
  });

  it('says when to retry after a rate limit, and has a text for statuses without a message', async () => {
    stubFetch(() => ({ status: 429, body: { message: 'Too many requests.' }, headers: { 'Retry-After': '30' } }));
    await expect(postJson('skills', { text: 'x' })).rejects.toThrow('Too many requests. (try again in 30 s)');
    stubFetch(() => ({ status: 413, body: '<html>too big</html>' }));
    await expect(postJson('skills', { text: 'x' })).rejects.toThrow(/too large/);
  });

  it('refuses a 2xx answer that is not JSON, and reports network failures and time-outs', async () => {
    stubFetch(() => ({ status: 200, body: 'not json' }));
    await expect(postJson('skills', { text: 'x' })).rejects.toThrow(BAD_ANSWER);
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(postJson('skills', { text: 'x' })).rejects.toThrow(NETWORK_FAILED);
    globalThis.fetch = jest.fn((_url: unknown, init?: RequestInit) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as unknown as typeof fetch;
    await expect(postJson('skills', { text: 'x' }, { timeoutMs: 20 })).rejects.toThrow(TIMED_OUT);
  });
});

describe('postFiles', () => {
  it('uploads the form, reports progress and returns the answer', async () => {
    const { calls } = stubUploads(() => ({ status: 200, body: { ok: true } }));
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', pdfFile());
    await expect(postFiles('resumes/parse', form, { onProgress: (p) => progress.push(p) })).resolves.toEqual({ ok: true });
    expect(calls[0]!.path).toBe('/api/v1/resumes/parse');
    expect(progress).toEqual([0.5]);
  });

  it("rejects with the server's message (e.g. an unreadable scan) and on network failure", async () => {
    stubUploads(() => ({ status: 422, body: { message: 'This PDF has no text layer (scanned?).' } }));
    const error = await postFiles('resumes/parse', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenAiRequestError);
    expect(error).toMatchObject({ message: 'This PDF has no text layer (scanned?).', status: 422 });
    stubUploads(() => ({ status: 0 }));
    await expect(postFiles('resumes/parse', new FormData())).rejects.toThrow(NETWORK_FAILED);
  });
});

describe('the v1 calls', () => {
  it('sends a file as multipart `file`, pasted text as JSON { text }', async () => {
    const { calls: uploads } = stubUploads(() => ({ status: 200, body: { resume: {}, scorecard: { total: 50, categories: [] } } }));
    await scoreResume({ kind: 'file', file: pdfFile('cv.pdf') });
    expect(uploads[0]!.path).toBe('/api/v1/resumes/score');
    expect((uploads[0]!.form.get('file') as File).name).toBe('cv.pdf');

    const { calls } = stubFetch(() => ({ status: 200, body: { resume: {}, scorecard: { total: 50, categories: [] } } }));
    await scoreResume({ kind: 'text', text: 'My resume' });
    expect(calls[0]).toEqual({ path: '/api/v1/resumes/score', body: { text: 'My resume' } });
  });

  it('sends match as { job, resume } or job + file, and rank with one `file` part per resume', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { score: 1, matched: [], missing: [] } }));
    await matchResume('The job', { kind: 'text', text: 'The resume' });
    expect(calls[0]!.body).toEqual({ job: 'The job', resume: 'The resume' });

    const { calls: uploads } = stubUploads(() => ({ status: 200, body: { ranked: [] } }));
    await rankResumes('The job', [pdfFile('a.pdf'), pdfFile('b.pdf')]);
    expect(uploads[0]!.form.get('job')).toBe('The job');
    expect((uploads[0]!.form.getAll('file') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('fails clearly when an answer lacks what the screen needs', async () => {
    stubFetch(() => ({ status: 200, body: { score: 'high' } }));
    await expect(matchResume('job', { kind: 'text', text: 'cv' })).rejects.toThrow(BAD_ANSWER);
  });
});

describe('fileProblem', () => {
  it('accepts PDF and DOCX within the size limit, and says why it refuses others', () => {
    expect(fileProblem(pdfFile('cv.pdf'))).toBeUndefined();
    expect(fileProblem(pdfFile('CV.DOCX'))).toBeUndefined();
    expect(fileProblem(pdfFile('photo.png'))).toMatch(/not a PDF or Word/);
    expect(fileProblem(pdfFile('empty.pdf', 0))).toMatch(/empty/);
    expect(fileProblem(pdfFile('huge.pdf', MAX_UPLOAD_BYTES + 1))).toMatch(/limit is 10 MB/);
  });
});
