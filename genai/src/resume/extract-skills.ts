import type { ResumeSkill } from './json-resume';
import type { ResumeLine } from './resume-line';
import { sectionKindOf } from './section-headings';

// Rows of a skills section that are not skills: spoken languages and pastimes.
const NON_SKILL_LABEL = /^(interests?|hobbies|activities|language|spoken languages?|languages spoken|mother tongue|nationality|references)\s*$/i;
const LABEL = /^([\p{L}][\p{L}\s&/+#.-]{1,40}?)\s*[:：]\s*(.*)$/u;
const SEPARATORS = /\s*(?:,|;|\||‖|•|·|▪|◦|\s{2,}|\t)\s*/;

const GENERIC_HEADING =
  /^((technical|core|key|professional|other|additional|hard|soft)\s+)?(skills?|competenc(ies|e)|expertise|proficienc(ies|y)|skill ?set|strengths)\s*[:：]?$/i;

/** A row of the section: its text (levels taken out, wrapped tail joined) and the line it starts on. */
type Row = { text: string; segments: string[]; line?: ResumeLine };

/** A skill level as themes print it beside or under a group ("Advanced", "Frontend — expert"): neither a skill nor a group. */
const LEVEL_WORDS =
  'beginner|novice|elementary|basic|intermediate|advanced|expert|proficient|master|fluent|native|familiar|competent|skilled|working knowledge';
export const LEVEL = new RegExp(`^(?:${LEVEL_WORDS})$`, 'i');
// "Frontend — expert", "HTML (Master)", "React (Advanced):".
const TRAILING_LEVEL = new RegExp(`\\s*(?:[—–-]\\s*(?:${LEVEL_WORDS})|\\((?:${LEVEL_WORDS})\\))\\s*[:：]?$`, 'i');
const withoutLevel = (text: string) => text.replace(TRAILING_LEVEL, '').trim();

/**
 * A row that only names the group under it: it ends in a colon, or it is a few words with no
 * separator set apart by style (bold over regular) or followed by a separated list.
 */
function isGroupLabel(row: Row, next: Row | undefined, lines: ResumeLine[]): boolean {
  const text = row.text.trim();
  if (!next || row.segments.length > 1 || /[,;|•·]/.test(text) || text.split(/\s+/).length > 4 || text.length > 40) return false;
  // A run of rows each with its level ("Python (Expert):" / "SQL (Advanced):") is a list of skills.
  if (TRAILING_LEVEL.test(text) && TRAILING_LEVEL.test(next.text.trim())) return false;
  if (/[:：]$/.test(text)) return true;
  const line = row.line ?? lines.find((l) => l.text === row.text);
  const nextLine = next.line ?? lines.find((l) => l.text === next.text || next.text.startsWith(l.text));
  const styled = !!line && !!nextLine && !line.plain && ((line.bold && !nextLine.bold) || line.fontSize > nextLine.fontSize + 0.4);
  const listUnder = next.segments.join(', ').split(SEPARATORS).filter(Boolean).length >= 2;
  return (styled || listUnder) && !LABEL.test(next.text) && !line?.bulleted;
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

/** The row's cells (tags set apart by a wide gap) while they still spell its text, else its segments. */
function pieces(line: ResumeLine): string[] {
  return line.cells && squeeze(line.cells.join('')) === squeeze(line.text) ? line.cells : line.segments;
}

function isCellLabel(segments: string[]): boolean {
  const first = segments[0]!.trim();
  return first.split(/\s+/).length <= 4 && first.length <= 40 && !/[,;|•·]/.test(first) && segments.slice(1).some((s) => /[,;|•·]/.test(s));
}

/** Skills as separate items, grouped by their row label ("Languages: Python, Go"). */
/**
 * @param heading the section's heading as written: a specific one ("Tools:", "Programming
 *   Languages") names the group of rows that carry no label of their own.
 */
export function extractSkills(lines: ResumeLine[], heading = ''): ResumeSkill[] {
  const sectionGroup = heading && !GENERIC_HEADING.test(heading.trim()) ? withoutLevel(heading.trim().replace(/[:：]\s*$/, '')) : '';
  // Join rows wrapped onto the next line: "…, Kubernetes, Distributed" / "Systems".
  const rows: Row[] = [];
  for (const raw of lines) {
    // Level cells beside a row ("Web Development    Master") or rows of their own ("ADVANCED").
    const cells = pieces(raw);
    const segments = cells.filter((seg) => !LEVEL.test(seg.trim()));
    if (!segments.length) continue;
    const line = cells === raw.segments && segments.length === raw.segments.length ? raw : { ...raw, segments, text: segments.join('  ') };
    const prev = rows[rows.length - 1];
    // A wrapped tail sits at the line pitch; a row set apart by a wider gap starts a new group.
    const apart = raw.fontSize > 0 && raw.gapAbove > 1.6 * raw.fontSize;
    const wrapped =
      prev &&
      !apart &&
      /[,;]/.test(prev.text) &&
      !/[,;:]\s*$/.test(prev.text) &&
      !LABEL.test(line.text) &&
      !line.bulleted &&
      line.segments.length === 1 &&
      !/[,;]/.test(line.text.split(/\s+/)[0] ?? '') &&
      line.text.split(/[,;]/)[0]!.split(/\s+/).length <= 3 &&
      /[,;]|^\S+(\s\S+)?$/.test(line.text);
    if (wrapped) {
      prev.text = `${prev.text} ${line.text}`;
      prev.segments = [prev.text];
    } else rows.push({ text: line.text, segments: line.segments, line: raw });
  }
  const groups = new Map<string, string[]>();
  // A label on a row of its own ("Languages:", or "Databases" over "PostgreSQL, Redis") names the
  // group of the rows under it until the next label.
  let group0 = sectionGroup;
  for (const [index, row] of rows.entries()) {
    const labelled = LABEL.exec(row.text);
    // "Skills" again (a repeated or sub-heading): a heading, not a skill; "Tools:" is a group.
    if (sectionKindOf(row.text) === 'skills' && !labelled?.[2] && GENERIC_HEADING.test(row.text.trim())) {
      group0 = '';
      continue;
    }
    if (isGroupLabel(row, rows[index + 1], lines)) {
      group0 = withoutLevel(row.text.replace(/[:：]\s*$/, '').trim());
      continue;
    }
    let group = group0;
    let body = row.segments.join('  ');
    if (labelled && labelled[2]) {
      group = labelled[1]!.trim();
      body = labelled[2];
    } else if (row.segments.length >= 2 && isCellLabel(row.segments)) {
      // "Databases    PostgreSQL, Redis": a category in its own cell beside its list (a table
      // or a two-column row); a grid of single skills has no list in its cells.
      group = row.segments[0]!.trim();
      body = row.segments.slice(1).join('  ');
    }
    if (NON_SKILL_LABEL.test(group)) continue;
    for (const raw of body.split(SEPARATORS)) {
      const item = withoutLevel(
        raw
          .replace(/^(and|&)\s+/i, '')
          .replace(/[.;:,]+$/, '')
          .trim(),
      );
      if (!item || LEVEL.test(item) || item.length > 50 || item.split(/\s+/).length > 5) continue;
      const list = groups.get(group) ?? [];
      if (!list.includes(item)) list.push(item);
      groups.set(group, list);
    }
  }
  return [...groups].map(([name, keywords]) => ({ name: name || 'Skills', keywords }));
}
