import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { JsonResume } from 'shared-schemas';
import { lazyComponent, Loading } from 'shared-ui';
import type { ResumeStore } from '../lib/resumes/resume-store';
import { ResumesPage } from '../features/resumes/components/ResumesPage';

// The list opens first (and is all /genai-resume-builder shows): the builder, its export panel
// and the renderer load when a resume is opened, not with the list. Without Suspense (React
// would hold each 300 ms after its fallback), and a chunk that fails to load offers Try again.
const BuilderScreen = lazyComponent(() => import('../features/builder/components/BuilderScreen').then((m) => m.BuilderScreen), {
  fallback: <Loading label="Opening the resume builder…" />,
  what: 'The resume builder',
});
const ExportPanel = lazyComponent(() => import('../features/export/components/ExportPanel').then((m) => m.ExportPanel), {
  fallback: <Loading label="Loading the preview and export…" />,
  what: 'The preview and export',
});

const SharePanel = lazyComponent(() => import('../features/share/components/SharePanel').then((m) => m.SharePanel), {
  fallback: <Loading label="Loading the public link…" />,
  what: 'The public link',
});

/** The share panel of the resume the builder has open (…/resumes/:resumeId). */
function ShareThisResume() {
  const { resumeId = '' } = useParams();
  return <SharePanel resumeId={resumeId} />;
}

// The builder's live ATS check renders the PDF with the export feature's renderer; a failed
// render reads as the export panel words it (the field at fault, not a library's raw message).
export const renderPdf = async (resume: JsonResume, template: string) => {
  const { renderFile, renderProblem } = await import('../features/export/api/render');
  try {
    return await renderFile(resume, template, 'pdf');
  } catch (error) {
    throw new Error(renderProblem(error));
  }
};

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
  sharing = false,
}: {
  store: ResumeStore;
  basePath: string;
  primaryId?: string | null;
  onMakePrimary?: (id: string) => void;
  title?: string;
  lead?: ReactNode;
  notice?: ReactNode;
  builderBanner?: ReactNode;
  /** Signed-in candidates may share a resume by a public link (not the signed-out builder). */
  sharing?: boolean;
}) {
  return (
    <Routes>
      <Route
        index
        element={
          <ResumesPage store={store} basePath={basePath} primaryId={primaryId} onMakePrimary={onMakePrimary} title={title} lead={lead} notice={notice} />
        }
      />
      <Route
        path=":resumeId"
        element={
          <BuilderScreen
            store={store}
            backTo={basePath}
            banner={builderBanner}
            renderExport={(props) => (
              <>
                <ExportPanel {...props} />
                {sharing ? <ShareThisResume /> : null}
              </>
            )}
            renderPdf={renderPdf}
          />
        }
      />
    </Routes>
  );
}
