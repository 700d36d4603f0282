/**
 * The ranking as CSV (RFC 4180: comma-separated, CRLF lines, quotes doubled), built in the
 * browser. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) are prefixed
 * with an apostrophe: file names and skills come from uploaded documents, not from us.
 */
import type { Ranking } from '../types/ranking';

export const CSV_HEADER = ['Rank', 'File', 'Score', 'Current title', 'Years of experience', 'Matched skills', 'Missing skills', 'Fit summary', 'Error'];

function cell(value: string | number | undefined): string {
  if (value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function rankingCsv(ranking: Ranking): string {
  const lines = [CSV_HEADER.map(cell).join(',')];
  for (const row of ranking.rows) {
    lines.push(
      [row.rank, row.file, row.score, row.currentTitle, row.yearsExperience, row.matched.join('; '), row.missing.join('; '), row.summary, row.error]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** "ranking-full-stack-engineer-2026-11-22.csv" */
export function rankingFileName(ranking: Ranking): string {
  const slug = (ranking.jobTitle ?? 'candidates').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'candidates';
  return `ranking-${slug}-${ranking.rankedAt.slice(0, 10)}.csv`;
}
