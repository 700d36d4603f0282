import { memo } from 'react';
import type { DrawOp, PageDrawing, TemplateStyle } from 'resume-templates';
import { fontFamily } from '../api/shared-resume-api';

// The builder's preview (remote-candidate features/export/components/ResumePreview.tsx), drawn the
// same way: apps never import each other, and the drawing is resume-templates' own, so the two
// show the same pages.
type Rgb = readonly [number, number, number];
const rgb = ([r, g, b]: Rgb) => `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
const ITALIC_SKEW = -12;

function Op({ op, height, fonts }: { op: DrawOp; height: number; fonts: TemplateStyle['fonts'] }) {
  switch (op.kind) {
    case 'rect':
      return <rect x={op.x} y={height - op.y - op.height} width={op.width} height={op.height} fill={rgb(op.color)} />;
    case 'line':
      return <line x1={op.x1} y1={height - op.y1} x2={op.x2} y2={height - op.y2} stroke={rgb(op.color)} strokeWidth={op.thickness} />;
    case 'link':
      return (
        <a href={op.url} target="_blank" rel="noreferrer noopener nofollow">
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

export const ResumePages = memo(function ResumePages({ pages, fonts }: { pages: PageDrawing[]; fonts: TemplateStyle['fonts'] }) {
  return (
    <ol className="sr-pages">
      {pages.map((page, index) => (
        <li key={index}>
          <svg className="sr-page" viewBox={`0 0 ${page.width} ${page.height}`} role="img" aria-label={`Resume page ${index + 1} of ${pages.length}`}>
            <rect x={0} y={0} width={page.width} height={page.height} fill="#fff" />
            {page.ops.map((op, i) => (
              <Op key={i} op={op} height={page.height} fonts={fonts} />
            ))}
          </svg>
        </li>
      ))}
    </ol>
  );
});
