// One candidate result: name, headline, source, skills, match to the chosen job, add to pipeline.
import { useState } from 'react';
import { notify } from 'shared-ui';
import { addToPipeline } from '../api/search-api';
import type { CandidateResult } from '../types/search';
import { Highlighted } from './Highlighted';
import { MatchBadge, SkillList } from './ResultCards';

const SOURCE_LABEL = { directory: 'Talent directory', applied: 'Applicant', uploaded: 'Uploaded' } as const;

export function CandidateResultCard({
  candidate,
  jobId,
  jobTitle,
  canAdd,
}: {
  candidate: CandidateResult;
  jobId: string | null;
  jobTitle: string | null;
  canAdd: boolean;
}) {
  const [adding, setAdding] = useState<'idle' | 'busy' | 'done'>('idle');
  const facts = [
    candidate.location,
    candidate.years !== null ? `${candidate.years} years` : null,
    SOURCE_LABEL[candidate.source],
    candidate.jobTitle ? `for ${candidate.jobTitle}${candidate.stage ? ` (${candidate.stage})` : ''}` : null,
  ].filter(Boolean);

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
      <h3 id={`result-${candidate.id}`} className="hgs-result-title">
        {candidate.name}
      </h3>
      {candidate.headline ? (
        <p className="hgs-result-sub">
          <Highlighted highlight={candidate.highlights.title} fallback={candidate.headline} />
        </p>
      ) : null}
      <p className="hgs-facts">{facts.join(' · ')}</p>
      {candidate.highlights.snippet ? (
        <p className="hgs-snippet">
          <Highlighted highlight={candidate.highlights.snippet} fallback="" />
        </p>
      ) : null}
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
