// What a person should check after the resume parser read a file: the lines it could not place in
// any field, and the fields it was unsure of. The api stores it on uploaded talent and their
// applications (`parseReview`), the builder keeps it on an imported resume; both read it back
// through `cleanParseReview`, so an old or hand-edited document cannot break a screen. Capped, so
// a long or garbled file cannot bloat a Firestore document.

export const PARSE_REVIEW_LIMITS = {
  /** Unplaced lines kept. */
  maxLines: 50,
  /** Characters of one unplaced line (longer ones are cut and end in "…"). */
  maxLineChars: 300,
  /** Low-confidence fields kept (the least sure first). */
  maxFields: 100,
} as const;

/** Below this confidence (0..1) a parsed field is shown as "check this". */
export const LOW_CONFIDENCE_BELOW = 0.7;

/** The words the screens use, so HR's page and the builder say the same thing. */
export const PARSE_REVIEW_TEXT = {
  unplacedTitle: 'Lines we could not place',
  unplacedIntro: 'The parser read these lines but could not put them in any field. Check them against the original file.',
  checkBadge: 'check',
  checkLabel: (field: string, confidence: number) => `Check ${field}: the parser is ${formatConfidence(confidence)} sure it read it right`,
} as const;

export interface LowConfidenceField {
  /** The field's path, engine spelling: "basics.name", "work[0].position". */
  path: string;
  /** 0..1. */
  confidence: number;
}

export interface ParseReview {
  unplaced: string[];
  lowConfidence: LowConfidenceField[];
}

/** "62%": a confidence as people read it. */
export function formatConfidence(confidence: number): string {
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}

/**
 * One spelling for a field's path: "work.0.position" and "work[0].position" both become
 * "work[0].position" (the parser has used both; the screens key fields by the bracket form).
 */
export function confidencePathKey(path: string): string {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<string>((key, part) => (/^\d+$/.test(part) ? `${key}[${part}]` : key ? `${key}.${part}` : part), '');
}

function valueAt(resume: unknown, key: string): unknown {
  let node: unknown = resume;
  for (const match of key.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[match[2] ?? match[1]!];
  }
  return node;
}

const hasValue = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : typeof value === 'number');

/** An unplaced line as stored: one line of plain text, at most `maxLineChars`. */
export function cleanUnplacedLine(line: string): string {
  // Control characters (a PDF's stray bytes) are dropped; runs of spaces become one.
  const text = line
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PARSE_REVIEW_LIMITS.maxLineChars ? `${text.slice(0, PARSE_REVIEW_LIMITS.maxLineChars - 1).trimEnd()}…` : text;
}

function cleanLines(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const line = cleanUnplacedLine(item);
    if (!line || seen.has(line)) continue;
    seen.add(line);
    out.push(line);
    if (out.length === PARSE_REVIEW_LIMITS.maxLines) break;
  }
  return out;
}

const byConfidence = (a: LowConfidenceField, b: LowConfidenceField) => a.confidence - b.confidence || a.path.localeCompare(b.path);

/**
 * The review of a parser's answer (`ParsedResume`: resume, confidence, meta.unplaced): the lines
 * it could not place, and the fields below `LOW_CONFIDENCE_BELOW` that hold a value (an empty
 * field has nothing to check). Other parts of the answer are ignored, so it grows freely.
 */
export function parseReviewFrom(parsed: { resume?: unknown; confidence?: unknown; meta?: unknown }): ParseReview {
  const confidence = parsed.confidence && typeof parsed.confidence === 'object' ? (parsed.confidence as Record<string, unknown>) : {};
  const best = new Map<string, number>();
  for (const [rawPath, value] of Object.entries(confidence)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value >= LOW_CONFIDENCE_BELOW) continue;
    const path = confidencePathKey(rawPath);
    if (!hasValue(valueAt(parsed.resume, path))) continue;
    best.set(path, Math.min(best.get(path) ?? 1, Math.max(0, value)));
  }
  const lowConfidence = [...best]
    .map(([path, value]) => ({ path, confidence: Math.round(value * 100) / 100 }))
    .sort(byConfidence)
    .slice(0, PARSE_REVIEW_LIMITS.maxFields);
  const meta = parsed.meta && typeof parsed.meta === 'object' ? (parsed.meta as { unplaced?: unknown }) : {};
  return { unplaced: cleanLines(meta.unplaced), lowConfidence };
}

/** A stored review read back defensively: null when there is none or nothing in it to show. */
export function cleanParseReview(value: unknown): ParseReview | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as { unplaced?: unknown; lowConfidence?: unknown };
  const fields = Array.isArray(record.lowConfidence) ? record.lowConfidence : [];
  const lowConfidence = fields
    .filter(
      (f): f is LowConfidenceField =>
        !!f &&
        typeof f === 'object' &&
        typeof (f as LowConfidenceField).path === 'string' &&
        typeof (f as LowConfidenceField).confidence === 'number' &&
        Number.isFinite((f as LowConfidenceField).confidence),
    )
    .map((f) => ({ path: confidencePathKey(f.path).slice(0, 200), confidence: Math.min(1, Math.max(0, f.confidence)) }))
    .filter((f) => f.path)
    .sort(byConfidence)
    .slice(0, PARSE_REVIEW_LIMITS.maxFields);
  const review = { unplaced: cleanLines(record.unplaced), lowConfidence };
  return review.unplaced.length || review.lowConfidence.length ? review : null;
}

/** "Experience 1 › position": a field's path as a person reads it. */
export function fieldLabel(path: string): string {
  const names: Record<string, string> = {
    work: 'Experience',
    education: 'Education',
    skills: 'Skills',
    projects: 'Projects',
    certificates: 'Certificates',
    languages: 'Languages',
    awards: 'Awards',
    volunteer: 'Volunteering',
  };
  // Keys whose JSON Resume name is not the word on the screens.
  const words: Record<string, string> = { url: 'website', label: 'headline', studyType: 'degree', area: 'field of study', name: 'name' };
  const parts = confidencePathKey(path)
    .replace(/^basics\./, '')
    .split('.');
  return parts
    .map((part) => part.replace(/^(\w+)\[(\d+)\]$/, (_, name: string, n: string) => `${names[name] ?? name} ${Number(n) + 1}`))
    .map((part) => words[part] ?? part)
    .map((part) => part.replace(/\[(\d+)\]/g, (_, n: string) => ` ${Number(n) + 1}`))
    .join(' › ')
    .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}
