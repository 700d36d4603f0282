// One job result: title, organisation, place, pay, skills, match to me. A candidate's card
// (CandidateResultCard.tsx) loads only on the candidate searches, which only members open.
import { Link } from 'react-router-dom';
import type { JobResult, SearchMatch } from '../types/search';
import { Highlighted } from './Highlighted';

export function MatchBadge({ match, subject }: { match: SearchMatch; subject: string }) {
  const tone = match.score >= 70 ? 'good' : match.score >= 40 ? 'fair' : 'low';
  return (
    <p className={`hgs-match hgs-match--${tone}`}>
      <strong>
        {match.score}% match {subject}
      </strong>{' '}
      <span>{match.reason}</span>
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

export function SkillList({ skills, marked }: { skills: string[]; marked: string[] | undefined }) {
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
        <Link to={`/jobs/${encodeURIComponent(job.id)}`}>
          <Highlighted highlight={job.highlights.title} fallback={job.title} />
        </Link>
      </h3>
      <p className="hgs-result-sub">{job.orgName}</p>
      <p className="hgs-facts">{facts.join(' · ')}</p>
      {job.highlights.snippet ? (
        <p className="hgs-snippet">
          <Highlighted highlight={job.highlights.snippet} fallback="" />
        </p>
      ) : null}
      <SkillList skills={[...job.requiredSkills, ...job.preferredSkills]} marked={job.highlights.skills} />
      {job.match ? <MatchBadge match={job.match} subject="for you" /> : null}
    </article>
  );
}
