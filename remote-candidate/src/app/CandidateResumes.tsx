import { MoveLocalResumes } from '../features/resumes/components/MoveLocalResumes';
import type { ResumeStore } from '../lib/resumes/resume-store';
import { ResumesArea } from './ResumesArea';
import { browserResumeStore } from './stores';

/** The dashboard's Resumes page: the list and builder, offering to move resumes made signed out. */
export function CandidateResumes({
  store,
  basePath,
  primaryId,
  onMakePrimary,
}: {
  store: ResumeStore;
  basePath: string;
  primaryId: string | null;
  onMakePrimary: (id: string) => void;
}) {
  return (
    <ResumesArea
      store={store}
      basePath={basePath}
      primaryId={primaryId}
      onMakePrimary={onMakePrimary}
      sharing
      notice={<MoveLocalResumes local={browserResumeStore()} cloud={store} />}
    />
  );
}
