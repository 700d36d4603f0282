// A small description of what an api answer must hold, checked at run time by the browser client;
// derived from the answer's JSON Schema (http/answer-schema.ts), so both sides read one definition.
// Hand-written rather than a validation library: it is on the path of every api call and must stay
// a few hundred bytes.
//
// A shape is a type name, an object literal of the fields that must be present (other fields are
// allowed: answers grow), or a one-item tuple for "an array whose items all have this shape".

export type AnswerType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'string|null' | 'object|null';

export type AnswerShape = AnswerType | { readonly [field: string]: AnswerShape } | readonly [AnswerShape];

function typeOk(value: unknown, type: AnswerType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'object|null':
      return value === null || typeOk(value, 'object');
  }
}

/** Most array items looked at: a rank answer has at most a few hundred, and a check must stay cheap. */
const MAX_ITEMS_CHECKED = 1_000;

/**
 * Where `value` breaks `shape` ("answer.scorecard.total is not a number"), or undefined when it
 * fits. Meant for logs and tests; a user is shown a general sentence instead.
 */
export function answerProblem(value: unknown, shape: AnswerShape, path = 'answer'): string | undefined {
  if (typeof shape === 'string') return typeOk(value, shape) ? undefined : `${path} is not ${/^(array|object)/.test(shape) ? 'an' : 'a'} ${shape}`;
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return `${path} is not an array`;
    const items = value.slice(0, MAX_ITEMS_CHECKED);
    for (const [index, item] of items.entries()) {
      const problem = answerProblem(item, shape[0] as AnswerShape, `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!typeOk(value, 'object')) return `${path} is not an object`;
  const record = value as Record<string, unknown>;
  for (const [field, fieldShape] of Object.entries(shape as Record<string, AnswerShape>)) {
    if (!(field in record)) return `${path}.${field} is missing`;
    const problem = answerProblem(record[field], fieldShape, `${path}.${field}`);
    if (problem) return problem;
  }
  return undefined;
}
