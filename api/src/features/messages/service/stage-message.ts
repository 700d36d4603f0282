// Moving an applicant with a message (the stage dialog's "Send"): the stage change, its history
// entry, the candidate's inbox message and the mail document are one transaction. HR edits the
// filled message in the browser; the api fills whatever placeholders are left, refuses unknown
// ones, and never trusts the browser for the recipient, organisation or job.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { COLLECTIONS, PIPELINE_STAGES, fillTemplate, messageProblem, type PlaceholderValues } from 'shared-schemas';
import type { OrgAccount } from '../../hiring/service/org-access';
import { HttpError, withStoreDeadline } from '../../../platform/errors';
import { queueMessage } from './outbox';

export interface StageMoveInput {
  stage: (typeof PIPELINE_STAGES)[number];
  message?: { kind: string; subject: string; body: string };
}

export interface Services {
  firestore: Firestore;
  auth: Auth;
  storeTimeoutMs: number;
}

/** The sender's name as candidates see it: their member profile's name, else their account's. */
export async function senderName(firestore: Firestore, account: OrgAccount, timeoutMs: number): Promise<string> {
  const member = await withStoreDeadline(
    firestore.collection(COLLECTIONS.organizations).doc(account.orgId).collection(COLLECTIONS.members).doc(account.uid).get(),
    timeoutMs,
  );
  const name = member.get('name');
  return (typeof name === 'string' && name.trim()) || account.name || account.email || 'The hiring team';
}

/** The candidate's sign-in email (their account, not the resume's), else the application's. */
export async function candidateEmail(auth: Auth, candidateUid: string | null, fallback: unknown): Promise<string | null> {
  if (candidateUid) {
    const user = await auth.getUser(candidateUid).catch(() => null);
    if (user?.email) return user.email;
  }
  return typeof fallback === 'string' && fallback.includes('@') ? fallback : null;
}

export async function moveWithMessage(
  services: Services,
  account: OrgAccount,
  applicationId: string,
  input: StageMoveInput,
): Promise<{ stage: string; messageId: string | null; mailed: boolean }> {
  const { firestore, storeTimeoutMs: timeoutMs } = services;
  const applicationRef = firestore.collection(COLLECTIONS.applications).doc(applicationId);
  const first = await withStoreDeadline(applicationRef.get(), timeoutMs);
  // Another organisation's application reads as missing: its existence is not disclosed.
  if (!first.exists || first.get('orgId') !== account.orgId) throw new HttpError(404, 'No such applicant in your organisation.');
  if (input.message) {
    const problem = messageProblem(input.message);
    if (problem) throw new HttpError(400, problem);
  }
  const candidateUid = (first.get('candidateUid') as string | null | undefined) ?? null;
  const [sender, email, org] = await Promise.all([
    senderName(firestore, account, timeoutMs),
    input.message ? candidateEmail(services.auth, candidateUid, first.get('email')) : Promise.resolve(null),
    withStoreDeadline(firestore.collection(COLLECTIONS.organizations).doc(account.orgId).get(), timeoutMs),
  ]);
  if (input.message && !candidateUid && !email)
    throw new HttpError(409, 'This applicant has no HireGen account and no email address: move them without a message.');
  const orgName = String(org.get('name') ?? '');

  return withStoreDeadline(
    firestore.runTransaction(async (tx) => {
      const application = await tx.get(applicationRef);
      if (!application.exists || application.get('orgId') !== account.orgId) throw new HttpError(404, 'No such applicant in your organisation.');
      if (application.get('stage') === 'withdrawn') throw new HttpError(409, 'The candidate withdrew this application.');
      const moving = application.get('stage') !== input.stage;
      if (moving) {
        tx.update(applicationRef, {
          stage: input.stage,
          stageHistory: FieldValue.arrayUnion({ stage: input.stage, at: Timestamp.now(), by: account.uid }),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      if (!input.message) return { stage: input.stage, messageId: null, mailed: false };
      const values: PlaceholderValues = {
        candidateName: String(application.get('name') ?? ''),
        jobTitle: String(application.get('jobTitle') ?? ''),
        organizationName: orgName,
        senderName: sender,
      };
      const queued = queueMessage(firestore, tx, {
        candidateUid,
        email,
        orgId: account.orgId,
        orgName,
        applicationId,
        jobTitle: values.jobTitle,
        kind: input.message.kind,
        subject: fillTemplate(input.message.subject.trim(), values),
        body: fillTemplate(input.message.body.trim(), values),
        senderName: sender,
      });
      return { stage: input.stage, ...queued };
    }),
    timeoutMs,
  );
}
