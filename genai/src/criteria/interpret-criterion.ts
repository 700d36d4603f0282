/**
 * Reads a criterion's sentence into what it asks for. The sentence is the truth, not a stored
 * kind: HR may rewrite "3+ years of Java" as "5+ years of Java" and the review follows the words.
 * Order matters: a sentence about years or a degree may also name skills ("3 years of Python").
 */
import { findSkillHits } from '../skills/extract-skills';
import { skillDictionary } from '../taxonomy/dictionary';
import { degreeLevel, studyFields } from '../jobs/education';
import type { CriterionDetails } from './criterion-types';
import {
  CERTIFICATION_ACRONYM_RE,
  CERTIFICATION_FILLER,
  CERTIFICATION_WORD_RE,
  DEGREE_CUE_RE,
  EXAMPLE_CUE_RE,
  LOCATION_CUE_RE,
  RELATED_RE,
  RELOCATION_RE,
  UNJUDGED_SKILL_CATEGORIES,
  WORK_AUTH_RE,
  YEARS_FILLER,
  YEARS_RE,
} from './criteria-vocabulary';

function yearsDetails(text: string): CriterionDetails | undefined {
  const m = YEARS_RE.exec(text);
  if (!m) return undefined;
  const min = Number(m[1]);
  if (!(min > 0 && min <= 40)) return undefined;
  // The field ends at an alternative or an aside: "2+ years of relevant experience, or equivalent skills" names none.
  const after =
    text.slice(m.index + m[0].length).split(/[,;(]|\s(?:or (?:equivalent|similar|comparable|related)|including|such as|preferably|ideally)\b/i)[0] ?? '';
  const rest = `${text.slice(0, m.index)} ${after}`;
  const field = (rest.match(/[\p{L}+#][\p{L}\p{N}+#.-]*/gu) ?? []).filter((w) => !YEARS_FILLER.has(w.toLowerCase())).join(' ');
  return { kind: 'experience-years', years: { min, ...(field ? { field } : {}) } };
}

function degreeDetails(text: string): CriterionDetails | undefined {
  if (!DEGREE_CUE_RE.test(text)) return undefined;
  const level = degreeLevel(text);
  if (level === 'none') return undefined;
  return { kind: 'education', degree: { level, fields: studyFields(text), related: RELATED_RE.test(text) } };
}

function certificationDetails(text: string): CriterionDetails | undefined {
  if (!CERTIFICATION_WORD_RE.test(text) && !CERTIFICATION_ACRONYM_RE.test(text)) return undefined;
  const terms = (text.match(/[\p{L}\p{N}][\p{L}\p{N}+#&-]*/gu) ?? []).filter((w) => !CERTIFICATION_FILLER.has(w.toLowerCase()));
  return { kind: 'certification', certification: { terms } };
}

function locationDetails(text: string): CriterionDetails | undefined {
  const auth = WORK_AUTH_RE.exec(text);
  if (auth) {
    const country = /\b(?:in|for)\s+(?:the\s+)?([A-Z][\p{L}.]*(?:\s+[A-Z][\p{L}.]*)*)/u.exec(text.slice(auth.index))?.[1];
    return { kind: 'location', location: { places: [], relocation: false, ...(country ? { workAuthorisation: country } : {}) } };
  }
  if (!LOCATION_CUE_RE.test(text)) return undefined;
  const places: string[] = [];
  for (const m of text.matchAll(/\b[A-Z][\p{L}.'-]*(?:\s+[A-Z][\p{L}.'-]*)*/gu)) {
    if (m.index === 0) continue; // the sentence's first word ("Based")
    places.push(m[0]);
  }
  if (!places.length) return undefined;
  return { kind: 'location', location: { places, relocation: RELOCATION_RE.test(text) } };
}

/**
 * Skills as groups that must all be met: "Scala and Java" is two groups; "Python, Go or Rust" one
 * (any of them); skills after "such as" or in brackets are examples of the skill before them.
 */
function skillDetails(text: string): CriterionDetails | undefined {
  const dict = skillDictionary();
  const all = findSkillHits(text);
  const category = (id: string) => dict.skills.get(id)?.category ?? '';
  // "Fluent in French" is a fact a resume states; "Excellent English communication skills" is a
  // quality of a person (a soft skill beside the language), left to a person to judge.
  const soft = all.some((h) => category(h.skillId) === 'soft');
  const hits = all.filter((h) => !UNJUDGED_SKILL_CATEGORIES.has(category(h.skillId)) || (category(h.skillId) === 'language-spoken' && !soft));
  if (!hits.length) return undefined;
  const anyOf = /\bor\b/i.test(text.replace(/\([^)]*\)/g, '')) && !/\band\b/i.test(text.replace(/\([^)]*\)/g, ''));
  const cue = EXAMPLE_CUE_RE.exec(text);
  const groups: { id: string; name: string; written: string }[][] = [];
  for (const hit of hits) {
    const entry = dict.skills.get(hit.skillId)!;
    const skill = { id: entry.id, name: entry.name, written: hit.text };
    if (groups.some((g) => g.some((s) => s.id === skill.id))) continue;
    const example = cue !== null && hit.start > cue.index && groups.length > 0;
    if ((anyOf || example) && groups.length) groups[groups.length - 1]!.push(skill);
    else groups.push([skill]);
  }
  return { kind: 'skill', skills: groups };
}

export function interpretCriterion(text: string): CriterionDetails {
  const clean = text.trim();
  return yearsDetails(clean) ?? degreeDetails(clean) ?? certificationDetails(clean) ?? locationDetails(clean) ?? skillDetails(clean) ?? { kind: 'other' };
}
