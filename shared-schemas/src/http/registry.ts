// What the remote registry (/api/platform/registry/*) answers: the Admin view of every remote,
// each change, the session's resolved entries and the counted reports (types in
// ../registry-history.ts). Each answer's schema is what the api serializes, so it lists every
// field the registry sends; through `required` it is what the browser checks.
import { answerShapes, type AnswerSchema } from './answer-schema';
import { API_KEY_VIEW_SCHEMA } from './keys';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const boolean = { type: 'boolean' } as const;
const strings = { type: 'array', items: string } as const;
/** What a remote is served from (RegistryTarget). */
const target = { entry: string, fallbackEntries: strings, manifest: string } as const;

const canary = { type: ['object', 'null'], properties: { ...target, version: integer, percent: integer, startedAt: string } } as const;
const head = {
  type: 'object',
  properties: { remote: string, version: integer, stableVersion: integer, ...target, canary, updatedAt: string, updatedBy: string },
  required: ['remote', 'version', 'entry'],
} as const;
const version = {
  type: 'object',
  properties: { version: integer, action: string, ...target, by: string, byName: string, at: string, why: string, from: integer, percent: integer },
  required: ['version', 'action'],
} as const;
const health = {
  type: 'object',
  properties: { version: integer, loads: integer, failures: integer, failureRate: { type: ['number', 'null'] } },
  required: ['version', 'loads', 'failures'],
} as const;
/** Whether a release's manifest was checked against the shell's shared singletons, and if not, why. */
const compatibility = { type: 'object', properties: { checked: boolean, manifest: string, why: string } } as const;

export const REGISTRY_ANSWER_SCHEMAS = {
  list: {
    type: 'object',
    properties: {
      remotes: {
        type: 'array',
        items: {
          type: 'object',
          properties: { head, versions: { type: 'array', items: version }, health: { type: 'array', items: health } },
          required: ['head', 'versions', 'health'],
        },
      },
      guard: { type: 'object', properties: { windowMs: integer, minLoads: integer, failureRate: number }, required: ['windowMs', 'minLoads', 'failureRate'] },
    },
    required: ['remotes', 'guard'],
  },
  // `head` is null before the first release.
  remote: {
    type: 'object',
    properties: { head: { anyOf: [head, { type: 'null' }] }, versions: { type: 'array', items: version } },
    required: ['head', 'versions'],
  },
  change: { type: 'object', properties: { head, version, compatibility }, required: ['head', 'version'] },
  resolve: {
    type: 'object',
    properties: {
      remotes: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: string, entry: string, fallbackEntries: strings, version: integer, canary: boolean, watched: boolean, token: string },
          required: ['name', 'entry', 'version'],
        },
      },
    },
    required: ['remotes'],
  },
  report: { type: 'object', properties: { counted: integer }, required: ['counted'] },
  key: { type: 'object', properties: { key: string, apiKey: API_KEY_VIEW_SCHEMA }, required: ['key', 'apiKey'] },
} as const satisfies Record<string, AnswerSchema>;

export const REGISTRY_ANSWERS = answerShapes(REGISTRY_ANSWER_SCHEMAS);
