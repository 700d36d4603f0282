/**
 * Distant supervision: labels a document's lines by finding its known content (titles,
 * employers, dates, bullets, schools, degrees, contact details) in them. Used only to make
 * training data; the labels never leave the training run.
 */
import type { ResumeLine } from '../resume-line';
import { collapseSpacedLetters, sectionKindOf, type SectionKind } from '../section-headings';
import { findDateRange } from '../resume-dates';
import type { LineLabel } from './labels';

export interface TruthEntry {
  /** What the entry is: a job title, a degree, a project's name. */
  what: string[];
  /** Where: an employer or a school. */
  where: string[];
  places: string[];
  bullets: string[];
}

export interface LayoutTruth {
  contact: string[];
  /** Headings as printed, when the source knows them; otherwise known section words decide. */
  headings: { text: string; kind: SectionKind }[];
  entries: TruthEntry[];
}

export function normText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'+#&@./-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function contains(haystack: string, needle: string): boolean {
  return needle.length >= 2 && ` ${haystack} `.includes(` ${needle} `);
}

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

export function alignLabels(lines: ResumeLine[], truth: LayoutTruth): LineLabel[] {
  const headings = new Map(truth.headings.map((h) => [normText(h.text), h.kind]));
  const bullets = [
    ...new Set(
      truth.entries
        .flatMap((e) => e.bullets)
        .map(normText)
        .filter((b) => b.length >= 8),
    ),
  ];
  const whats = [
    ...new Set(
      truth.entries
        .flatMap((e) => e.what)
        .map(normText)
        .filter(Boolean),
    ),
  ];
  const wheres = [
    ...new Set(
      truth.entries
        .flatMap((e) => e.where)
        .map(normText)
        .filter(Boolean),
    ),
  ];
  const places = [
    ...new Set(
      truth.entries
        .flatMap((e) => e.places)
        .map(normText)
        .filter(Boolean),
    ),
  ];
  const contactValues = truth.contact.map(normText).filter((c) => c.length >= 3);
  const phoneDigits = truth.contact.map(digits).filter((d) => d.length >= 7);
  const labels: LineLabel[] = [];
  for (const line of lines) {
    const raw = line.text.trim();
    const n = normText(raw);
    const prev = labels[labels.length - 1];
    const headingText = normText(collapseSpacedLetters(raw).replace(/[:：]\s*$/, ''));
    const known = headings.get(headingText);
    const wordCount = headingText.split(' ').length;
    if (known) {
      labels.push(`heading:${known}`);
      continue;
    }
    if (!n) {
      labels.push('other');
      continue;
    }
    const bulletStart = n.length >= 3 && bullets.some((b) => b.startsWith(n) || (n.startsWith(b) && b.length >= 12));
    if (bulletStart) {
      labels.push('bullet');
      continue;
    }
    if ((prev === 'bullet' || prev === 'continuation') && bullets.some((b) => b.includes(n))) {
      labels.push('continuation');
      continue;
    }
    const range = findDateRange(raw);
    const rest = range ? normText(raw.replace(range.text, ' ')) : n;
    const what = whats.filter((v) => contains(rest, v));
    const where = wheres.filter((v) => contains(rest, v));
    const place = places.filter((v) => contains(rest, v));
    const covered = [...what, ...where, ...place].reduce((s, v) => s + v.length, 0);
    // Content must fill most of the line, or it is prose that happens to name a title.
    const fills = covered >= 0.5 * rest.replace(/[^\p{L}\p{N}]/gu, '').length || rest.length <= 3;
    const kinds = [what.length > 0, where.length > 0, !!range, place.length > 0].filter(Boolean).length;
    const contact = contactValues.some((c) => contains(n, c)) || phoneDigits.some((d) => digits(raw).includes(d));
    if (fills && (what.length || where.length)) {
      labels.push(kinds >= 2 ? 'entry-header' : what.length ? 'title' : 'organisation');
      continue;
    }
    if (range && (!rest || rest.split(' ').length <= 3) && !contact) {
      labels.push(kinds >= 2 ? 'entry-header' : 'date-range');
      continue;
    }
    if (contact) {
      labels.push('contact');
      continue;
    }
    if (fills && place.length) {
      labels.push('location');
      continue;
    }
    if (!truth.headings.length || wordCount <= 4) {
      const kind = wordCount <= 4 && !/\d/.test(headingText) ? sectionKindOf(headingText) : null;
      if (kind && (line.bold || line.heading || line.plain || raw === raw.toUpperCase() || /:$/.test(raw))) {
        labels.push(`heading:${kind}`);
        continue;
      }
    }
    labels.push('other');
  }
  return labels;
}
