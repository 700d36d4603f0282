/**
 * Resume parsing speed: milliseconds per page (median, p95) over shared/data/resumes-dev, end to
 * end through parseResumeDocument (PDF worker, layout, parser), plus the parser step alone, and
 * the process's peak memory; then the same end to end over the generated corpus (genai-lab/corpus:
 * Chromium, LibreOffice and DOCX files). Target: ≤ 20 ms per page median.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readResumeDocument } from 'genai';
import { committedLayoutModel, pdfPagesToLines, readPdfInWorker } from 'genai/lab';
import { parseResumeLines } from 'genai';
import { sharedDataDir } from 'genai/test-fixtures';
import { CORPUS_DIR, loadCorpus } from '../eval/corpus-data';

const ROUNDS = 5;
const TARGET_MS_PER_PAGE = 20;
const CORPUS_ROUNDS = 2;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export async function run(): Promise<string> {
  const dir = path.join(sharedDataDir(), 'resumes-dev');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  const documents = files.map((f) => ({ name: f, bytes: new Uint8Array(fs.readFileSync(path.join(dir, f))) }));
  // Warm-up: start the worker and JIT once.
  for (const d of documents) await readResumeDocument(d.bytes, d.name);

  const perPage: number[] = [];
  const parserPerPage: number[] = [];
  let pages = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const d of documents) {
      const started = performance.now();
      const document = await readResumeDocument(d.bytes, d.name);
      const elapsed = performance.now() - started;
      perPage.push(elapsed / document.parsed.meta.pages);
      if (round === 0) pages += document.parsed.meta.pages;
    }
  }
  // The main-thread part alone (layout + parsing), which the api pays on its event loop.
  for (const d of documents) {
    const raw = await readPdfInWorker(d.bytes, { maxPages: 20, timeoutMs: 15_000 });
    if ('error' in raw) continue;
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) parseResumeLines(pdfPagesToLines(raw.pages).lines, 'pdf', raw.pages.length);
    parserPerPage.push((performance.now() - started) / ROUNDS / raw.pages.length);
  }
  // The generated corpus, every file end to end.
  const corpus = loadCorpus().map((d) => ({ name: d.file, bytes: new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, d.file))) }));
  const corpusPerPage: number[] = [];
  for (let round = 0; round < CORPUS_ROUNDS; round++) {
    for (const d of corpus) {
      const started = performance.now();
      const document = await readResumeDocument(d.bytes, d.name);
      corpusPerPage.push((performance.now() - started) / document.parsed.meta.pages);
    }
  }
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  // The layout model's weights are read on first use (HIREGEN_LAYOUT_MODEL=1 parses with it).
  const layoutModelLoadMs = +committedLayoutModel().ms.toFixed(1);
  const result = {
    documents: documents.length,
    pages,
    rounds: ROUNDS,
    endToEndMsPerPage: { median: +quantile(perPage, 0.5).toFixed(2), p95: +quantile(perPage, 0.95).toFixed(2) },
    layoutAndParserMsPerPage: { median: +quantile(parserPerPage, 0.5).toFixed(2), p95: +quantile(parserPerPage, 0.95).toFixed(2) },
    corpus: {
      documents: corpus.length,
      rounds: CORPUS_ROUNDS,
      endToEndMsPerPage: { median: +quantile(corpusPerPage, 0.5).toFixed(2), p95: +quantile(corpusPerPage, 0.95).toFixed(2) },
    },
    peakRssMb: Math.round(peakRssMb),
    layoutModel: { used: process.env.HIREGEN_LAYOUT_MODEL === '1', loadMs: layoutModelLoadMs },
    targetMsPerPage: TARGET_MS_PER_PAGE,
    meetsTarget: quantile(perPage, 0.5) <= TARGET_MS_PER_PAGE && quantile(corpusPerPage, 0.5) <= TARGET_MS_PER_PAGE,
  };
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'parse.json'), `${JSON.stringify(result, null, 2)}\n`);
  return [
    `${result.documents} resumes, ${result.pages} pages, ${ROUNDS} rounds (Node ${process.version})`,
    `end to end (PDF worker + layout + parser): median ${result.endToEndMsPerPage.median} ms/page, p95 ${result.endToEndMsPerPage.p95} ms/page (target ≤ ${TARGET_MS_PER_PAGE})`,
    `layout + parser on the main thread:        median ${result.layoutAndParserMsPerPage.median} ms/page, p95 ${result.layoutAndParserMsPerPage.p95} ms/page`,
    `generated corpus, ${result.corpus.documents} files × ${CORPUS_ROUNDS}: median ${result.corpus.endToEndMsPerPage.median} ms/page, p95 ${result.corpus.endToEndMsPerPage.p95} ms/page (target ≤ ${TARGET_MS_PER_PAGE})`,
    `peak memory (process RSS): ${result.peakRssMb} MB`,
    `layout model ${result.layoutModel.used ? 'used' : 'not used (HIREGEN_LAYOUT_MODEL=1 to use it)'}: weights loaded in ${layoutModelLoadMs} ms`,
  ].join('\n');
}
