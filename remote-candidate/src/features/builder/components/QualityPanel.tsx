import { memo, useState } from 'react';
import type { JsonResume } from 'shared-schemas';
import { CategoryBars, ScoreGauge } from 'shared-ui/charts';
import { focusField, focusSection } from '../../../lib/focus-field';
import type { LiveQuality } from '../hooks/useLiveQuality';
import type { LiveAts } from '../hooks/useLiveAts';
import { AtsPanel } from './AtsPanel';
import { locateLine, sectionOfPath } from '../model/locate-line';
import { EnhancePanel } from './EnhancePanel';

/**
 * The live scorecard beside the editor: total, categories, and each suggestion with a link to
 * the line it is about. The enhancer's rewrites are offered per bullet below it.
 */
export const QualityPanel = memo(function QualityPanel({
  quality,
  ats,
  templateName,
  getResume,
  onReplaceBullet,
}: {
  quality: LiveQuality;
  ats: LiveAts;
  templateName: string;
  getResume: () => JsonResume;
  onReplaceBullet: (path: string, text: string) => void;
}) {
  const { scorecard, checking, error } = quality;
  // Lines are located in the resume that was scored: the panel re-renders when a score arrives,
  // never on a keystroke (typing stays fast however long the resume).
  const resume = quality.scoredResume ?? getResume();
  const [showAll, setShowAll] = useState(false);
  const suggestions = scorecard?.suggestions ?? [];
  const shown = showAll ? suggestions : suggestions.slice(0, 8);

  return (
    <section className="rb-panel" aria-labelledby="rb-quality-title">
      <h2 id="rb-quality-title">Resume score</h2>
      <p className="hg-hint" role="status" aria-live="polite">
        {error ? (
          <span className="hg-error-text">{error}</span>
        ) : checking ? (
          'Updating the score…'
        ) : scorecard ? (
          'Updated as you type.'
        ) : (
          'Add a few lines to see your score.'
        )}
      </p>
      {scorecard ? (
        <>
          <div className="rb-score-row" data-testid="live-score" data-score={scorecard.total}>
            <ScoreGauge value={scorecard.total} label="Resume score" caption="out of 100" size={132} />
          </div>
          <CategoryBars categories={scorecard.categories.map((c) => ({ id: c.id, label: c.label, score: c.score, weight: c.weight, detail: c.detail }))} />
          <h3>Suggestions</h3>
          {suggestions.length === 0 ? (
            <p>No suggestions: every rule is met.</p>
          ) : (
            <ol className="rb-suggestions">
              {shown.map((suggestion, index) => {
                const target = locateLine(resume, suggestion);
                const section = target ? null : sectionOfPath(suggestion.path);
                return (
                  <li key={`${suggestion.category}-${index}`}>
                    <p>{suggestion.message}</p>
                    {suggestion.line ? <q className="rb-quote">{suggestion.line}</q> : null}
                    {target ? (
                      <button type="button" className="rb-link" onClick={() => focusField(target)}>
                        Go to this line
                      </button>
                    ) : section ? (
                      <button type="button" className="rb-link" onClick={() => focusSection(section)}>
                        Go to {section === 'basics' ? 'contact details' : section}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )}
          {suggestions.length > 8 ? (
            <button type="button" className="rb-link" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
              {showAll ? 'Show fewer suggestions' : `Show all ${suggestions.length} suggestions`}
            </button>
          ) : null}
        </>
      ) : null}
      <AtsPanel ats={ats} templateName={templateName} />
      <EnhancePanel getResume={getResume} onReplaceBullet={onReplaceBullet} />
    </section>
  );
});
