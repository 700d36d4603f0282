import { useId, useState, type FormEvent } from 'react';
import type { DraftSources, JobDraft, JobDraftInput, JobDraftSection } from 'genai';
import { HighlightedText } from '../components/result-charts';
import { generateJob } from '../api/genai-api';
import { CopyButton } from '../components/CopyButton';
import { ToolPage } from '../components/ToolPage';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';

const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 40);

/** The request body from the form; empty inputs are left out rather than sent blank. */
export function draftInput(values: Record<string, string>): JobDraftInput {
  const input: JobDraftInput = { title: values.title!.trim() };
  if (values.company?.trim()) input.company = values.company.trim();
  if (values.location?.trim()) input.location = values.location.trim();
  if (values.workplace === 'remote' || values.workplace === 'hybrid' || values.workplace === 'onsite') input.workplace = values.workplace;
  if (values.employmentType) input.employmentType = values.employmentType;
  if (values.skills && list(values.skills).length) input.skills = list(values.skills);
  if (values.preferredSkills && list(values.preferredSkills).length) input.preferredSkills = list(values.preferredSkills);
  const years = Number(values.yearsExperience);
  if (values.yearsExperience?.trim() && Number.isFinite(years) && years >= 0) input.yearsExperience = Math.min(40, Math.round(years));
  if (values.salary?.trim()) input.salary = values.salary.trim();
  if (values.about?.trim()) input.about = values.about.trim();
  return input;
}

/** The description as text from the (edited) sections. */
export function draftText(title: string, sections: JobDraftSection[]): string {
  const body = sections
    .map((s) => {
      const items = s.items.map((i) => i.trim()).filter(Boolean);
      if (!items.length) return '';
      return `${s.heading}\n${s.kind === 'list' ? items.map((i) => `• ${i}`).join('\n') : items.join('\n\n')}`;
    })
    .filter(Boolean);
  return [title, ...body].join('\n\n');
}

function Input({
  name,
  label,
  values,
  set,
  type = 'text',
  required,
  hint,
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  set: (n: string, v: string) => void;
  type?: string;
  required?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="hg-field">
      <label htmlFor={id}>
        {label}
        {required ? ' (required)' : ''}
      </label>
      <input
        id={id}
        type={type}
        required={required}
        value={values[name] ?? ''}
        min={type === 'number' ? 0 : undefined}
        max={type === 'number' ? 40 : undefined}
        onChange={(e) => set(name, e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className="hg-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

function SectionEditor({ section, onChange }: { section: JobDraftSection; onChange: (items: string[]) => void }) {
  const id = useId();
  const value = section.kind === 'list' ? section.items.join('\n') : section.items.join('\n\n');
  return (
    <div className="hg-field">
      <label htmlFor={id}>
        {section.heading}
        {section.kind === 'list' ? ' (one per line)' : ''}
      </label>
      <textarea
        id={id}
        rows={Math.min(10, Math.max(3, value.split('\n').length + 1))}
        value={value}
        onChange={(e) => onChange(section.kind === 'list' ? e.target.value.split('\n') : [e.target.value])}
      />
    </div>
  );
}

function SkillChips({ label, skills }: { label: string; skills: string[] }) {
  return (
    <div>
      <h3>{label}</h3>
      <ul className="gt-chips" aria-label={label}>
        {skills.map((skill) => (
          <li key={skill} className="gt-chip">
            {skill}
          </li>
        ))}
      </ul>
    </div>
  );
}

const SOURCE_LABELS: Record<keyof DraftSources, string> = {
  title: 'Title',
  seniority: 'Seniority',
  company: 'Company',
  duties: 'Duties',
  skills: 'Skills',
  salary: 'Salary',
};

/** Which part of the draft came from which source, so the author knows what to check. */
function DraftSourcesList({ sources, currency }: { sources: DraftSources; currency?: string }) {
  return (
    <details className="gt-sources" open>
      <summary>Where this draft came from{currency ? ` (salary currency: ${currency})` : ''}</summary>
      <dl>
        {(Object.keys(SOURCE_LABELS) as (keyof DraftSources)[])
          .filter((part) => sources[part])
          .map((part) => (
            <div key={part}>
              <dt>{SOURCE_LABELS[part]}</dt>
              <dd>{sources[part]}</dd>
            </div>
          ))}
      </dl>
    </details>
  );
}

/** /genai-services/job-description-generator: title and a few inputs → editable, checked draft. */
export default function JobDescriptionGeneratorScreen() {
  const selectId = useId();
  const typeId = useId();
  const aboutId = useId();
  const [values, setValues] = useState<Record<string, string>>({ title: '', workplace: '', employmentType: 'full-time' });
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const [sections, setSections] = useState<JobDraftSection[]>([]);
  const { state, run, busy } = useToolRequest<JobDraft>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.title?.trim()) return;
    const draft = await run((options) => generateJob(draftInput(values), options));
    if (draft) setSections(draft.sections);
  };
  const draft = state.status === 'done' ? state.result : undefined;
  return (
    <ToolPage slug="job-description-generator">
      <form className="gt-form hg-card" onSubmit={submit} aria-busy={busy}>
        <div className="gt-edit-grid">
          <Input name="title" label="Job title" values={values} set={set} required hint="For example “Senior Frontend Engineer” or “Registered Nurse”." />
          <Input name="company" label="Company" values={values} set={set} />
          <Input name="location" label="Location" values={values} set={set} />
          <div className="hg-field">
            <label htmlFor={selectId}>Workplace</label>
            <select id={selectId} value={values.workplace} onChange={(e) => set('workplace', e.target.value)}>
              <option value="">Not stated</option>
              <option value="remote">Remote</option>
              <option value="hybrid">Hybrid</option>
              <option value="onsite">On-site</option>
            </select>
          </div>
          <div className="hg-field">
            <label htmlFor={typeId}>Employment type</label>
            <select id={typeId} value={values.employmentType} onChange={(e) => set('employmentType', e.target.value)}>
              <option value="full-time">Full-time</option>
              <option value="part-time">Part-time</option>
              <option value="contract">Contract</option>
              <option value="temporary">Temporary</option>
              <option value="internship">Internship</option>
            </select>
          </div>
          <Input name="yearsExperience" label="Years of experience" type="number" values={values} set={set} />
          <Input name="skills" label="Required skills" values={values} set={set} hint="Separate with commas." />
          <Input name="preferredSkills" label="Nice-to-have skills" values={values} set={set} hint="Separate with commas." />
          <Input name="salary" label="Salary" values={values} set={set} hint="As you want it shown, e.g. “$120,000–$140,000 a year”." />
        </div>
        <div className="hg-field">
          <label htmlFor={aboutId}>About the company or team</label>
          <textarea id={aboutId} rows={3} value={values.about ?? ''} onChange={(e) => set('about', e.target.value)} />
        </div>
        <button className="hg-button" type="submit" disabled={!values.title?.trim() || busy}>
          {busy ? 'Writing…' : 'Generate description'}
        </button>
      </form>
      <ToolStatus
        state={state}
        busyText="Writing…"
        ready={(d) => `Draft ready with ${d.sections.length} sections and ${d.inclusiveLanguage.length} language findings.`}
      />
      {draft ? (
        <section className="gt-result" aria-labelledby="draft-title">
          <div className="gt-row-between">
            <h2 id="draft-title">{draft.title}</h2>
            <CopyButton text={draftText(draft.title, sections)} label="Copy description" />
          </div>
          <p className="hg-hint">
            {[draft.seniority, draft.employmentType, draft.location].filter(Boolean).join(' · ')}. Edit any section; “Copy description” takes your edits.
          </p>
          {draft.requiredSkills?.length || draft.preferredSkills?.length ? (
            <div className="gt-chips-row">
              {draft.requiredSkills?.length ? <SkillChips label="Required skills" skills={draft.requiredSkills} /> : null}
              {draft.preferredSkills?.length ? <SkillChips label="Nice-to-have skills" skills={draft.preferredSkills} /> : null}
            </div>
          ) : null}
          {draft.sources ? <DraftSourcesList sources={draft.sources} currency={draft.salaryCurrency} /> : null}
          <div className="gt-sections">
            {sections.map((section, index) => (
              <SectionEditor
                key={section.id}
                section={section}
                onChange={(items) => setSections((all) => all.map((s, i) => (i === index ? { ...s, items } : s)))}
              />
            ))}
          </div>
          <h3>Inclusive-language check</h3>
          {draft.inclusiveLanguage.length === 0 ? (
            <p className="gt-ok">✓ No exclusionary or coded wording found in the draft.</p>
          ) : (
            <>
              <ul className="gt-findings">
                {draft.inclusiveLanguage.map((f, i) => (
                  <li key={i} className="gt-finding gt-finding--minor">
                    <p className="gt-finding-head">
                      <span className="gt-severity gt-severity--minor">{f.kind}</span> <strong>“{f.term}”</strong>
                    </p>
                    <p className="gt-fix">
                      <strong>Instead: </strong>
                      {f.suggestion}
                    </p>
                  </li>
                ))}
              </ul>
              <HighlightedText
                label="The draft with the words to reconsider marked"
                text={draft.text}
                spans={draft.inclusiveLanguage.map((f) => ({ start: f.start, end: f.end, tone: 'warning', label: f.suggestion }))}
              />
            </>
          )}
        </section>
      ) : null}
    </ToolPage>
  );
}
