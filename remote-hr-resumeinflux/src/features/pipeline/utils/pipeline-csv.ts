/**
 * A job's pipeline as CSV (RFC 4180), safe to open in a spreadsheet (shared-schemas' csvRow, the
 * guard every HireGen export uses): in the ranked list's order when the api's ranking has been
 * loaded, else best match first.
 */
import { csvRow } from 'shared-schemas';
import { formatDateTime } from '../../../lib/date-format';
import type { ApplicationRow } from '../types/pipeline';
import { mergeRanking } from './ranked-order';
import { SOURCE_LABELS, STAGE_LABELS } from './stages';

const HEADER = ['Rank', 'Name', 'Email', 'Stage', 'Match score', 'Matched skills', 'Missing skills', 'Fit summary', 'Source', 'Applied'];

export function pipelineCsv(applications: ApplicationRow[], rankedIds: readonly string[] | null = null): string {
  const rows = mergeRanking(applications, rankedIds).map(({ application, rank }) => [
    rank,
    application.name,
    application.email ?? '',
    STAGE_LABELS[application.stage],
    Math.round(application.match.score),
    application.match.matched.join('; '),
    application.match.missing.join('; '),
    application.match.summary,
    SOURCE_LABELS[application.source],
    formatDateTime(application.createdAt),
  ]);
  return [HEADER, ...rows].map((row) => csvRow(row)).join('\r\n') + '\r\n';
}

export function csvFileName(jobTitle: string, now = new Date()): string {
  const slug =
    jobTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'job';
  return `${slug}-pipeline-${now.toISOString().slice(0, 10)}.csv`;
}
