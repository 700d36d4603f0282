import type { ApplicationRow } from '../types/pipeline';
import { rankApplications } from './pipeline-filters';

/** One applicant of the ranked list: where they stand in the whole job, and who put them there. */
export interface RankedEntry {
  application: ApplicationRow;
  /** 1 = best, over every applicant of the job (filters do not renumber). */
  rank: number;
  /** True when the api's relevance model placed them; false when they follow by match score. */
  byModel: boolean;
  /** Why the model put them above a higher match score (the api's words), when it did. */
  rankReason?: string;
}

/**
 * The api's order merged with the live application documents, by id. The documents are the
 * truth for everything shown (a stage moved a second ago, a new applicant); the api gives only
 * the order. Applicants the api ranked come first in its order (those no longer in the job are
 * dropped); the rest (beyond the api's page, or arrived since it answered) follow by match score.
 * Without an order (`null`: not loaded), everyone is in match-score order. `reasons` (by id) are
 * the api's explanations for applicants it put above a higher match score.
 */
export function mergeRanking(applications: ApplicationRow[], rankedIds: readonly string[] | null, reasons: ReadonlyMap<string, string> = new Map()): RankedEntry[] {
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
    ...first.map((application, index) => {
      const rankReason = reasons.get(application.id);
      return { application, rank: index + 1, byModel: true, ...(rankReason ? { rankReason } : {}) };
    }),
    ...rest.map((application, index) => ({ application, rank: first.length + index + 1, byModel: false })),
  ];
}
