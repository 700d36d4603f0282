import { memo } from 'react';
import type { PageDrawing, TemplateStyle } from 'resume-templates';
import { ResumePageSvg } from 'shared-ui/resume-pages';

/**
 * The export's pages, drawn from the PDF renderer's own drawing: one SVG a page, scaled to the
 * panel's width; links are live.
 */
// Memoised: the panel re-renders on every keystroke, the pages only when a new drawing arrives.
export const ResumePreview = memo(function ResumePreview({ pages, fonts }: { pages: PageDrawing[]; fonts: TemplateStyle['fonts'] }) {
  return (
    <ol className="rp-pages">
      {pages.map((page, index) => (
        <li key={index} className="rp-page-item">
          <ResumePageSvg page={page} fonts={fonts} className="rp-page" role="group" label={`Page ${index + 1} of ${pages.length}`} />
          <span className="rp-page-number" aria-hidden="true">
            Page {index + 1} of {pages.length}
          </span>
        </li>
      ))}
    </ol>
  );
});
