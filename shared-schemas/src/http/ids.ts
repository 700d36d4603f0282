// Pieces every area's request schemas share.

/** A Firestore document id as the api accepts it in a path or a body. */
export const documentId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' } as const;

/** `{ type: 'object', properties: { [name]: documentId }, required: [name] }` for a route's path. */
export function idParams<const Names extends readonly string[]>(...names: Names) {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, documentId])) as { readonly [Name in Names[number]]: typeof documentId },
    required: names,
  } as const;
}
