// The report at the end of a session: a score per competency (mean of its answers, with the
// reason of its weakest answer), STAR rates, strengths, focus areas and the next thing to practise.
import { competencyLabel } from './competencies';
import { mergeWordCounts, mostUsedWords } from './most-used-words';
import type { AnswerFeedback, CompetencyScore, InterviewQuestion, SessionReport, StarPart } from './interview-types';

const STAR_PARTS: StarPart[] = ['situation', 'task', 'action', 'result'];
/** What to practise when most stories miss one STAR part. */
const STAR_ADVICE: Record<StarPart, string> = {
  situation: 'Most of your stories started without context: open with one sentence on where you were and what was going on.',
  task: 'Most of your stories did not say what you had to achieve: add one sentence on your goal or responsibility before the actions.',
  action: 'Most of your stories did not say what you did yourself: practise naming two or three steps you took, with “I”.',
  result: 'Most of your stories stopped before the result: practise ending each one with what changed, and by how much.',
};
const round1 = (n: number) => Math.round(n * 10) / 10;

export interface AnsweredQuestion {
  question: Pick<InterviewQuestion, 'id' | 'text' | 'kind' | 'competency'>;
  feedback: AnswerFeedback | null;
  /** The answer's text: when every answered item has it, "most used words" counts the whole session's words. */
  answer?: string;
}

export function sessionReport(answered: AnsweredQuestion[]): SessionReport {
  const done = answered.filter((a): a is AnsweredQuestion & { feedback: AnswerFeedback } => a.feedback !== null);
  const byCompetency = new Map<string, AnswerFeedback[]>();
  for (const a of done) {
    const id = a.question.competency || a.feedback.competency;
    byCompetency.set(id, [...(byCompetency.get(id) ?? []), a.feedback]);
  }
  const competencies: CompetencyScore[] = [...byCompetency]
    .map(([id, list]) => {
      const weakest = [...list].sort((x, y) => x.points - y.points)[0]!;
      return {
        competency: id,
        label: competencyLabel(id),
        score: round1(list.reduce((n, f) => n + f.score, 0) / list.length),
        answers: list.length,
        reason: weakest.reason,
      };
    })
    .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));

  const stories = done.filter((a) => a.question.kind === 'behavioural' || a.question.kind === 'technical' || a.question.kind === 'resume');
  const starRate = Object.fromEntries(
    STAR_PARTS.map((p) => [p, stories.length ? round1(stories.filter((a) => a.feedback.star[p]).length / stories.length) : 0]),
  ) as Record<StarPart, number>;

  // The session's words with the same count as each answer's; without the texts, the answers' own lists added up.
  const texts = done.map((a) => a.answer);
  const sessionWords = texts.every((t): t is string => typeof t === 'string')
    ? mostUsedWords(texts, 8)
    : mergeWordCounts(
        done.map((a) => a.feedback.mostUsedWords),
        8,
      );
  const used = new Set(done.flatMap((a) => a.feedback.jobTerms.used));
  const missed = [...new Set(done.flatMap((a) => a.feedback.jobTerms.missed))].filter((t) => !used.has(t));
  const timed = done.filter((a) => a.feedback.wpm !== null);
  const overall = done.length ? round1(done.reduce((n, a) => n + a.feedback.score, 0) / done.length) : 0;

  const strengths = competencies.filter((c) => c.score >= 4).map((c) => c.label);
  const focusAreas = competencies
    .filter((c) => c.score < 3.5)
    .sort((a, b) => a.score - b.score)
    .map((c) => c.label);
  const weakestPart = STAR_PARTS.filter((p) => stories.length && starRate[p] < 0.6).sort((a, b) => starRate[a] - starRate[b])[0];
  const weakestAnswer = [...done].sort((a, b) => a.feedback.points - b.feedback.points)[0];
  let nextStep: string;
  if (!done.length) nextStep = 'Answer at least one question to get a report.';
  else if (weakestPart) nextStep = STAR_ADVICE[weakestPart];
  else nextStep = weakestAnswer!.feedback.suggestion;

  return {
    overall,
    answered: done.length,
    asked: answered.length,
    competencies,
    storyAnswers: stories.length,
    starRate,
    strengths,
    focusAreas,
    jobTermsUsed: [...used],
    jobTermsMissed: missed.slice(0, 8),
    mostUsedWords: sessionWords,
    fillerCount: done.reduce((n, a) => n + a.feedback.fillers.reduce((m, f) => m + f.count, 0), 0),
    averageWpm: timed.length ? Math.round(timed.reduce((n, a) => n + (a.feedback.wpm ?? 0), 0) / timed.length) : null,
    nextStep,
  };
}
