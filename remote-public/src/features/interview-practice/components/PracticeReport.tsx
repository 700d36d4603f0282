import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CategoryBars, SkillChips } from 'shared-ui/charts';
import type { SaveState } from '../hooks/usePractice';
import type { SessionReport } from '../types/practice';

const STAR_LABELS = { situation: 'Situation', task: 'Task', action: 'Action', result: 'Result' } as const;

/** The end of a session: a bar per competency (1–5, with the reasons in a table), STAR rates, strengths, next step. */
export function PracticeReport({
  report,
  title,
  save,
  signedIn,
  onAgain,
  onNew,
}: {
  report: SessionReport;
  title: string;
  save: SaveState;
  signedIn: boolean;
  onAgain: () => void;
  onNew: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="hg-card practice-report" aria-labelledby="practice-report-title">
      <h2 id="practice-report-title" ref={heading} tabIndex={-1}>
        Your report: {title}
      </h2>
      <p className="practice-overall">
        <span className="practice-score practice-score--big">{report.overall.toFixed(1)}/5</span> overall, {report.answered} of {report.asked} questions
        answered
      </p>
      <p className="practice-suggestion">
        <strong>Next step:</strong> {report.nextStep}
      </p>

      <CategoryBars
        title="Score per competency"
        categories={report.competencies.map((c) => ({ id: c.competency, label: `${c.label} (${c.score.toFixed(1)}/5)`, score: (c.score - 1) / 4 }))}
      />
      <table className="practice-table">
        <caption>Score per competency, with the reason from its weakest answer</caption>
        <thead>
          <tr>
            <th scope="col">Competency</th>
            <th scope="col">Score</th>
            <th scope="col">Answers</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {report.competencies.map((c) => (
            <tr key={c.competency}>
              <th scope="row">{c.label}</th>
              <td>{c.score.toFixed(1)}/5</td>
              <td>{c.answers}</td>
              <td>{c.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>STAR structure across your stories</h3>
      {report.storyAnswers ? (
        <ul className="practice-star-rates">
          {(Object.keys(STAR_LABELS) as (keyof typeof STAR_LABELS)[]).map((p) => (
            <li key={p}>
              {STAR_LABELS[p]}: {Math.round(report.starRate[p] * 100)}% of {report.storyAnswers} {report.storyAnswers === 1 ? 'story' : 'stories'}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hg-hint">No behavioural or role question answered in this session, so there is no story to read the structure of.</p>
      )}
      <div className="practice-insight-grid">
        <SkillChips label="Strengths" skills={report.strengths.map((name) => ({ name, kind: 'matched' as const }))} empty="Keep practising: none at 4/5 yet" />
        <SkillChips label="Focus areas" skills={report.focusAreas.map((name) => ({ name, kind: 'missing' as const }))} empty="None below 3.5/5" />
        <SkillChips label="Job terms you used" skills={report.jobTermsUsed.map((name) => ({ name, kind: 'matched' as const }))} empty="None" />
        <SkillChips label="Job terms to work in" skills={report.jobTermsMissed.map((name) => ({ name, kind: 'missing' as const }))} empty="None" />
      </div>
      <p className="hg-hint">
        Filler words: {report.fillerCount}
        {report.averageWpm ? ` · average pace ${report.averageWpm} words a minute` : ''}
        {report.mostUsedWords.length ? ` · most used words: ${report.mostUsedWords.map((w) => w.word).join(', ')}` : ''}
      </p>

      <p role="status" className={save === 'failed' ? 'hg-error-text' : 'hg-hint'}>
        {!signedIn ? (
          <>
            Practising signed out: nothing is saved. <Link to="/login/candidate">Sign in as a candidate</Link> to keep your history.
          </>
        ) : null}
        {signedIn && save === 'saving' ? 'Saving to your history…' : null}
        {signedIn && save === 'saved' ? 'Saved to your practice history.' : null}
        {signedIn && save === 'failed' ? 'This session could not be saved. Your report is still here.' : null}
      </p>
      <div className="hg-actions">
        <button type="button" className="hg-button" onClick={onAgain}>
          Another round for this job
        </button>
        <button type="button" className="hg-button hg-button--secondary" onClick={onNew}>
          Practise for something else
        </button>
      </div>
    </section>
  );
}
