// A job's applicants, best match first. Each application's match was computed by the engine's
// one matcher (the same one the public Job-Resume Matching tool and /api/v1/rank use) when the
// person entered the pipeline; ranking reads only the stored scores, so it stays fast however
// many applicants a job has (10,000 in the api bench).
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type ApplicationMatch } from 'shared-schemas';
import { withStoreDeadline } from '../errors';
import type { StoredJob } from './applications';

export interface RankedApplicant {
  applicationId: string;
  rank: number;
  name: string;
  source: string;
  stage: string;
  match: ApplicationMatch;
}

export function rankApplicants(rows: Omit<RankedApplicant, 'rank'>[]): RankedApplicant[] {
  return rows
    .slice()
    .sort((a, b) => b.match.score - a.match.score || b.match.matched.length - a.match.matched.length || a.name.localeCompare(b.name))
    .map((row, index) => ({ ...row, rank: index + 1 }));
}

export async function rankStoredApplicants(firestore: Firestore, job: StoredJob, timeoutMs: number): Promise<{ jobId: string; total: number; ranked: RankedApplicant[] }> {
  const snapshot = await withStoreDeadline(
    firestore
      .collection(COLLECTIONS.applications)
      .where('orgId', '==', job.orgId)
      .where('jobId', '==', job.id)
      .select('name', 'source', 'stage', 'match')
      .get(),
    timeoutMs * 4,
  );
  const rows = snapshot.docs.map((doc) => ({
    applicationId: doc.id,
    name: String(doc.get('name') ?? ''),
    source: String(doc.get('source') ?? ''),
    stage: String(doc.get('stage') ?? ''),
    match: (doc.get('match') as ApplicationMatch | undefined) ?? { score: 0, matched: [], missing: [], summary: '' },
  }));
  const ranked = rankApplicants(rows);
  return { jobId: job.id, total: ranked.length, ranked };
}
