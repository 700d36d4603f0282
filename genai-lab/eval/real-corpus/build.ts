/**
 * `npm run corpus:real -w genai-lab [-- --designs a,b] [--limit N] [--jobs N]`: prints every real
 * resume of ../shared/data/resumes-real-dev through every design and format into the corpus cache
 * (HIREGEN_REAL_CORPUS_DIR, else genai-lab/.cache/real-corpus; never committed), with its truth
 * restricted to what the document prints. Page size alternates Letter/A4 by resume. Documents
 * already rendered from the same design, source and resume file are kept. The manifest is
 * rewritten every few seconds, so a partial corpus is readable while the build runs.
 * Logs counts only: never a person's values.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JsonResume } from 'genai';
import { FORBIDDEN_DESIGN_DIGESTS, isForbidden, type Design, type DocFormat, type PageSize } from './design';
import { readDocumentText } from './document-text';
import { allDesigns } from './families';
import { closeBrowser } from './html-pdf';
import { readManifest, writeManifest } from './manifest';
import { realCorpusDir, realResumesDir } from './paths';
import { splitDesigns } from './split';
import { printedTruth } from './truth';

/** Bump when truth.ts changes what it keeps: truths are recomputed from the cached files. */
export const TRUTH_VERSION = 10;

export interface BuildOptions {
  /** Design ids ("jsonresume-theme:flat") or names ("flat"); all when empty. */
  designs?: string[];
  /** Only the first N resumes (by file name). */
  limit?: number;
  jobs?: number;
  dir?: string;
  resumesDir?: string;
  /** Called after each document (counts only). */
  onProgress?: (done: number, total: number) => void;
}

export interface BuildResult {
  documents: number;
  rendered: number;
  cached: number;
  /** Per design: documents that could not be rendered (the theme threw). */
  failures: Record<string, number>;
  ms: number;
}

export { isForbidden };

/** Throws when any design (or a requested name) is one the held-out measurement uses. */
export function refuseForbidden(
  designs: readonly Pick<Design, 'id' | 'source'>[],
  requested: readonly string[] = [],
  forbidden: readonly string[] = FORBIDDEN_DESIGN_DIGESTS,
): void {
  const bad = [
    ...requested.filter((name) => isForbidden(name, forbidden)),
    ...designs.filter((d) => isForbidden(d.id, forbidden) || isForbidden(d.source, forbidden)).map((d) => `${d.id} (${d.source})`),
  ];
  if (bad.length)
    throw new Error(`Refusing forbidden design(s) ${bad.join(', ')}: they are kept for the held-out measurement (FORBIDDEN_DESIGN_DIGESTS in design.ts).`);
}

export function selectDesigns(designs: Design[], wanted: string[] = []): Design[] {
  refuseForbidden(designs, wanted);
  if (!wanted.length) return designs;
  const picked = wanted.map((w) => {
    const d = designs.find((x) => x.id === w || x.id.split(':')[1] === w);
    if (!d) throw new Error(`Unknown design "${w}" (known: ${designs.map((x) => x.id).join(', ')})`);
    return d;
  });
  return [...new Set(picked)];
}

export function listResumeFiles(dir = realResumesDir(), limit?: number): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.resume.json'))
    .sort();
  return limit ? files.slice(0, limit) : files;
}

const sha = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

interface Task {
  id: string;
  resumeId: string;
  resume: JsonResume;
  design: Design;
  format: DocFormat;
  pageSize: PageSize;
  file: string;
  key: string;
}

/** Set by SIGINT/SIGTERM in the CLI: the documents under way finish, the manifest is written, nothing new starts. */
let stopping = false;

async function pool<T>(items: T[], jobs: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, jobs) }, async () => {
      while (next < items.length && !stopping) await work(items[next++]!);
    }),
  );
}

export async function buildRealCorpus(options: BuildOptions = {}): Promise<BuildResult> {
  const started = Date.now();
  const dir = options.dir ?? realCorpusDir();
  const resumesDir = options.resumesDir ?? realResumesDir();
  const every = allDesigns();
  const designs = selectDesigns(every, options.designs);
  // Split over every design of a family, so choosing a few designs never moves one.
  const splits = splitDesigns(every);
  fs.mkdirSync(dir, { recursive: true });
  // Documents of designs no longer in the set are left out of the manifest.
  const known = new Set(every.map((d) => d.id));
  const documents = new Map((readManifest(dir)?.documents ?? []).filter((d) => known.has(d.design)).map((d) => [d.id, d]));
  const tasks: Task[] = [];
  let cached = 0;
  listResumeFiles(resumesDir, options.limit).forEach((name, index) => {
    const bytes = fs.readFileSync(path.join(resumesDir, name));
    const resumeId = name.replace(/\.resume\.json$/, '');
    const resume = JSON.parse(bytes.toString('utf8')) as JsonResume;
    const resumeHash = sha(bytes);
    const pageSize: PageSize = index % 2 === 0 ? 'letter' : 'a4';
    designs.forEach((design, designIndex) => {
      for (const format of design.formats) {
        const nth = design.everyNth?.[format] ?? 1;
        if ((index + designIndex) % nth !== 0) continue;
        const id = `${resumeId}~${design.id}~${format}`;
        const key = sha(`${design.id}\n${design.source}\n${resumeHash}\n${pageSize}`).slice(0, 24);
        const file = path.join('docs', design.id.replace(/[^a-z0-9-]+/gi, '-'), `${resumeId}.${format}`);
        const have = documents.get(id);
        if (have && have.key === key && fs.existsSync(path.join(dir, have.file))) {
          if (have.truthVersion === TRUTH_VERSION && have.split === splits.get(design.id)) {
            cached++;
            continue;
          }
        }
        tasks.push({ id, resumeId, resume, design, format, pageSize, file, key });
      }
    });
  });
  const failures: Record<string, number> = {};
  let done = 0;
  let lastWrite = Date.now();
  try {
    await pool(tasks, options.jobs ?? 2, async (task) => {
      const target = path.join(dir, task.file);
      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-real-'));
      try {
        const have = documents.get(task.id);
        // Same rendering, older truth: read the file again instead of printing it again.
        if (!(have && have.key === task.key && fs.existsSync(target))) {
          const bytes = await task.design.render(task.resume, { format: task.format, pageSize: task.pageSize, workDir });
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(`${target}.tmp`, bytes);
          fs.renameSync(`${target}.tmp`, target);
        }
        const text = await readDocumentText(target, task.format);
        documents.set(task.id, {
          id: task.id,
          resumeId: task.resumeId,
          design: task.design.id,
          family: task.design.family,
          format: task.format,
          pageSize: task.pageSize,
          pages: text.pages,
          file: task.file,
          split: splits.get(task.design.id)!,
          truth: printedTruth(task.resume, text.readings),
          key: task.key,
          truthVersion: TRUTH_VERSION,
        });
      } catch (error) {
        failures[task.design.id] = (failures[task.design.id] ?? 0) + 1;
        documents.delete(task.id);
        // Messages may quote a resume's values: only when asked, on this machine.
        if (process.env.HIREGEN_REAL_CORPUS_DEBUG) process.stderr.write(`${task.id}: ${error instanceof Error ? error.message : String(error)}\n`);
      } finally {
        fs.rmSync(workDir, { recursive: true, force: true });
      }
      done++;
      options.onProgress?.(done, tasks.length);
      if (Date.now() - lastWrite > 5000) {
        writeManifest(dir, documents.values());
        lastWrite = Date.now();
      }
    });
  } finally {
    writeManifest(dir, documents.values());
    await closeBrowser();
  }
  return { documents: documents.size, rendered: tasks.length - Object.values(failures).reduce((a, b) => a + b, 0), cached, failures, ms: Date.now() - started };
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopping = true;
    });
  const args = process.argv.slice(2);
  const designs = argValue(args, '--designs')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const limit = argValue(args, '--limit');
  const jobs = argValue(args, '--jobs');
  const result = await buildRealCorpus({
    designs,
    limit: limit ? Number(limit) : undefined,
    jobs: jobs ? Number(jobs) : 2,
    onProgress: (done, total) => {
      if (done % 100 === 0 || done === total) console.log(`${done}/${total} documents`);
    },
  });
  const manifest = readManifest(realCorpusDir());
  const perFamily = new Map<string, number>();
  for (const d of manifest?.documents ?? [])
    perFamily.set(`${d.family} ${d.format} ${d.split}`, (perFamily.get(`${d.family} ${d.format} ${d.split}`) ?? 0) + 1);
  console.log(
    `real corpus: ${result.documents} documents in ${realCorpusDir()} (${result.rendered} rendered now, ${result.cached} cached) in ${(result.ms / 1000).toFixed(0)} s`,
  );
  for (const [k, n] of [...perFamily].sort()) console.log(`  ${k}: ${n}`);
  const failed = Object.entries(result.failures);
  if (failed.length) console.log(`  not rendered (the design threw; HIREGEN_REAL_CORPUS_DEBUG=1 shows why): ${failed.map(([d, n]) => `${d} ${n}`).join(', ')}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
