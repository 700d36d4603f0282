/**
 * Non-word eval: every bullet and title of the engine's corpus and of the shared real data goes
 * through the enhancer, the tailoring edits and the JD generator (and every job text through the
 * interview planner), and every word they write must be English, the input's own, or the engine
 * dictionary's (see lexicon.ts). Prints the counts per tool and the most frequent non-words; `npm run eval:non-words -w genai-lab`. Real people's text is
 * never printed: non-words are printed only when the tool made them up (not in the input).
 */
import fs from 'node:fs';
import path from 'node:path';
import { resumeText } from 'shared-schemas';
// The tailoring edits live in the candidate app (pure functions over a JSON Resume); this dev-only
// eval measures what they write, and nothing shipped imports it.
// eslint-disable-next-line boundaries/dependencies -- an eval of the app's tailoring, never bundled
import { tailorEdits, applyEdits } from '../../remote-candidate/src/features/tailor/model/tailor-edits';
import { enhanceBullet } from 'genai';
import { enhanceResume } from 'genai';
import { planInterview } from 'genai';
import { generateJobDescription } from 'genai';
import { matchResume } from 'genai';
import type { JsonResume } from 'genai';
import { HELD_OUT_JOBS, TUNE_JOBS } from '../corpus/jobs';
import { nonWords } from 'genai/test-fixtures';
import { sharedDataDir } from 'genai/test-fixtures';

export interface Role {
  title: string;
  bullets: string[];
  current: boolean;
}
export interface SourceResume {
  source: 'corpus' | 'resumes-real-dev';
  resume: JsonResume;
}

const GENERATED = path.resolve(__dirname, '../corpus/generated');

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && !!x.trim()) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function emptyResume(): JsonResume {
  return {
    basics: { name: '', email: '', phone: '', url: '', location: { raw: '' }, profiles: [] },
    work: [],
    education: [],
    skills: [],
    projects: [],
    certificates: [],
  };
}

/** The corpus generator's truth files, as JSON Resumes (roles, bullets, skills, summary). */
export function corpusResumes(): SourceResume[] {
  if (!fs.existsSync(GENERATED)) return [];
  return fs
    .readdirSync(GENERATED)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => {
      const t = readJson(path.join(GENERATED, f)) as Record<string, unknown>;
      const resume = emptyResume();
      resume.basics.summary = str(t.summary);
      const roles = Array.isArray(t.roles) ? (t.roles as Record<string, unknown>[]) : [];
      resume.work = roles.map((r) => ({
        name: str(r.company),
        position: str(r.title),
        startDate: '',
        endDate: '',
        current: r.current === true,
        highlights: strings(r.bullets),
      }));
      resume.skills = [{ name: 'Skills', keywords: strings(t.skills) }];
      return { source: 'corpus', resume };
    });
}

/** resumes-real-dev: a work entry without endDate is the current role. */
export function realResumes(): SourceResume[] {
  const dir = path.join(sharedDataDir(), 'resumes-real-dev');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.resume.json'))
    .sort()
    .map((f) => {
      const j = readJson(path.join(dir, f)) as Record<string, unknown>;
      const resume = emptyResume();
      const basics = (j.basics ?? {}) as Record<string, unknown>;
      resume.basics.summary = str(basics.summary);
      const work = Array.isArray(j.work) ? (j.work as Record<string, unknown>[]) : [];
      resume.work = work.map((w) => ({
        name: str(w.name),
        position: str(w.position),
        startDate: str(w.startDate),
        endDate: str(w.endDate),
        current: !w.endDate,
        highlights: strings(w.highlights),
      }));
      const projects = Array.isArray(j.projects) ? (j.projects as Record<string, unknown>[]) : [];
      resume.projects = projects.map((p) => ({ name: str(p.name), highlights: strings(p.highlights) }));
      const skills = Array.isArray(j.skills) ? (j.skills as Record<string, unknown>[]) : [];
      resume.skills = skills.map((s) => ({ name: str(s.name), keywords: strings(s.keywords) }));
      return { source: 'resumes-real-dev', resume };
    });
}

/** Job titles: the corpus jobs' first lines, jobs-real-dev's labelled titles, and every role title. */
export function jobTitles(resumes: SourceResume[]): { source: string; title: string }[] {
  const out: { source: string; title: string }[] = [];
  for (const job of [...HELD_OUT_JOBS, ...TUNE_JOBS]) out.push({ source: 'corpus', title: job.text.split('\n')[0]!.trim() });
  const dir = path.join(sharedDataDir(), 'jobs-real-dev');
  if (fs.existsSync(dir)) {
    for (const f of fs
      .readdirSync(dir)
      .filter((x) => x.endsWith('.truth.json'))
      .sort()) {
      const t = readJson(path.join(dir, f)) as Record<string, unknown>;
      for (const title of [str(t.title), ...strings(t.title_also)]) if (title) out.push({ source: 'jobs-real-dev', title });
    }
  }
  for (const { source, resume } of resumes) for (const w of resume.work) if (w.position.trim()) out.push({ source, title: w.position.trim() });
  const seen = new Set<string>();
  return out.filter((x) => !seen.has(`${x.source}\n${x.title}`) && !!seen.add(`${x.source}\n${x.title}`));
}

/** Job texts for tailoring and interview plans: the corpus jobs and the real postings. */
function jobTexts(): { source: string; text: string }[] {
  const texts = [...HELD_OUT_JOBS, ...TUNE_JOBS].map((j) => ({ source: 'corpus', text: j.text }));
  const dir = path.join(sharedDataDir(), 'jobs-real-dev');
  if (fs.existsSync(dir))
    for (const f of fs
      .readdirSync(dir)
      .filter((x) => x.endsWith('.txt'))
      .sort())
      texts.push({ source: 'jobs-real-dev', text: fs.readFileSync(path.join(dir, f), 'utf8') });
  return texts;
}

export interface ToolCount {
  tool: string;
  source: string;
  items: number;
  words: number;
  nonWords: number;
  examples: Map<string, number>;
}

function counter(tool: string, source: string): ToolCount {
  return { tool, source, items: 0, words: 0, nonWords: 0, examples: new Map() };
}

function tally(c: ToolCount, output: string, input: string | string[]): void {
  const bad = nonWords(output, input);
  c.items++;
  c.words += output.split(/\s+/).filter(Boolean).length;
  c.nonWords += bad.length;
  for (const w of bad) c.examples.set(w, (c.examples.get(w) ?? 0) + 1);
}

/** Every string a JSON value holds. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** Every job-tailoring edit applied: its title, its detail and every string of the edited resume. */
function tailoredText(resume: JsonResume, jobText: string): string {
  const matched = matchResume(jobText, { text: resumeText(resume as never), resume }).matched.map((m) => m.skill);
  const edits = tailorEdits(resume as never, matched);
  return [...edits.map((e) => `${e.title}. ${e.detail}`), ...allStrings(applyEdits(resume as never, edits))].join('\n');
}

export function runNonWordEval(options: { tailoringJobsPerResume?: number } = {}): ToolCount[] {
  const resumes = [...corpusResumes(), ...realResumes()];
  const counts: ToolCount[] = [];
  const get = (tool: string, source: string) => {
    let c = counts.find((x) => x.tool === tool && x.source === source);
    if (!c) {
      c = counter(tool, source);
      counts.push(c);
    }
    return c;
  };
  for (const { source, resume } of resumes) {
    // Bullet by bullet, in the tense of its role, and the whole resume at once.
    for (const role of resume.work)
      for (const b of role.highlights) tally(get('enhancer (bullets)', source), enhanceBullet(b, { tense: role.current ? 'present' : 'past' }).rewritten, b);
    for (const p of resume.projects) for (const b of p.highlights) tally(get('enhancer (bullets)', source), enhanceBullet(b).rewritten, b);
    const enhanced = enhanceResume(resume);
    tally(get('enhancer (resume)', source), enhanced.bullets.map((b) => b.rewritten).join('\n'), allStrings(resume));
  }
  const jobs = jobTexts();
  const perResume = options.tailoringJobsPerResume ?? 2;
  resumes.forEach(({ source, resume }, i) => {
    for (let k = 0; k < perResume; k++) {
      const job = jobs[(i * 7 + k * 13) % jobs.length]!.text;
      tally(get('tailoring', source), tailoredText(resume, job), allStrings(resume));
    }
  });
  // Interview plans read the posting: their questions and rubrics may use its words, and English.
  for (const { source, text } of jobs) {
    const plan = planInterview(text, { count: 10 });
    tally(get('interview plan', source), [plan.title, ...plan.questions.flatMap((q) => [q.text, q.rubric])].join('\n'), text);
  }
  for (const { source, title } of jobTitles(resumes)) {
    let draft;
    try {
      draft = generateJobDescription({ title });
    } catch {
      continue;
    }
    tally(get('JD generator', source), `${draft.title}\n${draft.text}`, title);
  }
  return counts;
}

function main(): void {
  const started = Date.now();
  const counts = runNonWordEval();
  console.log('tool                 source             items   words    non-words');
  for (const c of counts)
    console.log(`${c.tool.padEnd(20)} ${c.source.padEnd(18)} ${String(c.items).padStart(6)} ${String(c.words).padStart(8)} ${String(c.nonWords).padStart(8)}`);
  const total = counts.reduce((n, c) => n + c.nonWords, 0);
  console.log(`\nnon-words in all: ${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const c of counts.filter((x) => x.nonWords)) {
    const top = [...c.examples]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([w, n]) => `${w} ×${n}`)
      .join(', ');
    console.log(`  ${c.tool} / ${c.source}: ${top}`);
  }
  if (process.argv.includes('--strict') && total) process.exitCode = 1;
}

if (require.main === module) main();
