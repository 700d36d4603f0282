// A job's applicants, best first, in two stages. Each application's match was computed by the
// engine's one matcher when the person entered the pipeline and is stored with it, so the store's
// own ordered query (index: orgId, jobId, match.score desc) picks the shortlist without reading
// the rest of a 10,000-applicant job. The shortlist is then ordered by the engine's learned
// ranker (the same order /api/v1/rank serves), which beats both the match-score order and plain
// BM25 on held-out jobs and real postings (figures in genai/README.md) and keeps keyword-stuffed
// resumes out of the top 3. The stored match score is still shown beside it, and
// an applicant the ranker put above a higher score carries the ranker's reason (`rankReason`).
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, JOB_RANKING_LIMITS, type ApplicationMatch, type RankReasonAnswer } from 'shared-schemas';
import { HttpError, withStoreDeadline } from '../../../platform/errors';
import { rankReasonText } from 'genai';
import type { GenaiEngine } from '../../genai/service/genai-engine';
import type { StoredJob } from './applications';
import { jobToText } from './resume-text';

export const RANKING_PAGE_MAX = JOB_RANKING_LIMITS.maxLimit;
/** At least this many of the best matches are re-ordered, so a short page still gets the learned order's pick. */
export const RERANK_SHORTLIST_MIN = 100;

export interface RankedApplicant {
  applicationId: string;
  rank: number;
  name: string;
  source: string;
  stage: string;
  match: ApplicationMatch;
  rankReason?: RankReasonAnswer;
}

/** Best first: score, then more matched skills, then name (a stable order for equal scores). */
export function rankApplicants(rows: Omit<RankedApplicant, 'rank'>[], offset = 0): RankedApplicant[] {
  return rows
    .slice()
    .sort((a, b) => b.match.score - a.match.score || b.match.matched.length - a.match.matched.length || a.name.localeCompare(b.name))
    .map((row, index) => ({ ...row, rank: offset + index + 1 }));
}

/** `rows` in the order of `orderedIds` (ids it does not name keep the match order after them), ranks numbered. */
export function orderApplicants(rows: Omit<RankedApplicant, 'rank'>[], orderedIds: string[]): RankedApplicant[] {
  const position = new Map(orderedIds.map((id, i) => [id, i]));
  const byMatch = rankApplicants(rows);
  return byMatch
    .map((row, i) => ({ row, key: position.get(row.applicationId) ?? orderedIds.length + i }))
    .sort((a, b) => a.key - b.key)
    .map(({ row }, index) => ({ ...row, rank: index + 1 }));
}

export async function rankStoredApplicants(
  firestore: Firestore,
  engine: GenaiEngine,
  job: StoredJob,
  timeoutMs: number,
  limit = 100,
): Promise<{ jobId: string; total: number; ranked: RankedApplicant[] }> {
  const pageSize = Math.min(Math.max(1, limit), RANKING_PAGE_MAX);
  const shortlist = Math.min(Math.max(pageSize, RERANK_SHORTLIST_MIN), RANKING_PAGE_MAX);
  const applicants = firestore.collection(COLLECTIONS.applications).where('orgId', '==', job.orgId).where('jobId', '==', job.id);
  const [page, count] = await withStoreDeadline(
    Promise.all([
      applicants.orderBy('match.score', 'desc').limit(shortlist).select('name', 'source', 'stage', 'match', 'resumeText').get(),
      applicants.count().get(),
    ]),
    timeoutMs,
  );
  const rows = page.docs.map((doc) => ({
    applicationId: doc.id,
    name: String(doc.get('name') ?? ''),
    source: String(doc.get('source') ?? ''),
    stage: String(doc.get('stage') ?? ''),
    match: (doc.get('match') as ApplicationMatch | undefined) ?? { score: 0, matched: [], missing: [], summary: '' },
  }));
  const resumes = page.docs.map((doc) => ({ id: doc.id, input: { text: String(doc.get('resumeText') ?? '') } }));
  let orderedIds: string[] = [];
  const engineRows = new Map<string, { score: number; rankReason?: RankReasonAnswer }>();
  if (resumes.length > 1) {
    try {
      const { ranked } = await engine.tasks.rank({ job: jobToText(job), resumes }, engine.limits.rankTimeoutMs);
      orderedIds = ranked.map((r) => r.id);
      for (const r of ranked) engineRows.set(r.id, { score: r.score, ...(r.rankReason ? { rankReason: r.rankReason } : {}) });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(503, 'The applicants could not be ranked just now; try again.');
    }
  }
  const ordered = withRankReasons(orderApplicants(rows, orderedIds), engineRows);
  return { jobId: job.id, total: count.data().count, ranked: ordered.slice(0, pageSize) };
}

/**
 * Every row shown above a higher stored match score says why. The ranker's reason names the
 * features that put it there; the stored scores HR sees can differ from the ones the ranker just
 * computed (the job was edited, the engine changed since the applicant arrived), so the reason
 * quotes the stored score it outranks, and when the ranker saw no higher score at all the
 * reason is that fresher match.
 */
export function withRankReasons(rows: RankedApplicant[], engineRows: Map<string, { score: number; rankReason?: RankReasonAnswer }>): RankedApplicant[] {
  let highestBelow = -1;
  const out: RankedApplicant[] = new Array<RankedApplicant>(rows.length);
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    out[i] = row;
    const fresh = engineRows.get(row.applicationId);
    if (highestBelow > row.match.score && fresh) {
      const features = fresh.rankReason?.features ?? [];
      const fresher =
        fresh.score !== row.match.score
          ? `a match of ${fresh.score} against the job as it reads now (${row.match.score} was stored when they entered the pipeline)`
          : 'the applicants below match the job as it reads now less well than their stored scores say';
      const reasonFeatures = features.length ? features : [{ feature: 'match', contribution: 0, text: fresher }];
      out[i] = { ...row, rankReason: { text: rankReasonText(highestBelow, reasonFeatures), outranksScore: highestBelow, features: reasonFeatures } };
    }
    highestBelow = Math.max(highestBelow, row.match.score);
  }
  return out;
}
