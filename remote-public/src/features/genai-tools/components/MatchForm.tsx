import type { ReactNode } from 'react';
import { useState } from 'react';
import type { MatchResult } from 'genai';
import { matchResume, type ResumeSource } from '../api/genai-api';
import type { ToolRequestState } from '../hooks/useToolRequest';
import { useToolRequest } from '../hooks/useToolRequest';
import { ResumeSourceInput } from './ResumeSourceInput';
import { TextInput } from './TextInput';
import { ToolForm } from './ToolForm';
import { ToolStatus } from './ToolStatus';

/** Job text + a resume (upload or paste) → one match; the screen decides how to show it. */
export function MatchForm({ action, children }: { action: string; children: (state: ToolRequestState<MatchResult>, job: string) => ReactNode }) {
  const [job, setJob] = useState('');
  const [resume, setResume] = useState<ResumeSource | null>(null);
  const { state, run, busy } = useToolRequest<MatchResult>();
  const submit = () => {
    if (job.trim() && resume) void run((options) => matchResume(job, resume, options));
  };
  return (
    <>
      <ToolForm action={action} busy={busy} ready={job.trim() !== '' && resume !== null} onSubmit={submit}>
        <div className="gt-two-col">
          <TextInput label="Job description" value={job} onChange={setJob} disabled={busy} rows={14} />
          <ResumeSourceInput onChange={setResume} disabled={busy} />
        </div>
      </ToolForm>
      <ToolStatus state={state} ready={(m) => `Match ${m.score} out of 100: ${m.matched.length} skills matched, ${m.missing.length} missing.`} />
      {children(state, job)}
    </>
  );
}
