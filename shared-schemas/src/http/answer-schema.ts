// An endpoint's answer is written once, as a JSON Schema literal in its area's module: the api's
// serializer reads it (its properties are what an answer carries, in that order), and the
// browser's check reads the AnswerShape derived from it here — its `required` fields, nested
// where a property's own schema has `required` — so the two cannot drift.
import type { AnswerShape, AnswerType } from '../answer-shape';

/** The part of JSON Schema an answer schema uses (the literals stay `as const` where declared). */
export interface AnswerSchema {
  readonly type?: string | readonly string[];
  readonly properties?: { readonly [field: string]: AnswerSchema };
  readonly required?: readonly string[];
  readonly items?: AnswerSchema;
  readonly anyOf?: readonly AnswerSchema[];
  /** Open objects keep fields the schema does not name; a schema here types their values. */
  readonly additionalProperties?: boolean | AnswerSchema;
  readonly enum?: readonly string[];
  readonly description?: string;
}

// One shape per schema object, so an area's `<AREA>_ANSWERS` entry and the endpoint map's
// `answer` for the same schema are the same object (the contract test compares them by identity).
const derived = new WeakMap<AnswerSchema, AnswerShape>();

/**
 * One schema's shape: a checked object or array where it names required fields, else its type.
 * It assumes a schema `answerSchemaProblem` (answer-schema-check.ts) finds nothing wrong with,
 * which a test asserts of every area's schemas: this derivation runs on signed-out pages, so its
 * guards are not shipped with it.
 */
export function answerShapeOf(schema: AnswerSchema): AnswerShape {
  let shape = derived.get(schema);
  if (shape === undefined) {
    shape = deriveShape(schema);
    derived.set(schema, shape);
  }
  return shape;
}

function deriveShape(schema: AnswerSchema): AnswerShape {
  // "A value or null", written with anyOf: only a string or an object can be checked as nullable.
  const value = schema.anyOf?.find((option) => option.type !== 'null');
  if (value) return answerShapeOf(value) === 'string' ? 'string|null' : 'object|null';
  const types: readonly (string | undefined)[] = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
  const type = types.find((name) => name !== 'null');
  if (types.includes('null')) return type === 'string' ? 'string|null' : 'object|null';
  if (type === 'object' && schema.required?.length) {
    const properties = schema.properties ?? {};
    return Object.fromEntries(schema.required.map((field) => [field, answerShapeOf(properties[field]!)]));
  }
  if (type === 'array' && schema.items?.required?.length) return [answerShapeOf(schema.items)];
  return type === 'integer' ? 'number' : (type as AnswerType);
}

/** The shapes of an area's answer schemas, by the same names. */
export function answerShapes<const Schemas extends Record<string, AnswerSchema>>(schemas: Schemas): { readonly [Name in keyof Schemas]: AnswerShape } {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, answerShapeOf(schema)])) as { [Name in keyof Schemas]: AnswerShape };
}

/**
 * An endpoint map entry's answer: the schema itself (the object the api serializes with; callers'
 * types come from it by FromSchema) and the shape the browser's check reads, derived from it.
 */
export function answering<const Schema extends AnswerSchema>(schema: Schema): { answerSchema: Schema; answer: AnswerShape } {
  return { answerSchema: schema, answer: answerShapeOf(schema) };
}
