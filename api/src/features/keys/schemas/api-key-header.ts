// The `X-API-Key` header, where a caller names one of its HireGen API keys: how it is documented
// in a route's schema and how it is read off a request (the v1 rate limit and the registry's
// releases read it the same way).
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../platform/errors';

const MAX_KEY_LENGTH = 256;

/** Documents the optional client key (the rate limit counts per key, else per IP). */
export const apiKeyHeaders = {
  type: 'object',
  properties: {
    'x-api-key': { type: 'string', maxLength: MAX_KEY_LENGTH, description: 'Optional client key: the rate limit counts per key (else per IP)' },
  },
} as const;

/** The raw X-API-Key header, trimmed; undefined when absent. */
export function apiKeyHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return undefined;
  if (key.length > MAX_KEY_LENGTH) throw new HttpError(400, `The X-API-Key header is too long (at most ${MAX_KEY_LENGTH} characters).`);
  return key;
}
