/**
 * A summary that runs a skills list into its prose ("Data analyst with 6 years of experience.
 * Python, SQL, Tableau, Power BI, Looker, Excel." or "… analytics: Python, SQL, Tableau and
 * Excel"): the list is read as skills and the summary keeps only its prose.
 */
import { findSkillHits } from '../skills/extract-skills';
import { splitItems } from './extract-skills';
import type { ResumeLine } from './resume-line';
import { findDateRange } from './resume-dates';
import { sectionKindOf } from './section-headings';

/** Longer than any summary people write (JSON Resume summaries run a few hundred characters). */
export const MAX_SUMMARY_CHARS = 1500;

/**
 * The lines of a summary section that are its prose: it stops at the first line that starts
 * something else — a heading (a section word alone, a line marked as a heading, or a short line
 * set bolder or larger than the prose above it) or an entry (a line with a date range) — and
 * at MAX_SUMMARY_CHARS. When the section's end was missed, the page after it is not summary.
 */
export function summaryLines(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  let chars = 0;
  for (const line of lines) {
    const text = line.text.trim();
    if (out.length) {
      const prose = out[0]!;
      const words = text.split(/\s+/).length;
      // "… learning new" / "technologies": a lower-case word carrying a sentence on is no heading.
      const headingWords = words <= 5 && !/[.,;]$/.test(text) && !!sectionKindOf(text) && !/^\p{Ll}/u.test(text);
      const styled =
        !line.plain && words <= 6 && !/[.!?,;]$/.test(text) && ((line.bold && !prose.bold) || (prose.fontSize > 0 && line.fontSize > prose.fontSize + 0.9));
      const range = findDateRange(text);
      const entry = !!range && (!!range.endDate || range.current) && words <= 14;
      if (line.heading || headingWords || styled || entry) break;
    }
    if (chars + text.length > MAX_SUMMARY_CHARS && out.length) break;
    out.push(line);
    chars += text.length + 1;
  }
  return out;
}

const ITEM_SEPARATOR = /\s*(?:,|;|\||•|·|▪)\s*/;
const MIN_ITEMS = 4;

/** Items of a comma (or bullet) list, the last "A and B" split in two; null when the text is not a list. */
export function listItems(text: string): string[] | null {
  const body = text.trim().replace(/[.;]+$/, '');
  // "(Node.js, Python, Go)" inside a sentence is an aside of the prose, not items of a list.
  const raw = splitItems(body, ITEM_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
  const last = raw[raw.length - 1];
  const and = last ? /^(.{1,30}?)\s+(?:and|&)\s+(.{1,30})$/i.exec(last) : null;
  if (and && and[1]!.split(/\s+/).length <= 3 && and[2]!.split(/\s+/).length <= 3) raw.splice(raw.length - 1, 1, and[1]!, and[2]!);
  const items = raw.map((s) => s.replace(/^(and|&)\s+/i, '').trim()).filter(Boolean);
  if (items.length < MIN_ITEMS) return null;
  const words = items.map((i) => i.split(/\s+/).length);
  // Skills are names of a word or three; a sentence's clauses are longer and carry verbs.
  if (words.some((n) => n > 5) || words.filter((n) => n <= 3).length < items.length * 0.8) return null;
  if (
    items.some(
      (i) =>
        i.length > 40 || /^\d+$/.test(i) || /\d\s*(years?|months?)\b|\b(experience|responsible|including|with|who|which|that|i|we|my|our|me|us)\b/i.test(i),
    )
  )
    return null;
  return items;
}

/**
 * A list written with spaces only ("JavaScript TypeScript React Node.js HTML CSS Git"): four or more
 * dictionary skills that, with a few other capitalised names between them, make up the whole
 * sentence. Prose has words between its skills.
 */
export function unseparatedListItems(text: string): string[] | null {
  const body = text.trim().replace(/[.;]+$/, '');
  if (!body || /[,;|•·▪]/.test(body)) return null;
  const hits = findSkillHits(body);
  if (hits.length < MIN_ITEMS) return null;
  const items: string[] = [];
  let at = 0;
  const gap = (to: number): boolean => {
    const words = body.slice(at, to).trim().split(/\s+/).filter(Boolean);
    // Between skills only other names (capitalised or with a digit/dot) may stand: "Figma", "C#".
    if (words.some((w) => !/^[\p{Lu}\d.#+]/u.test(w))) return false;
    items.push(...words);
    return true;
  };
  for (const hit of hits) {
    if (hit.start < at || !gap(hit.start)) return null;
    items.push(hit.text);
    at = hit.end;
  }
  if (!gap(body.length)) return null;
  const covered = hits.reduce((n, h) => n + h.text.replace(/\s/g, '').length, 0);
  return covered >= body.replace(/\s/g, '').length * 0.6 ? items : null;
}

const LEAD_IN =
  /^(.*?\b(?:skilled|proficient|experienced|expert|expertise|competent|fluent|versed|specialis(?:ing|ed)|specializ(?:ing|ed)|strengths?|tools?|technologies|stack)\b(?:\s+(?:in|with|include|including|are|:))?)\s+(.+)$/iu;

/** Sentences of a summary, keeping "B.Sc." and "e.g." inside their sentence. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d])(?<!\b(?:e\.g|i\.e|etc|vs|[A-Z])\.\s+)/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function splitSummarySkills(text: string): { prose: string; skills: string[] } {
  const prose: string[] = [];
  const skills: string[] = [];
  for (const sentence of sentences(text)) {
    // "Skilled in audit, tax, IFRS, month-end close and SAP." is prose that names skills: both.
    const leadIn = LEAD_IN.exec(sentence);
    const named = leadIn ? listItems(leadIn[2]!) : null;
    if (named) {
      skills.push(...named);
      prose.push(sentence);
      continue;
    }
    // A bare list ("Python, SQL, Tableau, Power BI.") is skills only.
    const whole = listItems(sentence) ?? unseparatedListItems(sentence);
    if (whole) {
      skills.push(...whole);
      continue;
    }
    // "Data analyst for retail chains: Python, SQL, Tableau, Power BI." keeps the words before the colon.
    const colon = /^(.{12,}?)(?::|\s[-–—]\s)\s*(.+)$/u.exec(sentence);
    const tail = colon ? listItems(colon[2]!) : null;
    if (colon && tail) {
      prose.push(`${colon[1]!.trim().replace(/[,;]$/, '')}.`);
      skills.push(...tail);
      continue;
    }
    prose.push(sentence);
  }
  return { prose: prose.join(' ').trim(), skills: [...new Set(skills)] };
}
