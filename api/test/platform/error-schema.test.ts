// The `{ message }` error body is declared once (platform/message-schema.ts, registered as
// `ErrorMessage`): no route file declares its own, every error response in the OpenAPI document
// points at the one schema, and an error answer is serialised through it.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test('no route file declares its own { message } schema', () => {
  const routes = path.join(__dirname, '..', '..', 'src', 'features');
  const own: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name !== 'message-schema.ts' && /const messageSchema\s*=/.test(fs.readFileSync(full, 'utf8'))) own.push(entry.name);
    }
  };
  walk(routes);
  expect(own).toEqual([]);
});

test('every 4xx/5xx response in the OpenAPI document is the one ErrorMessage schema', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    components: { schemas: Record<string, unknown> };
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  }>();
  expect(doc.components.schemas.ErrorMessage).toMatchObject({ type: 'object', required: ['message'] });
  let errors = 0;
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]/.test(status) || !response.content) continue;
        errors += 1;
        expect({ at: `${method} ${route} ${status}`, schema: response.content['application/json']?.schema }).toEqual({
          at: `${method} ${route} ${status}`,
          schema: { $ref: '#/components/schemas/ErrorMessage' },
        });
      }
    }
  }
  expect(errors).toBeGreaterThan(50);
});

test('an error answer is the { message } body', async () => {
  const response = await app.inject({ method: 'POST', url: '/api/auth/role', payload: { role: 'Candidate' } });
  expect(response.statusCode).toBe(401);
  expect(Object.keys(response.json())).toEqual(['message']);
});
