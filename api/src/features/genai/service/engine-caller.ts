// Who is asking the engine, carried from the request to the pool without threading it through
// every route: an AsyncLocalStorage entered in the v1 plugin's onRequest hook. The pool uses it
// for fairness (per-client caps) and lanes (rank is bulk; one document or one text is
// interactive), see engine-pool.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EngineLane } from './engine-pool';

export interface EngineCaller {
  /** `key:<hash of X-API-Key>` when a key is sent (unknown keys are refused before any engine work), else `ip:<client IP>`. */
  client: string;
  lane: EngineLane;
}

const storage = new AsyncLocalStorage<EngineCaller>();

/** The caller of the request being handled, if any (tests calling the engine directly have none). */
export function currentEngineCaller(): EngineCaller | undefined {
  return storage.getStore();
}

/** Runs `work` as `caller` (tests, and the hook below). */
export function runAsEngineCaller<T>(caller: EngineCaller, work: () => T): T {
  return storage.run(caller, work);
}

export function engineCallerOf(request: FastifyRequest): EngineCaller {
  const header = request.headers['x-api-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  const client = key ? `key:${createHash('sha256').update(key).digest('base64url').slice(0, 24)}` : `ip:${request.ip}`;
  const path = request.url.split('?')[0] ?? '';
  // Many documents in one request (a rank, a bulk upload into a job) go in the bulk lane.
  return { client, lane: /\/(rank|ranking|uploads)$/.test(path) ? 'bulk' : 'interactive' };
}

/** onRequest: everything the request does afterwards (body reading, handler) runs as its caller. */
export function useEngineCaller(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run(engineCallerOf(request), done);
  });
}
