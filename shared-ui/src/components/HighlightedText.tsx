import { Fragment, type ReactNode } from 'react';
import './highlighted-text.css';

export interface TextSpan {
  start: number;
  end: number;
  /** Shown on hover and read after the mark ("skill: React", "score 0.82"). */
  label?: string;
  /** Style variant, e.g. "skill", "keyword", "sentence", "warning". */
  tone?: string;
}

/** Sorted, clipped, non-overlapping spans (the first one to claim a character keeps it). */
export function normalizeSpans(text: string, spans: TextSpan[]): TextSpan[] {
  const sorted = spans
    .map((s) => ({ ...s, start: Math.max(0, Math.floor(s.start)), end: Math.min(text.length, Math.floor(s.end)) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const out: TextSpan[] = [];
  let covered = 0;
  for (const span of sorted) {
    if (span.start < covered) continue;
    out.push(span);
    covered = span.end;
  }
  return out;
}

/**
 * The text with spans wrapped in <mark>, whitespace kept. Marks are announced as highlighted by
 * screen readers that support it; each label is also in the title.
 */
export function HighlightedText({ text, spans, label }: { text: string; spans: TextSpan[]; label: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  normalizeSpans(text, spans).forEach((span, index) => {
    if (span.start > at) parts.push(<Fragment key={`t${index}`}>{text.slice(at, span.start)}</Fragment>);
    parts.push(
      <mark key={`m${index}`} className={`hg-mark hg-mark--${span.tone ?? 'default'}`} title={span.label}>
        {text.slice(span.start, span.end)}
      </mark>,
    );
    at = span.end;
  });
  if (at < text.length) parts.push(<Fragment key="tail">{text.slice(at)}</Fragment>);
  return (
    <div className="hg-highlighted" role="region" aria-label={label} tabIndex={0}>
      {parts}
    </div>
  );
}
