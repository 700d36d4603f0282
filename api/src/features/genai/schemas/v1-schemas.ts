// JSON schemas shared by the v1 routes: request bodies (validated), the upload form and the error
// answers. Each route's answer schema is the contract's (shared-schemas GENAI_ANSWER_SCHEMAS), the
// same object the browser's check derives its shape from.
import { MAX_RANK_RESUMES, MAX_TEXT_CHARS } from '../service/v1-limits';
import { messageSchema } from '../../../platform/message-schema';

export { messageSchema };

export const V1_TAG = 'HireGen API v1';

/** Error answers every v1 route can give, documented once. */
export const errorResponses = {
  400: { ...messageSchema, description: 'Bad input; the message names the field' },
  413: { ...messageSchema, description: 'Body, file or document too large' },
  415: { ...messageSchema, description: 'Unsupported content type or file type' },
  429: { ...messageSchema, description: 'Rate limited (per X-API-Key, else per IP); see Retry-After' },
  500: { ...messageSchema, description: 'Internal error' },
  503: { ...messageSchema, description: 'The engine is busy; try again shortly' },
} as const;

/** Plus the document errors, for routes that read files. */
export const documentErrorResponses = {
  ...errorResponses,
  422: { ...messageSchema, description: "Unreadable document (encrypted, scanned, malformed, no text); the engine's message" },
  504: { ...messageSchema, description: 'Reading the document took longer than the time limit' },
} as const;

export const textErrorResponses = {
  ...errorResponses,
  504: { ...messageSchema, description: 'The work took longer than the time limit' },
} as const;

export const textField = {
  type: 'string',
  maxLength: MAX_TEXT_CHARS,
  description: `Plain text, at most ${MAX_TEXT_CHARS.toLocaleString('en')} characters`,
} as const;

export const textBody = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: { text: textField },
} as const;

/**
 * multipart/form-data, for the docs: the upload itself is read and checked in the handler (the
 * body Fastify validates for a multipart request is an empty object, see routes/hiregen-api-v1.ts).
 */
export function uploadSchema(fields: Record<string, string>, files: { many: boolean }) {
  const file = { type: 'string', format: 'binary', description: 'A resume: PDF or DOCX (plain text is read too)' };
  return {
    type: 'object',
    description: 'multipart/form-data upload',
    properties: {
      ...Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }])),
      file: files.many
        ? { type: 'array', items: file, maxItems: MAX_RANK_RESUMES, description: `Up to ${MAX_RANK_RESUMES} resume files, each in a "file" part` }
        : file,
    },
  };
}
