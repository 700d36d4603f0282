// The words for an error status without a server message, in a chunk of their own: api-request.ts
// loads them only when such an answer comes, so no page's first call carries them.
export { messageForStatus } from 'shared-schemas';
