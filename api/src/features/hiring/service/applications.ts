// Applications: created only here, because each one crosses a trust line — a candidate's resume
// reaches an organisation (consent: a snapshot taken at that moment), or HR brings a person into
// a job. The id is deterministic per job and person, so a second application is refused by the
// store itself, not by a read-then-write race.
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type ApplicationMatch, type ApplicationSource, type JsonResume, type ParseReview } from 'shared-schemas';
import type { SignedInAccount } from '../../../plugins/auth';
import { HttpError, StoreConflictError, withStoreDeadline } from '../../../platform/errors';
import { mayRead } from '../../../platform/read-access';
import type { GenaiEngine } from '../../genai/service/genai-engine';
import type { OrgAccount } from './org-access';
import { jobToText, resumeToText } from './resume-text';
import { reviewNewApplicant } from './job-criteria';

export interface ApplicationServices {
  firestore: Firestore;
  engine: GenaiEngine;
  storeTimeoutMs: number;
}

export interface StoredJob {
  id: string;
  orgId: string;
  title: string;
  description: string;
  status: string;
}

export async function readJob(services: Pick<ApplicationServices, 'firestore' | 'storeTimeoutMs'>, jobId: string): Promise<StoredJob> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(jobId)) throw new HttpError(404, 'No such job.');
  const snapshot = await withStoreDeadline(services.firestore.collection(COLLECTIONS.jobs).doc(jobId).get(), services.storeTimeoutMs);
  if (!snapshot.exists) throw new HttpError(404, 'No such job.');
  return {
    id: snapshot.id,
    orgId: String(snapshot.get('orgId')),
    title: String(snapshot.get('title') ?? ''),
    description: String(snapshot.get('description') ?? ''),
    status: String(snapshot.get('status')),
  };
}

/** The engine's match, in the compact form the pipeline stores and shows. */
export async function matchForJob(engine: GenaiEngine, job: StoredJob, resumeText: string): Promise<ApplicationMatch> {
  const result = await engine.tasks.match({ job: jobToText(job), resume: { text: resumeText } });
  const unique = (names: string[]) => [...new Set(names)].slice(0, 40);
  return {
    score: Math.round(result.score),
    matched: unique(result.matched.map((skill) => skill.skill)),
    missing: unique(result.missing.map((skill) => skill.skill)),
    summary: result.summary.slice(0, 1_000),
  };
}

export const applicationId = (jobId: string, person: string) => `${jobId}_${person}`;

/**
 * The new applicant's criteria review, when the job has criteria. It never fails the application
 * already stored: a miss here is redone at the next save of the criteria, and the pipeline shows
 * the applicant as "not reviewed" meanwhile.
 */
export async function reviewAfterCreate(services: ApplicationServices, job: StoredJob, id: string, resumeText: string): Promise<void> {
  await reviewNewApplicant(services, job, id, resumeText).catch(() => undefined);
}

interface NewApplication {
  job: StoredJob;
  source: ApplicationSource;
  candidateUid: string | null;
  talentId: string | null;
  resume: JsonResume;
  resumeText: string;
  /** An uploaded file's lines the parser could not place and fields it was unsure of. */
  parseReview?: ParseReview | null;
  match: ApplicationMatch;
  by: string;
}

/** Creates the application; a second one for the same job and person is a 409. */
export async function createApplication(firestore: Firestore, ref: DocumentReference, input: NewApplication, timeoutMs: number): Promise<void> {
  const basics = input.resume.basics ?? {};
  try {
    await withStoreDeadline(
      ref.create({
        orgId: input.job.orgId,
        jobId: input.job.id,
        jobTitle: input.job.title,
        candidateUid: input.candidateUid,
        talentId: input.talentId,
        name: (basics.name ?? '').slice(0, 200) || 'Unnamed applicant',
        email: basics.email?.slice(0, 320) ?? null,
        source: input.source,
        resumeSnapshot: input.resume,
        resumeText: input.resumeText.slice(0, 60_000),
        match: input.match,
        ...(input.parseReview ? { parseReview: input.parseReview } : {}),
        stage: 'applied',
        // A Timestamp, like every other stageHistory writer (serverTimestamp cannot sit in an array).
        stageHistory: [{ stage: 'applied', at: Timestamp.now(), by: input.by }],
        interviewerUids: [],
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      }),
      timeoutMs,
    );
  } catch (error) {
    // The store's ALREADY_EXISTS (withStoreDeadline keeps it apart from an outage): this person is already in this job's pipeline.
    if (error instanceof StoreConflictError) {
      throw new HttpError(409, input.source === 'applied' ? 'You have already applied to this job.' : "This person is already in this job's pipeline.");
    }
    throw error;
  }
}

function cleanResume(value: unknown): JsonResume {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'This resume is empty: add your details before applying.');
  return value as JsonResume;
}

/**
 * The job and the candidate's resume as applying reads them: an open job, one of their own
 * resumes, and the resume's text. Applying and the Apply dialog's preview both start here, so the
 * match the dialog shows is computed from exactly what the application stores.
 */
async function candidateApplicationInputs(services: ApplicationServices, account: SignedInAccount, jobId: string, resumeId: string) {
  if (account.role !== 'Candidate') throw new HttpError(403, 'Only candidate accounts apply to jobs.');
  const { firestore, storeTimeoutMs } = services;
  const job = await readJob(services, jobId);
  if (job.status !== 'open') throw new HttpError(409, 'This job is not open for applications.');
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(resumeId)) throw new HttpError(404, 'No such resume.');
  const resumeDoc = await withStoreDeadline(
    firestore.collection(COLLECTIONS.candidates).doc(account.uid).collection(COLLECTIONS.resumes).doc(resumeId).get(),
    storeTimeoutMs,
  );
  if (!resumeDoc.exists) throw new HttpError(404, 'No such resume.');
  const resume = cleanResume(resumeDoc.get('resume'));
  const resumeText = resumeToText(resume);
  if (resumeText.length < 20) throw new HttpError(400, 'This resume is empty: add your details before applying.');
  return { job, resume, resumeText };
}

/** The match applying with this resume would store now (the Apply dialog shows it before sending). */
export async function previewApplicationMatch(
  services: ApplicationServices,
  account: SignedInAccount,
  jobId: string,
  resumeId: string,
): Promise<{ match: ApplicationMatch }> {
  const { job, resumeText } = await candidateApplicationInputs(services, account, jobId, resumeId);
  return { match: await matchForJob(services.engine, job, resumeText) };
}

/** A candidate applies with one of their resumes: the snapshot and match are taken now. */
export async function applyToJob(
  services: ApplicationServices,
  account: SignedInAccount,
  jobId: string,
  resumeId: string,
): Promise<{ applicationId: string; match: ApplicationMatch }> {
  const { firestore, storeTimeoutMs } = services;
  const { job, resume, resumeText } = await candidateApplicationInputs(services, account, jobId, resumeId);
  const ref = firestore.collection(COLLECTIONS.applications).doc(applicationId(job.id, account.uid));
  const existing = await withStoreDeadline(ref.get(), storeTimeoutMs);
  if (existing.exists) throw new HttpError(409, 'You have already applied to this job.');
  const match = await matchForJob(services.engine, job, resumeText);
  await createApplication(
    firestore,
    ref,
    { job, source: 'applied', candidateUid: account.uid, talentId: null, resume, resumeText, match, by: account.uid },
    storeTimeoutMs,
  );
  await reviewAfterCreate(services, job, ref.id, resumeText);
  return { applicationId: ref.id, match };
}

/** HR adds a candidate from the talent directory (they opted in) to one of its jobs. */
export async function addFromDirectory(
  services: ApplicationServices,
  account: OrgAccount,
  jobId: string,
  candidateUid: string,
): Promise<{ applicationId: string; match: ApplicationMatch }> {
  const { firestore, storeTimeoutMs } = services;
  const job = await readJob(services, jobId);
  if (job.orgId !== account.orgId) throw new HttpError(404, 'No such job.');
  if (job.status === 'closed') throw new HttpError(409, 'This job is closed.');
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(candidateUid)) throw new HttpError(404, 'This candidate is not in the talent directory.');
  // The same door as reading the directory entry under the rules (any active organisation's verified member).
  if (!mayRead(account.reader, { scope: 'directory', uid: candidateUid }))
    throw new HttpError(403, 'Only verified members of an active organisation can read the talent directory.');
  const entry = await withStoreDeadline(firestore.collection(COLLECTIONS.talentDirectory).doc(candidateUid).get(), storeTimeoutMs);
  if (!entry.exists) throw new HttpError(404, 'This candidate is not in the talent directory.');
  const resume: JsonResume = { ...(entry.get('resume') as JsonResume | undefined) };
  resume.basics = { ...(resume.basics ?? {}), name: resume.basics?.name || String(entry.get('name') ?? '') };
  const resumeText =
    resumeToText(resume) || `${entry.get('name')}\n${entry.get('headline')}\nSKILLS\n${(entry.get('skills') as string[] | undefined)?.join(', ') ?? ''}`;
  const ref = firestore.collection(COLLECTIONS.applications).doc(applicationId(job.id, candidateUid));
  const match = await matchForJob(services.engine, job, resumeText);
  await createApplication(
    firestore,
    ref,
    { job, source: 'directory', candidateUid, talentId: null, resume, resumeText, match, by: account.uid },
    storeTimeoutMs,
  );
  await reviewAfterCreate(services, job, ref.id, resumeText);
  return { applicationId: ref.id, match };
}
