import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BuilderScreen } from '../features/builder/components/BuilderScreen';
import { ExportPanel } from '../features/export/components/ExportPanel';
import type { ResumeStore } from '../features/resumes/api/resume-store';
import { ResumesPage } from '../features/resumes/components/ResumesPage';

/** The resume list and, beneath it, one resume in the builder (…/resumes/:resumeId). */
export function ResumesArea({
  store,
  basePath,
  primaryId,
  onMakePrimary,
  title,
  lead,
  notice,
  builderBanner,
}: {
  store: ResumeStore;
  basePath: string;
  primaryId?: string | null;
  onMakePrimary?: (id: string) => void;
  title?: string;
  lead?: ReactNode;
  notice?: ReactNode;
  builderBanner?: ReactNode;
}) {
  return (
    <Routes>
      <Route index element={<ResumesPage store={store} basePath={basePath} primaryId={primaryId} onMakePrimary={onMakePrimary} title={title} lead={lead} notice={notice} />} />
      <Route path=":resumeId" element={<BuilderScreen store={store} backTo={basePath} banner={builderBanner} renderExport={(props) => <ExportPanel {...props} />} />} />
    </Routes>
  );
}
