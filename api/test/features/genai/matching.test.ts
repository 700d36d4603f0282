import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MatchResult, RankedResume } from 'genai';
import { GENAI_LIMIT_TEXT, GENAI_LIMITS } from 'shared-schemas';
import { encryptedPdf, PNG_BYTES } from './test-documents';
import { buildV1App, multipartBody, SHARED_DATA, sharedFile } from './v1-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildV1App({ V1_RATE_LIMIT: '1000' });
});
afterAll(() => app.close());

const job = (name: string) => sharedFile('matching-dev', 'JobDescription', `job_desc_${name}.txt`).toString('utf8');
const resumeNames = fs
  .readdirSync(path.join(SHARED_DATA, 'matching-dev', 'Resumes'))
  .filter((n) => n.endsWith('.txt'))
  .sort();
const resumeText = (name: string) => sharedFile('matching-dev', 'Resumes', name).toString('utf8');

describe('POST /api/v1/match', () => {
  it('matches resume text to a job with parts, matched and missing skills and a summary', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/match',
      payload: { job: job('full_stack_engineer'), resume: resumeText('bruce_wayne_fullstack.txt') },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<MatchResult>();
    expect(result.score).toBeGreaterThan(50);
    expect(result.parts.requiredSkills).not.toBeNull();
    expect(result.matched.length).toBeGreaterThan(0);
    expect(result.summary.length).toBeGreaterThan(20);
  });

  it('matches an uploaded PDF against a job sent in the "job" field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/match',
      ...multipartBody([
        { name: 'job', value: job('full_stack_engineer') },
        { name: 'file', fileName: 'openresume.pdf', content: sharedFile('resumes-dev', 'openresume-resume.pdf') },
      ]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<MatchResult>().candidate.currentTitle).toMatch(/Software Engineer/i);
  });

  it('answers 400 naming the missing or bad field', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/match', payload: { job: 'React developer' } })).json()).toEqual({
      message: 'The "resume" field is required.',
    });
    expect((await app.inject({ method: 'POST', url: '/api/v1/match', payload: { job: 7, resume: 'x' } })).json()).toEqual({
      message: 'The "job" field must be text.',
    });
    const noJob = await app.inject({
      method: 'POST',
      url: '/api/v1/match',
      ...multipartBody([{ name: 'file', fileName: 'cv.pdf', content: sharedFile('resumes-dev', 'openresume-resume.pdf') }]),
    });
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json()).toEqual({ message: 'The "job" field is required.' });
    const longJob = await app.inject({
      method: 'POST',
      url: '/api/v1/match',
      ...multipartBody([
        { name: 'job', value: 'j'.repeat(GENAI_LIMITS.maxTextChars + 1) },
        { name: 'file', fileName: 'cv.pdf', content: sharedFile('resumes-dev', 'openresume-resume.pdf') },
      ]),
    });
    expect(longJob.statusCode).toBe(400);
    expect(longJob.json()).toEqual({ message: GENAI_LIMIT_TEXT.fieldTooLong('job', GENAI_LIMITS.maxTextChars) });
  });

  it('answers 422 for an encrypted resume and 415 for an image', async () => {
    const encrypted = await app.inject({
      method: 'POST',
      url: '/api/v1/match',
      ...multipartBody([
        { name: 'job', value: 'React developer' },
        { name: 'file', fileName: 'cv.pdf', content: await encryptedPdf() },
      ]),
    });
    expect(encrypted.statusCode).toBe(422);
    const image = await app.inject({
      method: 'POST',
      url: '/api/v1/match',
      ...multipartBody([
        { name: 'job', value: 'React developer' },
        { name: 'file', fileName: 'cv.png', content: PNG_BYTES },
      ]),
    });
    expect(image.statusCode).toBe(415);
  });
});

describe('POST /api/v1/rank', () => {
  it('ranks the matching-dev resumes best first; the product manager is not first for the full-stack job', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/rank',
      payload: { job: job('full_stack_engineer'), resumes: resumeNames.map((name) => ({ id: name, text: resumeText(name) })) },
    });
    expect(response.statusCode).toBe(200);
    const { ranked, failed } = response.json<{ ranked: RankedResume<string>[]; failed: unknown[] }>();
    expect(failed).toEqual([]);
    expect(ranked.map((r) => r.id).sort()).toEqual(resumeNames);
    // The order callers see is the learned ranker's, best first.
    expect(ranked.map((r) => r.rankScore)).toEqual([...ranked.map((r) => r.rankScore)].sort((a, b) => b - a));
    expect(ranked[0]!.id).not.toBe('alfred_pennyworth_pm.txt');
    expect(['bruce_wayne_fullstack.txt', 'john_doe.txt']).toContain(ranked[0]!.id);
    expect(
      ranked
        .slice(0, 2)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['bruce_wayne_fullstack.txt', 'john_doe.txt']);
    expect(ranked[0]!.result.score).toBe(ranked[0]!.score);
  });

  it('keeps a resume stuffed with the job text and a keyword list out of the top 3', async () => {
    const fullStack = job('full_stack_engineer');
    const stuffed = `${resumeText('alfred_pennyworth_pm.txt')}\nSkills\nReact, TypeScript, Node.js, PostgreSQL, AWS, Docker, Kubernetes, GraphQL, JavaScript, REST APIs, CI/CD, Redis\n${fullStack}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/rank',
      payload: { job: fullStack, resumes: [...resumeNames.map((name) => ({ id: name, text: resumeText(name) })), { id: 'stuffed.txt', text: stuffed }] },
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ ranked: RankedResume<string>[] }>().ranked.map((r) => r.id);
    expect(ids.slice(0, 3)).not.toContain('stuffed.txt');
    expect(ids.slice(0, 2).sort()).toEqual(['bruce_wayne_fullstack.txt', 'john_doe.txt']);
  });

  it('ranks uploaded files, lists unreadable ones under "failed", and keeps duplicate names apart', async () => {
    const pdf = sharedFile('resumes-dev', 'openresume-resume.pdf');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/rank',
      ...multipartBody([
        { name: 'file', fileName: 'cv.pdf', content: pdf },
        { name: 'file', fileName: 'locked.pdf', content: await encryptedPdf() },
        { name: 'file', fileName: 'cv.pdf', content: sharedFile('resumes-dev', 'latex__multi-degree-coursework.pdf') },
        { name: 'job', value: job('full_stack_engineer') },
      ]),
    });
    expect(response.statusCode).toBe(200);
    const { ranked, failed } = response.json<{ ranked: RankedResume<string>[]; failed: { id: string; status: number; message: string }[] }>();
    expect(ranked.map((r) => r.id).sort()).toEqual(['cv.pdf', 'cv.pdf (2)']);
    expect(failed).toEqual([{ id: 'locked.pdf', status: 422, message: 'The PDF is password-protected.' }]);
  });

  it('answers 422 when no file can be read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/rank',
      ...multipartBody([
        { name: 'job', value: 'Nurse' },
        { name: 'file', fileName: 'a.png', content: PNG_BYTES },
      ]),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^None of the files could be read \("a.png": /);
  });

  it('answers 400 for bad JSON bodies, naming the entry', async () => {
    const cases: [unknown, string][] = [
      [{ job: 'Nurse' }, 'The "resumes" field is required.'],
      [{ job: 'Nurse', resumes: [] }, 'The "resumes" field needs at least 1 entry.'],
      [{ job: 'Nurse', resumes: [{ id: 'a' }] }, 'The "resumes[0].text" field is required.'],
      [
        {
          job: 'Nurse',
          resumes: [
            { id: 'a', text: 'RN' },
            { id: 'a', text: 'RN' },
          ],
        },
        'The "resumes[1].id" field repeats the id "a": ids must be unique.',
      ],
      [{ job: 'Nurse', resumes: [{ id: 'a', text: '  ' }] }, 'The "resumes[0].text" field is empty.'],
      [
        { job: 'Nurse', resumes: Array.from({ length: GENAI_LIMITS.maxRankFiles + 1 }, (_, i) => ({ id: String(i), text: 'RN' })) },
        `The "resumes" field has too many entries (at most ${GENAI_LIMITS.maxRankFiles}).`,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/rank', payload: payload as object });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });
});
