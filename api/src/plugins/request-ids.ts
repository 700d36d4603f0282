// Every request carries an id: the caller's `x-request-id` when it is sane, otherwise a new one.
// It is in every log line (Fastify's `reqId`) and echoed back by security-headers.ts.
// New ids are this instance's random 64-bit id plus a counter: unique across instances and
// restarts like a UUID per request, without drawing random bytes on every request (measurable in the bench).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const INSTANCE_ID = randomBytes(8).toString('hex');
let requestCount = 0;

/** Fastify's `genReqId`. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : `${INSTANCE_ID}-${(requestCount += 1).toString(36)}`;
}
