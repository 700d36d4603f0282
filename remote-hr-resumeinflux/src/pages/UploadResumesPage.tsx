import { useSession } from 'shared-auth';
import { AreaLayout, PageHeader } from 'shared-ui';
import { RankCandidatesTool } from '../features/ranking/components/RankCandidatesTool';
import { RESUMEINFLUX_LINKS } from './resumeinflux-links';

/** /resumeinflux/upload-resumes: HR uploads many resumes and ranks them against one job. */
export function UploadResumesPage() {
  const { user } = useSession();
  return (
    <AreaLayout areaName="resumeinflux" signedInAs={user} links={RESUMEINFLUX_LINKS}>
      <PageHeader
        title="Upload and rank resumes"
        lead="Add a job description and up to 200 PDF or Word resumes: HireGen matches each one skill by skill and ranks them, best first."
      />
      <RankCandidatesTool />
    </AreaLayout>
  );
}
