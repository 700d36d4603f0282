// Which of the job's terms an answer uses. Skills are recognised by id through the dictionary's
// aliases, so "Kafka" counts for Apache Kafka and "k8s" for Kubernetes, and a skill that implies
// another counts for it too (React for JavaScript); other terms (key phrases) by their words' stems.
import { findSkillHits, inferSkills } from '../skills/extract-skills';
import { lookupSkill } from '../taxonomy/dictionary';
import { contentWords, phraseIn, stem, stemSet } from './interview-text';
import type { JobContext } from './job-context';

/** Dictionary skill ids a text names (aliases included) and the skills they imply. */
export function answerSkillIds(text: string): Set<string> {
  const found = new Set(findSkillHits(text).map((h) => h.skillId));
  for (const s of inferSkills(found)) found.add(s.id);
  return found;
}

/** Skill ids a question is about: its plan's skill when known, else the skills its text names. */
export function questionSkillIds(question: string, skill?: string): string[] {
  const named = skill ? lookupSkill(skill)?.id : undefined;
  if (named) return [named];
  return [...new Set(findSkillHits(question).map((h) => h.skillId))];
}

/** True when `term` occurs in `text` as whole words: "Go" is not in "good", "C++" is in "C++17". */
function containsWord(text: string, term: string): boolean {
  let from = text.indexOf(term);
  while (from >= 0) {
    const before = text[from - 1];
    const after = text[from + term.length];
    if (!(before && /[\p{L}\p{N}]/u.test(before)) && !(after && /\p{L}/u.test(after))) return true;
    from = text.indexOf(term, from + 1);
  }
  return false;
}

export interface TermUse {
  used: string[];
  /** Not used, the ones the question itself names first; at most five. */
  missed: string[];
}

/** `answerIds`: the answer's `answerSkillIds`, when the caller already has them. */
export function jobTermUse(ctx: JobContext, question: string, answer: string, answerIds: Set<string> = answerSkillIds(answer)): TermUse {
  const idOf = new Map(ctx.skills.map((s) => [s.name, s.id]));
  const answerStems = stemSet(answer);
  const lowerAnswer = answer.toLowerCase();
  const used = ctx.terms.filter((t) => {
    const id = idOf.get(t) ?? lookupSkill(t)?.id;
    if (id && answerIds.has(id)) return true;
    return phraseIn(t, answerStems) || containsWord(lowerAnswer, t.toLowerCase());
  });
  const questionStems = stemSet(question);
  const notUsed = ctx.terms.filter((t) => !used.includes(t));
  const missed = [...notUsed.filter((t) => contentWords(t).some((w) => questionStems.has(stem(w)))), ...notUsed]
    .filter((t, i, all) => all.indexOf(t) === i)
    .slice(0, 5);
  return { used, missed };
}
