import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { NotFoundPage } from 'shared-ui';
import { ResumeinfluxHomePage } from '../pages/ResumeinfluxHomePage';
import { HrWorkspacePage } from '../pages/HrWorkspacePage';
import { UploadResumesPage } from '../pages/UploadResumesPage';
import { HrLoginPage } from '../pages/HrLoginPage';
import { HrSignupPage } from '../pages/HrSignupPage';

/**
 * resumeinflux, the HR area, mounted by the shell at /resumeinflux/*. Its entry pages are
 * public; the workspace and uploads need the HR role.
 */
export default function ResumeinfluxArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="home" replace />} />
      <Route path="home" element={<ResumeinfluxHomePage />} />
      <Route path="login" element={<HrLoginPage />} />
      <Route path="signup" element={<HrSignupPage />} />
      <Route path="hr" element={<RequireRole role="HR"><HrWorkspacePage /></RequireRole>} />
      <Route path="upload-resumes" element={<RequireRole role="HR"><UploadResumesPage /></RequireRole>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
