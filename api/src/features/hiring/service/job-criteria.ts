// Criteria review (issue 24): a job's criteria (jobCriteria/{jobId}) and each applicant's verdicts
// (criteriaReviews/{applicationId}). Both are HR's alone under the rules and written only here:
// a save re-reviews every applicant of the job, and a new application is reviewed when it enters
// the pipeline, so what HR filters by always follows the criteria as last saved.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, verdictCounts, type CriterionReviewResult, type JobCriteriaInput, type JobCriterion } from 'shared-schemas';
import { withStoreDeadline } from '../../../platform/errors';
import type { GenaiEngine } from '../../genai/service/genai-engine';
import type { StoredJob } from './applications';
import { jobToText } from './resume-text';

export interface CriteriaServices {
  firestore: Firestore;
  engine: GenaiEngine;
  storeTimeoutMs: number;
}

/** Resumes per engine task: each review is milliseconds, so a chunk stays far inside the task limit. */
const REVIEW_CHUNK = 40;
/** Writes per batch (Firestore allows 500). */
const WRITE_CHUNK = 200;
/** A job reviewed at one save: beyond this the oldest applicants keep their earlier review. */
export const MAX_REVIEWED_PER_SAVE = 5_000;

export interface StoredCriteria {
  criteria: JobCriterion[];
  version: number;
}

export async function readJobCriteria(services: Pick<CriteriaServices, 'firestore' | 'storeTimeoutMs'>, job: StoredJob): Promise<StoredCriteria | null> {
  const doc = await withStoreDeadline(services.firestore.collection(COLLECTIONS.jobCriteria).doc(job.id).get(), services.storeTimeoutMs);
  if (!doc.exists || doc.get('orgId') !== job.orgId) return null;
  return { criteria: (doc.get('criteria') as JobCriterion[] | undefined) ?? [], version: Number(doc.get('version') ?? 0) };
}

/** The engine's suggestions from the posting's own words (HR edits them before saving). */
export async function suggestJobCriteria(engine: GenaiEngine, job: StoredJob): Promise<JobCriterion[]> {
  const { criteria } = await engine.tasks.suggestCriteria({ job: jobToText(job) });
  return criteria.map((c) => ({ id: c.id, text: c.text, kind: c.kind, ...(c.source ? { source: c.source } : {}) }));
}

async function reviewResumes(
  engine: GenaiEngine,
  criteria: JobCriterion[],
  resumes: { id: string; text: string }[],
): Promise<Map<string, CriterionReviewResult[]>> {
  const out = new Map<string, CriterionReviewResult[]>();
  const input = criteria.map((c) => ({ id: c.id, text: c.text }));
  for (let i = 0; i < resumes.length; i += REVIEW_CHUNK) {
    const { reviews } = await engine.tasks.reviewCriteria(
      { criteria: input, resumes: resumes.slice(i, i + REVIEW_CHUNK) },
      engine.limits.documentTimeoutMs * 2,
    );
    for (const r of reviews) out.set(r.id, r.results);
  }
  return out;
}

function reviewDocument(job: StoredJob, applicationId: string, version: number, results: CriterionReviewResult[]) {
  return {
    orgId: job.orgId,
    jobId: job.id,
    applicationId,
    criteriaVersion: version,
    reviews: results.map((r) => ({
      criterionId: r.criterionId,
      verdict: r.verdict,
      evidence: r.evidence === null ? null : r.evidence.slice(0, 1_000),
      reason: r.reason.slice(0, 500),
    })),
    counts: verdictCounts(results),
    reviewedAt: FieldValue.serverTimestamp(),
  };
}

/** Reviews every applicant of the job against the criteria; returns how many were reviewed. */
export async function reviewJobApplicants(services: CriteriaServices, job: StoredJob, stored: StoredCriteria): Promise<number> {
  const { firestore, storeTimeoutMs } = services;
  const page = await withStoreDeadline(
    firestore
      .collection(COLLECTIONS.applications)
      .where('orgId', '==', job.orgId)
      .where('jobId', '==', job.id)
      .limit(MAX_REVIEWED_PER_SAVE)
      .select('resumeText')
      .get(),
    storeTimeoutMs,
  );
  const resumes = page.docs.map((doc) => ({ id: doc.id, text: String(doc.get('resumeText') ?? '') }));
  const results = stored.criteria.length ? await reviewResumes(services.engine, stored.criteria, resumes) : new Map<string, CriterionReviewResult[]>();
  for (let i = 0; i < resumes.length; i += WRITE_CHUNK) {
    const batch = firestore.batch();
    for (const { id } of resumes.slice(i, i + WRITE_CHUNK)) {
      batch.set(firestore.collection(COLLECTIONS.criteriaReviews).doc(id), reviewDocument(job, id, stored.version, results.get(id) ?? []));
    }
    await withStoreDeadline(batch.commit(), storeTimeoutMs);
  }
  return resumes.length;
}

/** Saves HR's criteria (each sentence's kind read by the engine), then re-reviews the job's applicants. */
export async function saveJobCriteria(
  services: CriteriaServices,
  job: StoredJob,
  input: JobCriteriaInput,
  by: string,
): Promise<StoredCriteria & { reviewed: number }> {
  const { firestore, storeTimeoutMs, engine } = services;
  const previous = await readJobCriteria(services, job);
  const suggestedSource = new Map((previous?.criteria ?? []).filter((c) => c.source).map((c) => [c.text, c.source!]));
  const { kinds } = input.criteria.length ? await engine.tasks.reviewCriteria({ criteria: input.criteria, resumes: [] }) : { kinds: [] };
  const criteria: JobCriterion[] = input.criteria.map((c, i) => ({
    id: c.id,
    text: c.text,
    kind: kinds[i] ?? 'other',
    ...(suggestedSource.has(c.text) ? { source: suggestedSource.get(c.text)! } : {}),
  }));
  const ref = firestore.collection(COLLECTIONS.jobCriteria).doc(job.id);
  // The version is counted in a transaction, so two saves never share one.
  const version = await withStoreDeadline(
    firestore.runTransaction(async (tx) => {
      const doc = await tx.get(ref);
      const next = Number(doc.exists ? (doc.get('version') ?? 0) : 0) + 1;
      tx.set(ref, { orgId: job.orgId, jobId: job.id, criteria, version: next, updatedBy: by, updatedAt: FieldValue.serverTimestamp() });
      return next;
    }),
    storeTimeoutMs,
  );
  const stored = { criteria, version };
  const reviewed = await reviewJobApplicants(services, job, stored);
  return { ...stored, reviewed };
}

/**
 * Reviews one new application against its job's criteria. Best effort: the application is
 * already stored, and the next save of the criteria reviews it anyway.
 */
export async function reviewNewApplicant(services: CriteriaServices, job: StoredJob, applicationId: string, resumeText: string): Promise<void> {
  const stored = await readJobCriteria(services, job);
  if (!stored || !stored.criteria.length) return;
  const results = await reviewResumes(services.engine, stored.criteria, [{ id: applicationId, text: resumeText.slice(0, 60_000) }]);
  await withStoreDeadline(
    services.firestore
      .collection(COLLECTIONS.criteriaReviews)
      .doc(applicationId)
      .set(reviewDocument(job, applicationId, stored.version, results.get(applicationId) ?? [])),
    services.storeTimeoutMs,
  );
}
