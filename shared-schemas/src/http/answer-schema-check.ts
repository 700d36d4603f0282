// What answerShapeOf (answer-schema.ts) assumes of an answer schema, checked apart from it: the
// derivation runs on signed-out pages and ships without its guards; a test runs this over every
// area's answer schemas, so a schema the browser could not check fails there.
import type { AnswerSchema } from './answer-schema';

const CHECKED_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);

/** The first thing wrong with `schema` (or a schema inside it) for the browser's check; undefined when nothing is. */
export function answerSchemaProblem(schema: AnswerSchema, at = 'answer'): string | undefined {
  if (schema.anyOf) {
    const [value, ...rest] = schema.anyOf.filter((option) => option.type !== 'null');
    if (!value || rest.length) return `${at}: anyOf is only for "a value or null"`;
    if (value.type !== 'string' && value.type !== 'object') return `${at}: only a string or an object can be nullable`;
    return answerSchemaProblem(value, at);
  }
  const types: readonly string[] = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
  const [type, ...others] = types.filter((name) => name !== 'null');
  if (others.length) return `${at}: more than one type (${types.join(', ')})`;
  if (!type || !CHECKED_TYPES.has(type)) return `${at}: no type the browser checks (${String(type)})`;
  if (types.includes('null') && type !== 'string' && type !== 'object') return `${at}: cannot make ${type} nullable`;
  for (const field of schema.required ?? []) {
    const property = schema.properties?.[field];
    if (!property) return `${at}: "${field}" is required but has no schema`;
    const problem = answerSchemaProblem(property, `${at}.${field}`);
    if (problem) return problem;
  }
  return schema.items ? answerSchemaProblem(schema.items, `${at}[]`) : undefined;
}
