import { useState, type FormEvent } from 'react';
import { useRanking } from '../hooks/useRanking';
import { rankingAnnouncement } from '../utils/ranking-announcement';
import { addResumeFiles } from '../utils/resume-files';
import { JobDescriptionField } from './JobDescriptionField';
import { RankingProgress } from './RankingProgress';
import { RankingResults } from './RankingResults';
import { ResumeDropZone } from './ResumeDropZone';
import { ResumeFileList } from './ResumeFileList';
import './ranking.css';

/** The HR bulk tool: a job, many resumes, one ranked table. */
export function RankCandidatesTool() {
  const [job, setJob] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [formError, setFormError] = useState<string>();
  const ranking = useRanking();

  const addFiles = (incoming: File[]) => {
    const added = addResumeFiles(files, incoming);
    setFiles(added.files);
    setProblems(added.problems);
    setFormError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ranking.busy) return;
    if (!job.trim()) return setFormError('Add the job description first: paste it or load a .txt file.');
    if (!files.length) return setFormError('Add at least one resume (PDF or DOCX).');
    setFormError(undefined);
    void ranking.rank(job, files);
  };

  const status =
    ranking.phase === 'done' && ranking.ranking
      ? rankingAnnouncement(ranking.ranking)
      : ranking.phase === 'failed'
        ? `Ranking failed: ${ranking.error}`
        : ranking.phase === 'uploading'
          ? 'Uploading resumes.'
          : ranking.phase === 'ranking'
            ? 'Ranking resumes.'
            : '';

  return (
    <div className="rk-tool">
      <form className="rk-form" onSubmit={submit} aria-busy={ranking.busy} noValidate>
        <section className="hg-card rk-step" aria-labelledby="rk-step-job">
          <h2 id="rk-step-job">1. The job</h2>
          <JobDescriptionField value={job} onChange={setJob} disabled={ranking.busy} />
        </section>
        <section className="hg-card rk-step" aria-labelledby="rk-step-resumes">
          <h2 id="rk-step-resumes">2. The resumes</h2>
          <ResumeDropZone onFiles={addFiles} disabled={ranking.busy} />
          {problems.length ? (
            <div className="rk-problems" role="alert">
              <p className="hg-error-text">Some files were not added:</p>
              <ul>{problems.map((problem, index) => <li key={`${index}-${problem}`}>{problem}</li>)}</ul>
            </div>
          ) : null}
          <ResumeFileList
            files={files}
            disabled={ranking.busy}
            onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
            onClear={() => {
              setFiles([]);
              setProblems([]);
            }}
          />
        </section>
        <div className="rk-submit">
          <button type="submit" className="hg-button" disabled={ranking.busy}>
            {ranking.busy ? 'Ranking…' : 'Rank candidates'}
          </button>
          {formError ? <p className="hg-error-text" role="alert">{formError}</p> : null}
          {ranking.phase === 'failed' && ranking.error ? <p className="hg-error-text">{ranking.error}</p> : null}
        </div>
        <RankingProgress phase={ranking.phase} progress={ranking.progress} fileCount={files.length} onCancel={ranking.cancel} />
      </form>
      {/* While busy the progress line says it on screen; the live region still tells screen readers. */}
      <p role="status" className={ranking.busy ? 'hg-visually-hidden' : 'rk-status'}>{status}</p>
      {ranking.ranking ? <RankingResults ranking={ranking.ranking} kept={ranking.kept} /> : null}
    </div>
  );
}
