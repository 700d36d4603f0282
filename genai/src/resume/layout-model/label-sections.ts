/**
 * Sections and entries from the layout model's line labels: a section starts at a
 * section-heading line (a heading wrapped over two lines is one heading); an entry starts at a
 * header line (entry header, title, organisation, date range, location) that follows the
 * entry's details or repeats a part the header already has; bullets, continuations and other
 * detail lines attach to the current entry. No design-specific rule decides any of it.
 */
import type { ResumeLine } from '../resume-line';
import type { ResumeSection } from '../split-sections';
import type { SectionEntry } from '../split-entries';
import { findDateRange } from '../resume-dates';
import { sectionKindOf } from '../section-headings';
import { HEADER_LABELS, headingKind, type LineLabel } from './labels';

export interface LabelledSections {
  sections: ResumeSection[];
  /** Lines labelled contact anywhere (a sidebar's details read after the main column). */
  contact: ResumeLine[];
  /** Each section's label per line, in the section's line order. */
  labelsOf: Map<ResumeSection, LineLabel[]>;
}

export function sectionsFromLabels(lines: ResumeLine[], labels: LineLabel[]): LabelledSections {
  const top: ResumeSection = { kind: 'contact', heading: '', lines: [] };
  const sections: ResumeSection[] = [top];
  const labelsOf = new Map<ResumeSection, LineLabel[]>([[top, []]]);
  const contact: ResumeLine[] = [];
  let current = top;
  let previousHeading = false;
  lines.forEach((line, i) => {
    const label = labels[i] ?? 'other';
    const modelKind = headingKind(label);
    // The heading's words decide its kind when they are known section words (the model learns
    // that a line is a heading; rare kinds such as "Contact" are too few to learn their words from).
    const kind = modelKind && (sectionKindOf(line.text.replace(/[:：]\s*$/, '')) ?? modelKind);
    if (kind) {
      if (previousHeading && !current.lines.length && (kind === current.kind || current.kind === 'other')) {
        // "EDUCATION AND" / "TRAINING": one heading over two lines.
        current.heading = `${current.heading} ${line.text.trim()}`;
        if (current.kind === 'other') current.kind = kind;
      } else {
        current = { kind, heading: line.text.trim().replace(/[:：]\s*$/, ''), lines: [] };
        sections.push(current);
        labelsOf.set(current, []);
      }
      previousHeading = true;
      return;
    }
    previousHeading = false;
    if (label === 'contact') contact.push(line);
    // Roles under the name with no heading above them: the first entry header opens an experience section.
    if (current === top && (label === 'entry-header' || label === 'title') && top.lines.length > 0 && labels.slice(i + 1, i + 5).some((l) => l === 'bullet')) {
      current = { kind: 'experience', heading: '', lines: [] };
      sections.push(current);
      labelsOf.set(current, []);
    }
    current.lines.push(line);
    labelsOf.get(current)!.push(label);
  });
  return { sections, contact, labelsOf };
}

function joinWrapped(a: ResumeLine, b: ResumeLine): ResumeLine {
  const text = `${a.text} ${b.text}`.replace(/(\p{L})- (\p{L})/gu, '$1-$2');
  return { ...a, text, segments: [text], right: Math.max(a.right ?? 0, b.right ?? 0) };
}

/**
 * Entries of one section from its labels. A header line starts a new entry after the entry's
 * details, or when it repeats what the header already has (a second date range, title or
 * organisation). A continuation joins the line it continues, so a wrapped bullet is one line.
 */
/** An entry with the prose the model read before its bullets (a role's summary), kept out of its details. */
export interface LabelledEntry extends SectionEntry {
  summary: ResumeLine[];
}

export function entriesFromLabels(lines: ResumeLine[], labels: LineLabel[]): LabelledEntry[] {
  const entries: (LabelledEntry & { detailLabels: LineLabel[] })[] = [];
  // Where the design draws bullet glyphs, the glyphs mark bullets; elsewhere the model's bullet label does.
  const glyphs = lines.some((l) => l.bulleted);
  let current: (LabelledEntry & { detailLabels: LineLabel[] }) | null = null;
  let seen = new Set<string>();
  lines.forEach((line, i) => {
    const label = labels[i] ?? 'other';
    if (HEADER_LABELS.has(label)) {
      const parts = new Set<string>([label === 'entry-header' ? '' : label, findDateRange(line.text) ? 'date-range' : ''].filter(Boolean));
      const repeats = [...parts].some((p) => p !== 'location' && seen.has(p));
      if (!current || current.details.length > 0 || repeats) {
        current = { header: [], details: [], summary: [], detailLabels: [] };
        entries.push(current);
        seen = new Set();
      }
      current.header.push(line);
      for (const p of parts) seen.add(p);
      return;
    }
    if (!current) {
      current = { header: [], details: [], summary: [], detailLabels: [] };
      entries.push(current);
    }
    // A wrapped header line joins the header; a wrapped bullet is left to detailHighlights, which joins it by its indentation.
    if (label === 'continuation' && !current.details.length && current.header.length) {
      current.header[current.header.length - 1] = joinWrapped(current.header[current.header.length - 1]!, line);
      return;
    }
    current.details.push(label === 'bullet' && !glyphs ? { ...line, bulleted: true } : line);
    current.detailLabels.push(label);
  });
  // Prose above an entry's bullets is its summary, not its first bullet.
  return entries.map(({ header, details, detailLabels }) => {
    const firstBullet = detailLabels.indexOf('bullet');
    const lead = firstBullet > 0 && detailLabels.slice(0, firstBullet).every((l) => l === 'other' || l === 'continuation') ? firstBullet : 0;
    return { header, details: details.slice(lead), summary: details.slice(0, lead) };
  });
}
