import { useState } from 'react';
import type { ResumeEnhancement } from 'genai';
import { enhanceResume, type ResumeSource } from '../api/genai-api';
import { CopyButton } from '../components/CopyButton';
import { ResumeSourceInput } from '../components/ResumeSourceInput';
import { ToolForm } from '../components/ToolForm';
import { ToolPage } from '../components/ToolPage';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';

type Bullet = ResumeEnhancement['bullets'][number];

const ISSUE_WORDS: Record<string, string> = {
  'weak-opening': 'weak opening',
  passive: 'passive voice',
  'no-result': 'no result',
  filler: 'filler words',
  'first-person': 'first person',
  'not-action-first': 'no action verb first',
  'too-long': 'too long',
};

/** Word diff: removed words struck through, added words underlined, both also said in words. */
function Diff({ bullet }: { bullet: Bullet }) {
  return (
    <p className="gt-diff" aria-label="Changes">
      {bullet.diff.map((part, index) =>
        part.op === 'same' ? (
          <span key={index}>{part.text} </span>
        ) : part.op === 'removed' ? (
          <del key={index} aria-label={`removed: ${part.text}`}>
            {part.text}{' '}
          </del>
        ) : (
          <ins key={index} aria-label={`added: ${part.text}`}>
            {part.text}{' '}
          </ins>
        ),
      )}
    </p>
  );
}

/** /genai-services/resume-enhancer: each weak bullet rewritten action-first, with its diff. */
export default function ResumeEnhancerScreen() {
  const [source, setSource] = useState<ResumeSource | null>(null);
  const [showAll, setShowAll] = useState(false);
  const { state, run, busy } = useToolRequest<Awaited<ReturnType<typeof enhanceResume>>>();
  const submit = () => {
    if (source) void run((options) => enhanceResume(source, options));
  };
  const enhancement = state.status === 'done' ? state.result.enhancement : undefined;
  const shown = enhancement ? enhancement.bullets.filter((b) => showAll || b.changed) : [];
  return (
    <ToolPage slug="resume-enhancer">
      <ToolForm action="Improve my bullets" busy={busy} ready={source !== null} onSubmit={submit}>
        <ResumeSourceInput onChange={setSource} disabled={busy} />
      </ToolForm>
      <ToolStatus state={state} ready={(r) => `${r.enhancement.changed} of ${r.enhancement.bullets.length} bullets improved.`} />
      {enhancement ? (
        <section className="gt-result" aria-labelledby="enhance-title">
          <div className="gt-row-between">
            <h2 id="enhance-title">Improved bullets</h2>
            <div className="hg-actions">
              <label className="gt-check">
                <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} /> Show unchanged bullets too
              </label>
              <CopyButton text={enhancement.bullets.map((b) => `• ${b.rewritten}`).join('\n')} label="Copy all" />
            </div>
          </div>
          <p className="hg-hint">
            Facts are kept and numbers are never invented: where a result would help, a placeholder such as “[add %]” marks the spot for you to fill.
            {enhancement.provider === 'llm' ? ' Rewritten with the language model.' : ''}
          </p>
          {shown.length === 0 ? <p>Your bullets are already action-first and specific. Nothing to change.</p> : null}
          <ol className="gt-bullets">
            {shown.map((b) => (
              <li key={b.path} className="hg-card gt-bullet">
                {b.issues.length ? (
                  <p className="gt-bullet-issues">
                    {b.issues.map((issue) => (
                      <span key={issue} className="gt-tag">
                        {ISSUE_WORDS[issue] ?? issue}
                      </span>
                    ))}
                  </p>
                ) : null}
                <div className="gt-before-after">
                  <div>
                    <p className="gt-ba-label">Before</p>
                    <p>{b.original}</p>
                  </div>
                  <div>
                    <p className="gt-ba-label">After</p>
                    <p className="gt-after">{b.rewritten}</p>
                  </div>
                </div>
                {b.changed ? <Diff bullet={b} /> : null}
                <CopyButton text={b.rewritten} label="Copy" className="hg-button hg-button--ghost gt-small-button" />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </ToolPage>
  );
}
