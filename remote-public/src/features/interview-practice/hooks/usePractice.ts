// One practice session: plan → answer each question (feedback after each, retry allowed) →
// report. A signed-in candidate's finished session is saved to their history.
import { useCallback, useRef, useState } from 'react';
import type { AnswerFeedback, InterviewPlan, PracticeAnswer, PracticeSource, SessionReport } from '../types/practice';

// The engine's api client (and the answer shapes it checks) loads with the first question plan,
// not with the page: the setup form is all /mock-interview shows before someone starts.
const engine = () => import('../api/practice-api');

export type PracticePhase = 'setup' | 'planning' | 'answering' | 'reporting' | 'report';
export type SaveState = 'not-saved' | 'saving' | 'saved' | 'failed';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

export function usePractice({ canSave, onSaved }: { canSave: boolean; onSaved?: () => void }) {
  const [phase, setPhase] = useState<PracticePhase>('setup');
  const [source, setSource] = useState<PracticeSource | null>(null);
  const [plan, setPlan] = useState<InterviewPlan | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, PracticeAnswer>>({});
  const [current, setCurrent] = useState<AnswerFeedback | null>(null);
  const [checking, setChecking] = useState(false);
  const [report, setReport] = useState<SessionReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>('not-saved');
  const [count, setCount] = useState(6);
  const [resume, setResume] = useState('');
  const variant = useRef(0);
  const startedAt = useRef(new Date());

  const start = useCallback(async (next: PracticeSource, questions: number, resumeText = '') => {
    setSource(next);
    setCount(questions);
    setResume(resumeText);
    setPhase('planning');
    setError(null);
    try {
      const { planPractice } = await engine();
      const made = await planPractice(next, questions, variant.current, resumeText);
      setPlan(made);
      setIndex(0);
      setAnswers({});
      setCurrent(null);
      setReport(null);
      setSave('not-saved');
      startedAt.current = new Date();
      setPhase('answering');
    } catch (e) {
      setError(messageOf(e));
      setPhase('setup');
    }
  }, []);

  const submit = useCallback(
    async (text: string, durationSec: number | null) => {
      if (!plan || !source) return;
      const question = plan.questions[index]!;
      setChecking(true);
      setError(null);
      try {
        const { answerFeedback } = await engine();
        const feedback = await answerFeedback(source, question, text, durationSec);
        setAnswers((all) => ({ ...all, [question.id]: { text, durationSec, feedback, attempts: (all[question.id]?.attempts ?? 0) + 1 } }));
        setCurrent(feedback);
      } catch (e) {
        setError(messageOf(e));
      } finally {
        setChecking(false);
      }
    },
    [plan, source, index],
  );

  const retry = useCallback(() => {
    setCurrent(null);
    setError(null);
  }, []);

  const finish = useCallback(
    async (finalAnswers: Record<string, PracticeAnswer>) => {
      if (!plan || !source) return;
      setPhase('reporting');
      setError(null);
      try {
        const { sessionReport } = await engine();
        const made = await sessionReport(source, plan.questions, finalAnswers);
        setReport(made);
        setPhase('report');
        if (canSave && made.answered > 0) {
          setSave('saving');
          try {
            const { practiceRecord, savePractice } = await import('../api/practice-history');
            await savePractice(practiceRecord(source, plan.questions, finalAnswers, made), startedAt.current);
            setSave('saved');
            onSaved?.();
          } catch {
            setSave('failed');
          }
        }
      } catch (e) {
        setError(messageOf(e));
        setPhase('answering');
      }
    },
    [plan, source, canSave, onSaved],
  );

  const next = useCallback(() => {
    if (!plan) return;
    setCurrent(null);
    setError(null);
    if (index + 1 < plan.questions.length) setIndex(index + 1);
    else void finish(answers);
  }, [plan, index, answers, finish]);

  const endNow = useCallback(() => void finish(answers), [answers, finish]);

  /** Another round for the same job with different wording. */
  const again = useCallback(() => {
    if (!source) return;
    variant.current += 1;
    void start(source, count, resume);
  }, [source, count, resume, start]);

  const reset = useCallback(() => {
    setPhase('setup');
    setPlan(null);
    setReport(null);
    setCurrent(null);
    setError(null);
  }, []);

  return { phase, source, plan, index, answers, current, checking, report, error, save, start, submit, retry, next, endNow, again, reset };
}
