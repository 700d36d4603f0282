// Feedback on one answer: STAR coverage, the job's terms used and missed, quantified results,
// filler words, length and pace, vague / off-topic / hypothetical flags, a 1–5 score for the
// question's competency with its reason, and the one change that would help most.
import { COMPETENCIES, competency, competencyLabel } from './competencies';
import { jobContext, type JobContext } from './job-context';
import { rolePhrase, stem, stemSet } from './interview-text';
import { answerRelevance, QUESTION_NOISE, type Relevance } from './answer-relevance';
import { answerSkillIds, jobTermUse, questionSkillIds } from './job-terms';
import { skillDictionary } from '../taxonomy/dictionary';
import type { AnswerFeedback, AnswerFlag, QuestionKind, StarPart } from './interview-types';
import { readSignals } from './answer-signals';
import { countWords } from '../text/word-count';
import { mostUsedWords } from './most-used-words';

export interface FeedbackInput {
  question: string;
  answer: string;
  kind?: QuestionKind;
  competency?: string;
  /** The job skill a technical question is about (`InterviewQuestion.skill`); read from the question when absent. */
  skill?: string;
  /** Seconds the answer took, when timed (spoken or on the practice timer). */
  durationSec?: number;
}

export const MAX_ANSWER_CHARS = 10_000;
export const MAX_QUESTION_CHARS = 1_000;
const STAR_PARTS: StarPart[] = ['situation', 'task', 'action', 'result'];
/**
 * A story's points are multiplied by `floor` up to relevance `low`, rising linearly to 1 at `full`:
 * a complete story about something else keeps some credit but loses a band or two. Chosen on the
 * out-of-fold relevance of the tuning stories (`scripts/learn-relevance-weights.ts --cv` sweeps it).
 */
export const RELEVANCE_WEIGHING = { floor: 0.4, low: 0.1, full: 0.8 };

/** The share of a story's points its relevance to the question keeps, `floor`–1. */
export function relevanceFactor(value: number): number {
  const { floor, low, full } = RELEVANCE_WEIGHING;
  return floor + (1 - floor) * Math.max(0, Math.min(1, (value - low) / (full - low)));
}

export function inferKind(question: string): QuestionKind {
  if (/\btell me about yourself\b|\bwalk me through your (background|resume|cv)\b|\bintroduce yourself\b/i.test(question)) return 'warm-up';
  if (/\b(why are you a (strong|good) fit|first (90|ninety) days|questions (do you have )?for us|six months as|why (do you want|should we))\b/i.test(question))
    return 'closing';
  if (/\b(imagine|suppose|what would you do|how would you (approach|handle|go about|set))\b/i.test(question)) return 'situational';
  if (/\b(tell me about a time|describe a (time|situation|conflict|mistake|disagreement)|give (me )?an example|a time (you|when))\b/i.test(question))
    return 'behavioural';
  return 'technical';
}

function inferCompetency(question: string, kind: QuestionKind): string {
  if (kind === 'warm-up' || kind === 'closing') return 'motivation';
  const stems = stemSet(question);
  let best = 'role-knowledge';
  let bestHits = 0;
  for (const c of COMPETENCIES) {
    const hits = c.cues.filter((cue) => [...stems].some((s) => s.startsWith(stem(cue)))).length;
    if (hits > bestHits) {
      best = c.id;
      bestHits = hits;
    }
  }
  return best;
}

function scoreOf(points: number): number {
  if (points >= 78) return 5;
  if (points >= 60) return 4;
  if (points >= 42) return 3;
  if (points >= 24) return 2;
  return 1;
}

/** "Problem solving" inside a sentence: lower-case, but acronyms kept. */
function lowerLabel(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

function lookupSkillName(id: string): string | undefined {
  return skillDictionary().skills.get(id)?.name;
}

/** Length: 60–350 words reads best. */
function lengthPoints(wordCount: number): number {
  return wordCount >= 60 && wordCount <= 350 ? 10 : wordCount >= 35 && wordCount <= 500 ? 5 : 0;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Feedback on one answer to one question, for a job given as text or as an already-read context. */
export function answerFeedback(job: string | JobContext, input: FeedbackInput): AnswerFeedback {
  const ctx = typeof job === 'string' ? jobContext(job) : job;
  const question = input.question.slice(0, MAX_QUESTION_CHARS);
  const answer = input.answer.slice(0, MAX_ANSWER_CHARS);
  const kind = input.kind ?? inferKind(question);
  const competencyId = input.competency ?? inferCompetency(question, kind);
  const comp = competency(competencyId);
  const s = readSignals(answer);
  const wordCount = countWords(answer);
  const durationSec = input.durationSec && input.durationSec > 0 ? Math.round(input.durationSec) : null;
  const wpm = durationSec && durationSec >= 10 ? Math.round(wordCount / (durationSec / 60)) : null;

  // Job terms: the question's own skill first, then the rest of the job's terms.
  const skillsNamed = answerSkillIds(answer);
  const { used, missed } = jobTermUse(ctx, question, answer, skillsNamed);
  const answerStems = stemSet(answer);
  const questionStems = stemSet(question);
  const skillIds = questionSkillIds(question, input.skill);
  const fit = answerRelevance({
    question,
    answer,
    competency: competencyId,
    skillIds,
    domain: [ctx.title, ...ctx.responsibilities, ...ctx.terms].join('\n'),
    answerSkillIds: skillsNamed,
  });
  const skillName = input.skill ?? (skillIds[0] ? lookupSkillName(skillIds[0]) : undefined);

  // Relevance: the question's topic words and the competency's cue stems found in the answer.
  const topic = [...questionStems].filter((x) => !QUESTION_NOISE.has(x));
  const topicHits = topic.filter((x) => answerStems.has(x)).length;
  const cueHits = comp.cues.filter((cue) => [...answerStems].some((x) => x.startsWith(stem(cue).trim()))).length;
  const relevance = Math.min(1, (topicHits + cueHits * 0.5 + used.length) / 4);

  const star = { situation: !!s.star.situation, task: !!s.star.task, action: !!s.star.action, result: !!s.star.result };
  const missing = STAR_PARTS.filter((p) => !star[p]);
  const storyQuestion = kind === 'behavioural' || kind === 'technical' || kind === 'resume';
  const fillerRate = wordCount ? s.fillerCount / wordCount : 0;
  const hypothetical = storyQuestion && s.hypotheticalSentences >= 1 && s.pastActionSentences === 0;
  // A work story with its own actions is rarely off-topic even when it shares no words with the
  // question (a deadline story told as "end of Q4 … quota"): only answers without one are flagged.
  const offTopic = wordCount >= 15 && topicHits === 0 && cueHits === 0 && used.length === 0 && s.pastActionSentences === 0;
  const concrete = s.quantified.length + Math.min(3, s.properNouns) + s.pastActionSentences + used.length;
  const vague = wordCount >= 10 && concrete <= 1 && (s.genericCount >= 2 || wordCount < 60);

  const steps = /\b(first|then|next|after that|finally|second|step)\b/i.test(answer);
  const reasons = /\b(because|so that|which is why|that's why|the reason|why I|I want|I'd like|I would like|excites? me|draws? me)\b/i.test(answer);
  let points: number;
  if (storyQuestion) {
    points = (star.situation ? 10 : 0) + (star.task ? 10 : 0) + (star.action ? 20 : 0) + (star.result ? 20 : 0);
    points += s.quantified.length ? 10 : 0;
    points += Math.min(10, s.pastActionSentences * 4);
    points += lengthPoints(wordCount) + 10;
    // A good story about something else is not an answer: weigh it by its relevance to the question.
    points = Math.round(points * relevanceFactor(fit.value));
  } else {
    points = Math.round(relevance * 25) + (Number(steps) + Number(reasons)) * 10 + Math.min(20, concrete * 5) + Math.min(15, used.length * 5);
    points += lengthPoints(wordCount);
  }
  if (fillerRate > 0.06) points -= 10;
  else if (fillerRate > 0.03) points -= 5;
  if (vague) points -= 10;
  if (s.genericCount >= 4) points -= 5;
  if (hypothetical) points = Math.min(points, 40);
  if (wordCount < 25) points = Math.min(points, 30);
  if (offTopic) points = Math.min(points, 15);
  points = Math.max(0, Math.min(100, points));
  const score = scoreOf(points);

  const flags: AnswerFlag[] = [];
  if (wordCount < 25) flags.push('too-short');
  if (wordCount > 500) flags.push('too-long');
  if (vague) flags.push('vague');
  if (offTopic) flags.push('off-topic');
  if (hypothetical) flags.push('hypothetical');
  if (fillerRate > 0.03 && s.fillerCount >= 2) flags.push('filler-heavy');
  if (wpm !== null && wpm > 180) flags.push('too-fast');
  if (wpm !== null && wpm < 90) flags.push('too-slow');

  const mostUsed = mostUsedWords([answer], 5);
  return {
    score,
    points,
    competency: competencyId,
    reason: reasonFor(score, comp.label, {
      star,
      storyQuestion,
      quantified: s.quantified.length,
      used: used.length,
      flags,
      kind,
      steps,
      reasons,
      fit,
      skill: skillName,
    }),
    star,
    missing,
    starEvidence: Object.fromEntries(STAR_PARTS.filter((p) => s.star[p]).map((p) => [p, s.star[p]!])),
    jobTerms: { used, missed },
    quantified: s.quantified,
    fillers: s.fillers,
    words: wordCount,
    wpm,
    durationSec,
    flags,
    suggestion: suggestionFor({
      storyQuestion,
      star,
      flags,
      quantified: s.quantified.length,
      fillers: s.fillers.map((f) => f.word),
      missed,
      title: ctx.title,
      kind,
      steps,
      reasons,
      fit,
      skill: skillName,
      label: comp.label,
      asks: comp.asks,
    }),
    mostUsedWords: mostUsed,
  };
}

/** Whether a story question's answer is about another competency or leaves out the question's skill. */
interface FitFacts {
  fit: Relevance;
  skill: string | undefined;
}

/** What the answer wandered to, in words ("reads more as Problem solving"), or undefined when on topic. */
function offQuestion(f: FitFacts & { storyQuestion: boolean }): { readsAs?: string; noSkill?: string } | undefined {
  if (!f.storyQuestion) return undefined;
  if (f.fit.skill === false && f.skill) return { noSkill: f.skill };
  if (f.fit.readsAs && f.fit.value < RELEVANCE_WEIGHING.full) return { readsAs: competencyLabel(f.fit.readsAs) };
  return undefined;
}

interface ReasonFacts extends FitFacts {
  star: Record<StarPart, boolean>;
  storyQuestion: boolean;
  quantified: number;
  used: number;
  flags: AnswerFlag[];
  kind: QuestionKind;
  steps: boolean;
  reasons: boolean;
}

function reasonFor(score: number, label: string, f: ReasonFacts): string {
  const good: string[] = [];
  const weak: string[] = [];
  if (f.flags.includes('off-topic')) weak.push('it does not answer the question asked');
  if (f.flags.includes('hypothetical')) weak.push('it says what you would do, not what you did');
  if (f.flags.includes('too-short')) weak.push('it is too short to show much');
  const wandered = offQuestion(f);
  if (wandered?.noSkill) weak.push(`it does not show ${wandered.noSkill}, which the question asks about`);
  if (wandered?.readsAs) weak.push(`it reads more as an example of ${lowerLabel(wandered.readsAs)} than of ${lowerLabel(label)}`);
  if (f.storyQuestion) {
    const present = STAR_PARTS.filter((p) => f.star[p]);
    if (present.length === 4) good.push('a complete story (situation, task, action, result)');
    else if (present.length) good.push(joinList(present.map((p) => (p === 'action' ? 'an action' : `a ${p}`))));
    const absent = STAR_PARTS.filter((p) => !f.star[p]);
    if (absent.length && absent.length < 4) weak.push(`no clear ${joinList(absent)}`);
  }
  if (!f.storyQuestion && (f.kind === 'warm-up' || f.kind === 'closing') && !f.reasons) weak.push('no reason why you want this role');
  if (!f.storyQuestion && f.kind === 'situational' && !f.steps) weak.push('no clear steps');
  if (f.quantified) good.push('numbers that show scale or results');
  if (f.used) good.push(`${f.used} of the job’s terms`);
  if (f.flags.includes('vague')) weak.push('few specifics');
  if (f.flags.includes('filler-heavy')) weak.push('many filler words');
  const parts = [good.length ? `shows ${joinList(good)}` : '', weak.length ? `${good.length ? 'but ' : ''}${joinList(weak)}` : ''].filter(Boolean);
  return `${score}/5 for ${label}: ${parts.join(', ') || 'a relevant answer'}.`;
}

interface SuggestionFacts extends FitFacts {
  label: string;
  /** What the question asks for, in plain words (`Competency.asks`). */
  asks: string;
  storyQuestion: boolean;
  star: Record<StarPart, boolean>;
  flags: AnswerFlag[];
  quantified: number;
  fillers: string[];
  missed: string[];
  title: string;
  kind: QuestionKind;
  steps: boolean;
  reasons: boolean;
}

function suggestionFor(f: SuggestionFacts): string {
  if (f.flags.includes('off-topic'))
    return `Answer the question that was asked, about ${f.asks}: pick one real example that matches it and say so in your first sentence.`;
  if (f.flags.includes('hypothetical'))
    return 'Describe one real time this happened instead of what you would do: where you were, what you did and what came of it.';
  if (f.flags.includes('too-short'))
    return f.storyQuestion
      ? 'Say more: the situation in one sentence, then two or three things you did, then the result. Aim for one to two minutes.'
      : 'Say more: give your reasons and one example from your experience. Aim for about a minute.';
  const wandered = offQuestion(f);
  if (wandered?.noSkill) return `Choose an example where you used ${wandered.noSkill} yourself, and name it: what you did with it and what came of it.`;
  if (wandered?.readsAs)
    return `Pick a story that shows ${lowerLabel(f.label)} (the question asks ${f.asks}) and say how in your first sentence: this one shows ${lowerLabel(wandered.readsAs)} more.`;
  if (f.storyQuestion && !f.star.action) return 'Say what you did yourself, with “I” rather than “we”: the two or three steps you took.';
  if (f.storyQuestion && !f.star.result)
    return 'End with the result: what changed because of what you did, in numbers if you can (time saved, a percentage, how many people).';
  if (f.storyQuestion && !f.star.situation && !f.star.task)
    return 'Open with one or two sentences of context, where you were and what needed to happen, before the actions.';
  if ((f.kind === 'warm-up' || f.kind === 'closing') && !f.reasons)
    return `Say why you want this role: link two things from your experience to what ${rolePhrase(f.title)} asks, and what draws you to it.`;
  if (f.kind === 'situational' && !f.steps) return 'Walk through it in steps: what you would do first, next and last, and how you would know it worked.';
  if (f.flags.includes('filler-heavy'))
    return `Cut the filler words (${f.fillers
      .slice(0, 3)
      .map((w) => `“${w}”`)
      .join(', ')}): pause for a second instead.`;
  if (f.flags.includes('vague')) return 'Add specifics: a name of a tool, a number, or a moment that shows what you mean.';
  if (f.storyQuestion && !f.quantified) return 'Put a number on the result: how many, how much, how fast, or by what percentage.';
  if (f.flags.includes('too-long')) return 'Tighten it to under two minutes: one situation, your key actions, the result.';
  if (f.flags.includes('too-fast')) return 'Slow down a little: around 130–160 words a minute is easy to follow.';
  if (f.flags.includes('too-slow')) return 'Keep a steadier pace: know your opening line and your result before you start.';
  if (f.missed.length) return `Use the job’s own words where they are true for you, for example ${joinList(f.missed.slice(0, 2).map((t) => `“${t}”`))}.`;
  if (f.storyQuestion && !f.star.task) return 'Say what your goal or responsibility was before the actions, so the listener knows what success meant.';
  return `Link it back to the role: finish with how you would bring the same approach to ${rolePhrase(f.title)}.`;
}

export { competencyLabel };
