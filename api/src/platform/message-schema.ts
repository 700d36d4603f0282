// The `{ message }` body every error answer of the api has, declared once: app.ts registers it
// (`app.addSchema`) as `ErrorMessage`, and every route's response schemas point at it by `$ref`,
// so the OpenAPI document and response serialisation share one definition. Routes pick the
// statuses they can answer.
export const errorMessageSchema = {
  $id: 'ErrorMessage',
  type: 'object',
  description: 'An error: `{ "message": "..." }`',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** The reference routes put in their response schemas (add `description` beside it where needed). */
export const messageSchema = { $ref: 'ErrorMessage#' } as const;
