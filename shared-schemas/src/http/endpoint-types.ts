// The types the endpoint map (endpoints.ts) and the browser's `callApi` derive from it: an
// endpoint's input from its request schemas (json-schema-to-ts `FromSchema`, as the api's handlers
// do) and its answer from its answer schema (FromSchema) or, where an area has none, its AnswerShape. Types only: nothing here reaches a bundle.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { AnswerShape, AnswerType } from '../answer-shape';
import type { API_TIMEOUTS } from './client-policy';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which of the named time limits (API_TIMEOUTS) a call waits for; `default` when not named. */
export type TimeLimitKind = { [Key in keyof typeof API_TIMEOUTS]: Key extends `${infer Kind}Ms` ? Kind : never }[keyof typeof API_TIMEOUTS];

/**
 * An endpoint's name is its route, `METHOD /api/...` with `:name` for each path parameter (filled
 * from `params`, URL-encoded), so a reader finds the api's handler by searching for it.
 */
export type EndpointName = `${HttpMethod} /api/${string}`;

/** One browser-called endpoint: the schemas of what it reads, what it answers, how it is sent. */
export interface EndpointDefinition {
  /** The api's request schemas (shared-schemas/src/http/<area>.ts) where the area has them. */
  request?: { readonly params?: JSONSchema; readonly body?: JSONSchema; readonly querystring?: JSONSchema };
  /** What a 2xx must hold; absent for answers the page does not read (204, `{ ok }`). */
  answer?: AnswerShape;
  /** The answer's JSON Schema where the area declares one (http/answer-schema.ts): `answer` is derived from it. */
  answerSchema?: JSONSchema;
  /** Sent as multipart/form-data (files, with upload progress): always, or instead of a JSON text. */
  form?: true | 'or-json';
  /** false: the endpoint needs no sign-in, so no ID token is sent (and Firebase is not loaded for one). */
  idToken?: false;
  time?: TimeLimitKind;
}

/** The value an AnswerShape promises: fields it names are typed, others may be present. */
export type AnswerOf<Shape> = Shape extends AnswerType
  ? {
      string: string;
      'string|null': string | null;
      number: number;
      boolean: boolean;
      object: object;
      'object|null': object | null;
      array: unknown[];
    }[Shape]
  : Shape extends readonly [infer Item]
    ? AnswerOf<Item>[]
    : { -readonly [Field in keyof Shape]: AnswerOf<Shape[Field]> };

type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * Path parameters: one string per `:name` of the route. (The api's params schemas only add the
 * id pattern, which it checks; deriving them through FromSchema made the input types too deep
 * for the compiler once a query was added.)
 */
type ParamsInput<Name extends string> = [PathParamNames<Name>] extends [never] ? unknown : { params: Record<PathParamNames<Name>, string> };

/** A JSON body: typed by the body schema when the area has one. */
type BodyInput<Name extends string, Definition> = Definition extends { form: true }
  ? { form: FormData }
  : Definition extends { form: 'or-json' }
    ? { form: FormData; json?: never } | { json: object; form?: never }
    : Name extends `GET ${string}`
      ? unknown
      : Definition extends { request: { body: infer Body extends JSONSchema } }
        ? { json: FromSchema<Body> }
        : { json?: object };

/** The query string: typed by the querystring schema when the area has one. */
type QueryInput<Definition> = Definition extends { request: { querystring: infer Query extends JSONSchema } }
  ? { query?: FromSchema<Query> }
  : { query?: Readonly<Record<string, string | number | null | undefined>> };

/** What a caller passes for one endpoint. */
export type EndpointInput<Name extends string, Definition> = ParamsInput<Name> & BodyInput<Name, Definition> & QueryInput<Definition>;

/**
 * A view of an answer a caller may name instead: the fields it declares must agree with the shape
 * (a number stays a number), but it may leave fields out, of an array's items too, and narrow them
 * (a role's names), as a screen's own type of the parts it reads does.
 */
export type AnswerView<Answer> = Answer extends readonly (infer Item)[]
  ? AnswerView<Item>[]
  : Answer extends object
    ? { [Field in keyof Answer]?: AnswerView<Answer[Field]> }
    : Answer;

type KnownFields<T> = { [Key in keyof T as string extends Key ? never : number extends Key ? never : Key]: T[Key] };

/**
 * A FromSchema type as a caller reads it: the named fields without the `[x: string]: unknown` that
 * open objects get (answers grow, but a screen's own interface of the fields it reads has no index
 * signature), and an object that names no field as `object`, as its AnswerShape typed it.
 */
export type SchemaAnswer<T> = T extends readonly (infer Item)[]
  ? SchemaAnswer<Item>[]
  : T extends object
    ? keyof KnownFields<T> extends never
      ? object
      : { [Key in keyof KnownFields<T>]: SchemaAnswer<KnownFields<T>[Key]> }
    : T;

/**
 * What a 2xx answer of one endpoint is: from its answer schema by FromSchema where it has one, else
 * from its AnswerShape (unknown when the page reads none of it).
 */
export type EndpointAnswer<Definition> = Definition extends { answerSchema: infer Schema extends JSONSchema }
  ? SchemaAnswer<FromSchema<Schema>>
  : Definition extends { answer: infer Shape }
    ? AnswerOf<Shape>
    : unknown;
