// The `{ message }` body every error answer of the api has, for the OpenAPI document and
// response serialisation; routes pick the statuses they can answer.
export const messageSchema = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } as const;
