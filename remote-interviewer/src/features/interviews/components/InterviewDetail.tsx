import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INTERVIEW_LIMITS, RECOMMENDATION_LABELS, storedTimeToDate } from 'shared-schemas';
import { notify, PageHeader } from 'shared-ui';
import { readInterviewerClaims, type InterviewerClaims } from '../api/interviewer-claims';
import {
  readJobText,
  readOwnScorecard,
  readPanelScorecards,
  readRubric,
  saveScorecard,
  subscribeInterview,
  type ScorecardDraft,
} from '../api/interviews-store';
import { transcriptInsights, type TranscriptInsights } from '../api/transcript-insights';
import type { InterviewRow, ScorecardRow } from '../types/interviews';
import { competencyName } from '../utils/interview-status';
import { InterviewerTimes } from './InterviewerTimes';
import { ScorecardForm } from './ScorecardForm';
import { dateTime, whenText } from './when';
import '../interviews.css';

const STAR = ['situation', 'task', 'action', 'result'] as const;

/** /dashboard/interviewer/interviews/:id — the transcript with per-answer insights (AI-led) or notes per question (live), and the scorecard. */
export function InterviewDetail() {
  const { interviewId = '' } = useParams();
  const [claims, setClaims] = useState<InterviewerClaims | null>(null);
  const [interview, setInterview] = useState<InterviewRow | null | undefined>(undefined);
  const [insights, setInsights] = useState<TranscriptInsights | null>(null);
  const [insightsProblem, setInsightsProblem] = useState<string | null>(null);
  const [mine, setMine] = useState<ScorecardRow | null>(null);
  const [draft, setDraft] = useState<ScorecardDraft>({ ratings: {}, recommendation: null, notes: '', questionNotes: {} });
  const [panel, setPanel] = useState<ScorecardRow[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rubric, setRubric] = useState<Record<string, string>>({});

  useEffect(() => {
    // Without the rubric the questions still show: it is a hint for the panel, not the interview.
    void readRubric(interviewId).then(setRubric, () => setRubric({}));
  }, [interviewId]);

  useEffect(() => {
    void readInterviewerClaims().then(setClaims, () => setProblem('Your sign-in could not be read. Sign in again.'));
    return subscribeInterview(interviewId, setInterview, () => setProblem('This interview is not yours to see, or it could not be loaded.'));
  }, [interviewId]);

  useEffect(() => {
    if (!claims) return;
    void readOwnScorecard(interviewId, claims.uid).then(
      (card) => {
        setMine(card);
        if (card) setDraft({ ratings: card.ratings, recommendation: card.recommendation, notes: card.notes, questionNotes: card.questionNotes ?? {} });
        if (card?.submittedAt) void readPanelScorecards(interviewId).then(setPanel, () => setPanel([]));
      },
      () => undefined,
    );
  }, [claims, interviewId]);

  // Insights once there are answers; recomputed when the candidate adds one.
  const answerCount = interview ? Object.keys(interview.answers).length : 0;
  useEffect(() => {
    if (!interview || interview.mode !== 'ai-async' || answerCount === 0) return undefined;
    const controller = new AbortController();
    void readJobText(interview.jobId)
      .catch(() => null)
      .then((job) => transcriptInsights(interview, job, controller.signal))
      .then(
        (result) => {
          setInsights(result);
          setInsightsProblem(null);
        },
        () => !controller.signal.aborted && setInsightsProblem('Insights could not be computed right now; the answers are below.'),
      );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recompute on a new answer, not on every snapshot
  }, [interview?.id, answerCount]);

  const competencies = useMemo(() => [...new Set((interview?.questions ?? []).map((q) => q.competency))], [interview]);
  const submitted = !!mine?.submittedAt;

  async function save(submit: boolean) {
    if (!claims) return;
    setSaving(true);
    try {
      await saveScorecard(interviewId, claims.uid, claims.name, draft, submit);
      const card = await readOwnScorecard(interviewId, claims.uid);
      setMine(card);
      notify.success(submit ? 'Scorecard submitted.' : 'Draft saved.');
      if (submit) setPanel(await readPanelScorecards(interviewId).catch(() => []));
    } catch {
      notify.error('The scorecard could not be saved. Check your connection and try again.');
    } finally {
      setSaving(false);
    }
  }

  if (problem)
    return (
      <p className="hg-error-text" role="alert">
        {problem}
      </p>
    );
  if (interview === undefined)
    return (
      <p className="hg-loading" role="status">
        <span className="hg-spinner" aria-hidden="true" /> Loading the interview…
      </p>
    );
  if (interview === null)
    return (
      <p role="alert">
        This interview no longer exists. <Link to="/dashboard/interviewer/interviews">Back to your queue</Link>
      </p>
    );

  return (
    <>
      <PageHeader
        title={`${interview.candidateName || 'Candidate'} · ${interview.jobTitle}`}
        lead={`${interview.mode === 'ai-async' ? 'AI-led interview' : 'Live interview'} · ${whenText(interview)} · ${interview.status}`}
      />
      <p>
        <Link to="/dashboard/interviewer/interviews">← Back to your queue</Link>
      </p>
      {claims && interview.mode === 'live' ? (
        <InterviewerTimes
          orgId={interview.orgId}
          applicationId={interview.applicationId}
          uid={claims.uid}
          hasCandidateAccount={Boolean(interview.candidateUid)}
        />
      ) : null}
      {insights ? (
        <section className="hg-card iv-section" aria-labelledby="iv-summary-title">
          <h2 id="iv-summary-title">AI summary</h2>
          <p>
            {insights.report.answered} of {insights.report.asked} questions answered · overall {insights.report.overall.toFixed(1)}/5 (the engine’s reading of
            the answers: your own judgement is the scorecard)
          </p>
          <ul>
            {insights.report.competencies.map((c) => (
              <li key={c.competency}>
                <strong>{c.label}</strong>: {c.score.toFixed(1)}/5 — {c.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {insightsProblem ? (
        <p className="hg-hint" role="status">
          {insightsProblem}
        </p>
      ) : null}

      <section aria-labelledby="iv-transcript-title" className="iv-section">
        <h2 id="iv-transcript-title">{interview.mode === 'ai-async' ? 'Transcript' : 'Questions and your notes'}</h2>
        <ol className="iv-transcript">
          {interview.questions.map((q, n) => {
            const answer = interview.answers[q.id];
            const insight = insights?.feedback[n] ?? null;
            return (
              <li key={q.id} className="hg-card">
                <h3>{q.text}</h3>
                <p className="hg-hint">
                  {competencyName(q.competency)}
                  {rubric[q.id] || q.rubric ? ` · Look for: ${rubric[q.id] || q.rubric}` : ''}
                </p>
                {interview.mode === 'ai-async' ? (
                  answer ? (
                    <>
                      <blockquote className="iv-answer">{answer.text}</blockquote>
                      <p className="hg-hint">
                        {answer.durationSec ? `${answer.durationSec} s · ` : ''}answered {dateTime(storedTimeToDate(answer.answeredAt))}
                      </p>
                      {insight ? (
                        <div className="iv-insight">
                          <p>
                            <strong>{insight.score}/5</strong> — {insight.reason}
                          </p>
                          <p>STAR: {STAR.map((p) => `${p} ${insight.star[p] ? '✓' : '✗'}`).join(' · ')}</p>
                          <p>
                            Job terms used: {insight.jobTerms.used.join(', ') || 'none'} · Numbers: {insight.quantified.join(', ') || 'none'}
                            {insight.flags.length ? ` · Flags: ${insight.flags.join(', ')}` : ''}
                          </p>
                        </div>
                      ) : null}
                    </>
                  ) : (
                    <p className="hg-hint">Not answered.</p>
                  )
                ) : null}
                {!submitted ? (
                  <div className="hg-field">
                    <label htmlFor={`iv-note-${q.id}`}>Your notes on this answer</label>
                    <textarea
                      id={`iv-note-${q.id}`}
                      rows={3}
                      maxLength={INTERVIEW_LIMITS.notesText}
                      value={draft.questionNotes[q.id] ?? ''}
                      onChange={(e) => setDraft({ ...draft, questionNotes: { ...draft.questionNotes, [q.id]: e.target.value } })}
                    />
                  </div>
                ) : draft.questionNotes[q.id] ? (
                  <p>
                    <strong>Your notes:</strong> {draft.questionNotes[q.id]}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      {!submitted ? (
        <ScorecardForm competencies={competencies} draft={draft} onChange={setDraft} onSave={save} saving={saving} />
      ) : (
        <section className="hg-card iv-section" aria-labelledby="iv-panel-title">
          <h2 id="iv-panel-title">Panel scorecards</h2>
          <p className="hg-success-text">You submitted your scorecard {dateTime(mine?.submittedAt ?? null)}.</p>
          {panel === null ? (
            <p role="status" className="hg-hint">
              Loading the panel’s scorecards…
            </p>
          ) : (
            <table className="iv-table">
              <caption>Ratings per competency and recommendation, per panelist (submitted scorecards)</caption>
              <thead>
                <tr>
                  <th scope="col">Panelist</th>
                  {competencies.map((c) => (
                    <th key={c} scope="col">
                      {competencyName(c)}
                    </th>
                  ))}
                  <th scope="col">Recommendation</th>
                </tr>
              </thead>
              <tbody>
                {panel
                  .filter((c) => c.submittedAt)
                  .map((c) => (
                    <tr key={c.authorUid}>
                      <th scope="row">{c.authorUid === claims?.uid ? 'You' : (c.authorName ?? 'Panelist')}</th>
                      {competencies.map((k) => (
                        <td key={k}>{c.ratings[k] ?? '—'}</td>
                      ))}
                      <td>{c.recommendation ? RECOMMENDATION_LABELS[c.recommendation] : '—'}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </>
  );
}
