/**
 * Ranking on real people's resumes against real postings: the 145 JSON Resumes of
 * shared/data/resumes-real-dev, printed as the plain text the api matches (experience, education,
 * skills; no contact details), ranked for 13 postings of shared/data/jobs-real-dev by the
 * product's learned order, by the match score alone and by plain BM25 over the same text, in the
 * same run. Relevance is graded by hand (`data/real-ranking-labels.json`, ids only); its postings
 * are split into a tune part and a report part, and only the report part is quoted as a result.
 * Nothing of the resumes or postings is copied into the repository; figures are aggregates.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { bm25Scores, buildBm25 } from 'genai';
import { rankResumes } from 'genai';
import { type FeatureVector, ndcgAtK, poolFeatures } from 'genai/lab';
import { matchProfile, prepareJob } from 'genai';
import { buildResumeProfile } from 'genai';
import { sharedDataDir } from 'genai/test-fixtures';

interface Labels {
  splits: { tune: string[]; report: string[] };
  relevance: Record<string, Record<string, number>>;
}
export type RealSplit = keyof Labels['splits'];

/** A fixed "now" so open date ranges ("to present") give the same years on every run. */
const NOW = { year: 2026, month: 1 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function loadLabels(): Labels {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'real-ranking-labels.json'), 'utf8')) as Labels;
}

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function date(v: unknown): string {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(str(v));
  if (!m) return '';
  return m[2] ? `${MONTHS[Number(m[2]) - 1] ?? ''} ${m[1]}`.trim() : m[1]!;
}

/** A JSON Resume as resume text with the usual headings, without name or contact details. */
export function resumeAsText(resume: Json): string {
  const basics = (resume.basics ?? {}) as Json;
  const lines: string[] = [str(basics.label), str(basics.summary)].filter(Boolean);
  const work = arr(resume.work) as Json[];
  if (work.length) lines.push('', 'EXPERIENCE');
  for (const w of work) {
    const from = date(w.startDate);
    const to = date(w.endDate) || (from ? 'Present' : '');
    lines.push(`${str(w.position)}, ${str(w.name) || str(w.company)}${from ? `, ${from} - ${to}` : ''}`);
    if (str(w.summary)) lines.push(str(w.summary));
    for (const h of arr(w.highlights)) if (str(h)) lines.push(`- ${str(h)}`);
  }
  const education = arr(resume.education) as Json[];
  if (education.length) lines.push('', 'EDUCATION');
  for (const e of education) lines.push([str(e.studyType), str(e.area), str(e.institution), date(e.endDate)].filter(Boolean).join(', '));
  const projects = arr(resume.projects) as Json[];
  if (projects.length) lines.push('', 'PROJECTS');
  for (const p of projects) {
    lines.push([str(p.name), str(p.description)].filter(Boolean).join(': '));
    for (const h of arr(p.highlights)) if (str(h)) lines.push(`- ${str(h)}`);
  }
  const skills = arr(resume.skills) as Json[];
  if (skills.length) lines.push('', 'SKILLS');
  for (const s of skills) {
    const keywords = arr(s.keywords).map(str).filter(Boolean);
    lines.push(keywords.length ? `${str(s.name)}: ${keywords.join(', ')}` : str(s.name));
  }
  return lines.filter((l, i) => l || lines[i - 1]).join('\n');
}

/** One posting's pool for learning: the ranker's features per resume and the graded relevance. */
export interface RealRankingPool {
  job: string;
  ids: string[];
  features: FeatureVector[];
  rel: Record<string, number>;
}

function loadRealResumes(): { id: string; text: string }[] {
  const dir = path.join(sharedDataDir(), 'resumes-real-dev');
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.resume.json'))
    .sort()
    .map((n) => ({ id: n.replace(/\.resume\.json$/, ''), text: resumeAsText(JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as Json) }));
}

/** The features `rankResumes` computes, per posting of one split, for the weight learner. */
export function realRankingPools(split: RealSplit): RealRankingPool[] {
  const labels = loadLabels();
  const resumes = loadRealResumes();
  return labels.splits[split].map((job) => {
    const prepared = prepareJob(fs.readFileSync(path.join(sharedDataDir(), 'jobs-real-dev', `${job}.txt`), 'utf8'));
    const profiles = resumes.map((r) => buildResumeProfile({ text: r.text }, { now: NOW, jobShingles: prepared.shingles }));
    const matches = profiles.map((p) => matchProfile(prepared, p));
    const features = poolFeatures(
      prepared,
      resumes.map((_, i) => ({ text: profiles[i]!.usableText, titles: profiles[i]!.titles.map((t) => t.role ?? t.title), match: matches[i]! })),
    );
    return { job, ids: resumes.map((r) => r.id), features, rel: labels.relevance[job] ?? {} };
  });
}

export interface RealRankingRow {
  job: string;
  learned: number;
  match: number;
  bm25: number;
}

export function evaluateRealRanking(split: RealSplit): { rows: RealRankingRow[]; mean: Omit<RealRankingRow, 'job'> } {
  const labels = loadLabels();
  const resumes = loadRealResumes();
  const bm = buildBm25(resumes.map((r) => r.text));
  const pool = resumes.map((r) => ({ id: r.id, input: { text: r.text } }));
  const rows = labels.splits[split].map((job) => {
    const text = fs.readFileSync(path.join(sharedDataDir(), 'jobs-real-dev', `${job}.txt`), 'utf8');
    const rel = labels.relevance[job] ?? {};
    const scores = bm25Scores(bm, text);
    const byBm25 = resumes
      .map((r, i) => ({ id: r.id, s: scores[i] ?? 0 }))
      .sort((a, b) => b.s - a.s)
      .map((x) => x.id);
    return {
      job,
      learned: ndcgAtK(
        rankResumes(text, pool, { now: NOW }).map((r) => r.id),
        rel,
        5,
      ),
      match: ndcgAtK(
        rankResumes(text, pool, { now: NOW, order: 'match' }).map((r) => r.id),
        rel,
        5,
      ),
      bm25: ndcgAtK(byBm25, rel, 5),
    };
  });
  const n = rows.length || 1;
  const sum = (k: keyof Omit<RealRankingRow, 'job'>) => rows.reduce((s, r) => s + r[k], 0) / n;
  return { rows, mean: { learned: sum('learned'), match: sum('match'), bm25: sum('bm25') } };
}

/** `npx tsx genai-lab/eval/real-ranking.eval.ts [tune|report]`: the per-job table. */
if (require.main === module) {
  const split = (process.argv[2] ?? 'report') as RealSplit;
  const { rows, mean } = evaluateRealRanking(split);
  const f = (x: number) => x.toFixed(3);
  console.log(`nDCG@5 on the ${split} postings (${rows.length}) × 145 real resumes`);
  console.log('| posting | learned (product) | match score | BM25 |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.job} | ${f(r.learned)} | ${f(r.match)} | ${f(r.bm25)} |`);
  console.log(`| mean | ${f(mean.learned)} | ${f(mean.match)} | ${f(mean.bm25)} |`);
}
