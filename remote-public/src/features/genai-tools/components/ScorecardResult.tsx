import type { Scorecard } from 'genai';
import { CategoryBars, ScoreGauge } from 'shared-ui/charts';

/** The scorecard at a glance: the gauge, the weighted categories, then line-level advice. */
export function ScorecardResult({ scorecard }: { scorecard: Scorecard }) {
  const byCategory = new Map(scorecard.categories.map((c) => [c.id, c.label]));
  return (
    <section className="gt-result" aria-labelledby="scorecard-title">
      <h2 id="scorecard-title">Your scorecard</h2>
      <div className="gt-result-top">
        <ScoreGauge value={scorecard.total} label="Resume score" />
        <CategoryBars
          title="Categories (weight out of 100)"
          categories={scorecard.categories.map((c) => ({ id: c.id, label: c.label, score: c.score, weight: c.weight, detail: c.detail }))}
        />
      </div>
      <h3>Suggestions</h3>
      {scorecard.suggestions.length === 0 ? (
        <p>No suggestions: every check passed.</p>
      ) : (
        <ol className="gt-suggestions">
          {scorecard.suggestions.map((s, index) => (
            <li key={`${s.path ?? s.category}-${index}`}>
              <span className="gt-tag">{byCategory.get(s.category) ?? s.category}</span>
              {s.line ? <q className="gt-line">{s.line}</q> : null}
              <span>{s.message}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="hg-hint">Scorecard version {scorecard.version}: scores compare only within one version.</p>
    </section>
  );
}
