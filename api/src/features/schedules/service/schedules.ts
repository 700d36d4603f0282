// Interview scheduling (issue 27, feature 12): HR or an interviewer on the applicant's panel
// proposes times, the candidate books one, either side cancels, staff reschedule. Every change
// is a transaction over interviewSchedules/{id}, so two candidates' tabs cannot both book, and
// each leaves a message in the candidate's inbox (and a mail document) in the same transaction.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import { COLLECTIONS, checkSlots, formatInZone, MESSAGE_LIMITS, type InterviewSchedule, type SlotInput, type StoredSlot } from 'shared-schemas';
import type { SignedInAccount } from '../../../plugins/auth';
import { HttpError, withStoreDeadline } from '../../../platform/errors';
import { requireOrgAccess, type OrgAccount } from '../../hiring/service/org-access';
import { candidateEmail, senderName } from '../../messages/service/stage-message';
import { queueMessage } from '../../messages/service/outbox';
import { buildIcs } from './ics';

export interface Services {
  firestore: Firestore;
  auth: Auth;
  storeTimeoutMs: number;
}

export interface ProposalInput {
  timeZone: string;
  slots: SlotInput[];
}

type Schedule = InterviewSchedule & { proposerEmail?: string | null; candidateEmail?: string | null };

const schedules = (firestore: Firestore) => firestore.collection(COLLECTIONS.interviewSchedules);

function slotsFrom(input: ProposalInput, now: number): StoredSlot[] {
  const checked = checkSlots(input.slots, input.timeZone, now);
  if (!checked.ok) throw new HttpError(400, checked.message);
  return checked.slots.map((slot) => ({
    id: randomUUID().slice(0, 8),
    startUtc: new Date(slot.startMs).toISOString(),
    endUtc: new Date(slot.endMs).toISOString(),
    durationMinutes: slot.durationMinutes,
    location: slot.location,
  }));
}

const slotLines = (slots: StoredSlot[], timeZone: string) =>
  slots.map((slot) => `- ${formatInZone(Date.parse(slot.startUtc), timeZone)} (${timeZone}), ${slot.durationMinutes} minutes, ${slot.location}`).join('\n');

/** HR of the organisation, or an Interviewer on this applicant's panel. */
async function requireStaff(services: Services, account: SignedInAccount | null, orgId: string, interviewerUids: string[]): Promise<OrgAccount> {
  const staff = await requireOrgAccess(services.firestore, account, orgId, ['HR', 'Interviewer'], services.storeTimeoutMs);
  if (staff.role === 'Interviewer' && !interviewerUids.includes(staff.uid))
    throw new HttpError(403, 'Only HR or an interviewer on this applicant’s panel can schedule their interview.');
  return staff;
}

async function readSchedule(services: Services, scheduleId: string): Promise<Schedule> {
  const doc = await withStoreDeadline(schedules(services.firestore).doc(scheduleId).get(), services.storeTimeoutMs);
  if (!doc.exists) throw new HttpError(404, 'No such interview schedule.');
  return doc.data() as Schedule;
}

/** The caller as a side of this schedule: its candidate, or staff allowed to act on it. Strangers get 404. */
async function sideOf(
  services: Services,
  account: SignedInAccount | null,
  schedule: Schedule,
): Promise<{ side: 'candidate' } | { side: 'staff'; staff: OrgAccount }> {
  if (!account) throw new HttpError(401, 'Sign in first.');
  if (account.role === 'Candidate') {
    if (schedule.candidateUid !== account.uid) throw new HttpError(404, 'No such interview schedule.');
    return { side: 'candidate' };
  }
  if (account.orgId !== schedule.orgId) throw new HttpError(404, 'No such interview schedule.');
  return { side: 'staff', staff: await requireStaff(services, account, schedule.orgId, schedule.interviewerUids) };
}

export async function proposeSchedule(
  services: Services,
  account: SignedInAccount | null,
  input: ProposalInput & { applicationId: string },
  now = Date.now(),
): Promise<{ id: string }> {
  const { firestore, storeTimeoutMs: timeoutMs } = services;
  const orgId = account?.orgId ?? '';
  const applicationRef = firestore.collection(COLLECTIONS.applications).doc(input.applicationId);
  const application = await withStoreDeadline(applicationRef.get(), timeoutMs);
  if (!account) throw new HttpError(401, 'Sign in first.');
  if (!application.exists || application.get('orgId') !== orgId) throw new HttpError(404, 'No such applicant in your organisation.');
  const staff = await requireStaff(services, account, orgId, (application.get('interviewerUids') as string[] | undefined) ?? []);
  const candidateUid = (application.get('candidateUid') as string | null | undefined) ?? null;
  if (!candidateUid) throw new HttpError(409, 'Only a candidate with a HireGen account can choose a time: arrange this interview with them directly.');
  if (['withdrawn', 'rejected', 'hired'].includes(application.get('stage') as string)) throw new HttpError(409, 'This application is closed.');
  const slots = slotsFrom(input, now);
  const [sender, email, org] = await Promise.all([
    senderName(firestore, staff, timeoutMs),
    candidateEmail(services.auth, candidateUid, application.get('email')),
    withStoreDeadline(firestore.collection(COLLECTIONS.organizations).doc(orgId).get(), timeoutMs),
  ]);
  const orgName = String(org.get('name') ?? '');
  const ref = schedules(firestore).doc();
  await withStoreDeadline(
    firestore.runTransaction(async (tx) => {
      // One open schedule per application: a new proposal for it is a reschedule.
      const open = await tx.get(schedules(firestore).where('applicationId', '==', input.applicationId).where('status', 'in', ['proposed', 'booked']).limit(1));
      if (!open.empty) throw new HttpError(409, 'This applicant already has an interview being scheduled: reschedule or cancel it.');
      const jobTitle = String(application.get('jobTitle') ?? '');
      const schedule: Schedule = {
        orgId,
        orgName,
        applicationId: input.applicationId,
        jobTitle,
        candidateUid,
        candidateName: String(application.get('name') ?? ''),
        interviewerUids: (application.get('interviewerUids') as string[] | undefined) ?? [],
        proposedBy: staff.uid,
        proposerName: sender,
        proposerEmail: staff.email,
        candidateEmail: email,
        timeZone: input.timeZone,
        slots,
        status: 'proposed',
        bookedSlotId: null,
        sequence: 0,
        cancelReason: null,
        cancelledBy: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      };
      tx.create(ref, schedule);
      queueMessage(firestore, tx, {
        candidateUid,
        email,
        orgId,
        orgName,
        applicationId: input.applicationId,
        jobTitle,
        kind: 'schedule-proposed',
        senderName: sender,
        scheduleId: ref.id,
        subject: `Choose a time for your ${jobTitle} interview`,
        body: `${orgName} proposes these times for your interview for ${jobTitle}:\n\n${slotLines(slots, input.timeZone)}\n\nChoose one under Interviews in your HireGen dashboard.\n\n${sender}`,
      });
    }),
    timeoutMs,
  );
  return { id: ref.id };
}

/** Who and what a message about a stored schedule concerns: its candidate, organisation and job. */
function messageAbout(schedule: Schedule) {
  return {
    candidateUid: schedule.candidateUid,
    email: schedule.candidateEmail ?? null,
    orgId: schedule.orgId,
    orgName: schedule.orgName,
    applicationId: schedule.applicationId,
    jobTitle: schedule.jobTitle,
  };
}

export async function bookSlot(services: Services, account: SignedInAccount | null, scheduleId: string, slotId: string): Promise<{ bookedSlotId: string }> {
  const { firestore, storeTimeoutMs: timeoutMs } = services;
  if (!account) throw new HttpError(401, 'Sign in first.');
  if (account.role !== 'Candidate') throw new HttpError(403, 'Only the candidate chooses the time.');
  const ref = schedules(firestore).doc(scheduleId);
  return withStoreDeadline(
    firestore.runTransaction(async (tx) => {
      const doc = await tx.get(ref);
      const schedule = doc.data() as Schedule | undefined;
      if (!schedule || schedule.candidateUid !== account.uid) throw new HttpError(404, 'No such interview schedule.');
      if (schedule.status === 'booked') throw new HttpError(409, 'A time is already booked for this interview.');
      if (schedule.status === 'cancelled') throw new HttpError(409, 'This interview was cancelled.');
      const slot = schedule.slots.find((entry) => entry.id === slotId);
      if (!slot) throw new HttpError(400, 'That time is not one of those proposed.');
      if (Date.parse(slot.startUtc) <= Date.now()) throw new HttpError(409, 'That time has passed: ask for new times.');
      tx.update(ref, { status: 'booked', bookedSlotId: slotId, updatedAt: FieldValue.serverTimestamp() });
      queueMessage(firestore, tx, {
        ...messageAbout(schedule),
        kind: 'schedule-booked',
        senderName: schedule.proposerName,
        scheduleId,
        subject: `Interview booked: ${schedule.jobTitle}`,
        body: `Your interview for ${schedule.jobTitle} at ${schedule.orgName} is booked:\n\n${slotLines([slot], schedule.timeZone)}\n\nDownload the calendar file under Interviews in your HireGen dashboard.`,
      });
      return { bookedSlotId: slotId };
    }),
    timeoutMs,
  );
}

export async function rescheduleSlots(
  services: Services,
  account: SignedInAccount | null,
  scheduleId: string,
  input: ProposalInput,
  now = Date.now(),
): Promise<{ sequence: number }> {
  const { firestore, storeTimeoutMs: timeoutMs } = services;
  const current = await readSchedule(services, scheduleId);
  const side = await sideOf(services, account, current);
  if (side.side !== 'staff') throw new HttpError(403, 'Only HR or the panel propose new times; cancel with a reason to ask for others.');
  const slots = slotsFrom(input, now);
  const sender = await senderName(firestore, side.staff, timeoutMs);
  const ref = schedules(firestore).doc(scheduleId);
  return withStoreDeadline(
    firestore.runTransaction(async (tx) => {
      const schedule = (await tx.get(ref)).data() as Schedule;
      if (schedule.status === 'cancelled') throw new HttpError(409, 'This interview was cancelled: propose a new one.');
      const sequence = schedule.sequence + 1;
      // The booked time is released: the candidate chooses again among the new ones.
      tx.update(ref, {
        slots,
        timeZone: input.timeZone,
        status: 'proposed',
        bookedSlotId: null,
        sequence,
        proposedBy: side.staff.uid,
        proposerName: sender,
        proposerEmail: side.staff.email,
        updatedAt: FieldValue.serverTimestamp(),
      });
      queueMessage(firestore, tx, {
        ...messageAbout(schedule),
        kind: 'schedule-rescheduled',
        senderName: sender,
        scheduleId,
        subject: `New times for your ${schedule.jobTitle} interview`,
        body: `${schedule.orgName} needs to move your interview for ${schedule.jobTitle}.${schedule.bookedSlotId ? ' The time you chose is released.' : ''} Please choose one of these times:\n\n${slotLines(slots, input.timeZone)}\n\n${sender}`,
      });
      return { sequence };
    }),
    timeoutMs,
  );
}

export async function cancelSchedule(services: Services, account: SignedInAccount | null, scheduleId: string, reason: string): Promise<{ sequence: number }> {
  const { firestore, storeTimeoutMs: timeoutMs } = services;
  const why = reason.trim();
  if (!why) throw new HttpError(400, 'Give a reason for cancelling.');
  if (why.length > MESSAGE_LIMITS.reasonMax) throw new HttpError(400, `The reason is too long (at most ${MESSAGE_LIMITS.reasonMax} characters).`);
  const current = await readSchedule(services, scheduleId);
  const side = await sideOf(services, account, current);
  const sender = side.side === 'staff' ? await senderName(firestore, side.staff, timeoutMs) : current.candidateName;
  const ref = schedules(firestore).doc(scheduleId);
  return withStoreDeadline(
    firestore.runTransaction(async (tx) => {
      const schedule = (await tx.get(ref)).data() as Schedule;
      if (schedule.status === 'cancelled') throw new HttpError(409, 'This interview is already cancelled.');
      const sequence = schedule.sequence + 1;
      tx.update(ref, { status: 'cancelled', sequence, cancelReason: why, cancelledBy: side.side, updatedAt: FieldValue.serverTimestamp() });
      const by = side.side === 'candidate' ? 'You cancelled' : `${schedule.orgName} cancelled`;
      queueMessage(firestore, tx, {
        ...messageAbout(schedule),
        kind: 'schedule-cancelled',
        senderName: sender,
        scheduleId,
        subject: `Interview cancelled: ${schedule.jobTitle}`,
        body: `${by} the interview for ${schedule.jobTitle}.\n\nReason: ${why}`,
      });
      return { sequence };
    }),
    timeoutMs,
  );
}

/** The booked interview as an .ics file for either side; a cancelled one as its cancellation. */
export async function scheduleIcs(
  services: Services,
  account: SignedInAccount | null,
  scheduleId: string,
  now = Date.now(),
): Promise<{ fileName: string; body: string }> {
  const schedule = await readSchedule(services, scheduleId);
  await sideOf(services, account, schedule);
  const slot = schedule.slots.find((entry) => entry.id === schedule.bookedSlotId);
  if (!slot) throw new HttpError(409, 'No time is booked for this interview yet.');
  const body = buildIcs({
    uid: `${scheduleId}@hiregen`,
    sequence: schedule.sequence,
    method: schedule.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    startMs: Date.parse(slot.startUtc),
    endMs: Date.parse(slot.endUtc),
    stampMs: now,
    summary: `Interview: ${schedule.jobTitle}, ${schedule.orgName}`,
    description: `Interview with ${schedule.orgName} for ${schedule.jobTitle}.${schedule.cancelReason ? `\nCancelled: ${schedule.cancelReason}` : ''}`,
    location: slot.location,
    organizer: { name: schedule.proposerName || schedule.orgName, email: schedule.proposerEmail ?? null },
    attendees: schedule.candidateEmail ? [{ name: schedule.candidateName, email: schedule.candidateEmail }] : [],
  });
  return { fileName: `interview-${scheduleId}.ics`, body };
}
