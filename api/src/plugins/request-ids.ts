// Every request carries an id: the caller's `x-request-id` when it is sane, otherwise a new UUID.
// It is in every log line (Fastify's `reqId`) and echoed back so a caller can quote it.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { sharedPlugin } from './shared-plugin';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export const requestIdsPlugin = sharedPlugin(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
