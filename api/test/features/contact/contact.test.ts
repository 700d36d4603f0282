// POST /api/contact-us: every status a caller can see, and what ends up in Firestore.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { CONTACT_TEXT } from 'shared-schemas';
import { hashClientIp } from '../../../src/features/contact/service/contact-messages';
import { buildTestApp } from '../../support/test-app';

// A project of its own, so counting documents is not disturbed by other test files.
const PROJECT = 'demo-hiregen-contact-test';
let app: FastifyInstance;
let observer: App;
let firestore: Firestore;

const valid = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Hiring', message: 'Please call me.' };

beforeAll(async () => {
  app = await buildTestApp({ GCLOUD_PROJECT: PROJECT, CONTACT_RATE_LIMIT: '1000' });
  observer = initializeApp({ projectId: PROJECT }, 'contact-observer');
  firestore = getFirestore(observer);
});
afterAll(async () => {
  await app.close();
  await deleteApp(observer);
});

function post(payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/contact-us',
    headers,
    payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
  });
}

async function storedWithSubject(subject: string) {
  const snapshot = await firestore.collection('contactMessages').where('subject', '==', subject).get();
  return snapshot.docs.map((doc) => doc.data());
}

test('201: the trimmed message is stored with its time and a hash of the IP, never the IP', async () => {
  const subject = `Stored ${Date.now()}`;
  const response = await post({ name: '  Asha Rao ', email: ' asha@example.com', subject: ` ${subject} `, message: ' Hello\nthere ' });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ message: CONTACT_TEXT.sent });
  const [stored, ...others] = await storedWithSubject(subject);
  expect(others).toHaveLength(0);
  expect(stored).toEqual({
    name: 'Asha Rao',
    email: 'asha@example.com',
    subject,
    message: 'Hello\nthere',
    status: 'new',
    ipHash: hashClientIp('127.0.0.1', 'test-salt'),
    createdAt: expect.anything(),
  });
  expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
  expect(Math.abs(stored!.createdAt.toMillis() - Date.now())).toBeLessThan(60_000);
});

test.each([
  [{ ...valid, name: '   ' }, 'Please fill in the "name" field.'],
  [{ ...valid, name: '', email: '' }, 'Please fill in the "name" field.'],
  [{ ...valid, email: '' }, 'Please fill in the "email" field.'],
  [{ ...valid, subject: '\t' }, 'Please fill in the "subject" field.'],
  [{ ...valid, message: undefined }, 'Please fill in the "message" field.'],
  [{ ...valid, email: 'asha@example' }, 'Invalid email format.'],
  [{ ...valid, email: 'asha rao@example.com' }, 'Invalid email format.'],
  [{ ...valid, name: 'x'.repeat(101) }, 'The "name" field is too long (at most 100 characters).'],
  [{ ...valid, subject: 's'.repeat(201) }, 'The "subject" field is too long (at most 200 characters).'],
  [{ ...valid, message: 'm'.repeat(5001) }, 'The "message" field is too long (at most 5000 characters).'],
  [{ ...valid, email: `${'e'.repeat(250)}@x.io` }, 'The "email" field is too long (at most 254 characters).'],
  // A lone surrogate is not text and Firestore refuses it: a 400, not a 503 "try again later".
  [{ ...valid, subject: 'Hi \ud800' }, 'The "subject" field contains characters that are not valid text.'],
  [{ ...valid, message: '\udc00 there' }, 'The "message" field contains characters that are not valid text.'],
  [{ ...valid, name: 42 }, 'The "name" field must be text.'],
  [{ ...valid, message: ['a'] }, 'The "message" field must be text.'],
  [[valid], 'The request body must be a JSON object.'],
  ['"just text"', 'The request body must be a JSON object.'],
  ['null', 'The request body must be a JSON object.'],
  ['{"name": "A",', 'The request body is not valid JSON.'],
  ['', 'The request body is empty: send a JSON object.'],
])('400 for %j: %s', async (body, message) => {
  const before = await firestore.collection('contactMessages').count().get();
  const response = await post(body);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message });
  const after = await firestore.collection('contactMessages').count().get();
  expect(after.data().count).toBe(before.data().count);
});

test('413 when the body is over 16 KiB', async () => {
  const response = await post({ ...valid, message: 'm'.repeat(17 * 1024) });
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toMatch(/too large.*16 KiB/);
});

test.each([
  [{ 'content-type': 'text/plain' }, JSON.stringify(valid)],
  [{ 'content-type': 'application/x-www-form-urlencoded' }, 'name=a&email=a%40b.co&subject=s&message=m'],
  [{ 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
  [{ 'content-type': 'application/json; charset=latin1' }, JSON.stringify(valid)],
  [{}, JSON.stringify(valid)],
])('415 when the body is not JSON (%j)', async (headers, payload) => {
  const response = await post(payload, headers as Record<string, string>);
  expect(response.statusCode).toBe(415);
  expect(response.json().message).toMatch(/JSON/);
});

test('JSON with an explicit UTF-8 charset is accepted', async () => {
  const response = await post({ ...valid, subject: `charset ${Date.now()}` }, { 'content-type': 'application/json; charset=UTF-8' });
  expect(response.statusCode).toBe(201);
});

test('honeypot filled: answered like a person (201), nothing stored', async () => {
  const subject = `Bot ${Date.now()}`;
  const response = await post({ ...valid, subject, website: 'http://spam.example' });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ message: CONTACT_TEXT.sent });
  expect(await storedWithSubject(subject)).toHaveLength(0);
});

test('429 with Retry-After once a client has sent 5 in a minute; other clients are not affected', async () => {
  const limited = await buildTestApp({ GCLOUD_PROJECT: PROJECT, CONTACT_RATE_LIMIT: '5', CONTACT_RATE_WINDOW_MS: '60000' });
  try {
    const from = (remoteAddress: string) =>
      limited.inject({ method: 'POST', url: '/api/contact-us', remoteAddress, headers: { 'content-type': 'application/json' }, payload: valid });
    for (let sent = 0; sent < 5; sent += 1) expect((await from('10.0.0.1')).statusCode).toBe(201);
    const refused = await from('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().message).toMatch(/Too many requests\. Please try again in \d+ seconds?\./);
    expect((await from('10.0.0.2')).statusCode).toBe(201);
  } finally {
    await limited.close();
  }
});

test('every answer carries a request id and security headers, and never an internal detail', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact-us',
    headers: { 'content-type': 'application/json', 'x-request-id': 'trace-123' },
    payload: '{"name": 1',
  });
  expect(response.headers['x-request-id']).toBe('trace-123');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(Object.keys(response.json())).toEqual(['message']);
});

test('without a usable x-request-id each answer gets a new id', async () => {
  const ids = await Promise.all(
    [undefined, 'bad id with spaces', 'x'.repeat(65)].map(async (incoming) => {
      const response = await app.inject({ method: 'GET', url: '/healthz', headers: incoming ? { 'x-request-id': incoming } : {} });
      return response.headers['x-request-id'];
    }),
  );
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}-[0-9a-z]+$/);
  expect(new Set(ids).size).toBe(3);
});

test('the api docs page (HTML) also gets the document-only headers', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});
