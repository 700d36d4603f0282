import { useState, type FormEvent } from 'react';
import { scoreResume, type ResumeSource } from '../api/genaiApi';
import { ResumeSourceInput } from '../components/ResumeSourceInput';
import { ScorecardResult } from '../components/ScorecardResult';
import { ToolPage } from '../components/ToolPage';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';

/** /genai-services/resume-scorecard: upload or paste → 0–100 score, weighted categories, advice. */
export default function ResumeScorecardScreen() {
  const [source, setSource] = useState<ResumeSource | null>(null);
  const { state, run, busy } = useToolRequest<Awaited<ReturnType<typeof scoreResume>>>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (source) void run((options) => scoreResume(source, options));
  };
  return (
    <ToolPage slug="resume-scorecard">
      <form className="gt-form hg-card" onSubmit={submit} aria-busy={busy}>
        <ResumeSourceInput onChange={setSource} disabled={busy} />
        <button className="hg-button" type="submit" disabled={!source || busy}>
          {busy ? 'Analysing…' : 'Score my resume'}
        </button>
      </form>
      <ToolStatus state={state} ready={(r) => `Scored ${r.scorecard.total} out of 100.`} />
      {state.status === 'done' ? <ScorecardResult scorecard={state.result.scorecard} /> : null}
    </ToolPage>
  );
}
