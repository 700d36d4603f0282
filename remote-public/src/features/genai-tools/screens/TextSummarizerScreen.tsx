import { useId, useState } from 'react';
import type { TextSummary } from 'genai';
import { HighlightedText } from '../components/result-charts';
import { summarize } from '../api/genai-api';
import { CopyButton } from '../components/CopyButton';
import { TextInput } from '../components/TextInput';
import { ToolForm } from '../components/ToolForm';
import { ToolPage } from '../components/ToolPage';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';

/** /genai-services/text-summarizer: text + a length → the key sentences, marked in the original. */
export default function TextSummarizerScreen() {
  const lengthId = useId();
  const [text, setText] = useState('');
  const [sentences, setSentences] = useState(3);
  const [sent, setSent] = useState('');
  const { state, run, busy } = useToolRequest<TextSummary>();
  const submit = () => {
    setSent(text);
    void run((options) => summarize(text, sentences, options));
  };
  const summary = state.status === 'done' ? state.result : undefined;
  return (
    <ToolPage slug="text-summarizer">
      <ToolForm action="Summarize" busy={busy} ready={text.trim() !== ''} onSubmit={submit}>
        <TextInput label="Text to summarize" value={text} onChange={setText} disabled={busy} />
        <div className="hg-field gt-narrow">
          <label htmlFor={lengthId}>
            Summary length: {sentences} sentence{sentences === 1 ? '' : 's'}
          </label>
          <input
            id={lengthId}
            type="range"
            min={1}
            max={10}
            step={1}
            value={sentences}
            onChange={(e) => setSentences(Number(e.target.value))}
            aria-valuetext={`${sentences} sentences`}
          />
        </div>
      </ToolForm>
      <ToolStatus state={state} ready={(s) => `Summary ready: ${s.sentences.length} of ${s.totalSentences} sentences.`} />
      {summary ? (
        <section className="gt-result" aria-labelledby="sum-title">
          <div className="gt-row-between">
            <h2 id="sum-title">Summary</h2>
            <CopyButton text={summary.summary} label="Copy summary" />
          </div>
          <blockquote className="gt-summary">{summary.summary}</blockquote>
          <h3>Where the sentences come from</h3>
          <p className="hg-hint">
            {summary.sentences.length} of {summary.totalSentences} sentences chosen, marked in your text.
          </p>
          <HighlightedText
            label="Your text with the chosen sentences marked"
            text={sent}
            spans={summary.sentences.map((s) => ({
              start: s.start,
              end: s.end,
              tone: 'sentence',
              label: `sentence ${s.index + 1}, score ${s.score.toFixed(2)}`,
            }))}
          />
        </section>
      ) : null}
    </ToolPage>
  );
}
