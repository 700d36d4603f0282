/**
 * Years of experience: the roles' date ranges (overlaps merged), counting only roles in the field
 * the criterion names ("bookkeeping": the Bookkeeper roles; "software engineering": software
 * titles), or a claim the resume makes ("over 10 years of experience in ..."). Dates decide
 * before a claim that says less; no dates and no claim leave it unclear.
 */
import { findDateRange } from '../resume/resume-dates';
import { familySimilarity } from '../taxonomy/curated-titles';
import { normalizeTitle } from '../taxonomy/titles';
import { yearsFromRanges } from '../match/resume-profile';
import type { CriterionDetails } from './criterion-types';
import { NUMBER_WORDS } from './criteria-vocabulary';
import type { ResumeContext, Review } from './resume-context';
import type { ResumeSentence } from './resume-sentences';
import { stemsOf } from './word-stems';

interface Role {
  sentence: ResumeSentence;
  title: string;
  start: number;
  end: number;
}

const CLAIM_RE =
  /\b(?:over|more than|nearly|almost|about)?\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s*(?:years?|yrs)(?:'|’)?\s+(?:of\s+)?(?:[\p{L}-]+\s+){0,4}?experience/iu;

function months(point: string, fallback: number): number | undefined {
  const m = /^((?:19|20)\d{2})(?:-(\d{2}))?$/.exec(point);
  if (!m) return point ? undefined : fallback;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 0);
}

/** Each dated role: a line with a date range outside the education section. */
function rolesOf(context: ResumeContext): Role[] {
  const nowMonth = context.now.year * 12 + context.now.month - 1;
  const roles: Role[] = [];
  for (const sentence of context.sentences) {
    if (sentence.section === 'education' || sentence.section === 'certifications') continue;
    const range = findDateRange(sentence.text);
    if (!range || (!range.endDate && !range.current)) continue;
    const start = months(range.startDate, nowMonth);
    const end = range.current ? nowMonth : months(range.endDate, nowMonth);
    if (start === undefined || end === undefined || end < start) continue;
    // The title: the line without its dates; a date alone on its line belongs to the line above.
    let title = sentence.text
      .replace(range.text, '')
      .replace(/[\s,|·•–—-]+$/g, '')
      .trim();
    if (!title)
      title = context.sentences
        .filter((s) => s.line === sentence.line - 1)
        .map((s) => s.text)
        .join(' ');
    roles.push({ sentence, title, start, end: end + 1 });
  }
  return roles;
}

/** The role is in the field: a word of the field in its title, or a title of the same family. */
function inField(role: Role, field: string | undefined): boolean {
  if (!field) return true;
  const fieldStems = stemsOf(field);
  const titleStems = stemsOf(role.title);
  if ([...fieldStems].some((s) => s.length >= 4 && titleStems.has(s))) return true;
  const titlePiece = role.title.split(/\s*(?:,|\||\s-\s|\bat\b|@)\s*/)[0] ?? role.title;
  const a = normalizeTitle(field).family;
  const b = normalizeTitle(titlePiece).family;
  // The same family of work, not a neighbour: a systems administrator's years are not a DevOps engineer's.
  return familySimilarity(a, b) >= 0.7;
}

function claimOf(context: ResumeContext, field: string | undefined): { years: number; sentence: ResumeSentence } | undefined {
  for (const sentence of context.sentences) {
    const m = CLAIM_RE.exec(sentence.text);
    if (!m) continue;
    const years = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
    if (field) {
      const stems = stemsOf(sentence.text);
      if (![...stemsOf(field)].some((s) => s.length >= 4 && stems.has(s)) && !inField({ sentence, title: sentence.text, start: 0, end: 0 }, field)) continue;
    }
    return { years, sentence };
  }
  return undefined;
}

export function reviewExperience(details: CriterionDetails, context: ResumeContext): Review {
  const min = details.years?.min ?? 0;
  const field = details.years?.field;
  const inWhat = field ? ` in ${field}` : '';
  const roles = rolesOf(context);
  const relevant = roles.filter((r) => inField(r, field));
  const years = relevant.length ? yearsFromRanges(relevant.map((r) => [r.start, r.end])) : 0;
  const claim = claimOf(context, field);
  if (claim && claim.years >= min && claim.years >= years) {
    return { verdict: 'met', evidence: claim.sentence.text, reason: `The resume states ${claim.years} years of experience${inWhat}; ${min} asked.` };
  }
  if (relevant.length && years >= min) {
    const earliest = relevant.reduce((a, b) => (b.start < a.start ? b : a));
    return { verdict: 'met', evidence: earliest.sentence.text, reason: `About ${years} years${inWhat} from the roles' dates; ${min} asked.` };
  }
  if (!roles.length) {
    if (claim) return { verdict: 'not-met', evidence: claim.sentence.text, reason: `The resume states ${claim.years} years; ${min} asked.` };
    return { verdict: 'unclear', evidence: null, reason: 'The resume gives no dated roles and no years of experience.' };
  }
  const latest = (relevant.length ? relevant : roles).reduce((a, b) => (b.end > a.end || (b.end === a.end && b.start > a.start) ? b : a));
  const reason = relevant.length
    ? `About ${years} years${inWhat} from the roles' dates; ${min} asked.`
    : `No dated role${inWhat}: ${yearsFromRanges(roles.map((r) => [r.start, r.end]))} years in other work; ${min} asked.`;
  return { verdict: 'not-met', evidence: latest.sentence.text, reason };
}
