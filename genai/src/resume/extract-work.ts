import type { ResumeWork } from './json-resume';
import type { ResumeLine } from './resume-line';
import { headerPieces, type HeaderPiece } from './header-pieces';
import { isDateOnly } from './resume-dates';
import { organizationScore, titleScore } from './resume-vocabulary';
import { splitEntries, type SectionEntry } from './split-entries';

export interface WorkResult {
  work: ResumeWork;
  confidence: { position: number; name: number; dates: number };
}

/** Detail lines as highlights: a wrapped bullet's continuation joins its bullet. */
export function detailHighlights(details: ResumeLine[]): string[] {
  const out: string[] = [];
  let lastBulletX = -1;
  for (const line of details) {
    const continuation = out.length > 0 && !line.bulleted && (line.plain ? lastBulletX >= 0 : lastBulletX >= 0 ? line.x > lastBulletX + 2 || line.x === 0 : /^[\p{Ll}(]/u.test(line.text));
    if (continuation || (out.length > 0 && /[,\-–]$/.test(out[out.length - 1]!) )) out[out.length - 1] = `${out[out.length - 1]} ${line.text}`.replace(/(\w)- (\w)/g, '$1-$2');
    else {
      out.push(line.text);
      lastBulletX = line.bulleted ? line.x : -1;
      if (!line.bulleted && lastBulletX < 0) lastBulletX = line.x - 0.5;
    }
  }
  return out.map((h) => h.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** "Software Engineer, Globex Corporation" → title and organisation pieces. */
function splitCommaPiece(piece: HeaderPiece): HeaderPiece[] {
  if (!piece.text.includes(', ')) return [piece];
  const parts = piece.text.split(/,\s+/);
  const first = parts[0]!;
  const rest = parts.slice(1).join(', ');
  if (titleScore(first) > 0 && titleScore(rest) === 0) {
    return [{ ...piece, text: first }, { ...piece, text: rest, before: ', ', location: false }];
  }
  const last = parts[parts.length - 1]!;
  const head = parts.slice(0, -1).join(', ');
  if (titleScore(last) > 0 && titleScore(head) === 0) {
    return [{ ...piece, text: head }, { ...piece, text: last, before: ', ', location: false }];
  }
  return [piece];
}

function isTeam(text: string): boolean {
  // "Group" ends company names ("Silverline Group"); a team is named "… Team" or "… Squad".
  return /\b(team|squad)$/i.test(text.trim()) && titleScore(text) === 0;
}

export function entryToWork(entry: SectionEntry): WorkResult | null {
  let header = entry.header;
  let details = entry.details;
  // "Mar 2021 – Present" / "• Staff Engineer, Globex Systems": the first detail names the role.
  if (header.every((l) => isDateOnly(l.text)) && details[0] && details[0].text.length <= 80) {
    header = [...header, details[0]];
    details = details.slice(1);
  }
  const { pieces: rawPieces, range } = headerPieces(header);
  const pieces = rawPieces.flatMap((p) => (p.location ? [p] : splitCommaPiece(p)));
  const named = pieces.filter((p) => !p.location && p.text.length <= 90);
  if (!named.length && !range) return null;

  let title: HeaderPiece | undefined;
  let bestTitle = 0;
  for (const piece of named) {
    const score = titleScore(piece.text) - organizationScore(piece.text) * 0.3;
    if (score > bestTitle) { bestTitle = score; title = piece; }
  }
  if (!title && named.length >= 2) {
    // No title word: the piece that reads least like an organisation, else the second piece.
    const sorted = [...named].sort((a, b) => organizationScore(a.text) - organizationScore(b.text));
    title = organizationScore(sorted[0]!.text) < organizationScore(sorted[1]!.text) ? sorted[0] : named[1];
  }
  const rest = named.filter((p) => p !== title && !isTeam(p.text));
  let company = '';
  if (rest.length) {
    const first = rest[0]!;
    const sameLine = rest.filter((p) => p.line === first.line);
    const run: HeaderPiece[] = [first];
    // An organisation and its unit ("University — IT Service Desk") stay together.
    for (const piece of sameLine.slice(1)) {
      if (/[—–]/.test(piece.before) && pieces.indexOf(piece) === pieces.indexOf(run[run.length - 1]!) + 1) run.push(piece);
      else break;
    }
    company = run.map((p, i) => (i === 0 ? p.text : `${p.before.trim() === '' ? ' ' : ` ${p.before.trim()} `}${p.text}`)).join('');
  }
  const location = pieces.find((p) => p.location)?.text;
  const work: ResumeWork = {
    name: company,
    position: title?.text ?? '',
    startDate: range?.startDate ?? '',
    endDate: range?.endDate ?? '',
    highlights: detailHighlights(details),
  };
  if (range?.current) work.current = true;
  if (location) work.location = location;
  return {
    work,
    confidence: {
      position: title ? Math.min(1, 0.4 + Math.max(0, bestTitle)) : 0,
      name: company ? Math.min(1, 0.4 + organizationScore(company) * 0.6) : 0,
      dates: range ? 0.9 : 0,
    },
  };
}

export function extractWork(lines: ResumeLine[]): WorkResult[] {
  return splitEntries(lines)
    .map(entryToWork)
    .filter((r): r is WorkResult => r !== null && (r.work.position !== '' || r.work.name !== ''));
}
