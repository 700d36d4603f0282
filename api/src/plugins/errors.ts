// One error shape for the whole api: `{ "message": "..." }` with the right status.
// Messages of 4xx say what the caller can fix; 5xx never leak internals.
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../platform/errors';
import { sharedPlugin } from './shared-plugin';

export const BODY_LIMIT_BYTES = 16 * 1024;

const FASTIFY_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: `The request body is too large (at most ${BODY_LIMIT_BYTES / 1024} KiB).` },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty: send a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_INVALID_CHARSET: { status: 415, message: 'Send the request body as UTF-8 JSON.' },
};

/** Turns the first schema error into a sentence naming the field and why (Fastify's `schemaErrorFormatter`). */
export function describeSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const [first] = errors;
  const field = first?.instancePath.split('/').filter(Boolean)[0];
  const params = (first?.params ?? {}) as Record<string, unknown>;
  let message = `The request ${dataVar} is invalid.`;
  if (!first) return new Error(message);
  if (!field) {
    if (first.keyword === 'required') message = `The "${String(params.missingProperty)}" field is required.`;
    else if (first.keyword === 'type') message = `The request ${dataVar} must be a JSON object.`;
    else if (first.keyword === 'additionalProperties') message = `The "${String(params.additionalProperty)}" field is not allowed.`;
    else if (first.keyword === 'maxProperties') message = `The request ${dataVar} has too many fields.`;
  } else if (first.keyword === 'type') {
    message = `The "${field}" field must be ${params.type === 'string' ? 'text' : String(params.type)}.`;
  } else if (first.keyword === 'maxLength') {
    message = `The "${field}" field is too long (at most ${String(params.limit)} characters).`;
  } else if (first.keyword === 'enum') {
    message = `The "${field}" field must be one of: ${(params.allowedValues as unknown[] | undefined)?.join(', ') ?? ''}.`;
  } else {
    message = `The "${field}" field is invalid.`;
  }
  return new Error(message);
}

export const errorsPlugin = sharedPlugin(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: { name: error.name, message: error.message } }, 'request failed');
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) return reply.status(400).send({ message: error.message });
    const known = fastifyError.code ? FASTIFY_MESSAGES[fastifyError.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Other 4xx from Fastify or a plugin (e.g. 429): their messages are written for callers.
      return reply.status(status).send({ message: error.message || 'The request could not be handled.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({
      message: 'Something went wrong on our side. Please try again later.',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
});
