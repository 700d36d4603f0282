// Reading a v1 request body: JSON (validated by each route's schema) or a multipart upload
// (read here, part by part, with every multipart failure turned into a 4xx the caller can act on).
// Files are kept in memory one at a time, at most the file cap each.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';
import { formatMegabytes, GENAI_LIMIT_TEXT } from 'shared-schemas';
import type { UploadedDocument } from '../service/engine-tasks';
import { HttpError } from '../../../platform/errors';
import { cleanUploadFileName } from '../../uploads/service/file-name';

export type BodyKind = 'json' | 'multipart';

function mediaType(request: FastifyRequest): { type: string; charset?: string } {
  const header = request.headers['content-type'];
  if (typeof header !== 'string') return { type: '' };
  const [type = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  const charset = parameters
    .find((parameter) => parameter.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  return charset === undefined ? { type } : { type, charset };
}

/** onRequest hook: refuses other content types before the body is read (415). */
export function acceptBodies(kinds: BodyKind[], message?: string): onRequestHookHandler {
  const wanted =
    message ??
    (kinds.includes('multipart')
      ? 'Send JSON (Content-Type: application/json) or a multipart/form-data upload.'
      : 'Send JSON (Content-Type: application/json).');
  return (request, _reply, done) => {
    const { type, charset } = mediaType(request);
    const ok =
      (type === 'application/json' && (charset === undefined || charset === 'utf-8') && kinds.includes('json')) ||
      (type === 'multipart/form-data' && kinds.includes('multipart'));
    done(ok ? undefined : new HttpError(415, wanted));
  };
}

export interface UploadLimits {
  maxFileBytes: number;
  maxTextChars: number;
}

export interface UploadedForm {
  files: UploadedDocument[];
  fields: Record<string, string>;
}

/** Multipart/busboy failures → 4xx. Unknown ones are a malformed body from the caller's side. */
function multipartError(error: unknown, limits: UploadLimits, maxFiles: number): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, GENAI_LIMIT_TEXT.fileTooLarge(limits.maxFileBytes));
    case 'FST_FILES_LIMIT':
      return maxFiles === 1 ? new HttpError(400, 'Send exactly one file, in the "file" field.') : new HttpError(413, GENAI_LIMIT_TEXT.tooManyFiles(maxFiles));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, 'The form has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'The form has a field name that is not allowed.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send a multipart/form-data upload.');
    default:
      return new HttpError(400, 'The multipart body is malformed or was cut off.');
  }
}

/**
 * Reads a multipart form: text fields named in `fields`, files in the field "file".
 * `onFile` (optional) takes each file as it arrives, so a caller can process and drop it before
 * the next one is read; without it the files are returned.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { fields: string[]; maxFiles: number; limits: UploadLimits; maxTotalBytes?: number; onFile?: (file: UploadedDocument) => Promise<void> },
): Promise<UploadedForm> {
  const { fields: allowed, maxFiles, limits } = options;
  const form: UploadedForm = { files: [], fields: {} };
  let fileCount = 0;
  let totalBytes = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: maxFiles,
        fields: allowed.length + 4,
        parts: maxFiles + allowed.length + 4,
        // A character is at most 4 bytes of UTF-8; the exact character cap is checked below.
        fieldSize: limits.maxTextChars * 4,
        fieldNameSize: 100,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          throw new HttpError(400, `Unexpected file field "${part.fieldname.slice(0, 40)}": send the resume in the "file" field.`);
        }
        const bytes = await part.toBuffer();
        fileCount++;
        totalBytes += bytes.length;
        if (options.maxTotalBytes !== undefined && totalBytes > options.maxTotalBytes) {
          throw new HttpError(413, `The files are too large together (at most ${formatMegabytes(options.maxTotalBytes)} per request).`);
        }
        const fileName = cleanUploadFileName(part.filename);
        if (bytes.length === 0) throw new HttpError(400, `The "file" field is empty${maxFiles > 1 ? ` ("${fileName}")` : ''}: upload a PDF or DOCX resume.`);
        // A copy the size of the file, so the worker receives exactly these bytes.
        const file: UploadedDocument = { bytes: new Uint8Array(bytes), fileName };
        if (options.onFile) await options.onFile(file);
        else form.files.push(file);
      } else {
        if (!allowed.includes(part.fieldname)) {
          throw new HttpError(
            400,
            `Unexpected field "${part.fieldname.slice(0, 40)}"${allowed.length ? ` (expected ${allowed.map((f) => `"${f}"`).join(', ')} and "file")` : ' (expected only "file")'}.`,
          );
        }
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (part.valueTruncated || [...value].length > limits.maxTextChars) {
          throw new HttpError(400, GENAI_LIMIT_TEXT.fieldTooLong(part.fieldname, limits.maxTextChars));
        }
        if (part.fieldname in form.fields) throw new HttpError(400, `The "${part.fieldname}" field is given twice.`);
        form.fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    throw multipartError(error, limits, maxFiles);
  }
  if (fileCount === 0) throw new HttpError(400, 'The "file" field is required: upload a PDF or DOCX resume.');
  return form;
}

/** The text of a field that must be there and not blank. */
/**
 * The JSON body of a route that also takes multipart (its schema is a per-content-type map, which
 * the type provider cannot read): Fastify has checked it against `schema`, the route's
 * application/json schema, before the handler runs. Call it when the request is not multipart,
 * with `FromSchema<typeof schema>` as T.
 */
export function isJsonBody<T>(body: unknown, _schema: JSONSchema): body is T {
  return typeof body === 'object' && body !== null;
}

/** A string field of a body whose type the route cannot name (JSON or multipart), else undefined. */
export function textField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'string' ? value : undefined;
}

export function requiredText(value: string | undefined, field: string): string {
  if (value === undefined) throw new HttpError(400, `The "${field}" field is required.`);
  if (!value.trim()) throw new HttpError(400, `The "${field}" field is empty.`);
  return value;
}
