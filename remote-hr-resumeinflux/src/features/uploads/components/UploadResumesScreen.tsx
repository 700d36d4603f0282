import { useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { useBulkUpload } from '../hooks/useBulkUpload';
import { clearSavedBatch, countResults, loadSavedBatch } from '../utils/saved-batch';
import { acceptAttribute, formatLimit, RESUME_FILES } from 'shared-auth/file-acceptance';
import { FILES_PER_REQUEST } from '../utils/upload-files';
import type { SavedBatch } from '../types/upload';
import { UploadProgressList } from './UploadProgressList';
import './uploads.css';

export interface UploadJobOption {
  id: string;
  title: string;
  status: string;
}

/** /resumeinflux/upload-resumes: hundreds of resumes into one job, resumable, file by file. */
export function UploadResumesScreen({ jobs, initialJobId, orgId }: { jobs: UploadJobOption[]; initialJobId: string | null; orgId?: string }) {
  const id = useId();
  const [jobId, setJobId] = useState(initialJobId && jobs.some((job) => job.id === initialJobId) ? initialJobId : (jobs[0]?.id ?? ''));
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [saved, setSaved] = useState<SavedBatch | null>(null);
  const upload = useBulkUpload();

  useEffect(() => {
    if (!jobId && jobs[0]) setJobId(jobs[0].id);
  }, [jobs, jobId]);
  useEffect(() => setSaved(jobId ? loadSavedBatch(jobId) : null), [jobId, upload.running]);

  const results = useMemo(() => upload.progress.flatMap((row) => (row.state === 'done' ? [row.result] : [])), [upload.progress]);
  const counts = countResults(results);
  const finished = results.length;
  const total = upload.progress.length;
  const queuedCount = upload.progress.filter((row) => row.state === 'queued').length;
  const savedCount = saved ? Object.keys(saved.finished).length : 0;
  const job = jobs.find((option) => option.id === jobId);

  const pick = (list: FileList | null) => {
    if (list) setFiles(Array.from(list));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files);
  };

  if (jobs.length === 0) {
    return (
      <section className="hg-card">
        <h2>No job to upload into</h2>
        <p>
          Resumes are uploaded into a job. <Link to="/resumeinflux/jobs/new">Create a job</Link> first.
        </p>
      </section>
    );
  }

  return (
    <div className="up-screen">
      <section className="hg-card up-setup" aria-labelledby={`${id}-setup`}>
        <h2 id={`${id}-setup`}>Choose the job and the resumes</h2>
        <div className="hg-field">
          <label htmlFor={`${id}-job`}>Job</label>
          <select id={`${id}-job`} value={jobId} disabled={upload.running} onChange={(event) => setJobId(event.target.value)}>
            {jobs.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title} ({option.status})
              </option>
            ))}
          </select>
        </div>
        {saved && savedCount > 0 && total === 0 ? (
          <div className="up-resume" role="note">
            <p>
              An earlier batch for this job answered <strong>{savedCount}</strong> file{savedCount === 1 ? '' : 's'}. Pick the same files again to send the
              rest: the finished ones are skipped.
            </p>
            <button
              type="button"
              className="hg-button hg-button--ghost"
              onClick={() => {
                clearSavedBatch(jobId);
                setSaved(null);
              }}
            >
              Start a new batch instead
            </button>
          </div>
        ) : null}
        <div
          className={`up-drop${dragging ? ' up-drop--active' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p className="up-drop-title">Drop PDF and Word resumes here</p>
          <p className="hg-hint">
            Hundreds at once; {formatLimit(RESUME_FILES.maxBytes)} each. They are sent {FILES_PER_REQUEST} at a time.
          </p>
          <input
            id={`${id}-files`}
            className="up-file-input"
            type="file"
            multiple
            accept={acceptAttribute(RESUME_FILES)}
            disabled={upload.running}
            onChange={(event) => pick(event.target.files)}
          />
          <label htmlFor={`${id}-files`} className="hg-button hg-button--secondary">
            Choose resume files
          </label>
          <p className="hg-hint" aria-live="polite">
            {files.length > 0 ? `${files.length} file${files.length === 1 ? '' : 's'} chosen.` : 'No files chosen.'}
          </p>
        </div>
        <div className="hg-actions">
          <button
            type="button"
            className="hg-button"
            disabled={upload.running || files.length === 0 || !jobId}
            onClick={() => void upload.start(jobId, files, orgId)}
          >
            {upload.running ? 'Uploading…' : `Upload ${files.length || ''} resume${files.length === 1 ? '' : 's'}`.replace('  ', ' ')}
          </button>
          {upload.running ? (
            <button type="button" className="hg-button hg-button--ghost" onClick={upload.cancel}>
              Stop after this group
            </button>
          ) : null}
        </div>
      </section>

      {total > 0 ? (
        <section className="hg-card" aria-labelledby={`${id}-progress`}>
          <h2 id={`${id}-progress`}>Progress{job ? `: ${job.title}` : ''}</h2>
          <progress className="up-progress" max={total} value={finished} aria-labelledby={`${id}-progress`} />
          <p role="status">
            {finished} of {total} files done · {counts.added} added · {counts.duplicate} already in your talent pool · {counts.failed} failed
          </p>
          {upload.stopped ? (
            <p role="alert" className="hg-error-text">
              {upload.stopped}
            </p>
          ) : null}
          {queuedCount > 0 ? <p className="hg-hint">{queuedCount} sent and being read on the server: closing this tab stops nothing.</p> : null}
          {!upload.running && finished === total ? (
            <p>
              <Link to={`/resumeinflux/hr?job=${jobId}`}>See the ranked pipeline</Link>
            </p>
          ) : null}
          <UploadProgressList progress={upload.progress} />
        </section>
      ) : null}
    </div>
  );
}
