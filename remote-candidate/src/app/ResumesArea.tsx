import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { JsonResume } from 'shared-schemas';
import { BuilderScreen } from '../features/builder/components/BuilderScreen';
import { renderFile } from '../features/export/api/render';
import { ExportPanel } from '../features/export/components/ExportPanel';
import type { ResumeStore } from '../lib/resumes/resume-store';
import { ResumesPage } from '../features/resumes/components/ResumesPage';

// The builder's live ATS check renders the PDF with the export feature's renderer.
const renderPdf = (resume: JsonResume, template: string) => renderFile(resume, template, 'pdf');

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
      <Route path=":resumeId" element={<BuilderScreen store={store} backTo={basePath} banner={builderBanner} renderExport={(props) => <ExportPanel {...props} />} renderPdf={renderPdf} />} />
    </Routes>
  );
}
