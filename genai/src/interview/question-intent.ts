// What a question asks about, read from the engine's own question catalogue: its topic words (the
// content words that are not question boilerplate), each weighted by how specific it is among the
// catalogue's behavioural prompts ("mistake" names one story, "time" all of them), and how far an
// answer covers them, a word of the same synonym group counting. Contrastive: an answer that covers
// the asked question's words no better than the other competencies' questions is not about it.
import { COMPETENCIES } from './competencies';
import { contentWords, stem, stemMatches } from './interview-text';
import { TOPIC_SYNONYMS } from './topic-synonyms';

/** Question words that say nothing about the topic ("tell me about a time you…"). */
export const QUESTION_NOISE = new Set([
  'tell',
  'time',
  'describe',
  'give',
  'example',
  'walk',
  'happen',
  'handl',
  'would',
  'what',
  'how',
  'did',
  'your',
  'about',
  'recent',
  'piece',
  'work',
  'part',
  'hardest',
  'someth',
  'someone',
  'make',
  'sure',
  'last',
  'year',
  'went',
  'afterwa',
  'keep',
  'person',
  'thing',
  'way',
  'get',
  'done',
  'situation',
  'next',
  'first',
]);
/** The same words as the stems they are compared as. */
const NOISE_STEMS = new Set([...QUESTION_NOISE].map(stem));

/** The question's topic stems (content words that are not question boilerplate). */
export function topicStems(question: string): string[] {
  return [...new Set(contentWords(question).map(stem))].filter((s) => !QUESTION_NOISE.has(s) && !NOISE_STEMS.has(s) && s.length >= 3);
}

/** Stem → the stems of its synonym group (itself included). */
const SYNONYMS = new Map<string, string[]>();
for (const group of TOPIC_SYNONYMS) {
  const stems = group.map((w) => stem(w));
  for (const s of stems) SYNONYMS.set(s, [...new Set([...(SYNONYMS.get(s) ?? []), ...stems])]);
}

/** Per answer (its stems array): whether it covers each topic stem already asked about. */
const COVERED = new WeakMap<string[], Map<string, boolean>>();

/** True when a word of the answer starts with this stem or one of its synonyms ("disagre" in "disagreed"). */
export function covers(answerStems: string[], s: string): boolean {
  // One answer is checked against every prompt of the catalogue: remember each stem's answer.
  let seen = COVERED.get(answerStems);
  if (!seen) COVERED.set(answerStems, (seen = new Map()));
  let hit = seen.get(s);
  if (hit === undefined) seen.set(s, (hit = (SYNONYMS.get(s) ?? [s]).some((x) => answerStems.some((a) => stemMatches(a, x)))));
  return hit;
}

/** Every behavioural prompt of the catalogue, with its competency and topic stems. */
const PROMPTS = COMPETENCIES.flatMap((c) =>
  [...c.prompts.entry, ...c.prompts.mid, ...c.prompts.senior].map((text) => ({ competency: c.id, stems: topicStems(text) })),
);
const PROMPT_DF = new Map<string, number>();
for (const p of PROMPTS) for (const s of p.stems) PROMPT_DF.set(s, (PROMPT_DF.get(s) ?? 0) + 1);

/** Inverse prompt frequency: a word no prompt uses is as specific as one prompt's own word. */
function specificity(s: string): number {
  return Math.log((PROMPTS.length + 1) / ((PROMPT_DF.get(s) ?? 0) + 0.5));
}

/** Specificity-weighted share of these topic stems the answer covers, 0–1 (1 when there are none). */
export function weightedCoverage(stems: string[], answerStems: string[]): number {
  let got = 0;
  let all = 0;
  for (const s of stems) {
    const w = specificity(s);
    all += w;
    if (covers(answerStems, s)) got += w;
  }
  return all ? got / all : 1;
}

/**
 * How much better the answer covers the asked question than the average prompt of the other
 * competencies, −1–1: a rich story that touches every question's words gains nothing from it.
 */
export function intentContrast(questionStems: string[], competency: string, answerStems: string[]): number {
  const own = weightedCoverage(questionStems, answerStems);
  const others = PROMPTS.filter((p) => p.competency !== competency && p.stems.length);
  if (!others.length) return own;
  return own - others.reduce((sum, p) => sum + weightedCoverage(p.stems, answerStems), 0) / others.length;
}
