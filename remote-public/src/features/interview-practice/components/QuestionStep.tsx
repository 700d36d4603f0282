import { useEffect, useId, useRef, useState } from 'react';
import { ANSWER_MAX } from '../api/practice-api';
import { canSpeak, speak, stopSpeaking, useDictation } from '../hooks/useSpeech';
import { formatClock, useElapsed } from '../hooks/useTimer';
import type { AnswerFeedback, InterviewQuestion } from '../types/practice';
import { AnswerInsights } from './AnswerInsights';

const KIND_LABEL: Record<string, string> = {
  'warm-up': 'Warm-up',
  behavioural: 'Behavioural',
  technical: 'Role and skills',
  situational: 'Situational',
  resume: 'About your resume',
  closing: 'Closing',
};
/** A good spoken answer is one to two minutes; the timer says when it passes two. */
const SUGGESTED_SECONDS = 120;

interface Props {
  question: InterviewQuestion;
  number: number;
  total: number;
  feedback: AnswerFeedback | null;
  checking: boolean;
  error: string | null;
  isLast: boolean;
  onSubmit: (text: string, durationSec: number | null) => void;
  onRetry: () => void;
  onNext: () => void;
  onEnd: () => void;
}

/** One question: read it (or hear it), answer by typing or dictation with a visible timer, then see insights. */
export function QuestionStep({ question, number, total, feedback, checking, error, isLast, onSubmit, onRetry, onNext, onEnd }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [startedAt, setStartedAt] = useState<number | null>(() => Date.now());
  const elapsed = useElapsed(feedback ? null : startedAt);
  const [finalSeconds, setFinalSeconds] = useState<number | null>(null);
  // Pace (words a minute) means something for a spoken answer only: typing time is not speaking time.
  const [spoken, setSpoken] = useState(false);
  const dictation = useDictation((phrase) => {
    setSpoken(true);
    setText((t) => (t.trim() ? `${t.trim()} ${phrase}` : phrase));
  });
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const insightsId = `${id}-insights`;

  // A new question starts with an empty answer; a retry keeps the last one to improve.
  useEffect(() => {
    setText('');
    setSpoken(false);
  }, [question.id]);

  // Answering (new question or retry): timer from zero, focus on the answer box. Feedback: focus on it.
  useEffect(() => {
    if (feedback) {
      document.getElementById(insightsId)?.focus();
      return;
    }
    setStartedAt(Date.now());
    answerRef.current?.focus();
  }, [question.id, feedback, insightsId]);

  useEffect(() => () => stopSpeaking(), []);

  function submit() {
    if (!text.trim()) return;
    dictation.stop();
    const seconds = Math.max(1, elapsed);
    setFinalSeconds(seconds);
    onSubmit(text.trim(), spoken ? seconds : null);
  }

  return (
    <article className="hg-card practice-question" aria-labelledby={`${id}-q`}>
      <p className="practice-progress">
        Question {number} of {total} · <span className="practice-kind">{KIND_LABEL[question.kind] ?? question.kind}</span>
      </p>
      <progress className="practice-progress-bar" max={total} value={number - 1} aria-label={`Question ${number} of ${total}`} />
      <h2 id={`${id}-q`} className="practice-question-text">
        {question.text}
      </h2>
      {canSpeak() ? (
        <button type="button" className="hg-button hg-button--ghost" onClick={() => speak(question.text)}>
          Read the question aloud
        </button>
      ) : null}

      {!feedback ? (
        <>
          <div className="hg-field practice-answer">
            <label htmlFor={`${id}-answer`}>Your answer</label>
            <textarea
              id={`${id}-answer`}
              ref={answerRef}
              rows={8}
              maxLength={ANSWER_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={`${id}-timer ${id}-voice`}
            />
          </div>
          <p id={`${id}-timer`} className={`practice-timer${elapsed > SUGGESTED_SECONDS ? ' practice-timer--over' : ''}`} aria-live="off">
            Time: <span className="practice-timer-clock">{formatClock(elapsed)}</span>
            {elapsed > SUGGESTED_SECONDS ? ' — past two minutes: start wrapping up with the result' : ' — aim for one to two minutes'}
          </p>
          <p id={`${id}-voice`} className="hg-hint">
            {dictation.supported
              ? dictation.listening
                ? 'Listening… what you say is added to the answer, which you can edit.'
                : 'Type, or use the microphone and edit the transcript.'
              : 'Voice answers need a browser with speech recognition (such as Chrome); type your answer here.'}
          </p>
          {dictation.error ? (
            <p className="hg-error-text" role="alert">
              {dictation.error}
            </p>
          ) : null}
          {error ? (
            <p className="hg-error-text" role="alert">
              {error}
            </p>
          ) : null}
          <div className="hg-actions">
            {dictation.supported ? (
              <button
                type="button"
                className="hg-button hg-button--secondary"
                aria-pressed={dictation.listening}
                onClick={() => (dictation.listening ? dictation.stop() : dictation.start())}
              >
                {dictation.listening ? 'Stop the microphone' : 'Answer by voice'}
              </button>
            ) : null}
            <button type="button" className="hg-button" onClick={submit} disabled={checking || !text.trim()}>
              {checking ? 'Checking your answer…' : 'Get feedback'}
            </button>
            <button type="button" className="hg-button hg-button--ghost" onClick={onNext} disabled={checking}>
              Skip this question
            </button>
          </div>
        </>
      ) : (
        <>
          <details className="practice-your-answer">
            <summary>Your answer{finalSeconds ? ` (${formatClock(finalSeconds)})` : ''}</summary>
            <p>{text}</p>
          </details>
          <AnswerInsights feedback={feedback} headingId={insightsId} />
          <div className="hg-actions">
            <button type="button" className="hg-button hg-button--secondary" onClick={onRetry}>
              Retry this question
            </button>
            <button type="button" className="hg-button" onClick={onNext}>
              {isLast ? 'See my report' : 'Next question'}
            </button>
            {!isLast ? (
              <button type="button" className="hg-button hg-button--ghost" onClick={onEnd}>
                End and see my report
              </button>
            ) : null}
          </div>
        </>
      )}
    </article>
  );
}
