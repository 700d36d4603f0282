import type { RankReasonAnswer } from 'shared-schemas';
import type { ApplicationRow } from '../types/pipeline';
import { rankApplications } from './pipeline-filters';

/** One applicant of the ranked list: where they stand in the whole job, and who put them there. */
export interface RankedEntry {
  application: ApplicationRow;
  /** 1 = best, over every applicant of the job (filters do not renumber). */
  rank: number;
  /** True when the api's relevance model placed them; false when they follow by match score. */
  byModel: boolean;
  /** Why they sit above a higher match score (one short line), when they do. */
  rankReason?: string;
}

/** The one line a row shows: the score it outranks and the model's largest reason only. */
export function shortRankReason(outranksScore: number, why: string): string {
  return `Ranked above higher match scores (up to ${outranksScore}): ${why}`;
}

/** Why a row sits above a higher score the api's ranking never saw (arrived or re-scored since). */
const SCORED_SINCE = 'those scores came after this ranking (Rank again to place them)';

/**
 * The api's order merged with the live application documents, by id. The documents are the
 * truth for everything shown (a stage moved a second ago, a new applicant); the api gives only
 * the order. Applicants the api ranked come first in its order (those no longer in the job are
 * dropped); the rest (beyond the api's page, or arrived since it answered) follow by match score.
 * Without an order (`null`: not loaded), everyone is in match-score order.
 *
 * The order and the scores shown never disagree silently: every row above a higher live match
 * score carries a reason — the api's largest one (`reasons`, by id) with the score it outranks
 * in this list, or, when the higher score is newer than the ranking, that it is.
 */
export function mergeRanking(
  applications: ApplicationRow[],
  rankedIds: readonly string[] | null,
  reasons: ReadonlyMap<string, RankReasonAnswer> = new Map(),
): RankedEntry[] {
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
  const entries: RankedEntry[] = [
    ...first.map((application, index) => ({ application, rank: index + 1, byModel: true })),
    ...rest.map((application, index) => ({ application, rank: first.length + index + 1, byModel: false })),
  ];
  let highestBelow = -1;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    const score = entry.application.match.score;
    if (highestBelow > score) {
      const why = reasons.get(entry.application.id)?.features[0]?.text;
      entries[index] = { ...entry, rankReason: shortRankReason(highestBelow, why ?? SCORED_SINCE) };
    }
    highestBelow = Math.max(highestBelow, score);
  }
  return entries;
}
