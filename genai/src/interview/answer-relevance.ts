// How far an answer is about the question asked, 0–1. A strong story about another competency
// (a page-speed fix told for "competing priorities between teams") is a good story but not an
// answer: the scorer weighs it by this. Three readings, each 0–1:
// - competency: the answer's cue words per competency, each cue weighted by how specific it is
//   (a stem listed under one competency counts 1, under two 1/2, …); the asked competency's share
//   of the strongest one;
// - topic: the question's own content words, or a word of the same synonym group, found in the answer;
// - skill: for a question about a skill, the answer names it or one of its aliases ("Kafka",
//   "k8s"), or a skill that implies it.
import { COMPETENCIES, type Competency } from './competencies';
import { contentWords, stem } from './interview-text';
import { TOPIC_SYNONYMS } from './topic-synonyms';
import { answerSkillIds } from './job-terms';

/** Question words that say nothing about the topic ("tell me about a time you…"). */
export const QUESTION_NOISE = new Set(['tell', 'time', 'describe', 'give', 'example', 'walk', 'happen', 'handl', 'would', 'what', 'how', 'did', 'your', 'about', 'recent', 'piece', 'work', 'part', 'hardest', 'someth', 'someone', 'make', 'sure', 'last', 'year', 'went', 'afterwa', 'keep', 'person', 'thing', 'way', 'get', 'done', 'situation', 'next', 'first']);
/** The same words as the stems they are compared as. */
const NOISE_STEMS = new Set([...QUESTION_NOISE].map(stem));

/** Competencies an answer can be "about" (role knowledge and motivation have no story of their own). */
const STORY_COMPETENCIES = COMPETENCIES.filter((c) => c.cues.length && c.id !== 'motivation');

/**
 * Each competency's vocabulary: its cue stems (weight 1) and the content words of its own prompts
 * and rubric (weight PROMPT_WEIGHT), so the catalogue's wording widens what counts as on-topic.
 * A stem shared by several competencies is divided between them (its specificity).
 */
const PROMPT_WEIGHT = 0.5;
const VOCABULARY = new Map<string, Map<string, number>>();
const SPREAD = new Map<string, number>();
for (const c of STORY_COMPETENCIES) {
  const vocab = new Map<string, number>();
  const promptText = [...c.prompts.entry, ...c.prompts.mid, ...c.prompts.senior, c.rubric].join(' ');
  for (const s of topicStems(promptText)) vocab.set(s, PROMPT_WEIGHT);
  for (const cue of c.cues) {
    const s = stem(cue.trim());
    if (s.length >= 3) vocab.set(s, 1);
  }
  VOCABULARY.set(c.id, vocab);
  for (const s of vocab.keys()) SPREAD.set(s, (SPREAD.get(s) ?? 0) + 1);
}

/** Stem → the stems of its synonym group (itself included). */
const SYNONYMS = new Map<string, string[]>();
for (const group of TOPIC_SYNONYMS) {
  const stems = group.map((w) => stem(w));
  for (const s of stems) SYNONYMS.set(s, [...new Set([...(SYNONYMS.get(s) ?? []), ...stems])]);
}

/** True when a word of the answer starts with this stem ("disagre" in "disagreed"). */
function present(answerStems: string[], s: string): boolean {
  return answerStems.some((a) => a.startsWith(s));
}

/** How often words starting with this stem occur in the answer (its content words' stems, repeats kept). */
function occurrences(answerTokens: string[], s: string): number {
  let n = 0;
  for (const a of answerTokens) if (a.startsWith(s)) n++;
  return n;
}

const DOMAIN_WEIGHT = 0.3;
const REPEAT_WEIGHT = 0;

/**
 * Specificity-weighted cue score per competency id. A cue the job's own posting uses ("patient"
 * for a nurse, "customer" for a sales role) says little about which competency a story shows, so
 * it counts DOMAIN_WEIGHT; a cue repeated adds a little more (REPEAT_WEIGHT × log2 of its count).
 */
export function competencyProfile(answerTokens: string[], domainStems: string[] = []): Map<string, number> {
  const profile = new Map<string, number>();
  for (const c of STORY_COMPETENCIES) {
    let score = 0;
    for (const [s, weight] of VOCABULARY.get(c.id)!) {
      const n = occurrences(answerTokens, s);
      if (!n) continue;
      const domain = present(domainStems, s) ? DOMAIN_WEIGHT : 1;
      score += (weight / SPREAD.get(s)!) * domain * (1 + REPEAT_WEIGHT * Math.log2(n));
    }
    profile.set(c.id, score);
  }
  return profile;
}

/** The question's topic stems (content words that are not question boilerplate). */
export function topicStems(question: string): string[] {
  return [...new Set(contentWords(question).map(stem))].filter((s) => !QUESTION_NOISE.has(s) && !NOISE_STEMS.has(s) && s.length >= 3);
}

/** Share of the question's topic words that counts as fully covered. */
const TOPIC_ENOUGH = 0.8;
/** Weight of the competency reading against the topic reading for a behavioural question. */
const COMPETENCY_WEIGHT = 0.5;

export interface Relevance {
  /** 0–1: how far the answer is about what was asked. */
  value: number;
  /** The asked competency's share of the strongest competency's cue score, 0–1 (undefined: not a competency question). */
  competency?: number;
  /** Share of the question's topic words (or their synonyms) the answer uses, 0–1. */
  topic: number;
  /** For a question about a skill: whether the answer names it (alias or implied skill). */
  skill?: boolean;
  /** The competency the answer reads as most about, when that is not the one asked. */
  readsAs?: Competency['id'];
}

export interface RelevanceInput {
  question: string;
  answer: string;
  competency: string;
  /** Skill ids the question is about (empty when none). */
  skillIds: string[];
  /** The job's own wording (title, duties, terms): cue words it uses count less. */
  domain?: string;
  /** The answer's `answerSkillIds`, when the caller already has them. */
  answerSkillIds?: Set<string>;
}

export function answerRelevance(input: RelevanceInput): Relevance {
  const answerTokens = contentWords(input.answer).map(stem);
  const answerStems = [...new Set(answerTokens)];
  const topic = topicStems(input.question);
  const covered = topic.filter((s) => (SYNONYMS.get(s) ?? [s]).some((x) => present(answerStems, x))).length;
  // Most good answers use about half of the question's words or their synonyms; more adds nothing.
  const topicShare = topic.length ? Math.min(1, covered / (TOPIC_ENOUGH * topic.length)) : 1;

  let competencyShare: number | undefined;
  let readsAs: string | undefined;
  if (VOCABULARY.has(input.competency)) {
    const domainStems = [...new Set(contentWords(input.domain ?? '').map(stem))];
    const profile = competencyProfile(answerTokens, domainStems);
    const asked = profile.get(input.competency) ?? 0;
    const [bestId, best] = [...profile].sort((a, b) => b[1] - a[1])[0]!;
    competencyShare = best > 0 ? asked / best : 0;
    if (best > 0 && bestId !== input.competency && competencyShare < 0.75) readsAs = bestId;
  }

  let skill: boolean | undefined;
  if (input.skillIds.length) {
    const found = input.answerSkillIds ?? answerSkillIds(input.answer);
    skill = input.skillIds.some((id) => found.has(id));
  }

  let value: number;
  if (skill !== undefined) value = 0.7 * Number(skill) + 0.3 * topicShare;
  else if (competencyShare !== undefined) value = COMPETENCY_WEIGHT * competencyShare + (1 - COMPETENCY_WEIGHT) * topicShare;
  else value = topicShare;
  return { value: Math.max(0, Math.min(1, value)), competency: competencyShare, topic: topicShare, skill, readsAs };
}
