// What the remote registry (/api/platform/registry/*) answers: the Admin view of every remote,
// each change, the session's resolved entries and the counted reports.
import type { AnswerShape } from '../answer-shape';

const head = { remote: 'string', version: 'number', entry: 'string' } as const satisfies AnswerShape;

export const REGISTRY_ANSWERS = {
  list: { remotes: [{ head, versions: 'array', health: 'array' }], guard: { windowMs: 'number', minLoads: 'number', failureRate: 'number' } },
  // `head` is null before the first release, which a shape cannot say: the versions carry the contract.
  remote: { versions: [{ version: 'number', action: 'string' }] },
  change: { head, version: { version: 'number', action: 'string' } },
  resolve: { remotes: [{ name: 'string', entry: 'string', version: 'number' }] },
  report: { counted: 'number' },
  key: { key: 'string', apiKey: 'object' },
} as const satisfies Record<string, AnswerShape>;
