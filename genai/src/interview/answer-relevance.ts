// How far an answer is about the question asked, 0–1. A strong story about another competency
// (a page-speed fix told for "competing priorities between teams") is a good story but not an
// answer: the scorer weighs it by this. For a behavioural question it is the chance the answer is
// on topic, from a small logistic model (data/relevance-weights.json, learnt on the tuning pairs
// by scripts/learn-relevance-weights.ts) over four contrastive readings:
// - margin: the asked competency's cue score against the strongest other competency's, −1–1,
//   near 0 when the story has few cues of any competency;
//   each cue weighted by how specific it is (a stem listed under one competency counts 1, under two
//   1/2, …) times a multiplier learnt from how much likelier it is in its own competency's stories;
// - asked: how much of the asked competency's vocabulary the answer uses at all (saturating, 0–1);
// - topic: the question's own words, each weighted by how specific it is among the catalogue's
//   prompts, or a word of the same synonym group, found in the answer (0–1);
// - contrast: that coverage against the average of the other competencies' prompts (−1–1).
// For a question about a skill: the answer names it or one of its aliases ("Kafka", "k8s"), or a
// skill that implies it.
import { COMPETENCIES, type Competency } from './competencies';
import { contentWords, stem, stemMatches } from './interview-text';
import { covers, intentContrast, QUESTION_NOISE, topicStems, weightedCoverage } from './question-intent';
import { answerSkillIds } from './job-terms';
import model from '../../data/relevance-weights.json';

export { QUESTION_NOISE, topicStems };

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

/** True when a word of the answer starts with this stem ("disagre" in "disagreed"). */
function present(answerStems: string[], s: string): boolean {
  return answerStems.some((a) => stemMatches(a, s));
}

const DOMAIN_WEIGHT = 0.3;
/**
 * Cue evidence added to the margin's denominator: a story that touches only one or two cues of any
 * competency reads as neither for nor against the one asked (margin near 0, not ±1), so the
 * question's own words decide it. Out of fold 88.6% → 90.0% of same-field pairs ordered.
 */
const MARGIN_EVIDENCE = 3;

/** Learnt multipliers of a competency's cue weights (competency → stem → multiplier), 1 when absent. */
let cueWeights: Record<string, Record<string, number>> = (model as { cueWeights?: Record<string, Record<string, number>> }).cueWeights ?? {};
/** Replaces the learnt cue multipliers (for the script that learns them). */
export function useCueWeights(weights: Record<string, Record<string, number>>): void {
  cueWeights = weights;
}

/** Each competency's vocabulary stems with their catalogue weight (for the script that learns the multipliers). */
export function competencyVocabulary(): Map<string, Map<string, number>> {
  return VOCABULARY;
}

/**
 * Specificity-weighted cue score per competency id. A cue the job's own posting uses ("patient"
 * for a nurse, "customer" for a sales role) says little about which competency a story shows, so
 * it counts DOMAIN_WEIGHT.
 */
export function competencyProfile(answerStems: string[], domainStems: string[] = []): Map<string, number> {
  const profile = new Map<string, number>();
  for (const c of STORY_COMPETENCIES) {
    let score = 0;
    for (const [s, weight] of VOCABULARY.get(c.id)!) {
      if (!present(answerStems, s)) continue;
      score += (weight / SPREAD.get(s)!) * (cueWeights[c.id]?.[s] ?? 1) * (present(domainStems, s) ? DOMAIN_WEIGHT : 1);
    }
    profile.set(c.id, score);
  }
  return profile;
}

/** Share of the question's topic words that counts as fully covered (questions that are not behavioural). */
const TOPIC_ENOUGH = 0.8;

/** The learnt model's readings, in the order of its weights. */
export const RELEVANCE_FEATURES = ['margin', 'asked', 'topic', 'contrast'] as const;
export type RelevanceFeatures = Record<(typeof RELEVANCE_FEATURES)[number], number>;
const WEIGHTS = model as { bias: number; weights: Record<string, number> };

export interface Relevance {
  /** 0–1: how far the answer is about what was asked (for a behavioural question, the model's chance that it is). */
  value: number;
  /** The asked competency's share of the strongest competency's cue score, 0–1 (undefined: not a competency question). */
  competency?: number;
  /** Share of the question's topic words (or their synonyms) the answer uses, 0–1. */
  topic: number;
  /** For a question about a skill: whether the answer names it (alias or implied skill). */
  skill?: boolean;
  /** The competency the answer reads as most about, when that is not the one asked. */
  readsAs?: Competency['id'];
  /** The behavioural model's readings (undefined: not a competency question). */
  features?: RelevanceFeatures;
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

/** The model's chance that an answer with these readings is on topic, 0–1. */
export function onTopicChance(f: RelevanceFeatures): number {
  let z = WEIGHTS.bias;
  for (const name of RELEVANCE_FEATURES) z += (WEIGHTS.weights[name] ?? 0) * f[name];
  return 1 / (1 + Math.exp(-z));
}

export function answerRelevance(input: RelevanceInput): Relevance {
  const answerStems = [...new Set(contentWords(input.answer).map(stem))];
  const topic = topicStems(input.question);
  const covered = topic.filter((s) => covers(answerStems, s)).length;
  // Most good answers use about half of the question's words or their synonyms; more adds nothing.
  const topicShare = topic.length ? Math.min(1, covered / (TOPIC_ENOUGH * topic.length)) : 1;

  let competencyShare: number | undefined;
  let readsAs: string | undefined;
  let features: RelevanceFeatures | undefined;
  if (VOCABULARY.has(input.competency)) {
    const domainStems = [...new Set(contentWords(input.domain ?? '').map(stem))];
    const profile = competencyProfile(answerStems, domainStems);
    const asked = profile.get(input.competency) ?? 0;
    const [bestId, best] = [...profile].sort((a, b) => b[1] - a[1])[0]!;
    const other = Math.max(0, ...[...profile].filter(([id]) => id !== input.competency).map(([, v]) => v));
    competencyShare = best > 0 ? asked / best : 0;
    if (best > 0 && bestId !== input.competency && competencyShare < 0.75) readsAs = bestId;
    features = {
      margin: asked + other > 0 ? (asked - other) / (asked + other + MARGIN_EVIDENCE) : 0,
      asked: asked / (1 + asked),
      topic: weightedCoverage(topic, answerStems),
      contrast: intentContrast(topic, input.competency, answerStems),
    };
  }

  let skill: boolean | undefined;
  if (input.skillIds.length) {
    const found = input.answerSkillIds ?? answerSkillIds(input.answer);
    skill = input.skillIds.some((id) => found.has(id));
  }

  let value: number;
  if (skill !== undefined) value = 0.7 * Number(skill) + 0.3 * topicShare;
  else if (features) value = onTopicChance(features);
  else value = topicShare;
  return { value: Math.max(0, Math.min(1, value)), competency: competencyShare, topic: topicShare, skill, readsAs, features };
}
