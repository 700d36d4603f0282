import { API_CLIENT_TEXT } from 'shared-schemas';
import { pdfFile, stubFetch, stubUploads } from '../test/api-stubs';
import { refusal, RESUME_FILES } from 'shared-auth/file-acceptance';
import { extractKeywords, matchResume, parseResume, rankResumes, scoreResume } from './genai-api';

const parsed = { resume: {}, confidence: {}, text: 'Ada Lovelace', meta: {} };
const scorecard = { version: '1', total: 50, categories: [], suggestions: [] };
const match = { score: 61, parts: {}, matched: [], missing: [], summary: 'A fair fit.' };

describe('the v1 calls', () => {
  it('sends a file as multipart `file` (with progress), pasted text as JSON { text }, and no ID token', async () => {
    const { calls: uploads } = stubUploads(() => ({ status: 200, body: { resume: parsed, scorecard } }));
    const progress: number[] = [];
    await expect(scoreResume({ kind: 'file', file: pdfFile('cv.pdf') }, { onProgress: (p) => progress.push(p) })).resolves.toEqual({
      resume: parsed,
      scorecard,
    });
    expect(uploads[0]!.path).toBe('/api/v1/resumes/score');
    expect((uploads[0]!.form.get('file') as File).name).toBe('cv.pdf');
    expect(progress).toEqual([0.5]);

    const { calls, fetchMock } = stubFetch(() => ({ status: 200, body: { resume: parsed, scorecard } }));
    await scoreResume({ kind: 'text', text: 'My resume' });
    expect(calls[0]).toEqual({ path: '/api/v1/resumes/score', body: { text: 'My resume' } });
    expect(fetchMock.mock.calls[0]![1]!.headers).not.toHaveProperty('Authorization');
  });

  it('sends match as { job, resume } or job + file, and rank with one `file` part per resume', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: match }));
    await matchResume('The job', { kind: 'text', text: 'The resume' });
    expect(calls[0]!.body).toEqual({ job: 'The job', resume: 'The resume' });

    const { calls: uploads } = stubUploads(() => ({ status: 200, body: { ranked: [{ id: 'a.pdf', score: 61, result: match }], failed: [] } }));
    await expect(rankResumes('The job', [pdfFile('a.pdf'), pdfFile('b.pdf')])).resolves.toEqual([{ id: 'a.pdf', score: 61, result: match }]);
    expect(uploads[0]!.form.get('job')).toBe('The job');
    expect((uploads[0]!.form.getAll('file') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it("shows the server's message, and fails clearly when an answer lacks what the screen needs", async () => {
    stubUploads(() => ({ status: 422, body: { message: 'This PDF has no text layer (scanned?).' } }));
    await expect(parseResume({ kind: 'file', file: pdfFile() })).rejects.toMatchObject({
      name: 'ApiError',
      message: 'This PDF has no text layer (scanned?).',
      status: 422,
    });
    stubFetch(() => ({ status: 200, body: { score: 'high' } }));
    await expect(matchResume('job', { kind: 'text', text: 'cv' })).rejects.toThrow(API_CLIENT_TEXT.badAnswer);
    stubFetch(() => ({ status: 200, body: { keywords: [{ phrase: 'react' }] } }));
    await expect(extractKeywords('react', 5)).rejects.toThrow(API_CLIENT_TEXT.badAnswer);
  });
});

describe('the resume file rule', () => {
  it('accepts PDF and DOCX within the size limit, and says why it refuses others', () => {
    expect(refusal(pdfFile('cv.pdf'), RESUME_FILES)).toBeUndefined();
    expect(refusal(pdfFile('CV.DOCX'), RESUME_FILES)).toBeUndefined();
    expect(refusal(pdfFile('photo.png'), RESUME_FILES)).toMatch(/not a PDF or Word/);
    expect(refusal(pdfFile('empty.pdf', 0), RESUME_FILES)).toMatch(/empty/);
    expect(refusal(pdfFile('huge.pdf', RESUME_FILES.maxBytes + 1), RESUME_FILES)).toMatch(/limit is 10 MB/);
  });
});
