// The engine lane comes from the route's declaration (`config: { engineLane }`), never from the
// look of its URL: a route named like a rank but declared nothing is interactive, a declared
// bulk route is bulk whatever its path, and the HireGen API's /rank is declared bulk.
import Fastify, { type FastifyInstance } from 'fastify';
import { currentEngineCaller, useEngineCaller } from '../../../src/features/genai/service/engine-caller';
import type { EngineLane } from '../../../src/features/genai/service/engine-pool';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  useEngineCaller(app);
  const laneOfRequest = async () => ({ lane: currentEngineCaller()?.lane });
  app.get('/reports/rank', laneOfRequest);
  app.get('/jobs/:jobId/uploads', laneOfRequest);
  app.get('/batch-review', { config: { engineLane: 'bulk' } }, laneOfRequest);
  app.get('/one-text', { config: { engineLane: 'interactive' } }, laneOfRequest);
  await app.ready();
});
afterAll(() => app.close());

const laneOf = async (url: string): Promise<EngineLane | undefined> => (await app.inject({ method: 'GET', url })).json<{ lane?: EngineLane }>().lane;

test('a route that declares no lane is interactive, whatever its path says', async () => {
  expect(await laneOf('/reports/rank')).toBe('interactive');
  expect(await laneOf('/jobs/j1/uploads')).toBe('interactive');
});

test('a route declared bulk is bulk, whatever its path says', async () => {
  expect(await laneOf('/batch-review')).toBe('bulk');
  expect(await laneOf('/batch-review?x=1')).toBe('bulk');
  expect(await laneOf('/one-text')).toBe('interactive');
});
