// Positioned resume lines for the layout tests, as the PDF step makes them: one or more segments
// (pieces set apart by a wide gap), on page 1 unless a test says otherwise.
import type { ResumeLine } from '../src/resume/resume-line';

export function resumeLine(segments: string | string[], fields: Partial<ResumeLine> = {}): ResumeLine {
  const parts = typeof segments === 'string' ? [segments] : segments;
  return { text: parts.join('  '), segments: parts, page: 1, x: 0, y: 0, fontSize: 10, bold: false, gapAbove: 0, bulleted: false, ...fields };
}
