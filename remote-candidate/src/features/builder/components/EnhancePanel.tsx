import { useState } from 'react';
import type { JsonResume } from 'shared-schemas';
import { enhanceResumeText, type ResumeEnhancement } from '../../../lib/genai-v1';
import { resumeText } from '../../../lib/resume-text';
import { focusField } from '../../../lib/focus-field';
import { locateLine } from '../model/locate-line';

type Rewrite = ResumeEnhancement['bullets'][number];

/**
 * Rewrites of weak bullets by HireGen's enhancer (action first, no invented facts: where a number
 * would help it leaves a placeholder such as "[add %]" for the candidate to fill or delete).
 * Each rewrite is accepted into its own bullet, or dismissed.
 */
export function EnhancePanel({ getResume, onReplaceBullet }: { getResume: () => JsonResume; onReplaceBullet: (path: string, text: string) => void }) {
  const [rewrites, setRewrites] = useState<Rewrite[] | null>(null);
  const [resume, setResume] = useState<JsonResume | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const current = getResume();
      setResume(current);
      const enhancement = await enhanceResumeText(resumeText(current));
      setRewrites(enhancement.bullets.filter((b) => b.changed));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The enhancer failed.');
    } finally {
      setBusy(false);
    }
  };

  const pending = resume ? (rewrites ?? []).map((rewrite) => ({ rewrite, path: locateLine(resume, { line: rewrite.original }) })).filter((r) => r.path) : [];

  return (
    <section className="rb-enhance" aria-labelledby="rb-enhance-title">
      <h3 id="rb-enhance-title">Stronger bullets</h3>
      <button type="button" className="hg-button hg-button--secondary rb-small" onClick={run} disabled={busy} aria-busy={busy}>
        {busy ? 'Rewriting…' : rewrites ? 'Suggest again' : 'Suggest rewrites'}
      </button>
      {error ? (
        <p className="hg-error-text" role="alert">
          {error}
        </p>
      ) : null}
      {rewrites && pending.length === 0 && !busy ? <p role="status">No bullet needs a rewrite.</p> : null}
      {pending.length ? (
        <ol className="rb-rewrites" aria-label="Suggested rewrites">
          {pending.map(({ rewrite, path }) => (
            <li key={path}>
              <p className="rb-rewrite-old">
                <span className="hg-visually-hidden">Now: </span>
                <del>{rewrite.original}</del>
              </p>
              <p className="rb-rewrite-new">
                <span className="hg-visually-hidden">Suggested: </span>
                <ins>{rewrite.rewritten}</ins>
              </p>
              {rewrite.placeholders.length ? (
                <p className="hg-hint">Fill in or delete {rewrite.placeholders.join(', ')}: HireGen never makes up a number.</p>
              ) : null}
              <div className="rb-row">
                <button
                  type="button"
                  className="hg-button rb-small"
                  onClick={() => {
                    // Found again in the resume as it is now: bullets may have moved since.
                    const target = locateLine(getResume(), { line: rewrite.original });
                    setRewrites((list) => (list ?? []).filter((r) => r !== rewrite));
                    if (!target) return;
                    onReplaceBullet(target, rewrite.rewritten);
                    focusField(target);
                  }}
                >
                  Accept<span className="hg-visually-hidden"> rewrite of “{rewrite.original}”</span>
                </button>
                <button
                  type="button"
                  className="hg-button hg-button--ghost rb-small"
                  onClick={() => setRewrites((list) => (list ?? []).filter((r) => r !== rewrite))}
                >
                  Dismiss<span className="hg-visually-hidden"> rewrite of “{rewrite.original}”</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
