import type { ResumeRecord } from '../lib/resumes/resume-record';

/** A labelled choice among the candidate's resumes, by title (apply, tailor, letters, directory). */
export function ResumeSelect({
  id,
  label,
  resumes,
  value,
  onChange,
}: {
  id: string;
  label: string;
  resumes: Pick<ResumeRecord, 'id' | 'title'>[];
  value: string;
  onChange: (resumeId: string) => void;
}) {
  return (
    <div className="hg-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {resumes.map((r) => (
          <option key={r.id} value={r.id}>
            {r.title}
          </option>
        ))}
      </select>
    </div>
  );
}
