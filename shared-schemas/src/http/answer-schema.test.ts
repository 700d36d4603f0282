// The browser's check reads shapes derived from the answer schemas the api serializes with: the
// derivation, the shapes it gives for the answers that had hand-written ones before (unchanged),
// and the endpoint map pointing at the very schema objects the areas export.
import { GENAI_ANSWER_SCHEMAS, GENAI_ANSWERS } from './genai';
import { ACCOUNT_ANSWER_SCHEMAS, ACCOUNT_ANSWERS } from './account';
import { ADMIN_ANSWER_SCHEMAS, ADMIN_ANSWERS } from './admin';
import { answerShapeOf, type AnswerSchema } from './answer-schema';
import { answerSchemaProblem } from './answer-schema-check';
import { CONTACT_ANSWER_SCHEMAS } from './contact';
import { HEALTH_ANSWER_SCHEMAS } from './health';
import { INTERVIEW_ANSWER_SCHEMAS } from './interviews';
import { KEY_ANSWER_SCHEMAS, KEY_ANSWERS } from './keys';
import { PUBLIC_API_ENDPOINTS, PUBLIC_RESUME_ANSWER_SCHEMA } from './public-endpoints';
import { REGISTRY_ANSWER_SCHEMAS, REGISTRY_ANSWERS } from './registry';
import { SCHEDULE_ANSWER_SCHEMAS } from './schedules';
import { API_ENDPOINTS } from './endpoints';
import { HIRING_ANSWER_SCHEMAS, HIRING_ANSWERS } from './hiring';
import { MESSAGE_ANSWER_SCHEMAS } from './messages';
import { SCHEDULE_ANSWERS } from './schedules';
import { SEARCH_ANSWER_SCHEMAS, SEARCH_ANSWERS } from './search';

describe('answerShapeOf', () => {
  it('checks the required fields, nested where a field names its own, and types the rest', () => {
    expect(
      answerShapeOf({
        type: 'object',
        properties: {
          id: { type: 'string' },
          count: { type: 'integer' },
          note: { type: ['string', 'null'] },
          owner: { anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] },
          items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
          tags: { type: 'array', items: { type: 'string' } },
          extra: { type: 'boolean' },
        },
        required: ['id', 'count', 'note', 'owner', 'items', 'tags'],
      }),
    ).toEqual({ id: 'string', count: 'number', note: 'string|null', owner: 'object|null', items: [{ name: 'string' }], tags: 'array' });
  });
});

describe('answerSchemaProblem', () => {
  it('finds a required field without a schema, and types the browser cannot check', () => {
    expect(answerSchemaProblem({ type: 'object', properties: {}, required: ['id'] })).toBe('answer: "id" is required but has no schema');
    expect(answerSchemaProblem({ type: 'object', properties: { n: { type: ['number', 'null'] } }, required: ['n'] })).toBe(
      'answer.n: cannot make number nullable',
    );
    expect(answerSchemaProblem({ type: 'null' })).toBe('answer: no type the browser checks (undefined)');
    expect(answerSchemaProblem({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toBe('answer: anyOf is only for "a value or null"');
  });

  it("finds nothing wrong with any area's answer schema", () => {
    const areas: Record<string, Record<string, AnswerSchema>> = {
      account: ACCOUNT_ANSWER_SCHEMAS,
      hiring: HIRING_ANSWER_SCHEMAS,
      messages: MESSAGE_ANSWER_SCHEMAS,
      schedules: SCHEDULE_ANSWER_SCHEMAS,
      interviews: INTERVIEW_ANSWER_SCHEMAS,
      public: { publicResume: PUBLIC_RESUME_ANSWER_SCHEMA },
      v1: GENAI_ANSWER_SCHEMAS,
      admin: ADMIN_ANSWER_SCHEMAS,
      keys: KEY_ANSWER_SCHEMAS,
      registry: REGISTRY_ANSWER_SCHEMAS,
      contact: CONTACT_ANSWER_SCHEMAS,
      search: SEARCH_ANSWER_SCHEMAS,
      health: HEALTH_ANSWER_SCHEMAS,
    };
    const problems = Object.entries(areas).flatMap(([area, schemas]) =>
      Object.entries(schemas).flatMap(([name, schema]) => answerSchemaProblem(schema, `${area}.${name}`) ?? []),
    );
    expect(problems).toEqual([]);
  });
});

const UPLOAD_BATCH = { batchId: 'string', results: [{ fileName: 'string', status: 'string' }] };

describe('the shapes derived from the schemas', () => {
  it('are the hand-written shapes they replace', () => {
    expect(HIRING_ANSWERS.upload).toEqual(UPLOAD_BATCH);
    expect(HIRING_ANSWERS.ranking).toEqual({
      jobId: 'string',
      total: 'number',
      ranked: [{ applicationId: 'string', rank: 'number', name: 'string', stage: 'string', match: { score: 'number', matched: 'array', missing: 'array' } }],
    });
    expect(HIRING_ANSWERS.createOrg).toEqual({ orgId: 'string', name: 'string', refreshToken: 'boolean' });
    expect(HIRING_ANSWERS.apply).toEqual({ applicationId: 'string', match: { score: 'number', matched: 'array', missing: 'array', summary: 'string' } });
    expect(HIRING_ANSWERS.saveCriteria).toEqual({ criteria: [{ id: 'string', text: 'string', kind: 'string' }], version: 'number', reviewed: 'number' });
    expect(ACCOUNT_ANSWERS.deleted).toEqual({ deleted: 'boolean', counts: { resumes: 'number', applicationsWithdrawn: 'number' } });
    expect(ACCOUNT_ANSWERS.shareState).toEqual({ share: 'object|null' });
    expect(ACCOUNT_ANSWERS.me).toEqual({ uid: 'string', email: 'string|null', name: 'string|null', role: 'string|null' });
    expect(SCHEDULE_ANSWERS.reschedule).toEqual({ sequence: 'number' });
    expect(ADMIN_ANSWERS.suspension).toEqual({ suspendedAt: 'string|null', changed: 'boolean' });
    expect(KEY_ANSWERS.usage).toEqual({
      apiKey: {
        id: 'string',
        name: 'string',
        prefix: 'string',
        ownerUid: 'string',
        orgId: 'string|null',
        quota: 'number',
        createdAt: 'string|null',
        lastUsedAt: 'string|null',
        revokedAt: 'string|null',
      },
      usage: [{ day: 'string', requests: 'number', errors: 'number' }],
    });
    expect(SEARCH_ANSWERS.results).toEqual({
      total: 'number',
      page: 'number',
      pageSize: 'number',
      results: [{ id: 'string', title: 'string', score: 'number', highlights: 'object' }],
      facets: 'object',
    });
    expect(SEARCH_ANSWERS.skills).toEqual({ suggestions: 'array' });
  });

  it('say what a hand-written shape could not: a remote has no head before its first release', () => {
    expect(REGISTRY_ANSWERS.remote).toEqual({ head: 'object|null', versions: [{ version: 'number', action: 'string' }] });
  });

  it("are, for the engine's answers, the hand-written shapes they replace", () => {
    const parsedResume = { resume: 'object', confidence: 'object', text: 'string', meta: 'object' };
    const match = { score: 'number', parts: 'object', matched: 'array', missing: 'array', summary: 'string' };
    expect(GENAI_ANSWERS).toEqual({
      'resumes/parse': parsedResume,
      'resumes/score': { resume: parsedResume, scorecard: { version: 'string', total: 'number', categories: 'array', suggestions: 'array' } },
      'resumes/ats': { resume: parsedResume, report: { version: 'string', score: 'number', findings: 'array', atsText: 'string' } },
      'resumes/enhance': {
        resume: parsedResume,
        enhancement: { version: 'string', bullets: 'array', resume: 'object', changed: 'number', provider: 'string' },
      },
      'jobs/parse': { title: 'string', requiredSkills: 'array', preferredSkills: 'array', responsibilities: 'array' },
      'jobs/generate': { title: 'string', sections: 'array', text: 'string', inclusiveLanguage: 'array' },
      normalize: { kind: 'string', value: 'object' },
      skills: { skills: 'array', inferred: 'array', phrases: 'array', taxonomyVersion: 'string' },
      match,
      rank: { ranked: [{ id: 'string', score: 'number', result: match }], failed: [{ id: 'string', status: 'number', message: 'string' }] },
      keywords: { keywords: [{ phrase: 'string', score: 'number' }] },
      summarize: { summary: 'string', sentences: 'array', totalSentences: 'number' },
      'interview/plan': {
        title: 'string',
        competencies: 'array',
        questions: [{ id: 'string', text: 'string', kind: 'string', competency: 'string', rubric: 'string' }],
      },
      'interview/feedback': { score: 'number', points: 'number', competency: 'string', reason: 'string', suggestion: 'string' },
      'interview/transcript': {
        feedback: 'array',
        report: { overall: 'number', answered: 'number', asked: 'number', competencies: 'array', strengths: 'array', focusAreas: 'array', nextStep: 'string' },
      },
    });
  });

  it('come from the very objects the endpoint map names', () => {
    expect(API_ENDPOINTS['POST /api/jobs/:jobId/uploads'].answerSchema).toBe(HIRING_ANSWER_SCHEMAS.upload);
    expect(API_ENDPOINTS['GET /api/invites/:token'].answerSchema).toBe(HIRING_ANSWER_SCHEMAS.previewInvite);
    expect(API_ENDPOINTS['PUT /api/resumes/:resumeId/share'].answerSchema).toBe(ACCOUNT_ANSWER_SCHEMAS.share);
    expect(API_ENDPOINTS['POST /api/applications/:applicationId/stage'].answerSchema).toBe(MESSAGE_ANSWER_SCHEMAS.moveStage);
    expect(API_ENDPOINTS['POST /api/v1/resumes/score'].answerSchema).toBe(GENAI_ANSWER_SCHEMAS['resumes/score']);
    expect(API_ENDPOINTS['GET /api/jobs/:jobId/ranking'].answerSchema).toBe(HIRING_ANSWER_SCHEMAS.ranking);
    expect(API_ENDPOINTS['GET /api/admin/api-keys/:id/usage'].answerSchema).toBe(KEY_ANSWER_SCHEMAS.usage);
    expect(API_ENDPOINTS['GET /api/admin/audit'].answerSchema).toBe(ADMIN_ANSWER_SCHEMAS.audit);
    expect(API_ENDPOINTS['POST /api/platform/registry/:remote/rollback'].answerSchema).toBe(REGISTRY_ANSWER_SCHEMAS.change);
    expect(PUBLIC_API_ENDPOINTS['GET /api/search/candidates'].answerSchema).toBe(SEARCH_ANSWER_SCHEMAS.results);
    expect(API_ENDPOINTS['POST /api/jobs/:jobId/uploads'].answer).toEqual(UPLOAD_BATCH);
    // The shape the map's entry carries is the area's own (one derivation per schema object).
    expect(API_ENDPOINTS['POST /api/jobs/:jobId/uploads'].answer).toBe(HIRING_ANSWERS.upload);
    expect(API_ENDPOINTS['GET /api/keys'].answer).toBe(KEY_ANSWERS.list);
    expect(PUBLIC_API_ENDPOINTS['GET /api/search/skills'].answer).toBe(SEARCH_ANSWERS.skills);
  });
});
