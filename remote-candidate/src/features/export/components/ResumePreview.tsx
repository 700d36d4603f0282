import { memo } from 'react';
import type { DrawOp, PageDrawing, TemplateStyle } from 'resume-templates';

type Rgb = readonly [number, number, number];
const rgb = ([r, g, b]: Rgb) => `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
/** Italic runs are obliqued by the PDF (the templates embed upright faces): the same slant here. */
const ITALIC_SKEW = -12;

/** CSS font family names for the template's TTFs, registered by loadTemplateFonts. */
export const fontFamily = (file: string) => `hg-${file.replace(/\.ttf$/, '')}`;

function Op({ op, height, fonts }: { op: DrawOp; height: number; fonts: TemplateStyle['fonts'] }) {
  switch (op.kind) {
    case 'rect':
      return <rect x={op.x} y={height - op.y - op.height} width={op.width} height={op.height} fill={rgb(op.color)} />;
    case 'line':
      return <line x1={op.x1} y1={height - op.y1} x2={op.x2} y2={height - op.y2} stroke={rgb(op.color)} strokeWidth={op.thickness} />;
    case 'link':
      return (
        <a href={op.url} target="_blank" rel="noreferrer noopener">
          <title>{op.url}</title>
          <rect x={op.x} y={height - op.y - op.height} width={op.width} height={op.height} fill="transparent" />
        </a>
      );
    case 'text': {
      const y = height - op.y;
      return (
        <text
          x={op.x}
          y={y}
          fontFamily={fontFamily(op.face === 'bold' ? fonts.bold : fonts.regular)}
          fontSize={op.size}
          fill={rgb(op.color)}
          // The PDF's own advance widths: each run spans exactly what it spans in the file.
          textLength={op.width > 0 ? op.width : undefined}
          lengthAdjust="spacingAndGlyphs"
          xmlSpace="preserve"
          transform={op.italic ? `translate(${op.x} ${y}) skewX(${ITALIC_SKEW}) translate(${-op.x} ${-y})` : undefined}
        >
          {op.text}
        </text>
      );
    }
  }
}

/**
 * The export's pages, drawn from the PDF renderer's own drawing (resume-templates'
 * drawResumePages): every line, run, rule and page break where the PDF has it, in the template's
 * fonts. One SVG a page, scaled to the panel's width; links are live.
 */
// Memoised: the panel re-renders on every keystroke, the pages only when a new drawing arrives.
export const ResumePreview = memo(function ResumePreview({ pages, fonts }: { pages: PageDrawing[]; fonts: TemplateStyle['fonts'] }) {
  return (
    <ol className="rp-pages">
      {pages.map((page, index) => (
        <li key={index} className="rp-page-item">
          <svg className="rp-page" viewBox={`0 0 ${page.width} ${page.height}`} role="group" aria-label={`Page ${index + 1} of ${pages.length}`}>
            <rect x={0} y={0} width={page.width} height={page.height} fill="#fff" />
            {page.ops.map((op, i) => (
              <Op key={i} op={op} height={page.height} fonts={fonts} />
            ))}
          </svg>
          <span className="rp-page-number" aria-hidden="true">
            Page {index + 1} of {pages.length}
          </span>
        </li>
      ))}
    </ol>
  );
});
