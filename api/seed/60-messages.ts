// Demo data for messages to candidates and interview scheduling (issue 27): Acme Health's three
// message templates, one unread message in the demo candidate's inbox, and one interview whose
// proposed times the demo candidate can choose from (Interviews page), as the api writes them.
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, DEFAULT_MESSAGE_TEMPLATES, MESSAGE_TEMPLATE_KINDS, fillTemplate, type StoredSlot } from 'shared-schemas';
import type { SeedContext } from './seed-context';

const DAY = 86_400_000;
/** The next day `days` ahead at hh:00 UTC (10:00 or 11:00 in Berlin, by the season). */
const utcAt = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.getTime();
};

export async function seed(context: SeedContext): Promise<void> {
  const { firestore } = context;
  const orgId = context.shared.orgId as string | undefined;
  const uids = context.shared.uids as { hr: string; interviewer: string; candidate: string } | undefined;
  if (!orgId || !uids) throw new Error('60-messages needs the organisations module (10-organisations) to run first.');
  const orgName = String((await firestore.collection(COLLECTIONS.organizations).doc(orgId).get()).get('name') ?? '');
  const hrMember = await firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.members).doc(uids.hr).get();
  const senderName = String(hrMember.get('name') ?? 'The hiring team');
  const batch = firestore.batch();

  for (const kind of MESSAGE_TEMPLATE_KINDS) {
    batch.set(firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.messageTemplates).doc(kind), {
      ...DEFAULT_MESSAGE_TEMPLATES[kind],
      updatedBy: uids.hr,
      updatedAt: Timestamp.fromMillis(Date.now() - 30 * DAY),
    });
  }

  // The demo candidate's Acme application at Interview gets the invitation and the times to
  // choose from (their other, just applied, is left for HR to move and message).
  const own = await firestore.collection(COLLECTIONS.applications).where('candidateUid', '==', uids.candidate).where('orgId', '==', orgId).get();
  const atInterview =
    own.docs.find((doc) => doc.get('stage') === 'interview') ?? own.docs.find((doc) => !['withdrawn', 'rejected', 'hired'].includes(String(doc.get('stage'))));
  const [messaged, scheduled] = [atInterview, atInterview];
  const candidateName = String(messaged?.get('name') ?? '');
  const candidate = await context.auth.getUser(uids.candidate);
  if (messaged) {
    const values = { candidateName, jobTitle: String(messaged.get('jobTitle') ?? ''), organizationName: orgName, senderName };
    batch.set(firestore.collection(COLLECTIONS.candidates).doc(uids.candidate).collection(COLLECTIONS.inbox).doc('demo-interview-invite'), {
      orgId,
      orgName,
      applicationId: messaged.id,
      jobTitle: values.jobTitle,
      kind: 'interview',
      senderName,
      scheduleId: null,
      read: false,
      subject: fillTemplate(DEFAULT_MESSAGE_TEMPLATES.interview.subject, values),
      body: fillTemplate(DEFAULT_MESSAGE_TEMPLATES.interview.body, values),
      createdAt: Timestamp.fromMillis(Date.now() - 2 * 3_600_000),
    });
  }
  if (scheduled) {
    const slots: StoredSlot[] = [
      [3, 8],
      [4, 13],
      [6, 9],
    ].map(([days, hour], index) => {
      const start = utcAt(days!, hour!);
      return {
        id: `demo-slot-${index + 1}`,
        startUtc: new Date(start).toISOString(),
        endUtc: new Date(start + 45 * 60_000).toISOString(),
        durationMinutes: 45,
        location: 'https://meet.example/acme-health-interview',
      };
    });
    batch.set(firestore.collection(COLLECTIONS.interviewSchedules).doc('demo-schedule'), {
      orgId,
      orgName,
      applicationId: scheduled.id,
      jobTitle: String(scheduled.get('jobTitle') ?? ''),
      candidateUid: uids.candidate,
      candidateName: String(scheduled.get('name') ?? ''),
      interviewerUids: (scheduled.get('interviewerUids') as string[] | undefined) ?? [],
      proposedBy: uids.hr,
      proposerName: senderName,
      proposerEmail: 'hr@acme.example',
      candidateEmail: candidate.email ?? null,
      timeZone: 'Europe/Berlin',
      slots,
      status: 'proposed',
      bookedSlotId: null,
      sequence: 0,
      cancelReason: null,
      cancelledBy: null,
      createdAt: Timestamp.fromMillis(Date.now() - 3_600_000),
      updatedAt: Timestamp.fromMillis(Date.now() - 3_600_000),
    });
  }
  await batch.commit();
  context.log(
    `Messages: ${MESSAGE_TEMPLATE_KINDS.length} templates for ${orgName}, ${messaged ? 1 : 0} unread message and ${scheduled ? 1 : 0} interview to schedule for the demo candidate.`,
  );
}
