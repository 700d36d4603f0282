// How v1 errors are worded before the api's one error handler (plugins/errors.ts) shapes them
// as `{ message }`: schema errors name the full field path ("resumes[2].text"), a body over a
// route's own limit says that limit, and an unexpected failure is logged without personal data
// (no message, no input: engine messages can quote the input) and answered 500 "Internal error".
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../../../platform/errors';

function fieldPath(instancePath: string, extra?: string): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (extra) segments.push(extra);
  return segments.map((segment, i) => (/^\d+$/.test(segment) ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('');
}

/** Fastify `schemaErrorFormatter` for v1: the first error, as a sentence naming the field. */
export function describeV1SchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const [first] = errors;
  if (!first) return new Error(`The request ${dataVar} is invalid.`);
  const params = (first.params ?? {}) as Record<string, unknown>;
  const field = fieldPath(first.instancePath);
  const what = field ? `The "${field}" field` : `The request ${dataVar}`;
  switch (first.keyword) {
    case 'required':
      return new Error(`The "${fieldPath(first.instancePath, String(params.missingProperty))}" field is required.`);
    case 'additionalProperties':
      return new Error(`The "${fieldPath(first.instancePath, String(params.additionalProperty))}" field is not allowed.`);
    case 'type': {
      const type = String(params.type);
      const noun =
        type === 'string' ? 'text' : type === 'object' ? 'a JSON object' : type === 'array' ? 'a list' : type === 'integer' ? 'a whole number' : type;
      return new Error(`${what} must be ${noun}.`);
    }
    case 'maxLength':
      return new Error(`${what} is too long (at most ${String(params.limit)} characters).`);
    case 'minLength':
      return new Error(`${what} is empty.`);
    case 'maxItems':
      return new Error(`${what} has too many entries (at most ${String(params.limit)}).`);
    case 'minItems':
      return new Error(`${what} needs at least ${String(params.limit)} ${Number(params.limit) === 1 ? 'entry' : 'entries'}.`);
    case 'minimum':
    case 'maximum':
      return new Error(`${what} must be ${first.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}.`);
    case 'enum':
      return new Error(`${what} must be one of: ${(params.allowedValues as unknown[] | undefined)?.join(', ') ?? ''}.`);
    default:
      return new Error(`${what} is invalid.`);
  }
}

function megabytes(bytes: number): string {
  return bytes >= 1048576 ? `${Math.round((bytes / 1048576) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KiB`;
}

/** Installs the v1 wording in this (encapsulated) scope, in front of the api's error handler. */
export function useV1Errors(app: FastifyInstance): void {
  const shapeError = app.errorHandler;
  app.setSchemaErrorFormatter(describeV1SchemaErrors);
  app.setErrorHandler(function v1ErrorHandler(error: FastifyError | Error, request, reply) {
    const fastifyError = error as FastifyError;
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit;
      return shapeError.call(this, new HttpError(413, `The request body is too large (at most ${megabytes(limit)} here).`), request, reply);
    }
    const status = error instanceof HttpError ? error.statusCode : fastifyError.statusCode;
    if (fastifyError.validation || (typeof status === 'number' && status >= 400 && status < 600 && (error instanceof HttpError || status < 500))) {
      return shapeError.call(this, error, request, reply);
    }
    request.log.error({ err: { name: error.name, code: fastifyError.code }, route: request.routeOptions.url }, 'v1 request failed');
    return reply.status(500).send({ message: 'Internal error' });
  });
}
