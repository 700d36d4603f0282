import type { FastifyInstance } from 'fastify';
import { slowPdf } from './test-documents';
import { createApiKey } from '../../../src/features/keys/service/api-keys';
import { observer, type Observer } from '../admin/admin-fixtures';
import { buildV1App, multipartBody, sharedFile } from './v1-app';

const V1_PATHS = [
  '/api/v1/resumes/parse',
  '/api/v1/resumes/score',
  '/api/v1/resumes/ats',
  '/api/v1/resumes/enhance',
  '/api/v1/jobs/parse',
  '/api/v1/jobs/generate',
  '/api/v1/normalize',
  '/api/v1/skills',
  '/api/v1/match',
  '/api/v1/rank',
  '/api/v1/keywords',
  '/api/v1/summarize',
];

describe('per-key rate limit', () => {
  let app: FastifyInstance;
  let watch: Observer;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  beforeAll(async () => {
    app = await buildV1App({ V1_RATE_LIMIT: '3', V1_KEY_RATE_LIMIT: '3', V1_RATE_LIMIT_PER_IP: '8' });
    watch = observer();
    // Keys are registered now (features/keys/service/api-keys.ts): two real ones.
    const key = async (name: string) => ({
      'x-api-key': (await createApiKey(watch.firestore, { ownerUid: 'limits-test', orgId: null, name, quota: 1000 }, 5000)).key,
    });
    alice = await key('alice');
    bob = await key('bob');
  });
  afterAll(async () => {
    await app.close();
    await watch.close();
  });

  const normalize = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/normalize', payload: { kind: 'skill', value: 'k8s' }, headers });

  it('answers 429 with Retry-After for one key while another key still passes, across endpoints', async () => {
    expect((await normalize(alice)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v1/skills', payload: { text: 'React' }, headers: alice })).statusCode).toBe(200);
    expect((await normalize(alice)).statusCode).toBe(200);
    const limited = await normalize(alice);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    // The budget is per key and shared by every v1 endpoint.
    expect((await app.inject({ method: 'POST', url: '/api/v1/keywords', payload: { text: 'React' }, headers: alice })).statusCode).toBe(429);
    expect((await normalize(bob)).statusCode).toBe(200);
  });

  it('refuses made-up keys with 401 and caps one IP however many it tries', async () => {
    // Valid keys do not count against the IP ceiling (8); anonymous calls and failed keys do.
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await normalize({ 'x-api-key': `minted-${i}` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    expect((await normalize({ 'x-api-key': 'minted-x' })).json().message).toMatch(/^Too many requests/);
  });

  it('refuses an over-long X-API-Key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/normalize',
      payload: { kind: 'skill', value: 'k8s' },
      headers: { 'x-api-key': 'k'.repeat(257) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/X-API-Key/);
  });
});

describe('hostile input and time limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildV1App({ V1_RATE_LIMIT: '1000', V1_DOCUMENT_TIMEOUT_MS: '1500' });
  });
  afterAll(() => app.close());

  it('stops text past the time limit (504) while the api keeps answering', async () => {
    // Ordinary text, but ~0.1 s of engine work against a limit of 5 ms (the `strict` app below).
    const strictText = await buildV1App({ V1_RATE_LIMIT: '1000', V1_DOCUMENT_TIMEOUT_MS: '5' });
    const started = Date.now();
    const text = 'Engineer managing React, TypeScript and Kubernetes budgets; leading teams and reducing costs. '.repeat(2_000);
    const hostile = strictText.inject({ method: 'POST', url: '/api/v1/skills', payload: { text } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const healthStarted = Date.now();
    const health = await strictText.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(Date.now() - healthStarted).toBeLessThan(500);
    const response = await hostile;
    await strictText.close();
    expect(response.statusCode).toBe(504);
    expect(response.json().message).toMatch(/^Processing the text took longer than the limit of/);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The api with a normal limit still answers the same request.
    const after = await app.inject({ method: 'POST', url: '/api/v1/skills', payload: { text: 'React and k8s' } });
    expect(after.statusCode).toBe(200);
  });

  it('answers 504 when a document passes its time limit, and reads the next one', async () => {
    const strict = await buildV1App({ V1_RATE_LIMIT: '1000', V1_DOCUMENT_TIMEOUT_MS: '1000' });
    try {
      const slow = await slowPdf(); // built first: only the api's answer counts against the clock
      const started = Date.now();
      const response = await strict.inject({
        method: 'POST',
        url: '/api/v1/resumes/parse',
        ...multipartBody([{ name: 'file', fileName: 'slow.pdf', content: slow }]),
      });
      expect(response.statusCode).toBe(504);
      expect(response.json().message).toMatch(/took longer than/);
      expect(Date.now() - started).toBeLessThan(8_000);
      expect((await strict.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const next = await strict.inject({
        method: 'POST',
        url: '/api/v1/resumes/parse',
        ...multipartBody([{ name: 'file', fileName: 'cv.pdf', content: sharedFile('resumes-dev', 'openresume-resume.pdf') }]),
      });
      expect(next.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('survives a burst of broken uploads and keeps serving', async () => {
    const bodies = [
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj trailer << /Root 1 0 R /Size 99999999 >>'),
      Buffer.from('PK\u0003\u0004 not really a zip'),
      Buffer.alloc(4096, 0),
      Buffer.from('%PDF-'),
    ];
    const answers = await Promise.all(
      bodies.map((content, i) =>
        app.inject({ method: 'POST', url: '/api/v1/resumes/ats', ...multipartBody([{ name: 'file', fileName: `f${i}.pdf`, content }]) }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(typeof answer.json().message).toBe('string');
    }
    const cutOff = await app.inject({
      method: 'POST',
      url: '/api/v1/resumes/parse',
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(cutOff.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every v1 endpoint under the "HireGen API v1" tag with its schemas', async () => {
    const app = await buildV1App();
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<
          string,
          { post?: { tags?: string[]; summary?: string; requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> } }
        >;
      }>();
      for (const path of V1_PATHS) {
        const post = doc.paths[path]?.post;
        expect(post?.tags).toEqual(['HireGen API v1']);
        expect(post?.summary).toBeTruthy();
        expect(post?.requestBody?.content).toBeDefined();
        expect(Object.keys(post!.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
      }
      expect(Object.keys(doc.paths['/api/v1/resumes/parse']!.post!.requestBody!.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    } finally {
      await app.close();
    }
  });
});
