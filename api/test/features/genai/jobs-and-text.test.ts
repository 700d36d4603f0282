import type { FastifyInstance } from 'fastify';
import type { JobDraft, Keyphrase, NormalizeResult, ParsedJob, SkillExtraction, TextSummary } from 'genai';
import { GENAI_LIMIT_TEXT, GENAI_LIMITS } from 'shared-schemas';
import { buildV1App, sharedFile } from './v1-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildV1App({ V1_RATE_LIMIT: '1000' });
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
const fullStackJob = () => sharedFile('matching-dev', 'JobDescription', 'job_desc_full_stack_engineer.txt').toString('utf8');

describe('POST /api/v1/jobs/parse', () => {
  it('parses a real job description into title and required skills', async () => {
    const response = await post('/api/v1/jobs/parse', { text: fullStackJob() });
    expect(response.statusCode).toBe(200);
    const job = response.json<ParsedJob>();
    expect(job.normalizedTitle.family).toBe('fullstack');
    expect(job.requiredSkills.length + job.preferredSkills.length).toBeGreaterThan(3);
    expect(job.requiredSkills.every((s) => s.importance === 'required')).toBe(true);
  });

  it.each([
    [{}, 'The "text" field is required.'],
    [{ text: ['a'] }, 'The "text" field must be text.'],
    [{ text: '' }, 'The "text" field is empty.'],
    [{ text: 'x'.repeat(GENAI_LIMITS.maxTextChars + 1) }, GENAI_LIMIT_TEXT.fieldTooLong('text', GENAI_LIMITS.maxTextChars)],
  ])('answers 400 (case %#)', async (payload, message) => {
    const response = await post('/api/v1/jobs/parse', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a multipart upload (415): jobs are JSON text', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/jobs/parse',
      payload: '--x--',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Send JSON (Content-Type: application/json).' });
  });
});

describe('POST /api/v1/jobs/generate', () => {
  it('drafts a description with sections and the given skills', async () => {
    const response = await post('/api/v1/jobs/generate', {
      title: 'Sr. Frontend Engineer',
      company: 'Acme',
      skills: ['React', 'TS'],
      workplace: 'remote',
      yearsExperience: 5,
    });
    expect(response.statusCode).toBe(200);
    const draft = response.json<JobDraft>();
    // The title as typed, the level from its words.
    expect(draft.title).toBe('Sr. Frontend Engineer');
    expect(draft.seniority).toBe('senior');
    expect(draft.sections.map((s) => s.id)).toEqual(expect.arrayContaining(['summary', 'responsibilities', 'requirements']));
    expect(draft.text).toContain('React');
    expect(draft.text).toContain('Acme');
    expect(draft.requiredSkills).toEqual(expect.arrayContaining(['React', 'TypeScript']));
  });

  it("answers the chips, the location's currency and the sources of each part", async () => {
    const response = await post('/api/v1/jobs/generate', { title: 'ICU Staff Nurse', company: 'City Hospital', location: 'Pune, India' });
    expect(response.statusCode).toBe(200);
    const draft = response.json<JobDraft>();
    expect(draft.seniority).toBe('mid');
    expect(draft.salaryCurrency).toBe('INR');
    expect(draft.requiredSkills?.length).toBeGreaterThan(0);
    for (const skill of draft.requiredSkills ?? []) expect(draft.text).toContain(skill);
    expect(draft.sources).toMatchObject({ title: 'As you typed it', company: 'As you gave it' });
    expect(draft.sources?.salary).toMatch(/INR/);
    expect(draft.text).toContain('City Hospital');
  });

  it.each([
    [{}, 'The "title" field is required.'],
    [{ title: '  ' }, 'The "title" field is empty.'],
    [{ title: 'x'.repeat(121) }, 'The "title" field is too long (at most 120 characters).'],
    [{ title: 'Nurse', workplace: 'moon' }, 'The "workplace" field must be one of: remote, hybrid, onsite.'],
    [{ title: 'Nurse', yearsExperience: 'five' }, 'The "yearsExperience" field must be a whole number.'],
    [{ title: 'Nurse', yearsExperience: 51 }, 'The "yearsExperience" field must be at most 50.'],
    [{ title: 'Nurse', skills: ['ok', 3] }, 'The "skills[1]" field must be text.'],
    [{ title: 'Nurse', skills: Array(31).fill('Go') }, 'The "skills" field has too many entries (at most 30).'],
  ])('answers 400 (case %#)', async (payload, message) => {
    const response = await post('/api/v1/jobs/generate', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('POST /api/v1/normalize', () => {
  it.each([
    ['title', 'Sr. SWE', (r: NormalizeResult) => expect(r.value).toMatchObject({ canonical: 'Senior Software Engineer', seniority: 'senior' })],
    ['skill', 'k8s', (r: NormalizeResult) => expect(r.value).toMatchObject({ name: 'Kubernetes' })],
    ['employment-type', 'FT', (r: NormalizeResult) => expect(r.value).toMatchObject({ employmentType: 'full-time' })],
  ])('normalizes a %s', async (kind, value, check) => {
    const response = await post('/api/v1/normalize', { kind, value });
    expect(response.statusCode).toBe(200);
    const result = response.json<NormalizeResult>();
    expect(result.kind).toBe(kind);
    check(result);
  });

  it('answers 400 for an unknown kind or a missing value', async () => {
    expect((await post('/api/v1/normalize', { kind: 'colour', value: 'red' })).json()).toEqual({
      message: 'The "kind" field must be one of: title, skill, location, seniority, employment-type.',
    });
    expect((await post('/api/v1/normalize', { kind: 'title' })).json()).toEqual({ message: 'The "value" field is required.' });
    expect((await post('/api/v1/normalize', { kind: 'title', value: 'x'.repeat(501) })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/skills, /keywords, /summarize', () => {
  const text = fullStackJob();

  it('extracts skills with evidence spans and inferred skills', async () => {
    const response = await post('/api/v1/skills', { text: 'Built UIs in React and deployed them on k8s.' });
    expect(response.statusCode).toBe(200);
    const result = response.json<SkillExtraction>();
    const names = result.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['React', 'Kubernetes']));
    const react = result.skills.find((s) => s.name === 'React')!;
    expect('Built UIs in React and deployed them on k8s.'.slice(react.evidence[0]!.start, react.evidence[0]!.end)).toBe('React');
    expect(result.inferred.map((s) => s.name)).toContain('JavaScript');
  });

  it('extracts at most `max` keyphrases with scores and offsets', async () => {
    const response = await post('/api/v1/keywords', { text, max: 5 });
    expect(response.statusCode).toBe(200);
    const { keywords } = response.json<{ keywords: Keyphrase[] }>();
    expect(keywords).toHaveLength(5);
    for (const k of keywords) expect(text.slice(k.start, k.end).toLowerCase()).toBe(k.phrase.toLowerCase());
  });

  it('summarizes to the asked number of sentences, in original order', async () => {
    const response = await post('/api/v1/summarize', { text, sentences: 2 });
    expect(response.statusCode).toBe(200);
    const summary = response.json<TextSummary>();
    expect(summary.sentences).toHaveLength(2);
    expect(summary.sentences[0]!.index).toBeLessThan(summary.sentences[1]!.index);
    expect(summary.totalSentences).toBeGreaterThan(2);
  });

  it('answers 400 for bad options and missing text', async () => {
    expect((await post('/api/v1/keywords', { text, max: 0 })).json()).toEqual({ message: 'The "max" field must be at least 1.' });
    expect((await post('/api/v1/keywords', { text, max: 2.5 })).json()).toEqual({ message: 'The "max" field must be a whole number.' });
    expect((await post('/api/v1/summarize', { text, sentences: 51 })).json()).toEqual({ message: 'The "sentences" field must be at most 50.' });
    for (const url of ['/api/v1/skills', '/api/v1/keywords', '/api/v1/summarize']) {
      const response = await post(url, { txt: 'typo' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The "text" field is required.' });
    }
  });
});
