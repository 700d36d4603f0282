import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { ApplicantPage } from '../pages/ApplicantPage';
import HrLoginPage from '../pages/HrLoginPage';
import HrSignupPage from '../pages/HrSignupPage';
import InvitePage from '../pages/InvitePage';
import { JobEditorPage } from '../pages/JobEditorPage';
import { JobsPage } from '../pages/JobsPage';
import { MembersPage } from '../pages/MembersPage';
import { MessageTemplatesPage } from '../pages/MessageTemplatesPage';
import { PipelinePage } from '../pages/PipelinePage';
import ResumeinfluxHomePage from '../pages/ResumeinfluxHomePage';
import { UploadResumesPage } from '../pages/UploadResumesPage';
import { HrWorkspaceLayout } from './HrWorkspaceLayout';
// After the pages that load the organisation's styles, so the chunk both stylesheets share has one
// CSS order in every chunk group (the build warned of a conflicting order before).
import { ApiKeysPage } from '../features/api-keys/components/ApiKeysPage';

/**
 * resumeinflux, the HR area, mounted by the shell at /resumeinflux/*. Its entry pages and the
 * invite link are public; everything else needs the HR role, a verified email and an organisation.
 *
 * The signed-out pages (home, login, signup, the invite link) are also exposed on their own
 * (./HomePage, ./LoginPage, ./SignupPage, ./InvitePage) and the registry mounts them at their
 * exact paths, which rank above this splat: their first load then carries none of the
 * workspace's code (pipeline, @dnd-kit, charts). Their routes stay here too, so a remotes.json
 * without those mounts (one not yet edited after this remote was deployed) still opens them.
 */
export default function ResumeinfluxArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="home" replace />} />
      <Route path="home" element={<ResumeinfluxHomePage />} />
      <Route path="login" element={<HrLoginPage />} />
      <Route path="signup" element={<HrSignupPage />} />
      <Route path="invite/:token" element={<InvitePage />} />
      <Route element={<HrWorkspaceLayout />}>
        <Route path="hr" element={<PipelinePage />} />
        <Route path="hr/applications/:applicationId" element={<ApplicantPage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="jobs/:jobId" element={<JobEditorPage />} />
        <Route path="upload-resumes" element={<UploadResumesPage />} />
        <Route path="members" element={<MembersPage />} />
        <Route path="message-templates" element={<MessageTemplatesPage />} />
        <Route path="api-keys" element={<ApiKeysPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
