// Route plugins type their requests and answers from their schemas: `typed(app)` gives the
// instance whose `request.body/query/params/headers` are the JSON Schema literals' types
// (json-schema-to-ts `FromSchema`), so handlers need no casts and the validator and the types read
// one object; and whose handlers' answers (returned, or given to `reply.send`) must fit the
// route's response schema for that status, so an answer cannot drift from the shared contract
// without the type check failing.
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { SchemaAnswer } from 'shared-schemas';
import type { errorMessageSchema } from '../platform/message-schema';

/** The schemas routes point at by `$ref` (app.addSchema): the one `{ message }` error. */
type Registered = { references: [typeof errorMessageSchema] };

/**
 * @fastify/type-provider-json-schema-to-ts's two halves. An answer is read as its caller reads it
 * (SchemaAnswer: the named fields, without the index signature of an open object, which the
 * engine's interfaces do not have); a `null` answer (204) is no body at all.
 */
export interface SchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema'], Registered> : unknown;
  serializer: this['schema'] extends { type: 'null' }
    ? void
    : this['schema'] extends JSONSchema
      ? SchemaAnswer<FromSchema<this['schema'], Registered>>
      : unknown;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<SchemaTypes>();
}

/** The api's instance with the schema-derived request and answer types. */
export type TypedApp = ReturnType<typeof typed>;
