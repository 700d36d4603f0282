// Creating an interview for an applicant: the one interview write that crosses a trust line.
// The api copies the candidate from the application (HR cannot point an interview at any
// account), the organisation's name, the questions from the organisation's kit for that job
// (their rubrics into a panel-only document), checks that every panelist is an Interviewer
// member of the organisation, and gives them read access to the application. firestore.rules
// refuse interviews created or re-pointed from the browser.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, INTERVIEW_LIMITS, INTERVIEW_RUBRIC_DOC, type InterviewMode, type KitQuestion } from 'shared-schemas';
import type { SignedInAccount } from '../../../plugins/auth';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

export interface CreateInterviewInput {
  applicationId: string;
  kitId: string;
  mode: InterviewMode;
  interviewerUids: string[];
  /** ISO time: the AI-led interview's deadline. */
  dueAt?: string;
  /** ISO time: when the live interview takes place. */
  scheduledAt?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** HR of the organisation named by the claims, verified, organisation not suspended. */
export async function requireHrOfOrg(firestore: Firestore, account: SignedInAccount | null, timeoutMs: number): Promise<SignedInAccount & { orgId: string }> {
  if (!account) throw new HttpError(401, 'Sign in first.');
  if (account.role !== 'HR' || !account.orgId) throw new HttpError(403, 'Only HR members of an organisation can assign interviews.');
  if (!account.emailVerified) throw new HttpError(403, 'Verify your email address first: open the link we sent you, then try again.');
  const org = await withStoreDeadline(firestore.collection(COLLECTIONS.organizations).doc(account.orgId).get(), timeoutMs);
  if (!org.exists) throw new HttpError(404, 'This organisation no longer exists.');
  if (org.get('suspendedAt')) throw new HttpError(403, 'This organisation is suspended. Contact HireGen support.');
  return account as SignedInAccount & { orgId: string };
}

function futureTime(value: string | undefined, field: string, now: number): Timestamp {
  const ms = value ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) throw new HttpError(400, `The "${field}" field must be a date and time (ISO 8601).`);
  if (ms <= now) throw new HttpError(400, `The "${field}" time must be in the future.`);
  if (ms > now + INTERVIEW_LIMITS.maxDueDays * DAY_MS) throw new HttpError(400, `The "${field}" time must be within ${INTERVIEW_LIMITS.maxDueDays} days.`);
  return Timestamp.fromMillis(ms);
}

export async function createInterview(
  firestore: Firestore,
  account: SignedInAccount & { orgId: string },
  input: CreateInterviewInput,
  timeoutMs: number,
  now = Date.now(),
): Promise<{ id: string }> {
  const { orgId } = account;
  const panel = [...new Set(input.interviewerUids)];
  if (!panel.length) throw new HttpError(400, 'Choose at least one interviewer.');
  const when =
    input.mode === 'ai-async'
      ? { dueAt: futureTime(input.dueAt, 'dueAt', now), scheduledAt: null }
      : { dueAt: null, scheduledAt: futureTime(input.scheduledAt, 'scheduledAt', now) };

  const applicationRef = firestore.collection(COLLECTIONS.applications).doc(input.applicationId);
  const kitRef = firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.kits).doc(input.kitId);
  const memberRefs = panel.map((uid) => firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.members).doc(uid));
  const interviewRef = firestore.collection(COLLECTIONS.interviews).doc();
  const orgRef = firestore.collection(COLLECTIONS.organizations).doc(orgId);

  await withStoreDeadline(
    firestore.runTransaction(async (tx) => {
      const [application, kit, org, ...members] = await tx.getAll(applicationRef, kitRef, orgRef, ...memberRefs);
      // Another organisation's application reads as missing: its existence is not disclosed.
      if (!application?.exists || application.get('orgId') !== orgId) throw new HttpError(404, 'No such applicant in your organisation.');
      if (!kit?.exists) throw new HttpError(404, 'No such interview kit in your organisation.');
      if (kit.get('jobId') !== application.get('jobId')) throw new HttpError(400, 'This kit is for another job: choose a kit for the applicant’s job.');
      const questions = (kit.get('questions') as KitQuestion[] | undefined) ?? [];
      if (!questions.length) throw new HttpError(400, 'This kit has no questions yet.');
      const notInterviewer = panel.filter((_, i) => members[i]?.get('role') !== 'Interviewer');
      if (notInterviewer.length) throw new HttpError(400, 'Every panelist must be an Interviewer member of your organisation.');
      const candidateUid = (application.get('candidateUid') as string | null | undefined) ?? null;
      if (input.mode === 'ai-async' && !candidateUid)
        throw new HttpError(409, 'An AI-led interview needs a candidate with a HireGen account; choose a live interview for an uploaded resume.');
      if (['withdrawn', 'rejected', 'hired'].includes(application.get('stage') as string)) throw new HttpError(409, 'This application is closed.');

      const kept = questions.slice(0, INTERVIEW_LIMITS.kitQuestions);
      tx.create(interviewRef, {
        orgId,
        // The company the candidate sees on their interview (renames rewrite it).
        orgName: String(org?.get('name') ?? ''),
        applicationId: applicationRef.id,
        jobId: application.get('jobId'),
        jobTitle: application.get('jobTitle') ?? kit.get('title') ?? '',
        candidateUid,
        candidateName: application.get('name') ?? '',
        interviewerUids: panel,
        kitId: kitRef.id,
        mode: input.mode,
        status: 'scheduled',
        ...when,
        // The candidate reads this document: the rubric (what a strong answer shows) stays in the
        // panel's staff/rubric document. A submitted scorecard rates every competency listed here.
        questions: kept.map((q) => ({ id: q.id, text: q.text, kind: q.kind, competency: q.competency })),
        competencies: [...new Set(kept.map((q) => q.competency))],
        answers: {},
        createdBy: account.uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      tx.create(interviewRef.collection(COLLECTIONS.interviewStaff).doc(INTERVIEW_RUBRIC_DOC), {
        rubric: Object.fromEntries(kept.map((q) => [q.id, q.rubric ?? ''])),
      });
      // The panel reads the application (firestore.rules: interviewers read those they interview).
      tx.update(applicationRef, { interviewerUids: FieldValue.arrayUnion(...panel), updatedAt: FieldValue.serverTimestamp() });
    }),
    timeoutMs,
  );
  return { id: interviewRef.id };
}

/**
 * Interviews scheduled before rubrics left the interview document: moves each question's rubric to
 * `staff/rubric`, adds the organisation's name and the competencies, in one batch per interview.
 * Idempotent (an interview whose questions carry no rubric is left alone); returns how many moved.
 */
/** Where the api notes a finished migration, so a start does not scan every interview again (api only). */
const RUBRIC_MIGRATION = { collection: 'migrations', doc: 'interviewRubrics' } as const;

export async function migrateInterviewRubrics(firestore: Firestore, timeoutMs: number): Promise<number> {
  const marker = firestore.collection(RUBRIC_MIGRATION.collection).doc(RUBRIC_MIGRATION.doc);
  if ((await withStoreDeadline(marker.get(), timeoutMs)).exists) return 0;
  const all = await withStoreDeadline(firestore.collection(COLLECTIONS.interviews).select('questions', 'orgId', 'orgName').get(), timeoutMs);
  const legacy = all.docs.filter((doc) => ((doc.get('questions') as KitQuestion[] | undefined) ?? []).some((q) => q && 'rubric' in q));
  const names = new Map<string, string>();
  for (const doc of legacy) {
    const orgId = String(doc.get('orgId') ?? '');
    if (orgId && !names.has(orgId))
      names.set(orgId, String((await withStoreDeadline(firestore.collection(COLLECTIONS.organizations).doc(orgId).get(), timeoutMs)).get('name') ?? ''));
    const questions = doc.get('questions') as KitQuestion[];
    const batch = firestore.batch();
    batch.set(
      doc.ref.collection(COLLECTIONS.interviewStaff).doc(INTERVIEW_RUBRIC_DOC),
      { rubric: Object.fromEntries(questions.map((q) => [q.id, q.rubric ?? ''])) },
      { merge: true },
    );
    batch.update(doc.ref, {
      questions: questions.map((q) => ({ id: q.id, text: q.text, kind: q.kind, competency: q.competency })),
      competencies: [...new Set(questions.map((q) => q.competency))],
      ...(doc.get('orgName') ? {} : { orgName: names.get(orgId) ?? '' }),
    });
    await withStoreDeadline(batch.commit(), timeoutMs);
  }
  // Interviews are written in the new shape since; only a start that finished the move marks it.
  await withStoreDeadline(marker.set({ doneAt: FieldValue.serverTimestamp(), moved: legacy.length }), timeoutMs);
  return legacy.length;
}
