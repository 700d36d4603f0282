import { useState } from 'react';
import type { ParsedResume } from 'genai';
import { parseResume, type ResumeSource } from '../api/genai-api';
import { ResumeEditor } from '../components/ResumeEditor';
import { ResumeSourceInput } from '../components/ResumeSourceInput';
import { ToolForm } from '../components/ToolForm';
import { ToolPage } from '../components/ToolPage';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';

function summary(parsed: ParsedResume): string {
  const r = parsed.resume;
  return `Read ${r.basics.name || 'the resume'}: ${r.work.length} roles, ${r.education.length} education entries, ${r.skills.length} skills.`;
}

/**
 * /genai-services/resume-parser and /genai-services/pdf-to-resume: a PDF/DOCX (or pasted text
 * for the parser) becomes an editable JSON Resume, downloadable as JSON.
 */
export function ResumeParserTool({ slug }: { slug: 'resume-parser' | 'pdf-to-resume' }) {
  const [source, setSource] = useState<ResumeSource | null>(null);
  const { state, run, busy } = useToolRequest<ParsedResume>();
  const submit = () => {
    if (source) void run((options) => parseResume(source, options));
  };
  return (
    <ToolPage slug={slug}>
      <ToolForm action={slug === 'pdf-to-resume' ? 'Convert to a resume' : 'Parse resume'} busy={busy} ready={source !== null} onSubmit={submit}>
        <ResumeSourceInput onChange={setSource} disabled={busy} allowPaste={slug === 'resume-parser'} />
      </ToolForm>
      <ToolStatus state={state} ready={summary} />
      {state.status === 'done' ? (
        <>
          {/* A new parse gives a new form: the key resets the editor's own state. */}
          <ResumeEditor key={state.result.text.length + state.result.resume.basics.name} initial={state.result.resume} confidence={state.result.confidence} />
          <details className="gt-details">
            <summary>
              The text the parser read ({state.result.meta.pages} page{state.result.meta.pages === 1 ? '' : 's'}, {state.result.meta.source})
            </summary>
            <pre className="gt-ats-text">{state.result.text}</pre>
          </details>
        </>
      ) : null}
    </ToolPage>
  );
}

export default function ResumeParserScreen() {
  return <ResumeParserTool slug="resume-parser" />;
}
