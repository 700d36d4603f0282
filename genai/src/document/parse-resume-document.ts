import { readDocxLines } from '../docx/docx-lines';
import { pdfPagesToLines, type PdfLayoutReport } from '../pdf/pdf-lines';
import type { PdfReader, RawPdfPage } from '../pdf/pdf-types';
import type { OcrOptions, OcrResult } from '../ocr/ocr-pdf';
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
  /**
   * OCR for image-only PDF pages (Node only: pdftoppm + tesseract). Default on in Node; `false`
   * turns it off (a scan is then refused as before). The time budget is the document's.
   */
  ocr?: false | Omit<OcrOptions, 'timeoutMs'>;
  /**
   * Called when OCR starts, with its time budget (limits.ocrTimeoutMs): a caller that stops slow
   * work from outside (the api's engine pool) extends its deadline by that much.
   */
  onOcrStart?: (budgetMs: number) => void;
}

/** What OCR did, with timings (kept out of the parsed result, which stays deterministic). */
export interface OcrReport {
  pages: number[];
  confidence: number | null;
  dpi: number;
  msPerPage: number[];
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
  /** Set when pages were images of text read by OCR. */
  ocr?: OcrReport;
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

type OcrModule = typeof import('../ocr/ocr-pdf');
type OcrToolsModule = typeof import('../ocr/ocr-tools');

/** The OCR modules in Node (child processes); null in a browser, which has no OCR. */
async function loadOcr(): Promise<{ pdf: OcrModule; tools: OcrToolsModule } | null> {
  if (typeof process === 'undefined' || !process.versions?.node) return null;
  /* eslint-disable @typescript-eslint/no-require-imports -- as defaultPdfReader: require under CommonJS, import() under ESM */
  if (typeof require === 'function') return { pdf: require('../ocr/ocr-pdf') as OcrModule, tools: require('../ocr/ocr-tools') as OcrToolsModule };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { pdf: await import('../ocr/ocr-pdf'), tools: await import('../ocr/ocr-tools') };
}

/** A page drawn with images and (almost) no visible text: a scan, or text set as pictures. */
const MIN_PAGE_TEXT = 20;
function isImageOnly(page: RawPdfPage): boolean {
  if (page.images === 0) return false;
  let chars = 0;
  for (const item of page.items) if (!item.hidden) chars += item.str.replace(/\s/g, '').length;
  return chars < MIN_PAGE_TEXT;
}

/**
 * Reads the image-only pages by OCR and puts their words in place of the (missing) text items.
 * Failures are DocumentErrors saying why (tools missing: how to install them).
 */
async function ocrImagePages(
  bytes: Uint8Array,
  pages: RawPdfPage[],
  options: Omit<OcrOptions, 'timeoutMs'>,
  timeoutMs: number,
  onStart?: (budgetMs: number) => void,
): Promise<{ pages: RawPdfPage[]; result: OcrResult } | null> {
  const wanted = pages.map((page, index) => ({ page: index + 1, width: page.width, height: page.height, scan: isImageOnly(page) })).filter((p) => p.scan);
  if (!wanted.length) return null;
  const ocr = await loadOcr();
  if (!ocr) return null;
  onStart?.(timeoutMs);
  let result: OcrResult;
  try {
    result = await ocr.pdf.ocrPdfPages(bytes, wanted, { ...options, timeoutMs });
  } catch (error) {
    if (error instanceof ocr.tools.OcrUnavailableError) throw new DocumentError('scanned', error.message);
    if (error instanceof ocr.pdf.OcrTimeoutError) throw new DocumentError('timeout', error.message);
    throw new DocumentError('malformed', `The scanned PDF could not be read by OCR: ${error instanceof Error ? error.message : String(error)}`);
  }
  const replaced = [...pages];
  for (const page of result.pages) replaced[page.page - 1] = { ...replaced[page.page - 1]!, items: page.items };
  return { pages: replaced, result };
}

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
    let pages = raw.pages;
    let ocr: OcrResult | undefined;
    if (options.ocr !== false && pages.some(isImageOnly)) {
      const textChars = pages.reduce((n, p) => n + (isImageOnly(p) ? 0 : p.items.reduce((m, i) => m + (i.hidden ? 0 : i.str.replace(/\s/g, '').length), 0)), 0);
      try {
        const read = await ocrImagePages(bytes, pages, options.ocr ?? {}, limits.ocrTimeoutMs, options.onOcrStart);
        if (read) ({ pages, result: ocr } = read);
      } catch (error) {
        // A text resume with a picture-only page (a photo, a logo) still reads without OCR.
        if (textChars < MIN_PAGE_TEXT) throw error;
      }
    }
    const { lines, layout } = pdfPagesToLines(pages);
    const characters = lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
    if (characters < 20) {
      const images = raw.pages.reduce((n, p) => n + p.images, 0);
      if (ocr)
        throw new DocumentError(
          'scanned',
          'The PDF holds images but OCR found no readable text in them. Export the resume as a text PDF or DOCX, or scan it again more sharply.',
        );
      throw images > 0
        ? new DocumentError('scanned', 'The PDF holds images of text but no text (a scan). Export the resume as a text PDF or DOCX, or run OCR first.')
        : new DocumentError('empty', 'The PDF has no readable text.');
    }
    const parsed = parseResumeLines(lines, 'pdf', raw.pages.length, parseOptions(options));
    if (!ocr) return { parsed, lines, type, fileName, bytes: bytes.length, pdfLayout: layout };
    const ocrPages = ocr.pages.filter((p) => p.words > 0).map((p) => p.page);
    parsed.meta.ocr = { engine: 'tesseract', pages: ocrPages, confidence: ocr.confidence };
    return {
      parsed,
      lines,
      type,
      fileName,
      bytes: bytes.length,
      pdfLayout: layout,
      ocr: { pages: ocrPages, confidence: ocr.confidence, dpi: ocr.dpi, msPerPage: ocr.pages.map((p) => p.ms) },
    };
  }
  if (type === 'docx') {
    const docx = await withTimeout(readDocxLines(bytes, limits.maxUnzippedBytes), remaining());
    if (!docx.lines.length) throw new DocumentError('empty', 'The DOCX has no text.');
    return {
      parsed: parseResumeLines(docx.lines, 'docx', 1, parseOptions(options)),
      lines: docx.lines,
      type,
      fileName,
      bytes: bytes.length,
      docx: { tables: docx.tables, images: docx.images, hiddenChars: docx.hiddenChars },
    };
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
