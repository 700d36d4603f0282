/** Caps that keep one hostile document from holding a server: size, pages, time. */
export interface DocumentLimits {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Most pages read from a PDF. */
  maxPages: number;
  /** Wall-clock limit for reading one document, in milliseconds. */
  timeoutMs: number;
  /** Largest total uncompressed size of a DOCX (a zip), in bytes: stops zip bombs. */
  maxUnzippedBytes: number;
  /**
   * Largest total a PDF's Flate streams may inflate to, in bytes: stops PDF decompression bombs
   * (checked while inflating, before pdfjs reads the file; see pdf/pdf-stream-guard.mjs).
   */
  maxDecodedBytes: number;
  /**
   * Wall-clock limit for reading a scan's image-only pages by OCR (a few seconds of CPU per
   * page), in milliseconds. It replaces `timeoutMs` once OCR starts: reading the PDF itself stays
   * under `timeoutMs`.
   */
  ocrTimeoutMs: number;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 20,
  timeoutMs: 15_000,
  maxUnzippedBytes: 60 * 1024 * 1024,
  maxDecodedBytes: 128 * 1024 * 1024,
  ocrTimeoutMs: 60_000,
};
