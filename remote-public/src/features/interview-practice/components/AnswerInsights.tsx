import { SkillChips } from 'shared-ui/charts';
import type { AnswerFeedback } from '../types/practice';
import { StarChecklist } from './StarChecklist';

const FLAG_TEXT: Record<string, string> = {
  'too-short': 'Short answer',
  'too-long': 'Long answer',
  vague: 'Vague: few specifics',
  'off-topic': 'Off the question',
  hypothetical: 'Says what you would do, not what you did',
  'filler-heavy': 'Many filler words',
  'too-fast': 'Fast pace',
  'too-slow': 'Slow pace',
};

/** Insights after one answer, Interview Warmup style plus a score: what the answer did and the one thing to change. */
export function AnswerInsights({ feedback, headingId }: { feedback: AnswerFeedback; headingId: string }) {
  return (
    <section className="practice-insights" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        Insights <span className="practice-score">{feedback.score}/5</span>
      </h3>
      <p>{feedback.reason}</p>
      <p className="practice-suggestion">
        <strong>Try this next:</strong> {feedback.suggestion}
      </p>
      <StarChecklist star={feedback.star} evidence={feedback.starEvidence} />
      <div className="practice-insight-grid">
        <SkillChips label="Job terms you used" skills={feedback.jobTerms.used.map((name) => ({ name, kind: 'matched' as const }))} empty="None yet" />
        <SkillChips label="Job terms you could use" skills={feedback.jobTerms.missed.map((name) => ({ name, kind: 'missing' as const }))} empty="None" />
      </div>
      <dl className="hg-definition-list practice-facts">
        <div>
          <dt>Length</dt>
          <dd>
            {feedback.words} words{feedback.durationSec ? ` in ${feedback.durationSec} s` : ''}
            {feedback.wpm ? ` · ${feedback.wpm} words a minute` : ''}
          </dd>
        </div>
        <div>
          <dt>Numbers</dt>
          <dd>{feedback.quantified.length ? feedback.quantified.join(', ') : 'None: results with numbers are more convincing'}</dd>
        </div>
        <div>
          <dt>Filler words</dt>
          <dd>{feedback.fillers.length ? feedback.fillers.map((f) => `“${f.word}” ×${f.count}`).join(', ') : 'None'}</dd>
        </div>
        <div>
          <dt>Most used words</dt>
          <dd>{feedback.mostUsedWords.length ? feedback.mostUsedWords.map((w) => `${w.word} (${w.count})`).join(', ') : '—'}</dd>
        </div>
      </dl>
      {feedback.flags.length ? (
        <ul className="practice-flags" aria-label="Flags">
          {feedback.flags.map((f) => (
            <li key={f}>{FLAG_TEXT[f] ?? f}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
