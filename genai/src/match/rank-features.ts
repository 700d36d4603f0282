/**
 * Features of one resume for one job inside a pool of resumes, for the learned ranker:
 * lexical relevance (BM25 of the whole posting and of its title and skills over the whole text,
 * and of the posting over the experience and skills sections, each scaled by the pool's best), the matcher's parts (taxonomy skills, title and seniority,
 * years), O*NET occupation similarity of the titles, seniority (only within the job's line of
 * work, as far as the title part of the match says so) and stuffing signals.
 */
import type { JsonResume } from '../resume/json-resume';
import { normalizeTitle, seniorityRank } from '../taxonomy/titles';
import { bm25Scores, buildBm25 } from './bm25';
import type { MatchResult, PreparedJob } from './match-job';
import { resumeSections } from './resume-profile';
import { titleOverlaps } from './title-overlap';

export const FEATURE_NAMES = [
  'bm25',
  'bm25Focus',
  'bm25Experience',
  'bm25Skills',
  'match',
  'requiredSkills',
  'titleAndSeniority',
  'occupation',
  'titleWords',
  'seniority',
  'years',
  'listedOnly',
  'stuffing',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export type FeatureVector = Record<FeatureName, number>;

export interface PoolResume {
  text: string;
  resume?: JsonResume;
  /** The resume's titles, most recent first (the profile's `titles`); else the structured work positions or the current title. */
  titles?: string[];
  match: MatchResult;
}

function recentTitles(item: PoolResume): string[] {
  if (item.titles?.length) return item.titles;
  const work = item.resume?.work.map((w) => w.position).filter(Boolean) ?? [];
  if (work.length) return work;
  return item.match.candidate.currentTitle ? [item.match.candidate.currentTitle] : [];
}

function sectionText(text: string, wanted: string[]): string {
  return resumeSections(text)
    .filter((l) => wanted.includes(l.section))
    .map((l) => l.line)
    .join('\n');
}

function experienceText(item: PoolResume): string {
  if (item.resume?.work.length) return item.resume.work.flatMap((w) => [w.position, w.name, ...w.highlights]).join('\n');
  return sectionText(item.text, ['experience', 'projects']);
}

function skillsText(item: PoolResume): string {
  if (item.resume?.skills.length) return item.resume.skills.flatMap((s) => [s.name, ...s.keywords]).join(', ');
  return sectionText(item.text, ['skills']);
}

function scaled(scores: number[]): number[] {
  const max = Math.max(0, ...scores);
  return scores.map((s) => (max > 0 ? s / max : 0));
}

/** 1 for the same O*NET occupation, 0.6 the same minor group ("15-12"), 0.3 the same major group ("15"), else 0. */
export function occupationSimilarity(jobCode: string | undefined, resumeCode: string | undefined): number {
  if (!jobCode || !resumeCode) return 0;
  if (jobCode === resumeCode) return 1;
  if (jobCode.slice(0, 5) === resumeCode.slice(0, 5)) return 0.6;
  if (jobCode.slice(0, 2) === resumeCode.slice(0, 2)) return 0.3;
  return 0;
}

/**
 * The posting reduced to what it asks for: its title (twice, as the strongest single cue) and
 * the names of its required and preferred skills. A real posting is mostly company story,
 * benefits and legal text; BM25 over all of it ranks whoever echoes that prose.
 */
export function focusQuery(job: PreparedJob): string {
  const { title, requiredSkills, preferredSkills } = job.job;
  return [title, title, ...requiredSkills.map((s) => s.name), ...preferredSkills.map((s) => s.name)].join('\n');
}

export function poolFeatures(job: PreparedJob, pool: PoolResume[]): FeatureVector[] {
  const query = job.text;
  const index = buildBm25(pool.map((p) => p.text));
  const full = scaled(bm25Scores(index, query));
  const focus = scaled(bm25Scores(index, focusQuery(job)));
  const experience = scaled(bm25Scores(buildBm25(pool.map(experienceText)), query));
  const skills = scaled(bm25Scores(buildBm25(pool.map(skillsText)), query));
  const jobCode = job.job.normalizedTitle.occupation?.code;
  const overlaps = titleOverlaps(job.job.title, pool.map(recentTitles));
  return pool.map((item, i) => {
    const parts = item.match.parts;
    const titles =
      item.resume?.work
        .slice(0, 2)
        .map((w) => w.position)
        .filter(Boolean) ?? [];
    if (!titles.length && item.match.candidate.currentTitle) titles.push(item.match.candidate.currentTitle);
    const occupation = Math.max(0, ...titles.map((t, k) => occupationSimilarity(jobCode, normalizeTitle(t).occupation?.code) * (k === 0 ? 1 : 0.7)));
    // Seniority of the current title against the job's: 1 the same, 0.5 one step apart.
    const current = titles[0] ? normalizeTitle(titles[0]) : undefined;
    const steps = current ? Math.abs(seniorityRank(current.seniority) - seniorityRank(job.job.normalizedTitle.seniority)) : 2;
    const required = item.match.matched.filter((m) => m.importance === 'required');
    const listedOnly = required.length
      ? required.filter((m) => !m.where.some((w) => w === 'experience' || w === 'projects' || w === 'summary')).length / required.length
      : 0;
    return {
      bm25: full[i] ?? 0,
      bm25Focus: focus[i] ?? 0,
      bm25Experience: experience[i] ?? 0,
      bm25Skills: skills[i] ?? 0,
      match: item.match.score / 100,
      requiredSkills: (parts.requiredSkills?.score ?? 0) / 100,
      titleAndSeniority: (parts.titleAndSeniority?.score ?? 0) / 100,
      occupation,
      titleWords: overlaps[i] ?? 0,
      // The job's level counts only in the job's line of work: a senior accountant is not
      // half-way to a senior iOS engineer.
      seniority: (steps === 0 ? 1 : steps === 1 ? 0.5 : 0) * Math.min(1, (parts.titleAndSeniority?.score ?? 0) / 60),
      years: (parts.yearsOfExperience?.score ?? 0) / 100,
      listedOnly,
      stuffing: item.match.flags.length ? 1 : 0,
    };
  });
}

export function dot(weights: FeatureVector, features: FeatureVector): number {
  let s = 0;
  for (const name of FEATURE_NAMES) s += weights[name] * features[name];
  return s;
}
