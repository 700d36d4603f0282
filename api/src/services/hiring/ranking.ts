// A job's applicants, best match first. Each application's match was computed by the engine's
// one matcher (the same one the public Job-Resume Matching tool and /api/v1/rank use) when the
// person entered the pipeline, and is stored with it. Ranking is then the store's own ordered
// query (index: orgId, jobId, match.score desc) plus a count, so a job with 10,000 applicants
// answers with its best ones without reading the rest.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type ApplicationMatch } from 'shared-schemas';
import { withStoreDeadline } from '../errors';
import type { StoredJob } from './applications';

export const RANKING_PAGE_MAX = 500;

export interface RankedApplicant {
  applicationId: string;
  rank: number;
  name: string;
  source: string;
  stage: string;
  match: ApplicationMatch;
}

/** Best first: score, then more matched skills, then name (a stable order for equal scores). */
export function rankApplicants(rows: Omit<RankedApplicant, 'rank'>[], offset = 0): RankedApplicant[] {
  return rows
    .slice()
    .sort((a, b) => b.match.score - a.match.score || b.match.matched.length - a.match.matched.length || a.name.localeCompare(b.name))
    .map((row, index) => ({ ...row, rank: offset + index + 1 }));
}

export async function rankStoredApplicants(firestore: Firestore, job: StoredJob, timeoutMs: number, limit = 100): Promise<{ jobId: string; total: number; ranked: RankedApplicant[] }> {
  const applicants = firestore.collection(COLLECTIONS.applications).where('orgId', '==', job.orgId).where('jobId', '==', job.id);
  const [page, count] = await withStoreDeadline(
    Promise.all([applicants.orderBy('match.score', 'desc').limit(Math.min(Math.max(1, limit), RANKING_PAGE_MAX)).select('name', 'source', 'stage', 'match').get(), applicants.count().get()]),
    timeoutMs,
  );
  const rows = page.docs.map((doc) => ({
    applicationId: doc.id,
    name: String(doc.get('name') ?? ''),
    source: String(doc.get('source') ?? ''),
    stage: String(doc.get('stage') ?? ''),
    match: (doc.get('match') as ApplicationMatch | undefined) ?? { score: 0, matched: [], missing: [], summary: '' },
  }));
  return { jobId: job.id, total: count.data().count, ranked: rankApplicants(rows) };
}
