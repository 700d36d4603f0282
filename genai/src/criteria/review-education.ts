/**
 * A degree criterion: the resume's degrees (education section, else lines naming a degree at a
 * school), the highest that meets the level and field. A lower degree where the criterion takes
 * "or equivalent" is for a person to weigh; no degree anywhere is unclear, never not met.
 */
import { DEGREE_RANK, degreeLevel, studyFields, type DegreeLevel } from '../jobs/education';
import type { CriterionDetails } from './criterion-types';
import { RELATED_FIELDS } from './criteria-vocabulary';
import type { ResumeContext, Review } from './resume-context';

const SCHOOL_RE = /\b(university|college|institute|school|academy|polytechnic)\b/i;

/** degreeLevel with the spelled-out associate degree ("Associate of Applied Science") too. */
function levelOf(text: string): DegreeLevel {
  // A postgraduate diploma or certificate (PGDE, PGCE) follows a bachelor's but is not a master's.
  if (/\b(post-?graduate|pg)\s+(diploma|certificate)\b|\bPG(DE|CE|DM|D)\b/i.test(text)) return 'bachelor';
  const level = degreeLevel(text);
  if (level === 'none' && /\bassociate of\b/i.test(text)) return 'associate';
  return level;
}

function fieldFits(asked: string[], held: string[], related: boolean): 'same' | 'related' | 'other' {
  if (!asked.length || held.some((f) => asked.includes(f))) return 'same';
  if (related && RELATED_FIELDS.some((group) => asked.some((a) => group.includes(a)) && held.some((h) => group.includes(h)))) return 'related';
  return 'other';
}

export function reviewEducation(details: CriterionDetails, context: ResumeContext): Review {
  const asked = details.degree ?? { level: 'bachelor' as DegreeLevel, fields: [], related: false };
  const inSection = context.sentences.filter((s) => s.section === 'education');
  const source = inSection.length ? inSection : context.sentences.filter((s) => SCHOOL_RE.test(s.text));
  const degrees = source.map((sentence) => ({ sentence, level: levelOf(sentence.text), fields: studyFields(sentence.text) })).filter((d) => d.level !== 'none');
  if (!degrees.length) {
    return {
      verdict: 'unclear',
      evidence: null,
      reason: inSection.length ? 'The education section names no degree the engine recognises.' : 'The resume lists no education.',
    };
  }
  const fitting = degrees.filter((d) => DEGREE_RANK[d.level] >= DEGREE_RANK[asked.level] && fieldFits(asked.fields, d.fields, asked.related) !== 'other');
  const highest = <T extends { level: DegreeLevel }>(list: T[]): T => list.reduce((a, b) => (DEGREE_RANK[b.level] > DEGREE_RANK[a.level] ? b : a));
  if (fitting.length) {
    const best = highest(fitting);
    const fit = fieldFits(asked.fields, best.fields, asked.related);
    return {
      verdict: 'met',
      evidence: best.sentence.text,
      reason: `A ${best.level} degree${fit === 'related' ? ' in a related field' : ''}; ${asked.level} asked.`,
    };
  }
  const top = highest(degrees);
  const levelOk = DEGREE_RANK[top.level] >= DEGREE_RANK[asked.level];
  if (!levelOk && asked.related) {
    return { verdict: 'unclear', evidence: top.sentence.text, reason: `A ${top.level} degree; ${asked.level} or equivalent asked: weigh the experience.` };
  }
  const why = levelOk ? `in another field than ${asked.fields.join(' or ')}` : `below the ${asked.level} asked`;
  return { verdict: 'not-met', evidence: top.sentence.text, reason: `The highest degree is a ${top.level} ${why}.` };
}
