/**
 * Labelled line sequences for the layout model, from every source found: (a) the generated
 * corpus (genai-lab/corpus/generated), (b) real resumes (../shared/data/resumes-real-dev) rendered in
 * memory through the builder's templates, (c) the real-resume corpus (genai-lab/.cache/real-corpus,
 * split 'tune' only for training). Each document is labelled by distant supervision
 * (align-truth.ts). Real people's lines stay in memory; nothing here is written or printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlinePlainText, listTemplates, nodeFontLoader, readJsonResume, renderResume, type JsonResume } from 'resume-templates/node';
import type { CorpusTruth } from '../../corpus/truth';
import { readResumeDocument } from 'genai';
import { alignLabels, joinBrokenDateRanges, type LayoutTruth, type LineLabel, MAX_LINES, type ResumeLine } from 'genai/lab';
import { CORPUS_DIR, loadCorpus } from '../corpus-data';
import { sharedDataDir } from 'genai/test-fixtures';

export interface LabelledDocument {
  source: 'generated' | 'builder-real' | 'real-corpus';
  design: string;
  /** 'held-out' documents are never trained on. */
  split: 'tune' | 'held-out';
  lines: ResumeLine[];
  labels: LineLabel[];
  /** The document's truth, for field scores (kept in memory only). */
  truth: { kind: 'corpus'; value: CorpusTruth } | { kind: 'json'; value: JsonResume };
  format: 'pdf' | 'docx';
}

/** Designs held out of training, so the figure is on layouts the model never saw. */
export const HELD_OUT_DESIGNS = new Set([
  'company-first',
  'docx-headings',
  'europass',
  'one-line',
  'sidebar-right',
  'template-compact',
  'template-sidebar',
  'builder:compact',
  'builder:sidebar',
]);

/** Read lines are cached under genai-lab/.cache (git-ignored): reading every PDF again costs minutes. */
const CACHE_DIR = path.resolve(__dirname, '../../.cache/layout-lines');

async function cachedLines(key: string, read: () => Promise<ResumeLine[]>): Promise<ResumeLine[]> {
  if (process.env.HIREGEN_LAYOUT_CACHE === '0') return read();
  const file = path.join(CACHE_DIR, `${key.replace(/[^\w.-]+/g, '_')}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as ResumeLine[];
  const lines = await read();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(lines));
  return lines;
}

function prepare(lines: ResumeLine[]): ResumeLine[] {
  return joinBrokenDateRanges(lines.slice(0, MAX_LINES));
}

export function corpusTruth(t: CorpusTruth): LayoutTruth {
  const h = t.style.headings;
  return {
    contact: [t.name, t.email, t.phone, t.location, ...(t.url ? [t.url] : [])],
    headings: [
      { text: h.summary, kind: 'summary' },
      { text: h.experience, kind: 'experience' },
      { text: h.education, kind: 'education' },
      { text: h.skills, kind: 'skills' },
    ],
    entries: [
      ...t.roles.map((r) => ({ what: [r.title], where: [r.company], places: [r.location], bullets: r.bullets })),
      ...t.education.map((e) => ({ what: [e.degree, e.area], where: [e.institution], places: [], bullets: [] })),
    ],
  };
}

export function jsonResumeTruth(r: JsonResume): LayoutTruth {
  const b = r.basics;
  const place = [b.location?.city, b.location?.region].filter(Boolean).join(', ');
  return {
    contact: [
      b.name,
      b.email ?? '',
      b.phone ?? '',
      b.url ?? '',
      place,
      b.location?.city ?? '',
      b.label ?? '',
      ...(b.profiles ?? []).flatMap((p) => [p.url ?? '', p.username ?? '']),
    ],
    headings: [],
    entries: [
      ...(r.work ?? []).map((w) => ({
        what: [w.position ?? ''],
        where: [w.name ?? w.organization ?? ''],
        places: [w.location ?? ''],
        bullets: (w.highlights ?? []).map(inlinePlainText),
      })),
      ...(r.education ?? []).map((e) => ({
        what: [[e.studyType, e.area].filter(Boolean).join(' in '), e.studyType ?? '', e.area ?? ''],
        where: [e.institution ?? ''],
        places: [],
        bullets: [],
      })),
      ...(r.projects ?? []).map((p) => ({ what: [p.name ?? ''], where: [p.entity ?? ''], places: [], bullets: (p.highlights ?? []).map(inlinePlainText) })),
    ],
  };
}

export interface SourceOptions {
  /** At most this many documents per source (a slice for the determinism test). */
  limit?: number;
  sources?: LabelledDocument['source'][];
}

async function generated(limit: number): Promise<LabelledDocument[]> {
  const out: LabelledDocument[] = [];
  for (const doc of loadCorpus().slice(0, limit)) {
    const lines = prepare(
      await cachedLines(
        `generated-${doc.file}`,
        async () => (await readResumeDocument(new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, doc.file))), doc.file)).lines,
      ),
    );
    const design = doc.truth.layout;
    out.push({
      source: 'generated',
      design,
      split: HELD_OUT_DESIGNS.has(design) ? 'held-out' : 'tune',
      lines,
      labels: alignLabels(lines, corpusTruth(doc.truth)),
      truth: { kind: 'corpus', value: doc.truth },
      format: doc.file.endsWith('.docx') ? 'docx' : 'pdf',
    });
  }
  return out;
}

/** Real resumes through the builder's templates: resume i in template i mod 5, PDF and DOCX alternating. */
async function builderReal(limit: number): Promise<LabelledDocument[]> {
  const dir = path.join(sharedDataDir(), 'resumes-real-dev');
  if (!fs.existsSync(dir)) return [];
  const templates = listTemplates()
    .map((t) => t.id)
    .sort();
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.resume.json'))
    .sort()
    .slice(0, limit);
  const out: LabelledDocument[] = [];
  for (const [i, file] of files.entries()) {
    let resume: JsonResume;
    try {
      resume = readJsonResume(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    } catch {
      continue; // a file the builder refuses is no training data
    }
    const template = templates[i % templates.length]!;
    const format = Math.floor(i / templates.length) % 2 ? 'docx' : 'pdf';
    try {
      const lines = prepare(
        await cachedLines(`builder-${template}-${format}-${file}`, async () => {
          const rendered = await renderResume(resume, format, { template, fonts: nodeFontLoader });
          return (await readResumeDocument(rendered.bytes, rendered.fileName)).lines;
        }),
      );
      const design = `builder:${template}`;
      out.push({
        source: 'builder-real',
        design,
        split: HELD_OUT_DESIGNS.has(design) ? 'held-out' : 'tune',
        lines,
        labels: alignLabels(lines, jsonResumeTruth(resume)),
        truth: { kind: 'json', value: resume },
        format,
      });
    } catch {
      continue;
    }
  }
  return out;
}

/** This checkout's real corpus; while it is built in another worktree, that one's (HIREGEN_REAL_CORPUS overrides both). */
export const REAL_CORPUS_MANIFEST =
  [
    path.resolve(__dirname, '../../.cache/real-corpus/manifest.json'),
    path.resolve(__dirname, '../../../../wt-corpus/genai/.cache/real-corpus/manifest.json'),
  ].find((p) => fs.existsSync(p)) ?? '';

/** The real corpus's truth: what the design prints of the JSON Resume (genai-lab/eval/real-corpus/truth.ts there). */
interface RealTruth {
  basics: { name?: string; email?: string; phone?: string; url?: string; location?: { city?: string; region?: string; country?: string }; summary?: string };
  work: { company?: string; position?: string; startDate?: string; endDate?: string; highlights?: string[] }[];
  education: { institution?: string; studyType?: string; area?: string; startDate?: string; endDate?: string }[];
  skills: string[];
}
interface RealCorpusEntry {
  design: string;
  family: string;
  format: string;
  file: string;
  split: 'tune' | 'heldout';
  truth: RealTruth;
}

/** The printed truth as a JSON Resume, so the same alignment and field scores apply. */
export function realTruthResume(t: RealTruth): JsonResume {
  const { city, region } = t.basics.location ?? {};
  return {
    basics: {
      name: t.basics.name ?? '',
      email: t.basics.email,
      phone: t.basics.phone,
      url: t.basics.url,
      summary: t.basics.summary,
      location: city || region ? { city, region } : undefined,
    },
    work: t.work.map((w) => ({
      name: w.company,
      position: w.position,
      startDate: w.startDate,
      endDate: w.endDate === 'present' ? '' : w.endDate,
      highlights: w.highlights ?? [],
    })),
    education: t.education.map((e) => ({ institution: e.institution, studyType: e.studyType, area: e.area, startDate: e.startDate, endDate: e.endDate })),
    skills: t.skills.length ? [{ name: '', keywords: t.skills }] : [],
  };
}

/** The real-resume corpus another step renders (genai-lab/.cache/real-corpus): train on 'tune' designs, report on 'heldout'. */
async function realCorpus(limit: number): Promise<LabelledDocument[]> {
  const manifestPath = process.env.HIREGEN_REAL_CORPUS ?? REAL_CORPUS_MANIFEST;
  if (!manifestPath || !fs.existsSync(manifestPath)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { documents?: RealCorpusEntry[] } | RealCorpusEntry[];
  const docs = (Array.isArray(manifest) ? manifest : (manifest.documents ?? [])).slice(0, limit);
  const out: LabelledDocument[] = [];
  for (const d of docs) {
    const file = path.resolve(path.dirname(manifestPath), d.file);
    if (!fs.existsSync(file)) continue;
    try {
      const stamp = fs.statSync(file).mtimeMs.toFixed(0);
      const lines = prepare(
        await cachedLines(
          `real-${d.family}-${d.design}-${path.basename(file)}-${stamp}`,
          async () => (await readResumeDocument(new Uint8Array(fs.readFileSync(file)), path.basename(file))).lines,
        ),
      );
      const truth = realTruthResume(d.truth);
      out.push({
        source: 'real-corpus',
        design: `${d.family}:${d.design}`,
        split: d.split === 'tune' ? 'tune' : 'held-out',
        lines,
        labels: alignLabels(lines, jsonResumeTruth(truth)),
        truth: { kind: 'json', value: truth },
        format: file.endsWith('.docx') ? 'docx' : 'pdf',
      });
    } catch {
      continue;
    }
  }
  return out;
}

export async function loadLabelledDocuments({ limit = Infinity, sources = ['generated', 'builder-real', 'real-corpus'] }: SourceOptions = {}): Promise<
  LabelledDocument[]
> {
  const out: LabelledDocument[] = [];
  if (sources.includes('generated')) out.push(...(await generated(limit)));
  if (sources.includes('builder-real')) out.push(...(await builderReal(limit)));
  if (sources.includes('real-corpus')) out.push(...(await realCorpus(limit)));
  return out;
}
