import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { AreaLayout, PageHeader } from 'shared-ui';
import { LastRankingSummary } from '../features/ranking/components/LastRankingSummary';
import { loadLastRanking } from '../features/ranking/utils/ranking-storage';
import { RESUMEINFLUX_LINKS } from './resumeinflux-links';

/** /resumeinflux/hr: the HR team's workspace — what it does, the way in, and the last ranking. */
export function HrWorkspacePage() {
  const { user } = useSession();
  const lastRanking = useMemo(() => loadLastRanking(), []);
  const firstName = user?.name?.trim().split(/\s+/)[0];
  return (
    <AreaLayout areaName="resumeinflux" signedInAs={user} links={RESUMEINFLUX_LINKS}>
      <PageHeader
        title={firstName ? `Welcome, ${firstName}` : 'HR workspace'}
        lead="Rank a whole pile of resumes against one opening in a minute, and see why each candidate fits or falls short."
      >
        <Link className="hg-button" to="/resumeinflux/upload-resumes">Upload and rank resumes</Link>
      </PageHeader>
      <div className="rk-overview">
        <section className="hg-card" aria-labelledby="workspace-how">
          <h2 id="workspace-how">How ranking works</h2>
          <ol className="rk-steps">
            <li>Paste the job description, or load it from a .txt file.</li>
            <li>Add up to 200 resumes as PDF or Word (.docx) files, 10 MB each.</li>
            <li>HireGen reads every resume and scores it 0–100 on required and preferred skills, title and seniority, experience, education and keywords — skills, not word counts.</li>
            <li>Review the table best first, open any fit summary, and download the ranking as CSV.</li>
          </ol>
          <p className="hg-hint">Rankings stay in this browser tab only; close it and they are gone, so download the CSV to keep one.</p>
        </section>
        {lastRanking ? (
          <LastRankingSummary ranking={lastRanking} />
        ) : (
          <section className="hg-card" aria-labelledby="workspace-last">
            <h2 id="workspace-last">Last ranking</h2>
            <p>No ranking in this tab yet. Upload a job and resumes to see your top candidates here.</p>
          </section>
        )}
      </div>
    </AreaLayout>
  );
}
