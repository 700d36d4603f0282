// What the interview engine needs from a job posting: title, level, the competencies to assess,
// the skills to ask about and the terms a good answer would use. Built on the job parser.
import { parseJob, type ParsedJob } from '../jobs/parse-job';
import { extractKeywords } from '../text/keywords';
import { words } from '../text/tokenize';
import { stem } from './interview-text';
import { COMPETENCIES, DEFAULT_COMPETENCIES, FAMILY_COMPETENCIES } from './competencies';
import type { InterviewLevel } from './interview-types';

export interface JobContext {
  title: string;
  company?: string;
  family?: string;
  level: InterviewLevel;
  /** Behavioural competency ids, most important first (never role-knowledge or motivation). */
  competencies: string[];
  /** Non-soft skills, required first. */
  skills: { id: string; name: string; required: boolean }[];
  responsibilities: string[];
  /** Words and phrases of the job a strong answer would use: skill names and key phrases. */
  terms: string[];
}

/** Job postings are capped before parsing: a practice plan never needs more than this. */
export const MAX_JOB_TEXT = 30_000;

const SENIOR = new Set(['senior', 'lead', 'manager', 'director', 'executive', 'principal', 'staff', 'head']);
const ENTRY = new Set(['intern', 'entry', 'junior', 'graduate', 'trainee', 'apprentice']);

export function levelOf(job: ParsedJob): InterviewLevel {
  const seniority = job.normalizedTitle.seniority ?? '';
  const years = job.yearsExperience?.min;
  if (SENIOR.has(seniority) || (years !== undefined && years >= 6)) return 'senior';
  if (ENTRY.has(seniority) || (years !== undefined && years <= 1)) return 'entry';
  return 'mid';
}

function pickCompetencies(job: ParsedJob, text: string): string[] {
  const named = COMPETENCIES.filter((c) => c.jobSignals.test(text)).map((c) => c.id);
  const family = FAMILY_COMPETENCIES[job.normalizedTitle.family ?? ''] ?? DEFAULT_COMPETENCIES;
  // What the family always needs comes first, then what this posting names that the family does
  // not; a posting that asks for leadership gets it even for a family that rarely does.
  const ordered = [...family.filter((id) => named.includes(id)), ...named.filter((id) => !family.includes(id)), ...family.filter((id) => !named.includes(id))];
  return [...new Set(ordered)];
}

export function jobContext(text: string): JobContext {
  const input = text.slice(0, MAX_JOB_TEXT);
  const job = parseJob(input);
  const skills = [
    ...job.requiredSkills.filter((s) => s.category !== 'soft').map((s) => ({ id: s.id, name: s.name, required: true })),
    ...job.preferredSkills.filter((s) => s.category !== 'soft').map((s) => ({ id: s.id, name: s.name, required: false })),
    // A tool the duties name without asking for it ("build pipelines with Airflow") is still a
    // term of the job an interview may ask about, though not a requirement.
    ...(job.mentionedSkills ?? []).filter((s) => s.category !== 'soft').map((s) => ({ id: s.id, name: s.name, required: false })),
  ];
  const unique = skills.filter((s, i) => skills.findIndex((x) => x.id === s.id) === i);
  const body = [...job.responsibilities, ...job.requirements].join('\n') || input;
  const phrases = extractKeywords(body, { top: 12, maxWords: 3 })
    // One-word phrases are mostly verbs ("Plan", "Assess"): only named tools and skills stay.
    .filter((k) => !/\d/.test(k.phrase) && k.phrase.length > 3 && (k.phrase.includes(' ') || k.skill))
    .map((k) => k.phrase);
  // A term whose words all appear (by stem) in a kept term ("Excel" beside "Microsoft Excel",
  // "electronic health record" beside "Electronic health records") is the same term.
  const wordsOf = (t: string) => words(t).map(stem);
  const within = (a: string[], b: string[]) => a.every((w) => b.includes(w));
  const terms: string[] = [];
  for (const term of [...unique.map((s) => s.name), ...phrases].map((t) => t.trim())) {
    const w = wordsOf(term);
    if (w.length && !terms.some((t) => within(w, wordsOf(t)) || within(wordsOf(t), w))) terms.push(term);
  }
  return {
    title: job.title || 'this role',
    company: job.company,
    family: job.normalizedTitle.family,
    level: levelOf(job),
    competencies: pickCompetencies(job, input),
    skills: unique,
    responsibilities: job.responsibilities.slice(0, 12),
    terms: terms.slice(0, 20),
  };
}
