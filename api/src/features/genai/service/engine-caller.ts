// Who is asking the engine, carried from the request to the pool without threading it through
// every route: an AsyncLocalStorage entered in the onRequest hook of the plugins whose routes call
// the engine. The pool uses it for fairness (per-client caps) and lanes, see engine-pool.ts. A
// route that sends many documents to the engine (a rank) says so where it is declared,
// `config: { engineLane: 'bulk' }`; every other route is interactive (one document or one text).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EngineLane } from './engine-pool';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The engine lane of the route's engine work (engine-pool.ts); 'interactive' when not declared. */
    engineLane?: EngineLane;
  }
}

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
  return { client, lane: request.routeOptions.config.engineLane ?? 'interactive' };
}

/** onRequest: everything the request does afterwards (body reading, handler) runs as its caller. */
export function useEngineCaller(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run(engineCallerOf(request), done);
  });
}
