import type { ApplicationRow } from '../types/pipeline';
import { rankApplications } from './pipeline-filters';

/** One applicant of the ranked list: where they stand in the whole job, and who put them there. */
export interface RankedEntry {
  application: ApplicationRow;
  /** 1 = best, over every applicant of the job (filters do not renumber). */
  rank: number;
  /** True when the api's relevance model placed them; false when they follow by match score. */
  byModel: boolean;
}

/**
 * The api's order merged with the live application documents, by id. The documents are the
 * truth for everything shown (a stage moved a second ago, a new applicant); the api gives only
 * the order. Applicants the api ranked come first in its order (those no longer in the job are
 * dropped); the rest (beyond the api's page, or arrived since it answered) follow by match score.
 * Without an order (`null`: not loaded), everyone is in match-score order.
 */
export function mergeRanking(applications: ApplicationRow[], rankedIds: readonly string[] | null): RankedEntry[] {
  const live = new Map(applications.map((application) => [application.id, application]));
  const placed = new Set<string>();
  const first: ApplicationRow[] = [];
  for (const id of rankedIds ?? []) {
    const application = live.get(id);
    if (!application || placed.has(id)) continue;
    placed.add(id);
    first.push(application);
  }
  const rest = rankApplications(applications.filter((application) => !placed.has(application.id)));
  return [
    ...first.map((application, index) => ({ application, rank: index + 1, byModel: true })),
    ...rest.map((application, index) => ({ application, rank: first.length + index + 1, byModel: false })),
  ];
}
