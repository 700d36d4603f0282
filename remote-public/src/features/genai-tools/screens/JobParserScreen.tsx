import { useState } from 'react';
import type { JobSkill, ParsedJob } from 'genai';
import { SkillChips } from '../components/result-charts';
import { parseJob } from '../api/genai-api';
import { TextInput } from '../components/TextInput';
import { ToolForm } from '../components/ToolForm';
import { ToolPage } from '../components/ToolPage';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';

const WORKPLACE: Record<ParsedJob['workplace'], string> = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site', unspecified: 'Not stated' };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function salaryText(job: ParsedJob): string {
  const s = job.salary;
  if (!s) return 'Not stated';
  const fmt = (n: number) => n.toLocaleString('en');
  const range = s.min === s.max ? fmt(s.min) : `${fmt(s.min)}–${fmt(s.max)}`;
  return `${s.currency} ${range}${s.period !== 'unspecified' ? ` per ${s.period}` : ''}`;
}

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="gt-list-block">
      <h3>{title}</h3>
      <ul>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const chips = (skills: JobSkill[], kind: 'required' | 'preferred') => skills.map((s) => ({ name: s.name, kind, note: s.category }));

/** /genai-services/job-parser: paste a job post → its facts, skills and sections. */
export default function JobParserScreen() {
  const [text, setText] = useState('');
  const { state, run, busy } = useToolRequest<ParsedJob>();
  const submit = () => {
    void run((options) => parseJob(text, options));
  };
  const job = state.status === 'done' ? state.result : undefined;
  return (
    <ToolPage slug="job-parser">
      <ToolForm action="Parse job" busy={busy} ready={text.trim() !== ''} onSubmit={submit}>
        <TextInput label="Job description" value={text} onChange={setText} disabled={busy} />
      </ToolForm>
      <ToolStatus
        state={state}
        ready={(j) => `Parsed “${j.title || 'the job'}”: ${j.requiredSkills.length} required and ${j.preferredSkills.length} preferred skills.`}
      />
      {job ? (
        <section className="gt-result" aria-labelledby="job-title">
          <h2 id="job-title">{job.title || 'Untitled job'}</h2>
          <dl className="hg-definition-list gt-facts">
            <div>
              <dt>Canonical title</dt>
              <dd>{job.normalizedTitle.canonical || '—'}</dd>
            </div>
            <div>
              <dt>Seniority</dt>
              <dd>
                {cap(job.normalizedTitle.seniority)}
                {job.normalizedTitle.senioritySource === 'default' ? ' (assumed)' : ''}
              </dd>
            </div>
            {job.company ? (
              <div>
                <dt>Company</dt>
                <dd>{job.company}</dd>
              </div>
            ) : null}
            <div>
              <dt>Location</dt>
              <dd>{job.location?.canonical || 'Not stated'}</dd>
            </div>
            <div>
              <dt>Workplace</dt>
              <dd>{WORKPLACE[job.workplace]}</dd>
            </div>
            <div>
              <dt>Employment type</dt>
              <dd>{job.employmentType === 'unspecified' ? 'Not stated' : cap(job.employmentType)}</dd>
            </div>
            <div>
              <dt>Salary</dt>
              <dd>{salaryText(job)}</dd>
            </div>
            <div>
              <dt>Experience</dt>
              <dd>{job.yearsExperience ? job.yearsExperience.text : 'Not stated'}</dd>
            </div>
            <div>
              <dt>Education</dt>
              <dd>{job.education ? job.education.text : 'Not stated'}</dd>
            </div>
          </dl>
          <div className="gt-two-col">
            <SkillChips label={`Required skills (${job.requiredSkills.length})`} skills={chips(job.requiredSkills, 'required')} />
            <SkillChips label={`Preferred skills (${job.preferredSkills.length})`} skills={chips(job.preferredSkills, 'preferred')} />
          </div>
          <List title="Responsibilities" items={job.responsibilities} />
          <List title="Requirements" items={job.requirements} />
          <List title="Nice to have" items={job.preferred} />
          <List title="Benefits" items={job.benefits} />
          {job.eeo.length ? (
            <details className="gt-details">
              <summary>Equal-opportunity statement (kept apart from the job’s content)</summary>
              {job.eeo.map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </details>
          ) : null}
        </section>
      ) : null}
    </ToolPage>
  );
}
