import { useSession } from 'shared-auth';
import { AreaLayout, PageHeader } from 'shared-ui';
import { RESUMEINFLUX_LINKS } from './resumeinflux-links';

/** /resumeinflux/upload-resumes: bulk resume upload for HR. */
export function UploadResumesPage() {
  const { user } = useSession();
  return (
    <AreaLayout areaName="resumeinflux" signedInAs={user} links={RESUMEINFLUX_LINKS}>
      <PageHeader title="Upload resumes" lead="Upload PDF or Word resumes to parse and rank them." />
    </AreaLayout>
  );
}
