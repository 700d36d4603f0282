// The GenAI api against its contract in shared-schemas: every answer has the shape the browser
// client checks (GENAI_ANSWERS), and the limits the pages check before sending (GENAI_LIMITS) are
// the ones the api enforces, with the same words. Numbers come from the contract, never repeated.
import type { FastifyInstance } from 'fastify';
import { answerProblem, GENAI_ANSWERS, GENAI_LIMIT_TEXT, GENAI_LIMITS, type GenAiEndpoint } from 'shared-schemas';
import { buildV1App, multipartBody, sharedFile } from './v1-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildV1App({ V1_RATE_LIMIT: '1000' });
});
afterAll(() => app.close());

const job = sharedFile('matching-dev', 'JobDescription', 'job_desc_full_stack_engineer.txt').toString('utf8');
const resumePdf = () => sharedFile('resumes-dev', 'openresume-resume.pdf');
const resumeText =
  'Asha Rao\nasha@example.com\nExperience\nSoftware Engineer, Acme (2019 - Present)\n- Built React and TypeScript dashboards used by 2,000 nurses\n- Cut page load time by 40%\nSkills\nReact, TypeScript, Node.js, PostgreSQL';

const json = (endpoint: GenAiEndpoint, payload: object) => app.inject({ method: 'POST', url: `/api/v1/${endpoint}`, payload });
const upload = (endpoint: GenAiEndpoint, parts: Parameters<typeof multipartBody>[0]) =>
  app.inject({ method: 'POST', url: `/api/v1/${endpoint}`, ...multipartBody(parts) });

describe('every GenAI answer has the shape the browser client checks', () => {
  const calls: [GenAiEndpoint, () => ReturnType<typeof json>][] = [
    ['resumes/parse', () => upload('resumes/parse', [{ name: 'file', fileName: 'cv.pdf', content: resumePdf() }])],
    ['resumes/score', () => json('resumes/score', { text: resumeText })],
    ['resumes/ats', () => upload('resumes/ats', [{ name: 'file', fileName: 'cv.pdf', content: resumePdf() }])],
    ['resumes/enhance', () => json('resumes/enhance', { text: resumeText })],
    ['jobs/parse', () => json('jobs/parse', { text: job })],
    ['jobs/generate', () => json('jobs/generate', { title: 'Senior Frontend Engineer', skills: ['React'] })],
    ['normalize', () => json('normalize', { kind: 'title', value: 'Sr. Frontend Dev' })],
    ['skills', () => json('skills', { text: resumeText })],
    ['match', () => json('match', { job, resume: resumeText })],
    [
      'rank',
      () =>
        upload('rank', [
          { name: 'job', value: job },
          { name: 'file', fileName: 'a.pdf', content: resumePdf() },
          { name: 'file', fileName: 'b.pdf', content: Buffer.from('not a pdf') },
        ]),
    ],
    ['keywords', () => json('keywords', { text: job, max: 5 })],
    ['summarize', () => json('summarize', { text: job, sentences: 2 })],
    ['interview/plan', () => json('interview/plan', { job, count: 4 })],
    [
      'interview/feedback',
      () =>
        json('interview/feedback', {
          job,
          question: 'Tell me about a project you led.',
          answer: 'I led a team of four to rebuild our React dashboard; load time fell by 40%.',
          kind: 'behavioural',
          competency: 'leadership',
        }),
    ],
    [
      'interview/transcript',
      () =>
        json('interview/transcript', {
          job,
          items: [
            {
              id: 'q1',
              question: 'Tell me about a project you led.',
              kind: 'behavioural',
              competency: 'leadership',
              answer: 'I led a rebuild that cut load time by 40%.',
            },
            { id: 'q2', question: 'Why this role?', kind: 'closing', competency: 'motivation' },
          ],
        }),
    ],
  ];

  it('covers every endpoint of the contract', () => {
    expect(calls.map(([endpoint]) => endpoint).sort()).toEqual(Object.keys(GENAI_ANSWERS).sort());
  });

  it.each(calls)('%s', async (endpoint, call) => {
    const response = await call();
    expect(response.statusCode).toBe(200);
    expect(answerProblem(response.json(), GENAI_ANSWERS[endpoint])).toBeUndefined();
  });
});

describe('the api enforces the limits the pages check', () => {
  it(`refuses text over ${GENAI_LIMITS.maxTextChars} characters, in the contract's words`, async () => {
    const response = await json('skills', { text: 'a'.repeat(GENAI_LIMITS.maxTextChars + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: GENAI_LIMIT_TEXT.fieldTooLong('text', GENAI_LIMITS.maxTextChars) });
    const atLimit = await json('skills', { text: 'React '.repeat(GENAI_LIMITS.maxTextChars / 6) });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses a file one byte over the file limit (413) and reads one at the limit', async () => {
    const over = await upload('resumes/parse', [{ name: 'file', fileName: 'big.pdf', content: Buffer.alloc(GENAI_LIMITS.maxFileBytes + 1, 32) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: GENAI_LIMIT_TEXT.fileTooLarge() });
    // Exactly at the limit the size is accepted; the content (spaces) is then not a readable document.
    const atLimit = await upload('resumes/parse', [{ name: 'file', fileName: 'big.pdf', content: Buffer.alloc(GENAI_LIMITS.maxFileBytes, 32) }]);
    expect(atLimit.statusCode).not.toBe(413);
  });

  it(`ranks at most ${GENAI_LIMITS.maxRankFiles} files per request`, async () => {
    const file = (i: number) => ({ name: 'file', fileName: `r${i}.txt`, content: Buffer.from('RN') });
    const over = await upload('rank', [{ name: 'job', value: 'Nurse' }, ...Array.from({ length: GENAI_LIMITS.maxRankFiles + 1 }, (_, i) => file(i))]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: GENAI_LIMIT_TEXT.tooManyFiles(GENAI_LIMITS.maxRankFiles) });
  });
});
