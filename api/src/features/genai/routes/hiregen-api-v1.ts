// The public HireGen API v1 (/api/v1/*): the GenAI engine over HTTP, no sign-in, rate limited per
// client key. One encapsulated plugin: multipart parsing, the v1 rate limit and error wording
// apply to these routes only. The engine runs in a pool of child processes (features/genai/service).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Firestore } from 'firebase-admin/firestore';
import { loadApiKeySettings } from '../../keys/service/api-keys';
import { useEngineCaller } from '../service/engine-caller';
import { GenaiEngine } from '../service/genai-engine';
import { loadV1Limits, type V1Limits } from '../service/v1-limits';
import { interviewRoutes } from './interviews';
import { jobRoutes } from './jobs';
import { matchingRoutes } from './matching';
import { resumeRoutes } from './resumes';
import { textToolRoutes } from './text-tools';
import { useV1Errors } from './v1-errors';
import { useV1RateLimit } from './v1-rate-limit';

export const V1_PREFIX = '/api/v1';

export interface HiregenApiV1Options {
  /** Defaults to `loadV1Limits(env)`. */
  limits?: V1Limits;
  /** Where V1_* and HIREGEN_LLM_* are read; defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** The engine's worker pool, when the caller shares one (closed by its owner). */
  engine?: GenaiEngine;
  /** Where API keys and their usage live (features/keys/service/api-keys.ts). */
  firestore: Firestore;
  /** Longest wait for a key check before 503. */
  storeTimeoutMs: number;
}

export async function hiregenApiV1(app: FastifyInstance, options: HiregenApiV1Options) {
  const env = options.env ?? process.env;
  const limits = options.limits ?? loadV1Limits(env);
  // One engine per api: buildApp passes the one it shares with the hiring routes.
  const engine = options.engine ?? new GenaiEngine(limits, env);
  if (!options.engine) app.addHook('onClose', () => engine.close());

  await app.register(multipart, {
    throwFileSizeLimit: true,
    // Defaults for any route; each route reads its upload with tighter limits (features/genai/routes/multipart-body.ts).
    limits: { fileSize: limits.maxFileBytes, files: limits.maxRankResumes, fields: 8, fieldSize: limits.maxTextChars * 4, headerPairs: 50 },
  });
  // Multipart bodies are streamed by the handlers, so Fastify sees no body: give its validator
  // an empty object, which the documented multipart schemas accept.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.isMultipart()) request.body = {};
  });
  useV1Errors(app);
  // Who asks the engine and in which lane (fair scheduling, features/genai/service/engine-pool.ts).
  useEngineCaller(app);
  useV1RateLimit(app, { limits, keys: loadApiKeySettings(env), firestore: options.firestore, storeTimeoutMs: options.storeTimeoutMs });
  // Every v1 route accepts the key scheme, or none (the anonymous budget): /api/docs shows
  // "Authorize" and sends X-API-Key from its try-it. @fastify/swagger keeps these route objects.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ hiregenApiKey: [] }, {}] };
  });

  const routeOptions = { engine, prefix: V1_PREFIX };
  await app.register(resumeRoutes, routeOptions);
  await app.register(jobRoutes, routeOptions);
  await app.register(textToolRoutes, routeOptions);
  await app.register(matchingRoutes, routeOptions);
  await app.register(interviewRoutes, routeOptions);
}
