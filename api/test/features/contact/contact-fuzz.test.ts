// 5,000+ malformed contact posts (random JSON values, wrong types, huge strings, deep nesting,
// bad UTF-8, truncated JSON, wrong content types): never a 5xx, always `{ message }`, the api
// keeps answering, and nothing partial reaches Firestore.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { buildTestApp } from '../../support/test-app';

const PROJECT = 'demo-hiregen-fuzz-test';
let app: FastifyInstance;
let observer: App;

beforeAll(async () => {
  // Start from an empty project, so every document counted below was written by this run.
  const cleared = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(cleared.ok).toBe(true);
  app = await buildTestApp({ GCLOUD_PROJECT: PROJECT, CONTACT_RATE_LIMIT: '1000000' });
  observer = initializeApp({ projectId: PROJECT }, 'fuzz-observer');
});
afterAll(async () => {
  await app.close();
  await deleteApp(observer);
});

const contentTypes = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/json; charset=utf-16',
    'application/xml',
    '',
  ),
  fc.string({ maxLength: 40 }),
);

const fieldValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', 'a@b', 'a@b.c', '@.', 'x'.repeat(6000)),
);

const contactShaped = fc
  .record(
    {
      name: fieldValue,
      email: fieldValue,
      subject: fieldValue,
      message: fieldValue,
      website: fieldValue,
      __proto__: fc.constant({ polluted: true }),
      constructor: fc.anything({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body));

const depth = fc.integer({ min: 1, max: 9000 });
const bodies: fc.Arbitrary<string | Buffer> = fc.oneof(
  { arbitrary: contactShaped, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'), weight: 2 },
  { arbitrary: depth.map((n) => '['.repeat(n) + ']'.repeat(n)), weight: 1 },
  { arbitrary: depth.map((n) => '{"name":'.repeat(n) + '1' + '}'.repeat(n)), weight: 1 },
  {
    arbitrary: fc.integer({ min: 10_000, max: 40_000 }).map((n) => JSON.stringify({ name: 'n', email: 'a@b.co', subject: 's', message: 'm'.repeat(n) })),
    weight: 1,
  },
  { arbitrary: fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)), weight: 2 },
  {
    // Valid JSON framing around invalid UTF-8 bytes.
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 50 })
      .map((bytes) =>
        Buffer.concat([Buffer.from('{"name":"'), Buffer.from(bytes.map((b) => b | 0x80)), Buffer.from('","email":"a@b.co","subject":"s","message":"m"}')]),
      ),
    weight: 1,
  },
  { arbitrary: contactShaped.chain((json) => fc.nat(json.length).map((cut) => json.slice(0, cut))), weight: 1 },
  { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
);

test('5,000 malformed bodies: never a 5xx, always { message }, nothing half-written', async () => {
  const statuses = new Map<number, number>();
  let stored = 0;
  await fc.assert(
    fc.asyncProperty(bodies, contentTypes, async (payload, contentType) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact-us',
        headers: contentType === '' ? {} : { 'content-type': contentType },
        payload,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode).toBeLessThan(500);
      const body = response.json() as { message?: unknown };
      expect(typeof body.message).toBe('string');
      if (response.statusCode === 201) stored += 1;
    }),
    { numRuns: 5_000 },
  );
  // Most bodies are refused; the few random ones that happen to be valid are stored whole.
  expect((statuses.get(400) ?? 0) + (statuses.get(415) ?? 0) + (statuses.get(413) ?? 0)).toBeGreaterThan(4_000);
  const documents = (await getFirestore(observer).collection('contactMessages').get()).docs.map((doc) => doc.data());
  expect(documents.length).toBeLessThanOrEqual(stored);
  for (const document of documents) {
    for (const field of ['name', 'email', 'subject', 'message', 'ipHash', 'status'] as const) {
      expect(typeof document[field]).toBe('string');
      expect((document[field] as string).length).toBeGreaterThan(0);
    }
    expect(document.createdAt).toBeDefined();
  }
  // Still up and answering afterwards.
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
}, 60_000);
