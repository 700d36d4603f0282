import { memo } from 'react';
import type { PageDrawing, TemplateStyle } from 'resume-templates';
import { ResumePageSvg } from 'shared-ui/resume-pages';

/** A shared resume's pages, drawn as the builder's preview draws them (shared-ui/resume-pages). */
export const ResumePages = memo(function ResumePages({ pages, fonts }: { pages: PageDrawing[]; fonts: TemplateStyle['fonts'] }) {
  return (
    <ol className="sr-pages">
      {pages.map((page, index) => (
        <li key={index}>
          <ResumePageSvg page={page} fonts={fonts} className="sr-page" role="img" label={`Resume page ${index + 1} of ${pages.length}`} />
        </li>
      ))}
    </ol>
  );
});
