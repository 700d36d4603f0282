// The browser's check reads shapes derived from the answer schemas the api serializes with: the
// derivation, the shapes it gives for the answers that had hand-written ones before (unchanged),
// and the endpoint map pointing at the very schema objects the areas export.
import { UPLOAD_BATCH_ANSWER } from './genai';
import { ACCOUNT_ANSWER_SCHEMAS, ACCOUNT_ANSWERS } from './account';
import { answerShapeOf, type AnswerSchema } from './answer-schema';
import { answerSchemaProblem } from './answer-schema-check';
import { INTERVIEW_ANSWER_SCHEMAS } from './interviews';
import { PUBLIC_RESUME_ANSWER_SCHEMA } from './public-endpoints';
import { SCHEDULE_ANSWER_SCHEMAS } from './schedules';
import { API_ENDPOINTS } from './endpoints';
import { HIRING_ANSWER_SCHEMAS, HIRING_ANSWERS } from './hiring';
import { MESSAGE_ANSWER_SCHEMAS } from './messages';
import { SCHEDULE_ANSWERS } from './schedules';

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
    };
    const problems = Object.entries(areas).flatMap(([area, schemas]) =>
      Object.entries(schemas).flatMap(([name, schema]) => answerSchemaProblem(schema, `${area}.${name}`) ?? []),
    );
    expect(problems).toEqual([]);
  });
});

describe('the shapes derived from the schemas', () => {
  it('are the hand-written shapes they replace', () => {
    expect(HIRING_ANSWERS.upload).toEqual(UPLOAD_BATCH_ANSWER);
    expect(HIRING_ANSWERS.createOrg).toEqual({ orgId: 'string', name: 'string', refreshToken: 'boolean' });
    expect(HIRING_ANSWERS.apply).toEqual({ applicationId: 'string', match: { score: 'number', matched: 'array', missing: 'array', summary: 'string' } });
    expect(HIRING_ANSWERS.saveCriteria).toEqual({ criteria: [{ id: 'string', text: 'string', kind: 'string' }], version: 'number', reviewed: 'number' });
    expect(ACCOUNT_ANSWERS.deleted).toEqual({ deleted: 'boolean', counts: { resumes: 'number', applicationsWithdrawn: 'number' } });
    expect(ACCOUNT_ANSWERS.shareState).toEqual({ share: 'object|null' });
    expect(ACCOUNT_ANSWERS.me).toEqual({ uid: 'string', email: 'string|null', name: 'string|null', role: 'string|null' });
    expect(SCHEDULE_ANSWERS.reschedule).toEqual({ sequence: 'number' });
  });

  it('come from the very objects the endpoint map names', () => {
    expect(API_ENDPOINTS['POST /api/jobs/:jobId/uploads'].answerSchema).toBe(HIRING_ANSWER_SCHEMAS.upload);
    expect(API_ENDPOINTS['GET /api/invites/:token'].answerSchema).toBe(HIRING_ANSWER_SCHEMAS.previewInvite);
    expect(API_ENDPOINTS['PUT /api/resumes/:resumeId/share'].answerSchema).toBe(ACCOUNT_ANSWER_SCHEMAS.share);
    expect(API_ENDPOINTS['POST /api/applications/:applicationId/stage'].answerSchema).toBe(MESSAGE_ANSWER_SCHEMAS.moveStage);
    expect(API_ENDPOINTS['POST /api/jobs/:jobId/uploads'].answer).toEqual(UPLOAD_BATCH_ANSWER);
    // The shape the map's entry carries is the area's own (one derivation per schema object).
    expect(API_ENDPOINTS['POST /api/jobs/:jobId/uploads'].answer).toBe(HIRING_ANSWERS.upload);
  });
});
