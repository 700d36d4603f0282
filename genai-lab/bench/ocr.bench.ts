/**
 * OCR speed on scans (skipped without tesseract and pdftoppm): a few generated-corpus PDFs are
 * rendered to images and wrapped into image-only PDFs (eval/scan-pdf.ts, 200 dpi), then read end
 * to end by readResumeDocument. Reported per page: wall seconds (what a caller waits; on a shared
 * machine it grows with the load) and CPU seconds of the OCR tools (pdftoppm + tesseract, from the
 * children's times in /proc/self/stat, the same whatever the load).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR, loadCorpus } from '../eval/corpus-data';
import { scanPdf } from 'genai/test-fixtures';
import { readResumeDocument } from 'genai';
import { ocrToolPaths, OcrUnavailableError } from 'genai/lab';

const DOCUMENTS = 4;

/** User + system seconds of this process's finished children (cutime + cstime), or null off Linux. */
function childCpuSeconds(): number | null {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces): cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

export async function run(): Promise<string> {
  try {
    ocrToolPaths();
  } catch (error) {
    if (error instanceof OcrUnavailableError) return `skipped: ${error.missing.join(' and ')} not installed`;
    throw error;
  }
  // One PDF of each generator, in manifest order.
  const seen = new Set<string>();
  const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as { documents: { file: string; generator: string }[] };
  const generatorOf = new Map(manifest.documents.map((d) => [d.file, d.generator]));
  const picked = loadCorpus()
    .filter((d) => d.file.endsWith('.pdf') && !seen.has(generatorOf.get(d.file) ?? '') && seen.add(generatorOf.get(d.file) ?? ''))
    .slice(0, DOCUMENTS);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const doc of picked) {
    const scan = await scanPdf(new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, doc.file))), 200);
    const cpuBefore = childCpuSeconds();
    const started = performance.now();
    const read = await readResumeDocument(scan, doc.file, { limits: { ocrTimeoutMs: 600_000 }, ocr: { pageTimeoutMs: 300_000 } });
    const pages = read.ocr?.pages.length || 1;
    wall.push((performance.now() - started) / 1000 / pages);
    const cpuAfter = childCpuSeconds();
    if (cpuBefore !== null && cpuAfter !== null) cpu.push((cpuAfter - cpuBefore) / pages);
  }
  const result = {
    documents: picked.length,
    secondsPerPage: { median: +quantile(wall, 0.5).toFixed(2), max: +Math.max(...wall).toFixed(2) },
    toolCpuSecondsPerPage: cpu.length ? { median: +quantile(cpu, 0.5).toFixed(2), max: +Math.max(...cpu).toFixed(2) } : null,
  };
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'ocr.json'), `${JSON.stringify(result, null, 2)}\n`);
  return [
    `${result.documents} scanned resumes (200 dpi scans of corpus PDFs, OCR at 300 dpi, psm 3)`,
    `end to end: median ${result.secondsPerPage.median} s/page, max ${result.secondsPerPage.max} s/page (wall clock)`,
    result.toolCpuSecondsPerPage
      ? `pdftoppm + tesseract CPU: median ${result.toolCpuSecondsPerPage.median} s/page, max ${result.toolCpuSecondsPerPage.max} s/page`
      : 'tool CPU time: not available here',
  ].join('\n');
}
