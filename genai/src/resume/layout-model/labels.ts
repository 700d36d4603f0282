// What the layout model says each resume line is. A section heading carries the section's kind.
import type { SectionKind } from '../section-headings';

export const HEADING_KINDS: readonly SectionKind[] = [
  'experience',
  'education',
  'skills',
  'summary',
  'projects',
  'certificates',
  'languages',
  'awards',
  'contact',
  'other',
];

export const LINE_LABELS = [
  ...HEADING_KINDS.map((kind) => `heading:${kind}` as const),
  'entry-header',
  'title',
  'organisation',
  'date-range',
  'location',
  'bullet',
  'continuation',
  'contact',
  'other',
] as const;

export type LineLabel = (typeof LINE_LABELS)[number];

export function headingKind(label: LineLabel): SectionKind | null {
  return label.startsWith('heading:') ? (label.slice('heading:'.length) as SectionKind) : null;
}

/** Labels that start or continue an entry's header (a role, a degree, a project). */
export const HEADER_LABELS: ReadonlySet<LineLabel> = new Set<LineLabel>(['entry-header', 'title', 'organisation', 'date-range', 'location']);
