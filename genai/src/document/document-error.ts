/** Why a document could not be read. Every failure of `parseResumeDocument` is one of these. */
export type DocumentErrorCode = 'empty' | 'encrypted' | 'malformed' | 'scanned' | 'too-large' | 'too-many-pages' | 'timeout' | 'unsupported-type';

/** A typed, user-presentable failure: the api maps `code` to a 4xx status and shows `message`. */
export class DocumentError extends Error {
  constructor(
    readonly code: DocumentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentError';
  }
}

export function isDocumentError(error: unknown): error is DocumentError {
  return error instanceof DocumentError;
}
