import { useState } from 'react';
import { scoreResume, type ResumeSource } from '../api/genai-api';
import { ResumeSourceInput } from '../components/ResumeSourceInput';
import { ToolForm } from '../components/ToolForm';
import { ToolPage } from '../components/ToolPage';
import { ResultLoading } from '../components/ResultLoading';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';
import { lazyComponent } from 'shared-ui';

// The result view (and the charts it draws) loads with the first answer, not with the form.
const ScorecardResult = lazyComponent(() => import('../components/ScorecardResult').then((m) => m.ScorecardResult), {
  fallback: <ResultLoading />,
  what: 'The result',
});

/** /genai-services/resume-scorecard: upload or paste → 0–100 score, weighted categories, advice. */
export default function ResumeScorecardScreen() {
  const [source, setSource] = useState<ResumeSource | null>(null);
  const { state, run, busy } = useToolRequest<Awaited<ReturnType<typeof scoreResume>>>();
  const submit = () => {
    if (source) void run((options) => scoreResume(source, options));
  };
  return (
    <ToolPage slug="resume-scorecard">
      <ToolForm action="Score my resume" busy={busy} ready={source !== null} onSubmit={submit}>
        <ResumeSourceInput onChange={setSource} disabled={busy} />
      </ToolForm>
      <ToolStatus state={state} ready={(r) => `Scored ${r.scorecard.total} out of 100.`} />
      {state.status === 'done' ? <ScorecardResult scorecard={state.result.scorecard} /> : null}
    </ToolPage>
  );
}
