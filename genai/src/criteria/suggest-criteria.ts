/**
 * Criteria suggested from a parsed posting, in its own words: the years of experience, the degree,
 * the required skills (the requirement line that asks for them, or "Experience with X" when that
 * line is long), licences and certifications, and work authorisation or location when the posting
 * states them. Every suggestion is a sentence HR can edit; the review reads the sentence again.
 */
import type { ParsedJob } from '../jobs/parse-job';
import { skillDictionary } from '../taxonomy/dictionary';
import { MAX_CRITERIA, MAX_CRITERION_CHARS, type Criterion } from './criterion-types';
import { CERTIFICATION_ACRONYM_RE, CERTIFICATION_WORD_RE, LOCATION_CUE_RE, UNJUDGED_SKILL_CATEGORIES, WORK_AUTH_RE } from './criteria-vocabulary';
import { interpretCriterion } from './interpret-criterion';
import { PREFERRED_CUE } from '../jobs/job-skills';

const MAX_SKILL_CRITERIA = 6;
/** A requirement line longer than this is a paragraph, not a criterion: the skill's name is used instead. */
const MAX_LINE_AS_CRITERION = 80;
const BULLET_RE = /^\s*(?:[•●▪◦‣∙·*\-–—]|\d{1,2}[.)])\s+/;

function asSentence(line: string): string {
  const clean = line.replace(BULLET_RE, '').replace(/\s+/g, ' ').trim().replace(/[;,]$/, '');
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** "Patient care" mid-sentence is "patient care"; names ("Python", "Ruby on Rails", "AWS") keep their capitals. */
function inSentence(name: string): string {
  const words = name.split(/\s+/);
  const phrase = words.length >= 2 && words.slice(1).every((w) => w === w.toLowerCase()) && /^\p{Lu}\p{Ll}+$/u.test(words[0]!);
  return phrase ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'criterion'
  );
}

export function suggestCriteria(job: ParsedJob): Criterion[] {
  const out: Criterion[] = [];
  const usedLines = new Set<string>();
  const add = (text: string, source: string) => {
    const sentence = asSentence(text).slice(0, MAX_CRITERION_CHARS);
    if (!sentence || out.some((c) => c.text.toLowerCase() === sentence.toLowerCase())) return;
    const details = interpretCriterion(sentence);
    let id = `${details.kind}-${slug(sentence)}`;
    for (let n = 2; out.some((c) => c.id === id); n++) id = `${details.kind}-${slug(sentence)}-${n}`;
    out.push({ id, text: sentence, kind: details.kind, details, source: asSentence(source).slice(0, 500) });
    usedLines.add(source);
  };
  const asks = job.requirements.length ? job.requirements : job.sections.filter((s) => s.kind === 'requirements').flatMap((s) => s.lines);
  const lineWith = (words: string) => asks.find((l) => l.includes(words));

  if (job.yearsExperience) {
    const line = lineWith(job.yearsExperience.text);
    add(line && line.length <= MAX_LINE_AS_CRITERION ? line : `At least ${job.yearsExperience.min} years of experience`, line ?? job.yearsExperience.text);
  }
  if (job.education) {
    const line = job.education.text;
    const level =
      job.education.level === 'high-school'
        ? 'high school diploma'
        : `${job.education.level}'s degree`.replace("doctorate's", 'doctorate').replace("diploma's degree", 'diploma');
    add(line.length <= MAX_LINE_AS_CRITERION ? line : `A ${level}${job.education.fields.length ? ` in ${job.education.fields.join(' or ')}` : ''}`, line);
  }

  // Required skills: one criterion per requirement line, so "Scala and Java" stays one sentence.
  const dict = skillDictionary();
  let skillCriteria = 0;
  const seenSkill = new Set<string>();
  for (const skill of job.requiredSkills) {
    if (skillCriteria >= MAX_SKILL_CRITERIA) break;
    if (seenSkill.has(skill.id) || UNJUDGED_SKILL_CATEGORIES.has(dict.skills.get(skill.id)?.category ?? skill.category)) continue;
    if (skill.source === 'phrase' || (skill.confidence !== undefined && skill.confidence < 0.5)) continue;
    const line = skill.evidence;
    // A preferred aside inside a requirements list ("Preferably experience with Play") is not a criterion.
    if (usedLines.has(line) || PREFERRED_CUE.test(line) || /\bpreferabl[ey]\b/i.test(line)) continue;
    const fromLine = line.length <= MAX_LINE_AS_CRITERION && interpretCriterion(asSentence(line)).kind === 'skill' && !usedLines.has(line);
    const text = fromLine ? line : `Experience with ${inSentence(skill.span?.text ?? skill.name)}`;
    if (interpretCriterion(asSentence(text)).kind !== 'skill') continue;
    const before = out.length;
    add(text, line);
    if (out.length > before) {
      skillCriteria++;
      for (const group of out[out.length - 1]!.details?.skills ?? []) for (const s of group) seenSkill.add(s.id);
      seenSkill.add(skill.id);
    }
  }

  for (const line of asks) {
    if (usedLines.has(line) || line.length > MAX_CRITERION_CHARS) continue;
    const kind = interpretCriterion(asSentence(line)).kind;
    // The credential leads the line ("Valid nursing license"), not an aside at its end ("..., e.g. certifications").
    const head = line.slice(0, 60);
    if (kind === 'certification' && (CERTIFICATION_WORD_RE.test(head) || CERTIFICATION_ACRONYM_RE.test(head))) add(line, line);
    else if (kind === 'location' && (WORK_AUTH_RE.test(line) || LOCATION_CUE_RE.test(line))) add(line, line);
  }
  return out.slice(0, MAX_CRITERIA);
}
