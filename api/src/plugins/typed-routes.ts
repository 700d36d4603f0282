// Route plugins type their requests from their schemas: `typed(app)` gives the instance whose
// `request.body/query/params/headers` are the JSON Schema literals' types (json-schema-to-ts
// `FromSchema`), so handlers need no casts and the validator and the types read one object.
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * @fastify/type-provider-json-schema-to-ts's validator half. Replies stay typed by their handlers:
 * the answer schemas are open objects documenting the engine's interfaces (which have no index
 * signature), and the serializer keeps every field they add.
 */
export interface SchemaRequestTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
  serializer: unknown;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<SchemaRequestTypes>();
}

/** The api's instance with the schema-derived request types. */
export type TypedApp = ReturnType<typeof typed>;
