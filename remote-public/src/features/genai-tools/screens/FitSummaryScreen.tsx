import type { MatchResult } from 'genai';
import { ScoreGauge } from '../components/result-charts';
import { CopyButton } from '../components/CopyButton';
import { MatchForm } from '../components/MatchForm';
import { ToolPage } from '../components/ToolPage';

function Points({ title, items, empty, tone }: { title: string; items: string[]; empty: string; tone: 'good' | 'gap' | 'todo' }) {
  const mark = tone === 'good' ? '✓' : tone === 'gap' ? '✗' : '→';
  return (
    <div className={`hg-card gt-points gt-points--${tone}`}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul>
          {items.map((item, i) => (
            <li key={i}>
              <span aria-hidden="true">{mark} </span>
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function fitSummaryText(result: MatchResult): string {
  const block = (title: string, items: string[]) => (items.length ? `${title}\n${items.map((i) => `- ${i}`).join('\n')}` : '');
  return [
    `Fit: ${result.score}/100`,
    result.summary,
    block('Strengths', result.strengths),
    block('Gaps', result.gaps),
    block('What to change', result.suggestions),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** /genai-services/fit-summary: the match explained in plain words. */
export default function FitSummaryScreen() {
  return (
    <ToolPage slug="fit-summary">
      <MatchForm action="Explain the fit">
        {(state) =>
          state.status === 'done' ? (
            <section className="gt-result" aria-labelledby="fit-title">
              <div className="gt-row-between">
                <h2 id="fit-title">Fit summary{state.result.job.title ? `: ${state.result.job.title}` : ''}</h2>
                <CopyButton text={fitSummaryText(state.result)} label="Copy summary" />
              </div>
              <div className="gt-result-top">
                <ScoreGauge value={state.result.score} label="Fit" size={130} />
                <p className="gt-big-line">{state.result.summary}</p>
              </div>
              <div className="gt-three-col">
                <Points title="Top strengths" items={state.result.strengths} empty="No clear strengths for this job yet." tone="good" />
                <Points title="Gaps" items={state.result.gaps} empty="No gaps found." tone="gap" />
                <Points title="What to change" items={state.result.suggestions} empty="Nothing to change." tone="todo" />
              </div>
              {state.result.flags.length ? (
                <ul className="gt-flags">
                  {state.result.flags.map((f, i) => (
                    <li key={i}>
                      <strong>Note:</strong> {f}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null
        }
      </MatchForm>
    </ToolPage>
  );
}
