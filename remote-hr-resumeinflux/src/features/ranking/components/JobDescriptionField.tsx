import { useId, useState, type ChangeEvent } from 'react';

/** The api reads at most 200,000 characters of a job; a .txt larger than this is not a job description. */
export const MAX_JOB_CHARS = 200_000;
const MAX_JOB_FILE_BYTES = 1024 * 1024;

/** The job to rank against: pasted, or loaded from a plain-text file into the same box. */
export function JobDescriptionField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const id = useId();
  const [problem, setProblem] = useState<string>();

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.txt')) return setProblem(`“${file.name}” is not a .txt file. Paste the text instead, or save it as plain text.`);
    if (file.size > MAX_JOB_FILE_BYTES) return setProblem(`“${file.name}” is too large for a job description (at most 1 MB).`);
    const text = await file.text();
    if (!text.trim()) return setProblem(`“${file.name}” is empty.`);
    setProblem(undefined);
    onChange(text.slice(0, MAX_JOB_CHARS));
  };

  return (
    <div className="rk-job">
      <div className="hg-field">
        <label htmlFor={`${id}-text`}>Job description</label>
        <textarea
          id={`${id}-text`}
          rows={10}
          value={value}
          maxLength={MAX_JOB_CHARS}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Paste the job: title, responsibilities, required and preferred skills…"
        />
        <p id={`${id}-hint`} className="hg-hint">
          Paste the full posting, or load it from a .txt file. Required and preferred skills weigh the most.
        </p>
      </div>
      <div className="rk-job-file">
        <input id={`${id}-file`} className="rk-file-input" type="file" accept=".txt,text/plain" disabled={disabled} onChange={loadFile} />
        <label htmlFor={`${id}-file`} className="hg-button hg-button--secondary">Load job from a .txt file</label>
      </div>
      {problem ? <p className="hg-error-text" role="alert">{problem}</p> : null}
    </div>
  );
}
