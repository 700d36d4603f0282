// The browser's answer check (answerProblem, as apiFetch runs it) against every area's answer
// shapes: an answer built to the shape passes, and one that drifted — a required field gone, or
// of the wrong type — is refused with the field named. The api's side (real answers fit these
// shapes) is api/test/contracts/endpoints.contract.test.ts.
import { answerProblem, type AnswerShape, type AnswerType } from '../answer-shape';
import { CRITERIA_SAVE_ANSWER, CRITERIA_SUGGESTIONS_ANSWER } from '../criteria';
import { GENAI_ANSWERS } from './genai';
import { ACCOUNT_ANSWERS } from './account';
import { ADMIN_ANSWERS } from './admin';
import { CONTACT_ANSWERS } from './contact';
import { HEALTH_ANSWERS } from './health';
import { HIRING_ANSWERS } from './hiring';
import { INTERVIEW_ANSWERS } from './interviews';
import { KEY_ANSWERS } from './keys';
import { MESSAGE_ANSWERS } from './messages';
import { REGISTRY_ANSWERS } from './registry';
import { SCHEDULE_ANSWERS } from './schedules';
import { SEARCH_ANSWERS } from './search';

const AREAS: Record<string, Record<string, AnswerShape>> = {
  v1: GENAI_ANSWERS,
  hiring: {
    ...HIRING_ANSWERS,
    criteriaSuggestions: CRITERIA_SUGGESTIONS_ANSWER,
    saveCriteria: CRITERIA_SAVE_ANSWER,
  },
  search: SEARCH_ANSWERS,
  admin: ADMIN_ANSWERS,
  keys: KEY_ANSWERS,
  interviews: INTERVIEW_ANSWERS,
  messages: MESSAGE_ANSWERS,
  schedules: SCHEDULE_ANSWERS,
  contact: CONTACT_ANSWERS,
  registry: REGISTRY_ANSWERS,
  account: ACCOUNT_ANSWERS,
  health: HEALTH_ANSWERS,
};

const SAMPLE: Record<AnswerType, unknown> = { string: 'text', 'string|null': null, number: 1, boolean: true, object: {}, 'object|null': null, array: [] };
/** A value of another type for each type: what a drifted field would hold. */
const WRONG: Record<AnswerType, unknown> = {
  string: 7,
  'string|null': 7,
  number: '7',
  boolean: 'yes',
  object: 'object',
  'object|null': 'object',
  array: { length: 0 },
};

/** The smallest answer that fits `shape`. */
function sample(shape: AnswerShape): unknown {
  if (typeof shape === 'string') return SAMPLE[shape];
  if (Array.isArray(shape)) return [sample(shape[0] as AnswerShape)];
  return Object.fromEntries(Object.entries(shape as Record<string, AnswerShape>).map(([field, inner]) => [field, sample(inner)]));
}

const objectFields = (shape: AnswerShape) => (typeof shape === 'object' && !Array.isArray(shape) ? Object.entries(shape as Record<string, AnswerShape>) : []);
const cases = Object.entries(AREAS).flatMap(([area, answers]) => Object.entries(answers).map(([name, shape]) => [`${area} ${name}`, shape] as const));

it('covers every area the api serves', () => {
  expect(Object.keys(AREAS).sort()).toEqual([
    'account',
    'admin',
    'contact',
    'health',
    'hiring',
    'interviews',
    'keys',
    'messages',
    'registry',
    'schedules',
    'search',
    'v1',
  ]);
});

describe.each(cases)('%s', (_name, shape) => {
  it('accepts an answer that fits', () => {
    expect(answerProblem(sample(shape), shape)).toBeUndefined();
  });

  it('refuses it with any required field missing, naming the field', () => {
    const fields = objectFields(shape);
    expect(fields.length).toBeGreaterThan(0);
    for (const [field] of fields) {
      const drifted = sample(shape) as Record<string, unknown>;
      delete drifted[field];
      expect(answerProblem(drifted, shape)).toBe(`answer.${field} is missing`);
    }
  });

  it('refuses it with any field of the wrong type', () => {
    for (const [field, inner] of objectFields(shape)) {
      const drifted = sample(shape) as Record<string, unknown>;
      drifted[field] = typeof inner === 'string' ? WRONG[inner] : 'text';
      expect(answerProblem(drifted, shape)).toMatch(new RegExp(`^answer\\.${field} is not `));
    }
  });

  it('refuses a drifted item or nested field', () => {
    const nested = objectFields(shape).find(([, inner]) => typeof inner === 'object');
    if (!nested) return;
    const [field, inner] = nested;
    const drifted = sample(shape) as Record<string, unknown>;
    const innerObject = Array.isArray(inner) ? (inner[0] as AnswerShape) : inner;
    const [innerField] = objectFields(innerObject)[0] ?? [];
    if (!innerField) return;
    const value = sample(innerObject) as Record<string, unknown>;
    delete value[innerField];
    drifted[field] = Array.isArray(inner) ? [value] : value;
    expect(answerProblem(drifted, shape)).toBe(`answer.${field}${Array.isArray(inner) ? '[0]' : ''}.${innerField} is missing`);
  });
});
