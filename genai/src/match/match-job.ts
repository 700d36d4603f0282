/**
 * Job–resume matching: a 0–100 score from named parts (required skills, preferred skills, title
 * and seniority, years of experience, education, other keywords), the matched and missing
 * skills with where each was found, and a plain-language fit summary.
 *
 * It reasons about skills and titles, not word counts: a skill counts once however often it is
 * written, more when used in experience than when only listed, partly when the candidate has an
 * interchangeable one (PostgreSQL for MySQL) or an implying one (React ⇒ JavaScript); the title
 * part compares job families (a product manager is not a full-stack engineer). Text copied from
 * the job and keyword dumps are discounted (see resume-profile).
 */
import { parseJob, type JobSkill, type ParsedJob } from '../jobs/parse-job';
import { DEGREE_RANK } from '../jobs/education';
import { skillDictionary } from '../taxonomy/dictionary';
import { seniorityRank, titleSimilarity } from '../taxonomy/titles';
import { extractKeywords } from '../text/keywords';
import { buildResumeProfile, jobShingles, type ProfileOptions, type ResumeInput, type ResumeProfile, type ResumeSection } from './resume-profile';
import { fitSummary } from './fit-summary';

export const MATCHER_VERSION = 'hiregen-match-1';

export type MatchPartName = 'requiredSkills' | 'preferredSkills' | 'titleAndSeniority' | 'yearsOfExperience' | 'education' | 'otherKeywords';

export interface MatchPart {
  /** 0..100 for this part. */
  score: number;
  /** Share of the total score (weights of present parts sum to 1). */
  weight: number;
  detail: string;
}

export interface MatchedSkill {
  skill: string;
  importance: 'required' | 'preferred';
  /** 0..1 credit given. */
  credit: number;
  how: 'direct' | 'implied' | 'interchangeable';
  /** Resume sections the skill was found in. */
  where: ResumeSection[];
  evidence: string;
  /** For implied/interchangeable: the resume skill that stood in. */
  via?: string;
}

export interface MissingSkill {
  skill: string;
  importance: 'required' | 'preferred';
  /** The job line that asks for it. */
  evidence: string;
}

export interface MatchResult {
  score: number;
  parts: Record<MatchPartName, MatchPart | null>;
  matched: MatchedSkill[];
  missing: MissingSkill[];
  summary: string;
  strengths: string[];
  gaps: string[];
  suggestions: string[];
  flags: string[];
  job: { title: string; family?: string; seniority: string; yearsRequired?: number };
  candidate: { currentTitle?: string; yearsExperience?: number; education: string };
  version: string;
}

const WEIGHTS: Record<MatchPartName, number> = {
  requiredSkills: 0.42,
  preferredSkills: 0.08,
  titleAndSeniority: 0.25,
  yearsOfExperience: 0.1,
  education: 0.05,
  otherKeywords: 0.1,
};
/** Broad skills ("Web development", "Communication") say less about fit than named technologies. */
const LIGHT_CATEGORIES = new Set(['soft', 'methodology', 'O*NET skill', 'O*NET knowledge area']);
const LIGHT_SKILLS = new Set([
  'web-development',
  'ui-development',
  'backend-development',
  'full-stack',
  'onet:programming',
  'rest-api',
  'databases',
  'testing',
  'system-design',
]);

function isGenericLabel(s: JobSkill): boolean {
  return LIGHT_SKILLS.has(s.id) || s.category === 'O*NET skill' || s.category === 'O*NET knowledge area';
}

function skillWeight(s: JobSkill): number {
  return LIGHT_CATEGORIES.has(s.category) || LIGHT_SKILLS.has(s.id) ? 0.5 : 1;
}

/**
 * The skill as the job names it. The taxonomy files many phrasings under one canonical name
 * ("regulatory compliance" under Audit, "preventive maintenance" under Maintenance and repair);
 * a candidate told they lack "Audit" for a job that never says audit is misled, so summaries and
 * gap lists use the posting's own words whenever the canonical name is not among them.
 */
export function jobWording(s: JobSkill): string {
  const said = s.span?.text.trim();
  if (!said) return s.name;
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9+#.]+/g, ' ')
      .trim();
  if (norm(said).includes(norm(s.name))) return s.name;
  return said.charAt(0).toUpperCase() + said.slice(1);
}

interface Credit {
  credit: number;
  how: MatchedSkill['how'];
  where: ResumeSection[];
  evidence: string;
  via?: string;
}

function creditFor(skillId: string, profile: ResumeProfile): Credit | undefined {
  const dict = skillDictionary();
  const direct = profile.skills.get(skillId);
  if (direct) return { credit: direct.strength, how: 'direct', where: direct.sections, evidence: direct.evidence };
  const implied = profile.inferred.get(skillId);
  let best: Credit | undefined;
  if (implied) best = { credit: 0.8 * implied.strength, how: 'implied', where: [], evidence: `implied by ${implied.via}`, via: implied.via };
  for (const other of dict.interchangeable.get(skillId) ?? []) {
    const s = profile.skills.get(other);
    if (s && 0.5 * s.strength > (best?.credit ?? 0))
      best = { credit: 0.5 * s.strength, how: 'interchangeable', where: s.sections, evidence: s.evidence, via: s.name };
  }
  return best;
}

function skillsPart(
  job: ParsedJob,
  importance: 'required' | 'preferred',
  profile: ResumeProfile,
  matched: MatchedSkill[],
  missing: MissingSkill[],
): MatchPart | null {
  // Phrase skills (list items the taxonomy does not know) have no id a resume can match; the
  // keyword part reads them as text instead.
  const list = (importance === 'required' ? job.requiredSkills : job.preferredSkills).filter((s) => s.source !== 'phrase');
  if (!list.length) return null;
  let got = 0;
  let possible = 0;
  const record = (s: JobSkill, c: Credit | undefined) => {
    if (c && c.credit > 0)
      matched.push({
        skill: jobWording(s),
        importance,
        credit: Math.round(c.credit * 100) / 100,
        how: c.how,
        where: c.where,
        evidence: c.evidence,
        ...(c.via ? { via: c.via } : {}),
      });
    // Umbrella labels ("Programming", "Web development") are not gaps a candidate can act on.
    else if (!isGenericLabel(s)) missing.push({ skill: jobWording(s), importance, evidence: s.evidence });
  };
  for (const s of list.filter((x) => x.group === undefined)) {
    const w = skillWeight(s);
    const c = creditFor(s.id, profile);
    possible += w;
    got += w * (c?.credit ?? 0);
    record(s, c);
  }
  for (const g of job.skillGroups.filter((x) => x.importance === importance)) {
    const members = list.filter((s) => s.group === g.id);
    if (!members.length) continue;
    const credits = members.map((s) => ({ s, c: creditFor(s.id, profile) }));
    const sorted = credits.map((x) => x.c?.credit ?? 0).sort((a, b) => b - a);
    const groupCredit = Math.min(1, sorted.slice(0, g.need).reduce((a, b) => a + b, 0) / g.need);
    const w = 1.5 * Math.max(...members.map(skillWeight));
    possible += w;
    got += w * groupCredit;
    // Alternatives the candidate lacks are not gaps once the group is satisfied.
    for (const { s, c } of credits)
      if (c && c.credit > 0) record(s, c);
      else if (groupCredit < 0.99 && !isGenericLabel(s)) missing.push({ skill: jobWording(s), importance, evidence: s.evidence });
  }
  if (possible === 0) return null;
  const found = matched.filter((m) => m.importance === importance).length;
  return {
    score: Math.round((got / possible) * 100),
    weight: 0,
    detail: `${found} of ${list.length} ${importance} skills found (${Math.round((got / possible) * 100)}% credit)`,
  };
}

function titlePart(job: ParsedJob, profile: ResumeProfile): MatchPart | null {
  if (!job.title) return null;
  if (!profile.titles.length) return { score: 20, weight: 0, detail: 'no job title found in the resume' };
  const recencyWeight = [1, 0.7, 0.55, 0.45];
  let best = 0;
  let bestTitle = profile.titles[0]!;
  for (const t of profile.titles) {
    const s = titleSimilarity(job.normalizedTitle, t.normalized) * (recencyWeight[t.recency] ?? 0.4);
    if (s > best) {
      best = s;
      bestTitle = t;
    }
  }
  // Seniority: asked-for level against the current title (or years when the title says nothing).
  let seniorityFactor = 1;
  const wanted = job.normalizedTitle.senioritySource === 'title' ? seniorityRank(job.normalizedTitle.seniority) : undefined;
  const current = profile.titles[0]!.normalized;
  let have = current.senioritySource === 'title' ? seniorityRank(current.seniority) : undefined;
  if (have === undefined && profile.yearsExperience !== undefined)
    have = seniorityRank(profile.yearsExperience >= 5 ? 'senior' : profile.yearsExperience >= 2 ? 'mid' : 'junior');
  if (wanted !== undefined && have !== undefined && wanted - have >= 2) seniorityFactor = 0.8;
  const score = Math.round(best * seniorityFactor * 100);
  return {
    score,
    weight: 0,
    detail: `closest title "${bestTitle.title}"${bestTitle.recency === 0 ? ' (current)' : ''} for "${job.title}"${seniorityFactor < 1 ? '; below the asked seniority' : ''}`,
  };
}

function yearsPart(job: ParsedJob, profile: ResumeProfile): MatchPart | null {
  const need = job.yearsExperience?.min;
  if (!need) return null;
  const have = profile.yearsExperience;
  if (have === undefined) return { score: 30, weight: 0, detail: `job asks ${need}+ years; none could be read from the resume` };
  const score = have >= need ? 100 : Math.round(Math.max(0, have / need) * 85);
  return { score, weight: 0, detail: `${have} years of experience for ${need}+ asked` };
}

function educationPart(job: ParsedJob, profile: ResumeProfile): MatchPart | null {
  const need = job.education;
  if (!need || need.level === 'none') return null;
  const have = profile.education.level;
  const gap = DEGREE_RANK[need.level] - DEGREE_RANK[have];
  let score = have === 'none' ? 30 : gap <= 0 ? 100 : gap === 1 ? 70 : 40;
  const fieldOk = !need.fields.length || need.fields.some((f) => profile.education.fields.includes(f));
  if (!fieldOk && have !== 'none') score = Math.round(score * 0.8);
  return {
    score,
    weight: 0,
    detail: `${have === 'none' ? 'no degree found' : `${have} degree${profile.education.fields.length ? ` in ${profile.education.fields.join(', ')}` : ''}`} for ${need.level}${need.fields.length ? ` in ${need.fields.join(' or ')}` : ''}`,
  };
}

const stem = (w: string) => w.toLowerCase().replace(/(ing|ed|es|s)$/, '');

/** The job's keyphrases that are not skills or boilerplate, as stemmed words (computed once per job). */
function jobKeyphrases(jobText: string, job: ParsedJob): string[][] {
  const skillNames = new Set([...job.requiredSkills, ...job.preferredSkills].map((s) => s.name.toLowerCase()));
  const boiler = new Set([...job.benefits, ...job.eeo].join(' ').toLowerCase().split(/\W+/));
  return extractKeywords([...job.responsibilities, ...job.requirements, ...job.preferred].join('\n') || jobText, { top: 20 })
    .filter((k) => !k.skill && !skillNames.has(k.phrase.toLowerCase()))
    .filter((k) => k.phrase.split(/\s+/).some((w) => !boiler.has(w.toLowerCase())))
    .map((k) =>
      k.phrase
        .split(/\s+/)
        .map(stem)
        .filter((w) => w.length > 2),
    )
    .filter((ws) => ws.length > 0);
}

function keywordsPart(prepared: PreparedJob, profile: ResumeProfile): MatchPart | null {
  const phrases = prepared.keyphrases;
  if (phrases.length < 3) return null;
  let hit = 0;
  const resumeStems = new Set<string>();
  for (const w of profile.words) resumeStems.add(stem(w));
  for (const ws of phrases) hit += ws.filter((w) => resumeStems.has(w)).length / ws.length;
  const score = Math.round((hit / phrases.length) * 100);
  return { score, weight: 0, detail: `${Math.round(hit)} of ${phrases.length} other job keyphrases appear` };
}

export type MatchOptions = ProfileOptions;

/** A job parsed once, for ranking many resumes against it. */
export interface PreparedJob {
  text: string;
  job: ParsedJob;
  /** Stemmed words of the job's non-skill keyphrases. */
  keyphrases: string[][];
  /** 8-word shingles of the job text, to spot copied job text in resumes. */
  shingles: Set<string>;
}

export function prepareJob(jobText: string): PreparedJob {
  const text = jobText.slice(0, 60_000);
  const job = parseJob(text);
  return { text, job, keyphrases: jobKeyphrases(text, job), shingles: jobShingles(text) };
}

export function matchResume(job: PreparedJob | string, resume: ResumeInput, options: MatchOptions = {}): MatchResult {
  const prepared = typeof job === 'string' ? prepareJob(job) : job;
  const profile = buildResumeProfile(resume, { ...options, jobShingles: prepared.shingles });
  return matchProfile(prepared, profile);
}

export function matchProfile(prepared: PreparedJob, profile: ResumeProfile): MatchResult {
  const { job } = prepared;
  const matched: MatchedSkill[] = [];
  const missing: MissingSkill[] = [];
  const parts: Record<MatchPartName, MatchPart | null> = {
    requiredSkills: skillsPart(job, 'required', profile, matched, missing),
    preferredSkills: skillsPart(job, 'preferred', profile, matched, missing),
    titleAndSeniority: titlePart(job, profile),
    yearsOfExperience: yearsPart(job, profile),
    education: educationPart(job, profile),
    otherKeywords: keywordsPart(prepared, profile),
  };
  const present = (Object.keys(parts) as MatchPartName[]).filter((k) => parts[k]);
  const weightSum = present.reduce((s, k) => s + WEIGHTS[k], 0) || 1;
  let total = 0;
  for (const k of present) {
    const p = parts[k]!;
    p.weight = Math.round((WEIGHTS[k] / weightSum) * 1000) / 1000;
    total += (p.score * WEIGHTS[k]) / weightSum;
  }
  const score = Math.max(0, Math.min(100, Math.round(total)));
  const base = {
    score,
    parts,
    matched,
    missing,
    flags: profile.flags,
    version: MATCHER_VERSION,
    job: {
      title: job.title,
      ...(job.normalizedTitle.family ? { family: job.normalizedTitle.family } : {}),
      seniority: job.normalizedTitle.seniority,
      ...(job.yearsExperience ? { yearsRequired: job.yearsExperience.min } : {}),
    },
    candidate: {
      ...(profile.titles[0] ? { currentTitle: profile.titles[0].title } : {}),
      ...(profile.yearsExperience !== undefined ? { yearsExperience: profile.yearsExperience } : {}),
      education: profile.education.level,
    },
  };
  const fit = fitSummary(base);
  return { ...base, ...fit };
}
