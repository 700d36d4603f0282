import { useId, useState } from 'react';
import type { Keyphrase } from 'genai';
import { HighlightedText } from '../components/result-charts';
import { extractKeywords } from '../api/genai-api';
import { CopyButton } from '../components/CopyButton';
import { TextInput } from '../components/TextInput';
import { ToolForm } from '../components/ToolForm';
import { ToolPage } from '../components/ToolPage';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';

/** /genai-services/keyword-extractor: text → scored keyphrases, marked where they first appear. */
export default function KeywordExtractorScreen() {
  const maxId = useId();
  const [text, setText] = useState('');
  const [max, setMax] = useState('15');
  const [sent, setSent] = useState('');
  const { state, run, busy } = useToolRequest<Keyphrase[]>();
  const submit = () => {
    setSent(text);
    // Typed freely, clamped when sent: 1–50 phrases.
    const count = Math.min(50, Math.max(1, Math.round(Number(max)) || 15));
    void run((options) => extractKeywords(text, count, options));
  };
  const keywords = state.status === 'done' ? state.result : undefined;
  const top = keywords?.reduce((m, k) => Math.max(m, k.score), 0) || 1;
  return (
    <ToolPage slug="keyword-extractor">
      <ToolForm action="Extract keywords" busy={busy} ready={text.trim() !== ''} onSubmit={submit}>
        <TextInput label="Text" value={text} onChange={setText} disabled={busy} />
        <div className="hg-field gt-narrow">
          <label htmlFor={maxId}>How many keyphrases</label>
          <input id={maxId} type="number" min={1} max={50} value={max} onChange={(e) => setMax(e.target.value)} />
        </div>
      </ToolForm>
      <ToolStatus state={state} ready={(k) => `Found ${k.length} keyphrases.`} />
      {keywords ? (
        <section className="gt-result" aria-labelledby="kw-title">
          <div className="gt-row-between">
            <h2 id="kw-title">Keyphrases</h2>
            <CopyButton text={keywords.map((k) => k.phrase).join(', ')} label="Copy list" />
          </div>
          <div className="gt-two-col">
            <ol className="gt-keywords">
              {keywords.map((k) => (
                <li key={`${k.phrase}-${k.start}`}>
                  <span className="gt-kw-phrase">
                    {k.phrase}
                    {k.skill ? <span className="gt-tag">skill</span> : null}
                  </span>
                  <span className="gt-mini-bar" aria-hidden="true">
                    <span style={{ width: `${Math.round((k.score / top) * 100)}%` }} />
                  </span>
                  <span className="gt-kw-score">
                    score {k.score.toFixed(2)}
                    {k.count > 1 ? ` · ×${k.count}` : ''}
                  </span>
                </li>
              ))}
            </ol>
            <HighlightedText
              label="Your text with the keyphrases marked"
              text={sent}
              spans={keywords.map((k) => ({ start: k.start, end: k.end, tone: 'keyword', label: `${k.phrase} (score ${k.score.toFixed(2)})` }))}
            />
          </div>
        </section>
      ) : null}
    </ToolPage>
  );
}
