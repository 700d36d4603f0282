// One search result: a job (title, organisation, place, pay, skills, match to me) or a
// candidate (name, headline, source, skills, match to the chosen job, add to pipeline).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notify } from 'shared-ui';
import { addToPipeline } from '../api/searchApi';
import type { CandidateResult, JobResult, SearchMatch } from '../types/search';
import { Highlighted } from './Highlighted';

const SOURCE_LABEL = { directory: 'Talent directory', applied: 'Applicant', uploaded: 'Uploaded' } as const;

function MatchBadge({ match, subject }: { match: SearchMatch; subject: string }) {
  const tone = match.score >= 70 ? 'good' : match.score >= 40 ? 'fair' : 'low';
  return (
    <p className={`hgs-match hgs-match--${tone}`}>
      <strong>{match.score}% match {subject}</strong> <span>{match.reason}</span>
    </p>
  );
}

function salaryText(salary: JobResult['salary']): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const format = (value: number) => new Intl.NumberFormat(undefined, { style: 'currency', currency: salary.currency, maximumFractionDigits: 0 }).format(value);
  const range = salary.min !== null && salary.max !== null ? `${format(salary.min)}–${format(salary.max)}` : format((salary.min ?? salary.max)!);
  return `${range} a ${salary.period}`;
}

function postedText(iso: string | null): string | null {
  if (!iso) return null;
  const days = Math.floor((Date.now() - Date.parse(iso)) / 86_400_000);
  return days <= 0 ? 'Posted today' : days === 1 ? 'Posted yesterday' : `Posted ${days} days ago`;
}

function SkillList({ skills, marked }: { skills: string[]; marked: string[] | undefined }) {
  if (skills.length === 0) return null;
  return (
    <ul className="hgs-skill-list" aria-label="Skills">
      {skills.slice(0, 10).map((skill) => (
        <li key={skill}>{marked?.includes(skill) ? <mark>{skill}</mark> : skill}</li>
      ))}
    </ul>
  );
}

export function JobResultCard({ job }: { job: JobResult }) {
  const facts = [job.location, job.remote !== 'onsite' ? job.remote : null, job.seniority, salaryText(job.salary), postedText(job.postedAt)].filter(Boolean);
  return (
    <article className="hg-card hgs-result" aria-labelledby={`result-${job.id}`}>
      <h3 id={`result-${job.id}`} className="hgs-result-title">
        <Link to={`/jobs/${encodeURIComponent(job.id)}`}><Highlighted highlight={job.highlights.title} fallback={job.title} /></Link>
      </h3>
      <p className="hgs-result-sub">{job.orgName}</p>
      <p className="hgs-facts">{facts.join(' · ')}</p>
      {job.highlights.snippet ? <p className="hgs-snippet"><Highlighted highlight={job.highlights.snippet} fallback="" /></p> : null}
      <SkillList skills={[...job.requiredSkills, ...job.preferredSkills]} marked={job.highlights.skills} />
      {job.match ? <MatchBadge match={job.match} subject="for you" /> : null}
    </article>
  );
}

export function CandidateResultCard({ candidate, jobId, jobTitle, canAdd }: { candidate: CandidateResult; jobId: string | null; jobTitle: string | null; canAdd: boolean }) {
  const [adding, setAdding] = useState<'idle' | 'busy' | 'done'>('idle');
  const facts = [candidate.location, candidate.years !== null ? `${candidate.years} years` : null, SOURCE_LABEL[candidate.source],
    candidate.jobTitle ? `for ${candidate.jobTitle}${candidate.stage ? ` (${candidate.stage})` : ''}` : null].filter(Boolean);

  async function add() {
    if (!jobId || !candidate.uid) return;
    setAdding('busy');
    try {
      await addToPipeline(jobId, candidate.uid);
      setAdding('done');
      notify.success(`${candidate.name} added to the pipeline of ${jobTitle ?? 'the job'}.`);
    } catch (error) {
      setAdding('idle');
      notify.error(error instanceof Error ? error.message : 'Could not add to the pipeline.');
    }
  }

  return (
    <article className="hg-card hgs-result" aria-labelledby={`result-${candidate.id}`}>
      <h3 id={`result-${candidate.id}`} className="hgs-result-title">{candidate.name}</h3>
      {candidate.headline ? <p className="hgs-result-sub"><Highlighted highlight={candidate.highlights.title} fallback={candidate.headline} /></p> : null}
      <p className="hgs-facts">{facts.join(' · ')}</p>
      {candidate.highlights.snippet ? <p className="hgs-snippet"><Highlighted highlight={candidate.highlights.snippet} fallback="" /></p> : null}
      <SkillList skills={candidate.skills} marked={candidate.highlights.skills} />
      {candidate.match ? <MatchBadge match={candidate.match} subject={jobTitle ? `for ${jobTitle}` : ''} /> : null}
      {canAdd && candidate.source === 'directory' && candidate.uid ? (
        <div className="hgs-result-actions">
          {jobId ? (
            <button type="button" className="hg-button hg-button--secondary" disabled={adding !== 'idle'} onClick={add}>
              {adding === 'done' ? 'Added to pipeline' : adding === 'busy' ? 'Adding…' : `Add to pipeline${jobTitle ? ` of ${jobTitle}` : ''}`}
            </button>
          ) : (
            <span className="hg-hint">Choose a job above to add this candidate to its pipeline.</span>
          )}
        </div>
      ) : null}
    </article>
  );
}
