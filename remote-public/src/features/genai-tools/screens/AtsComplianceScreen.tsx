import { useState } from 'react';
import { formatMegabytes, GENAI_LIMITS } from 'shared-schemas';
import { checkAts } from '../api/genai-api';
import { FileDrop } from '../components/FileDrop';
import { ToolForm } from '../components/ToolForm';
import { ToolPage } from '../components/ToolPage';
import { ResultLoading } from '../components/ResultLoading';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';
import { lazyComponent } from 'shared-ui';

// The result view (and the charts it draws) loads with the first answer, not with the form.
const AtsResult = lazyComponent(() => import('../components/AtsResult').then((m) => m.AtsResult), { fallback: <ResultLoading />, what: 'The result' });

/** The ATS check form and report, used by the tool screen and by /genai-candidate-ats. */
export function AtsCheck({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [file, setFile] = useState<File | null>(null);
  const { state, run, busy } = useToolRequest<Awaited<ReturnType<typeof checkAts>>>();
  const submit = () => {
    if (file) void run((options) => checkAts(file, options));
  };
  return (
    <>
      <ToolForm action="Check my resume" busy={busy} ready={file !== null} onSubmit={submit}>
        <FileDrop
          label="Upload your resume"
          hint={`The file itself, as you would send it (PDF or Word .docx, up to ${formatMegabytes(GENAI_LIMITS.maxFileBytes)}): ATS checks read its layout and fonts, not just the words.`}
          disabled={busy}
          onFiles={([chosen]) => setFile(chosen ?? null)}
        />
      </ToolForm>
      <ToolStatus
        state={state}
        ready={(r) => `ATS check done: score ${r.report.score} out of 100, ${r.report.findings.length} finding${r.report.findings.length === 1 ? '' : 's'}.`}
      />
      {state.status === 'done' ? <AtsResult report={state.result.report} headingLevel={headingLevel} /> : null}
    </>
  );
}

/** /genai-services/ats-compliance */
export default function AtsComplianceScreen() {
  return (
    <ToolPage slug="ats-compliance">
      <AtsCheck />
    </ToolPage>
  );
}
