import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildV1App } from './v1-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildV1App({ V1_RATE_LIMIT: '100000', V1_DOCUMENT_TIMEOUT_MS: '5000' });
});
afterAll(() => app.close());

// Random text, random Unicode, and soups of the tokens the engine's rules react to.
const text = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ maxLength: 300, unit: 'binary' }),
  fc
    .array(fc.constantFrom('React', 'k8s', '(', ')', '\n', ' ', '•', '2019 – 2021', 'Sr.', 'B.S.', 'Go', '%', '$120k', '@', 'Present', 'CGPA 8.4/10'), {
      maxLength: 200,
    })
    .map((words) => words.join(' ')),
);

const ENDPOINTS: [string, fc.Arbitrary<unknown>][] = [
  ['/api/v1/resumes/parse', fc.record({ text })],
  ['/api/v1/resumes/score', fc.record({ text })],
  ['/api/v1/resumes/enhance', fc.record({ text })],
  ['/api/v1/jobs/parse', fc.record({ text })],
  ['/api/v1/skills', fc.record({ text })],
  ['/api/v1/keywords', fc.record({ text, max: fc.integer({ min: 1, max: 100 }) })],
  ['/api/v1/summarize', fc.record({ text, sentences: fc.integer({ min: 1, max: 50 }) })],
  ['/api/v1/match', fc.record({ job: text, resume: text })],
  ['/api/v1/rank', fc.record({ job: text, resumes: fc.array(fc.record({ id: fc.uuid(), text }), { minLength: 1, maxLength: 5 }) })],
  [
    '/api/v1/normalize',
    fc.record({ kind: fc.constantFrom('title', 'skill', 'location', 'seniority', 'employment-type'), value: fc.string({ minLength: 1, maxLength: 100 }) }),
  ],
  [
    '/api/v1/jobs/generate',
    fc.record(
      {
        title: fc.string({ minLength: 1, maxLength: 120 }),
        skills: fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 5 }),
        location: fc.string({ maxLength: 50 }),
      },
      { requiredKeys: ['title'] },
    ),
  ],
  ['/api/v1/match', fc.anything()],
];

describe('random bodies', () => {
  it.each(ENDPOINTS)('%s never answers 5xx, and every refusal is { message }', async (url, body) => {
    for (const payload of fc.sample(body, { numRuns: 40, seed: 2026 })) {
      const response = await app.inject({ method: 'POST', url, payload: JSON.stringify(payload) ?? 'null', headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode !== 200) expect(Object.keys(response.json())).toEqual(['message']);
    }
  });
});
