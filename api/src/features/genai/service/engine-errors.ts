// Engine failures → what the caller sees. The engine's DocumentError messages are written for
// people ("The PDF is password-protected."), so they are shown as they are; anything else the
// engine throws is a bug on our side and becomes a plain 500.
import type { DocumentErrorCode } from 'genai';
import { HttpError } from '../../../platform/errors';
import { EngineCrashError, EngineTaskError, EngineTimeoutError, EngineUnavailableError } from './engine-pool';

const DOCUMENT_STATUS: Record<DocumentErrorCode, number> = {
  empty: 422,
  encrypted: 422,
  malformed: 422,
  scanned: 422,
  'too-large': 413,
  'too-many-pages': 413,
  timeout: 504,
  'unsupported-type': 415,
};

/** The HttpError for an engine failure, or null when it is not one (an unexpected error). */
export function engineHttpError(error: unknown, what: 'document' | 'text', limitMs: number): HttpError | null {
  if (error instanceof EngineTaskError) {
    if (error.errorName === 'DocumentError' && error.code && error.code in DOCUMENT_STATUS) {
      return new HttpError(DOCUMENT_STATUS[error.code as DocumentErrorCode], error.message);
    }
    return null;
  }
  if (error instanceof EngineTimeoutError) {
    // The limit the caller was promised (the thread is stopped a little after it, see genai-engine.ts).
    const seconds = Math.round(limitMs / 100) / 10;
    return new HttpError(
      504,
      what === 'document'
        ? `Reading the document took longer than the limit of ${seconds} s.`
        : `Processing the text took longer than the limit of ${seconds} s.`,
    );
  }
  if (error instanceof EngineCrashError && error.outOfMemory) {
    return new HttpError(
      422,
      what === 'document'
        ? 'The document needs more memory to read than allowed; it may be damaged or built to overload readers.'
        : 'The text needs more memory to process than allowed.',
    );
  }
  if (error instanceof EngineUnavailableError) return new HttpError(503, error.message, { 'retry-after': String(error.retryAfterSeconds) });
  return null;
}
