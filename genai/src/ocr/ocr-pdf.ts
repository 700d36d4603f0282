// Node only: reads image-only PDF pages by OCR. Each page is rendered to a grayscale PNG by
// pdftoppm and read by `tesseract <png> - tsv`; the words become the page's text items
// (ocr-page-items.ts). Pages run one after another (one engine process is one core), in a temp
// directory removed whatever happens.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RawPdfItem } from '../pdf/pdf-types';
import { ocrWordsToItems } from './ocr-page-items';
import { OcrRunError, OcrUnavailableError, ocrToolPaths, runTool, type OcrToolPaths } from './ocr-tools';
import { meanConfidence, parseTesseractTsv, type OcrWord } from './tesseract-tsv';

export interface OcrOptions {
  /** Render resolution (default 300 dpi, Tesseract's preferred input for body text). */
  dpi?: number;
  /** Tesseract page segmentation mode (default 3: automatic, finds columns as blocks). */
  psm?: number;
  /**
   * Tesseract languages, e.g. "eng+deu+spa" (default: HIREGEN_OCR_LANGS, else "eng"). English
   * alone reads "São Paulo" as "Sao Paulo" and "Weiß" as "Welfs"; each extra language needs its
   * Debian package (tesseract-ocr-deu, -spa, -por, -fra…).
   */
  languages?: string;
  /** Wall-clock budget for all pages together, in ms. */
  timeoutMs: number;
  /** Budget of one page (render + read), in ms; capped by what is left of `timeoutMs`. */
  pageTimeoutMs?: number;
  /** Largest rendered page in pixels: a huge page is rendered at a lower resolution. */
  maxPixels?: number;
  /** Address-space cap of each tool run, in bytes. */
  maxToolMemoryBytes?: number;
  env?: NodeJS.ProcessEnv;
}

export const DEFAULT_OCR = { dpi: 300, psm: 3, pageTimeoutMs: 30_000, maxPixels: 12_000_000, maxToolMemoryBytes: 1536 * 1024 * 1024 } as const;

/** A page to read: its 1-based number and size in points. */
export interface OcrPageRequest {
  page: number;
  width: number;
  height: number;
}

export interface OcrPage {
  page: number;
  items: RawPdfItem[];
  words: number;
  /** Mean word confidence 0–1 (null when Tesseract found no words). */
  confidence: number | null;
  ms: number;
}

export interface OcrResult {
  pages: OcrPage[];
  /** Mean word confidence over every page, weighted by characters (0–1). */
  confidence: number | null;
  dpi: number;
}

/** OCR ran past its time (the document's, or one page's): `done` pages were read before. */
export class OcrTimeoutError extends Error {
  constructor(
    readonly done: number,
    readonly total: number,
    readonly timeoutMs: number,
    readonly onePage = false,
  ) {
    const seconds = Math.round(timeoutMs / 100) / 10;
    super(
      onePage
        ? `Reading page ${done + 1} of the scanned PDF by OCR took longer than its limit of ${seconds} s.`
        : `Reading the scanned PDF by OCR took longer than ${seconds} s (${done} of ${total} page${total === 1 ? '' : 's'} read).`,
    );
    this.name = 'OcrTimeoutError';
  }
}

/** The resolution that keeps a page of `width` × `height` points within `maxPixels`. */
export function pageDpi(width: number, height: number, dpi: number, maxPixels: number): number {
  const fit = Math.sqrt(maxPixels / Math.max(1, width * height)) * 72;
  return Math.max(10, Math.floor(Math.min(dpi, fit)));
}

/** Reads the given pages of a PDF by OCR. Throws OcrUnavailableError, OcrTimeoutError or OcrRunError. */
export async function ocrPdfPages(bytes: Uint8Array, pages: OcrPageRequest[], options: OcrOptions): Promise<OcrResult> {
  const env = options.env ?? process.env;
  const tools = ocrToolPaths(env);
  const dpi = options.dpi ?? DEFAULT_OCR.dpi;
  const started = Date.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'hiregen-ocr-'));
  try {
    const input = path.join(dir, 'input.pdf');
    await writeFile(input, bytes);
    const out: OcrPage[] = [];
    const allWords: OcrWord[] = [];
    for (const request of pages) {
      const left = options.timeoutMs - (Date.now() - started);
      if (left < 250) throw new OcrTimeoutError(out.length, pages.length, options.timeoutMs);
      const pageStarted = Date.now();
      const pageLimit = options.pageTimeoutMs ?? DEFAULT_OCR.pageTimeoutMs;
      const deadline = pageStarted + Math.min(left, pageLimit);
      let words: OcrWord[];
      let pageDpiUsed: number;
      try {
        pageDpiUsed = pageDpi(request.width, request.height, dpi, options.maxPixels ?? DEFAULT_OCR.maxPixels);
        words = await readPage(tools, input, dir, request.page, pageDpiUsed, options, deadline, env);
      } catch (error) {
        if (error instanceof OcrRunError && error.timedOut)
          throw new OcrTimeoutError(out.length, pages.length, pageLimit < left ? pageLimit : options.timeoutMs, pageLimit < left);
        throw error;
      }
      allWords.push(...words);
      out.push({
        page: request.page,
        items: ocrWordsToItems(words, pageDpiUsed, request.height),
        words: words.length,
        confidence: meanConfidence(words),
        ms: Date.now() - pageStarted,
      });
    }
    return { pages: out, confidence: meanConfidence(allWords), dpi };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readPage(
  tools: OcrToolPaths,
  input: string,
  dir: string,
  page: number,
  dpi: number,
  options: OcrOptions,
  deadline: number,
  env: NodeJS.ProcessEnv,
): Promise<OcrWord[]> {
  const caps = (maxOutputBytes: number) => ({
    timeoutMs: Math.max(1, deadline - Date.now()),
    maxMemoryBytes: options.maxToolMemoryBytes ?? DEFAULT_OCR.maxToolMemoryBytes,
    maxOutputBytes,
  });
  const base = path.join(dir, `page-${page}`);
  await runTool(
    tools,
    tools.pdftoppm,
    ['-r', String(dpi), '-gray', '-png', '-f', String(page), '-l', String(page), '-singlefile', input, base],
    caps(1024 * 1024),
    env,
  );
  // One thread per page: an engine process is one core's worth of work.
  const tesseractEnv = { ...env, OMP_THREAD_LIMIT: '1' };
  const languages = options.languages ?? (env.HIREGEN_OCR_LANGS || 'eng');
  const missingData = () => new OcrUnavailableError([`tesseract's language data for "${languages}" (tesseract-ocr-eng, or tesseract-ocr-<language>)`]);
  if (!/^[a-z_]+(\+[a-z_]+)*$/i.test(languages)) throw new OcrRunError(`"${languages}" is not a list of Tesseract languages (e.g. eng+deu).`, false);
  let tsv: string;
  try {
    const run = await runTool(
      tools,
      tools.tesseract,
      [`${base}.png`, '-', '--psm', String(options.psm ?? DEFAULT_OCR.psm), '-l', languages, 'tsv'],
      caps(32 * 1024 * 1024),
      tesseractEnv,
    );
    // Tesseract goes on without a language it cannot load (exit 0): that is a missing package too.
    if (/Failed loading language/i.test(run.stderr)) throw missingData();
    tsv = run.stdout;
  } catch (error) {
    if (error instanceof OcrRunError && /traineddata|Failed loading language/i.test(error.message)) throw missingData();
    throw error;
  } finally {
    await rm(`${base}.png`, { force: true });
  }
  return parseTesseractTsv(tsv);
}
