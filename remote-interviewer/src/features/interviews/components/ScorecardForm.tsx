import { useId, useState, type FormEvent } from 'react';
import { INTERVIEW_LIMITS, RECOMMENDATIONS, RECOMMENDATION_LABELS, type Recommendation } from 'shared-schemas';
import type { ScorecardDraft } from '../api/interviews-store';
import { competencyName } from '../utils/interview-status';

const RATING_WORDS = ['', 'Poor', 'Weak', 'Adequate', 'Strong', 'Excellent'];

interface Props {
  competencies: string[];
  draft: ScorecardDraft;
  onChange: (draft: ScorecardDraft) => void;
  onSave: (submit: boolean) => Promise<void>;
  saving: boolean;
}

/** Ratings 1–5 per competency, a recommendation from strong no to strong yes, and notes. Submitting is final. */
export function ScorecardForm({ competencies, draft, onChange, onSave, saving }: Props) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const unrated = competencies.filter((c) => !draft.ratings[c]);
    if (unrated.length) return setProblem(`Rate every competency first: ${unrated.map(competencyName).join(', ')}.`);
    if (!draft.recommendation) return setProblem('Choose a recommendation first.');
    setProblem(null);
    if (!confirming) return setConfirming(true);
    void onSave(true).finally(() => setConfirming(false));
  }

  return (
    <form className="hg-card iv-scorecard" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Your scorecard</h2>
      <p className="hg-hint">Other panelists’ scorecards stay hidden until you submit yours. A submitted scorecard cannot be changed.</p>
      {competencies.map((c) => (
        <fieldset key={c} className="iv-rating">
          <legend>{competencyName(c)}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="iv-rating-option">
              <input
                type="radio"
                name={`${id}-${c}`}
                value={n}
                checked={draft.ratings[c] === n}
                onChange={() => onChange({ ...draft, ratings: { ...draft.ratings, [c]: n } })}
              />
              {n} <span className="iv-rating-word">{RATING_WORDS[n]}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <fieldset className="iv-rating">
        <legend>Recommendation</legend>
        {RECOMMENDATIONS.map((r: Recommendation) => (
          <label key={r} className="iv-rating-option">
            <input type="radio" name={`${id}-rec`} value={r} checked={draft.recommendation === r} onChange={() => onChange({ ...draft, recommendation: r })} />
            {RECOMMENDATION_LABELS[r]}
          </label>
        ))}
      </fieldset>
      <div className="hg-field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea
          id={`${id}-notes`}
          rows={5}
          maxLength={INTERVIEW_LIMITS.notesText}
          value={draft.notes}
          onChange={(e) => onChange({ ...draft, notes: e.target.value })}
        />
      </div>
      {problem ? (
        <p className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <p role="status" className="iv-confirm">
          Submit this scorecard? You will not be able to change it. Press “Submit scorecard” again to confirm.
        </p>
      ) : null}
      <div className="hg-actions">
        <button type="button" className="hg-button hg-button--secondary" disabled={saving} onClick={() => void onSave(false)}>
          Save draft
        </button>
        <button type="submit" className="hg-button" disabled={saving}>
          {saving ? 'Saving…' : 'Submit scorecard'}
        </button>
      </div>
    </form>
  );
}
