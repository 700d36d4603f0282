import type { DrawOp, PageDrawing, TemplateStyle } from 'resume-templates';

// One resume page drawn from the PDF renderer's own drawing (resume-templates' drawResumePages):
// every line, run, rule and link where the PDF has it, in the template's fonts. The builder's
// preview and the public shared resume both draw pages with it, so the two show the same pages.
type Rgb = readonly [number, number, number];
const rgb = ([r, g, b]: Rgb) => `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
/** Italic runs are obliqued by the PDF (the templates embed upright faces): the same slant here. */
const ITALIC_SKEW = -12;

/** CSS font family names for a template's TTFs, as each app registers them (FontFace) before drawing. */
export const resumeFontFamily = (file: string) => `hg-${file.replace(/\.ttf$/, '')}`;

function Op({ op, height, fonts }: { op: DrawOp; height: number; fonts: TemplateStyle['fonts'] }) {
  switch (op.kind) {
    case 'rect':
      return <rect x={op.x} y={height - op.y - op.height} width={op.width} height={op.height} fill={rgb(op.color)} />;
    case 'line':
      return <line x1={op.x1} y1={height - op.y1} x2={op.x2} y2={height - op.y2} stroke={rgb(op.color)} strokeWidth={op.thickness} />;
    case 'link':
      // A resume's links are its writer's: never vouched for (nofollow), never given the page (noopener).
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
          fontFamily={resumeFontFamily(op.face === 'bold' ? fonts.bold : fonts.regular)}
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

/** One page as an SVG scaled to its container's width; `role` and `label` are the caller's (an image of a page, or a group of live links). */
export function ResumePageSvg({
  page,
  fonts,
  className,
  role,
  label,
}: {
  page: PageDrawing;
  fonts: TemplateStyle['fonts'];
  className: string;
  role: 'img' | 'group';
  label: string;
}) {
  return (
    <svg className={className} viewBox={`0 0 ${page.width} ${page.height}`} role={role} aria-label={label}>
      <rect x={0} y={0} width={page.width} height={page.height} fill="#fff" />
      {page.ops.map((op, i) => (
        <Op key={i} op={op} height={page.height} fonts={fonts} />
      ))}
    </svg>
  );
}
