import { useCallback, useEffect, useState } from 'react';
import { useSession } from 'shared-auth';
import { practiceTitle } from '../practice-title';
import { usePractice } from '../hooks/usePractice';
import type { PracticeHistoryEntry } from '../types/practice';
import { PracticeSetup } from './PracticeSetup';
import '../interview-practice.css';
import { lazyComponent } from 'shared-ui';

// Only the setup form is on screen when the page opens: the question step (timer, speech), the
// report and the history (with their charts) load when they are first needed, off the page's
// first load.
const stepLoading = (
  <p className="hg-loading" role="status">
    <span className="hg-spinner" aria-hidden="true" /> Loading…
  </p>
);
const sessionsLoading = (
  <p className="hg-loading" role="status">
    <span className="hg-spinner" aria-hidden="true" /> Loading your sessions…
  </p>
);

const QuestionStep = lazyComponent(() => import('./QuestionStep').then((m) => m.QuestionStep), { fallback: stepLoading, what: 'The question' });
const PracticeReport = lazyComponent(() => import('./PracticeReport').then((m) => m.PracticeReport), { fallback: stepLoading, what: 'Your report' });
const PracticeHistory = lazyComponent(() => import('./PracticeHistory').then((m) => m.PracticeHistory), { fallback: sessionsLoading, what: 'Your sessions' });

/** Practice on /mock-interview: anyone may practise; a signed-in candidate's sessions are saved. */
export function PracticeApp() {
  const { user } = useSession();
  const isCandidate = user?.role.toLowerCase() === 'candidate';
  const [history, setHistory] = useState<PracticeHistoryEntry[]>([]);
  const [historyLoading, setHistoryLoading] = useState(false);
  const [historyError, setHistoryError] = useState<string | null>(null);

  const refreshHistory = useCallback(() => {
    if (!isCandidate) return;
    setHistoryLoading(true);
    // Firestore and the history code load only for a signed-in candidate.
    import('../api/practice-history')
      .then(({ loadPracticeHistory }) => loadPracticeHistory())
      .then(
        (entries) => {
          setHistory(entries);
          setHistoryError(null);
        },
        () => setHistoryError('Your history could not be loaded right now.'),
      )
      .finally(() => setHistoryLoading(false));
  }, [isCandidate]);

  useEffect(refreshHistory, [refreshHistory]);

  const practice = usePractice({ canSave: isCandidate, onSaved: refreshHistory });
  const { phase, plan, index, source } = practice;
  const question = plan?.questions[index];

  return (
    <div className="practice" id="practice">
      {phase === 'setup' || phase === 'planning' ? (
        <PracticeSetup
          onStart={(s, n, resume) => {
            void QuestionStep.preload();
            void practice.start(s, n, resume);
          }}
          busy={phase === 'planning'}
          error={practice.error}
        />
      ) : null}
      {phase === 'answering' && question && plan ? (
        <QuestionStep
          key={question.id}
          question={question}
          number={index + 1}
          total={plan.questions.length}
          feedback={practice.current}
          checking={practice.checking}
          error={practice.error}
          isLast={index + 1 === plan.questions.length}
          onSubmit={(text, seconds) => void practice.submit(text, seconds)}
          onRetry={practice.retry}
          onNext={practice.next}
          onEnd={practice.endNow}
        />
      ) : null}
      {phase === 'reporting' ? (
        <p className="hg-loading" role="status">
          <span className="hg-spinner" aria-hidden="true" /> Writing your report…
        </p>
      ) : null}
      {phase === 'report' && practice.report && source ? (
        <PracticeReport
          report={practice.report}
          title={practiceTitle(source)}
          save={practice.save}
          signedIn={isCandidate}
          onAgain={practice.again}
          onNew={practice.reset}
        />
      ) : null}
      {isCandidate && (phase === 'setup' || phase === 'report') ? <PracticeHistory entries={history} loading={historyLoading} error={historyError} /> : null}
    </div>
  );
}
