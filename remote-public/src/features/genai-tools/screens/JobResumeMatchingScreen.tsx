import { useState, type FormEvent } from 'react';
import { GENAI_LIMITS } from 'shared-schemas';
import { rankResumes, type RankedFile } from '../api/genai-api';
import { FileDrop } from '../components/FileDrop';
import { MatchForm } from '../components/MatchForm';
import { TextInput } from '../components/TextInput';
import { ToolPage } from '../components/ToolPage';
import { ResultLoading } from '../components/ResultLoading';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';
import { lazyComponent } from 'shared-ui';

// The result view (and the charts it draws) loads with the first answer, not with the form.
const MatchResultView = lazyComponent(() => import('../components/MatchResultView').then((m) => m.MatchResultView), {
  fallback: <ResultLoading />,
  what: 'The result',
});

/** A public page ranks a few dozen at once; the api itself takes up to GENAI_LIMITS.maxRankFiles. */
const MAX_RANK_FILES = Math.min(50, GENAI_LIMITS.maxRankFiles);

/** Several resume files against one job → a table, best first. */
function RankResumes() {
  const [job, setJob] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { state, run, busy } = useToolRequest<RankedFile[]>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (job.trim() && files.length) void run((options) => rankResumes(job, files, options));
  };
  return (
    <section className="gt-rank" aria-labelledby="rank-title">
      <h2 id="rank-title">Rank several resumes</h2>
      <form className="gt-form hg-card" onSubmit={submit} aria-busy={busy}>
        <div className="gt-two-col">
          <TextInput label="Job description for ranking" value={job} onChange={setJob} disabled={busy} rows={10} />
          <FileDrop label="Upload the resumes" multiple maxFiles={MAX_RANK_FILES} disabled={busy} onFiles={setFiles} />
        </div>
        <button className="hg-button" type="submit" disabled={!job.trim() || !files.length || busy}>
          {busy ? 'Ranking…' : `Rank ${files.length || ''} resume${files.length === 1 ? '' : 's'}`.replace('  ', ' ')}
        </button>
      </form>
      <ToolStatus state={state} busyText="Ranking…" ready={(ranked) => `Ranked ${ranked.length} resumes. Best: ${ranked[0]?.id ?? 'none'}.`} />
      {state.status === 'done' ? (
        <div className="gt-table-wrap">
          <table className="gt-table">
            <caption className="hg-visually-hidden">Resumes ranked best first</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Resume</th>
                <th scope="col">Match</th>
                <th scope="col">Skills matched</th>
                <th scope="col">Missing</th>
              </tr>
            </thead>
            <tbody>
              {state.result.map((row, index) => (
                <tr key={`${row.id}-${index}`}>
                  <td>{index + 1}</td>
                  <th scope="row">{row.id}</th>
                  <td>
                    <span className="gt-score-cell">
                      <span className="gt-mini-bar" aria-hidden="true">
                        <span style={{ width: `${Math.max(0, Math.min(100, row.score))}%` }} />
                      </span>
                      {Math.round(row.score)}
                    </span>
                  </td>
                  <td>{row.result.matched.length}</td>
                  <td>
                    {row.result.missing
                      .slice(0, 4)
                      .map((m) => m.skill)
                      .join(', ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** /genai-services/job-resume-matching: one resume in depth, or several ranked. */
export default function JobResumeMatchingScreen() {
  return (
    <ToolPage slug="job-resume-matching">
      <MatchForm action="Match">{(state) => (state.status === 'done' ? <MatchResultView result={state.result} /> : null)}</MatchForm>
      <RankResumes />
    </ToolPage>
  );
}
