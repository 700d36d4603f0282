import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

/** The real api (real firebase-admin, real emulators), configured like server.ts but silent. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ ...process.env, CONTACT_IP_SALT: 'test-salt', ...env });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return app;
}
