import { readDocxLines } from '../docx/docx-lines';
import { pdfPagesToLines, type PdfLayoutReport } from '../pdf/pdf-lines';
import type { PdfReader } from '../pdf/pdf-types';
import type { ParsedResume } from '../resume/json-resume';
import { parseResumeLines, parseResumeText, type ParseLinesOptions } from '../resume/parse-resume';
import type { ResumeLine } from '../resume/resume-line';
import { textToLines } from '../resume/text-lines';
import { DocumentError } from './document-error';
import { DEFAULT_DOCUMENT_LIMITS, type DocumentLimits } from './document-limits';
import { sniffDocumentType, type DocumentType } from './sniff-type';

export interface ParseDocumentOptions {
  limits?: Partial<DocumentLimits>;
  /** Segment lines with the learned layout model (genai/src/resume/layout-model) instead of the rules. */
  layoutModel?: boolean;
  /** How PDF bytes become positioned text. Default in Node: a worker thread; a browser passes pdfjs. */
  pdfReader?: PdfReader;
}

/** A parsed document plus what the reader saw of its layout (for the ATS check). */
export interface ReadDocument {
  parsed: ParsedResume;
  /** The lines the parser read, in reading order (for training the layout model). */
  lines: ResumeLine[];
  type: Exclude<DocumentType, 'unknown'>;
  fileName: string;
  bytes: number;
  pdfLayout?: PdfLayoutReport;
  /** hiddenChars: characters in Word runs nobody sees (hidden, white on white, under 2 pt), left out of the text. */
  docx?: { tables: number; images: number; hiddenChars: number };
}

async function defaultPdfReader(): Promise<PdfReader> {
  if (typeof process === 'undefined' || !process.versions?.node) {
    throw new DocumentError('unsupported-type', 'Reading PDFs here needs a pdfReader option (pdfjs in the browser).');
  }
  // The Node reader imports worker_threads; package.json's "browser" field maps it to false so a
  // browser bundle never includes it. require() where it exists (CommonJS, tsx, Jest), else import().
  type ReaderModule = typeof import('../pdf/pdf-worker-reader');
  const loaded: ReaderModule =
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- require under tsx's CommonJS hook (the CLI), import() under ESM
    typeof require === 'function' ? (require('../pdf/pdf-worker-reader') as ReaderModule) : await import('../pdf/pdf-worker-reader');
  return loaded.readPdfInWorker;
}

const parseOptions = (options: ParseDocumentOptions): ParseLinesOptions => (options.layoutModel === undefined ? {} : { layoutModel: options.layoutModel });

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DocumentError('timeout', `Reading the document took longer than ${ms} ms.`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Reads a resume file (PDF, DOCX or plain text) and keeps the layout facts the ATS check needs. */
export async function readResumeDocument(bytes: Uint8Array, fileName: string, options: ParseDocumentOptions = {}): Promise<ReadDocument> {
  const limits = { ...DEFAULT_DOCUMENT_LIMITS, ...options.limits };
  if (!(bytes instanceof Uint8Array)) throw new DocumentError('malformed', 'Expected the file as bytes.');
  if (bytes.length === 0) throw new DocumentError('empty', 'The file is empty.');
  if (bytes.length > limits.maxBytes) {
    throw new DocumentError('too-large', `The file is ${(bytes.length / 1048576).toFixed(1)} MB; the limit is ${(limits.maxBytes / 1048576).toFixed(0)} MB.`);
  }
  const type = sniffDocumentType(bytes, fileName);
  const started = Date.now();
  const remaining = () => Math.max(1, limits.timeoutMs - (Date.now() - started));

  if (type === 'pdf') {
    const reader = options.pdfReader ?? (await defaultPdfReader());
    let raw;
    try {
      raw = await withTimeout(reader(bytes, { maxPages: limits.maxPages, timeoutMs: remaining(), maxDecodedBytes: limits.maxDecodedBytes }), remaining() + 500);
    } catch (error) {
      if (error instanceof DocumentError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'timeout') throw new DocumentError('timeout', `Reading the PDF took longer than ${limits.timeoutMs} ms.`);
      throw new DocumentError('malformed', `The PDF could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    if ('error' in raw) throw new DocumentError(raw.error, raw.message);
    if (!raw.pages.length) throw new DocumentError('empty', 'The PDF has no pages.');
    const { lines, layout } = pdfPagesToLines(raw.pages);
    const characters = lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
    if (characters < 20) {
      const images = raw.pages.reduce((n, p) => n + p.images, 0);
      throw images > 0
        ? new DocumentError('scanned', 'The PDF holds images of text but no text (a scan). Export the resume as a text PDF or DOCX, or run OCR first.')
        : new DocumentError('empty', 'The PDF has no readable text.');
    }
    return { parsed: parseResumeLines(lines, 'pdf', raw.pages.length, parseOptions(options)), lines, type, fileName, bytes: bytes.length, pdfLayout: layout };
  }
  if (type === 'docx') {
    const docx = await withTimeout(readDocxLines(bytes, limits.maxUnzippedBytes), remaining());
    if (!docx.lines.length) throw new DocumentError('empty', 'The DOCX has no text.');
    return { parsed: parseResumeLines(docx.lines, 'docx', 1, parseOptions(options)), lines: docx.lines, type, fileName, bytes: bytes.length, docx: { tables: docx.tables, images: docx.images, hiddenChars: docx.hiddenChars } };
  }
  if (type === 'text') {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (!text.trim()) throw new DocumentError('empty', 'The file has no text.');
    return { parsed: parseResumeText(text, parseOptions(options)), lines: textToLines(text), type, fileName, bytes: bytes.length };
  }
  throw new DocumentError('unsupported-type', `"${fileName}" is not a PDF, DOCX or text file.`);
}

/** PDF/DOCX/TXT bytes → structured resume. Every failure is a DocumentError with a code. */
export async function parseResumeDocument(bytes: Uint8Array, fileName: string, options: ParseDocumentOptions = {}): Promise<ParsedResume> {
  try {
    return (await readResumeDocument(bytes, fileName, options)).parsed;
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('malformed', `The document could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}
