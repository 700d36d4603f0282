import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading, PageHeader, notify } from 'shared-ui';
import { emptyResume } from '../../../lib/resume-model/normalize-resume';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import { useResumes } from '../../../lib/resumes/useResumes';
import { importedMessage } from '../api/import-terms';
import { ImportResume } from './ImportResume';
import { ResumeList } from './ResumeList';

/** Every resume of the candidate (or of this browser, signed out), and the ways to start a new one. */
export function ResumesPage({
  store,
  basePath,
  title = 'Your resumes',
  lead,
  primaryId,
  onMakePrimary,
  notice,
}: {
  store: ResumeStore;
  basePath: string;
  title?: string;
  lead?: ReactNode;
  primaryId?: string | null;
  onMakePrimary?: (id: string) => void;
  notice?: ReactNode;
}) {
  const navigate = useNavigate();
  const { resumes, error } = useResumes(store);

  const startFromScratch = async () => {
    try {
      const id = await store.create({ title: 'New resume', resume: emptyResume(), origin: 'scratch' });
      navigate(`${basePath}/${id}`);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The resume could not be created.');
    }
  };

  return (
    <>
      <PageHeader title={title} lead={lead ?? 'One resume per target role works best. Each keeps its own versions and score history.'} />
      {notice}
      <section className="rb-start hg-card" aria-labelledby="rb-start-title">
        <h2 id="rb-start-title">Start a resume</h2>
        <div className="rb-start-options">
          <div>
            <button type="button" className="hg-button" onClick={() => void startFromScratch()}>
              Start from scratch
            </button>
          </div>
          <ImportResume
            onImported={async (imported) => {
              const id = await store.create({
                title: imported.title,
                resume: imported.resume,
                review: imported.review,
                reviewConfidence: imported.reviewConfidence,
                unplaced: imported.unplaced,
                origin: imported.origin,
              });
              notify.success(importedMessage(imported.review.length, imported.unplaced.length));
              navigate(`${basePath}/${id}`);
            }}
          />
        </div>
      </section>
      {error ? (
        <p role="alert" className="hg-error-text">
          {error}
        </p>
      ) : resumes === null ? (
        <Loading />
      ) : resumes.length === 0 ? (
        <p>No resumes yet.</p>
      ) : (
        <ResumeList store={store} resumes={resumes} basePath={basePath} primaryId={primaryId} onMakePrimary={onMakePrimary} />
      )}
    </>
  );
}
