import type { AnswerFeedback } from '../types/practice';

const PARTS = [
  ['situation', 'Situation'],
  ['task', 'Task'],
  ['action', 'Action'],
  ['result', 'Result'],
] as const;

/** The four STAR parts, each marked found or missing in words (not colour alone). */
export function StarChecklist({ star, evidence }: { star: AnswerFeedback['star']; evidence?: AnswerFeedback['starEvidence'] }) {
  return (
    <ul className="practice-star" aria-label="STAR structure">
      {PARTS.map(([key, label]) => (
        <li key={key} className={star[key] ? 'practice-star-found' : 'practice-star-missing'} title={evidence?.[key] ?? undefined}>
          <span aria-hidden="true">{star[key] ? '✓' : '✗'}</span> {label}
          <span className="hg-visually-hidden">{star[key] ? ': found' : ': missing'}</span>
        </li>
      ))}
    </ul>
  );
}
