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
  readonly additionalProperties?: boolean;
  readonly description?: string;
}

const isNull = (schema: AnswerSchema) => schema.type === 'null';

// One shape per schema object, so an area's `<AREA>_ANSWERS` entry and the endpoint map's
// `answer` for the same schema are the same object (the contract test compares them by identity).
const derived = new WeakMap<AnswerSchema, AnswerShape>();

/** One schema's shape: a checked object or array where it names required fields, else its type. */
export function answerShapeOf(schema: AnswerSchema): AnswerShape {
  let shape = derived.get(schema);
  if (shape === undefined) {
    shape = deriveShape(schema);
    derived.set(schema, shape);
  }
  return shape;
}

function deriveShape(schema: AnswerSchema): AnswerShape {
  if (schema.anyOf) {
    const [value, ...rest] = schema.anyOf.filter((option) => !isNull(option));
    if (!value || rest.length) throw new Error('an answer schema may only use anyOf for "a value or null"');
    const shape = answerShapeOf(value);
    if (shape === 'object' || typeof shape === 'object') return 'object|null';
    if (shape === 'string') return 'string|null';
    throw new Error(`an answer schema cannot make ${JSON.stringify(shape)} nullable`);
  }
  const types = typeof schema.type === 'string' ? [schema.type] : [...(schema.type ?? [])];
  const nullable = types.includes('null');
  const [type, ...others] = types.filter((name) => name !== 'null');
  if (others.length) throw new Error(`an answer schema field has more than one type: ${types.join(', ')}`);
  if (type === 'object' && schema.required?.length && !nullable) {
    const properties = schema.properties ?? {};
    return Object.fromEntries(
      schema.required.map((field) => {
        const property = properties[field];
        if (!property) throw new Error(`"${field}" is required but has no schema`);
        return [field, answerShapeOf(property)];
      }),
    );
  }
  if (type === 'array' && schema.items?.required?.length && !nullable) return [answerShapeOf(schema.items)];
  const simple: Record<string, AnswerType> = { string: 'string', number: 'number', integer: 'number', boolean: 'boolean', object: 'object', array: 'array' };
  const shape = type ? simple[type] : undefined;
  if (!shape) throw new Error(`an answer schema field has no type the browser checks: ${String(type)}`);
  if (!nullable) return shape;
  if (shape === 'string' || shape === 'object') return `${shape}|null`;
  throw new Error(`an answer schema cannot make ${shape} nullable`);
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
