// Criteria review on the demo: Acme's first two jobs get the criteria the engine suggests from
// their postings (as HR would save them), and every applicant of those jobs is reviewed, so the
// job page, the pipeline's summaries and filter, and the applicant page have something to show.
import { FieldValue } from 'firebase-admin/firestore';
import { parseJob, reviewCriteria, suggestCriteria } from 'genai';
import { COLLECTIONS, verdictCounts, type JobCriterion } from 'shared-schemas';
import type { SeedContext } from './seed-context';

const DEMO_CRITERIA_JOBS = ['job-01', 'job-02'];

export async function seed(context: SeedContext): Promise<void> {
  const { firestore } = context;
  const uids = context.shared.uids as { hr: string } | undefined;
  let reviewed = 0;
  for (const jobId of DEMO_CRITERIA_JOBS) {
    const job = await firestore.collection(COLLECTIONS.jobs).doc(jobId).get();
    if (!job.exists) continue;
    const orgId = String(job.get('orgId'));
    const suggested = suggestCriteria(parseJob(`${job.get('title')}\n\n${job.get('description')}`));
    const criteria: JobCriterion[] = suggested.map(({ id, text, kind, source }) => ({ id, text, kind, ...(source ? { source } : {}) }));
    await firestore
      .collection(COLLECTIONS.jobCriteria)
      .doc(jobId)
      .set({ orgId, jobId, criteria, version: 1, updatedBy: uids?.hr ?? 'seed', updatedAt: FieldValue.serverTimestamp() });
    const applicants = await firestore.collection(COLLECTIONS.applications).where('orgId', '==', orgId).where('jobId', '==', jobId).select('resumeText').get();
    const batch = firestore.batch();
    for (const doc of applicants.docs) {
      const results = reviewCriteria(criteria, String(doc.get('resumeText') ?? ''));
      batch.set(firestore.collection(COLLECTIONS.criteriaReviews).doc(doc.id), {
        orgId,
        jobId,
        applicationId: doc.id,
        criteriaVersion: 1,
        reviews: results,
        counts: verdictCounts(results),
        reviewedAt: FieldValue.serverTimestamp(),
      });
      reviewed++;
    }
    await batch.commit();
  }
  context.log(`criteria review: suggested criteria on ${DEMO_CRITERIA_JOBS.join(', ')} and ${reviewed} applicants reviewed`);
}
