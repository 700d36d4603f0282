// Interview scheduling (issue 27, feature 12) over HTTP against the emulators: propose (HR or the
// panel), book once (a second pick fails), .ics for both sides, reschedule (released, SEQUENCE+1)
// and cancel (either side, with a reason), each leaving an inbox message for the candidate.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { bearer, freshToken, signUp, PROJECT_ID, type TestAccount } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';

let app: FastifyInstance;
let admin: App;
let db: Firestore;
const orgId = `org-${randomUUID().slice(0, 8)}`;
let hr: TestAccount, panelist: TestAccount, outsider: TestAccount, candidate: TestAccount, otherCandidate: TestAccount, otherHr: TestAccount;

async function member(label: string, claims: Record<string, unknown>): Promise<TestAccount> {
  const account = await signUp(label, label);
  await getAuth(admin).setCustomUserClaims(account.uid, claims);
  await getAuth(admin).updateUser(account.uid, { emailVerified: true });
  return { ...account, idToken: await freshToken(account) };
}

/** A wall-clock time `days` ahead, in winter or summer as the date falls. */
const local = (days: number, hour = 9) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};
const slot = (days: number, hour = 9) => ({ start: local(days, hour), durationMinutes: 45, location: 'https://meet.example/acme' });

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'schedules-test');
  db = getFirestore(admin);
  hr = await member('sch-hr', { role: 'HR', orgId });
  panelist = await member('sch-iv', { role: 'Interviewer', orgId });
  outsider = await member('sch-iv2', { role: 'Interviewer', orgId });
  otherHr = await member('sch-hrx', { role: 'HR', orgId: `${orgId}-x` });
  candidate = await member('sch-cand', { role: 'Candidate' });
  otherCandidate = await member('sch-cand2', { role: 'Candidate' });
  const batch = db.batch();
  for (const [account, org, role] of [
    [hr, orgId, 'HR'],
    [panelist, orgId, 'Interviewer'],
    [outsider, orgId, 'Interviewer'],
    [otherHr, `${orgId}-x`, 'HR'],
  ] as const) {
    batch.set(db.doc(`users/${account.uid}`), { name: account.email, role, orgId: org, disabled: false });
    batch.set(db.doc(`organizations/${org}/members/${account.uid}`), {
      role,
      name: role === 'HR' ? 'Priya Rao' : 'Iv',
      email: account.email,
      joinedAt: new Date(),
    });
  }
  batch.set(db.doc(`organizations/${orgId}`), { name: 'Acme Health', createdBy: hr.uid, createdAt: new Date() });
  batch.set(db.doc(`organizations/${orgId}-x`), { name: 'Other', createdBy: otherHr.uid, createdAt: new Date() });
  batch.set(db.doc(`applications/${orgId}-a1`), {
    orgId,
    jobId: 'job1',
    jobTitle: 'Registered Nurse',
    candidateUid: candidate.uid,
    name: 'Ada Lovelace',
    email: null,
    stage: 'interview',
    stageHistory: [],
    interviewerUids: [panelist.uid],
  });
  batch.set(db.doc(`applications/${orgId}-up`), {
    orgId,
    jobId: 'job1',
    jobTitle: 'Registered Nurse',
    candidateUid: null,
    name: 'Up Loaded',
    email: null,
    stage: 'interview',
    stageHistory: [],
    interviewerUids: [],
  });
  await batch.commit();
});

afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const post = (token: string, url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: bearer(token), payload });
const inbox = async () => (await db.collection(`candidates/${candidate.uid}/messages`).get()).docs.map((doc) => doc.data());
const ics = (token: string, id: string) => app.inject({ method: 'GET', url: `/api/schedules/${id}/ics`, headers: bearer(token) });
const prop = (text: string, name: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((line) => line.split(/[;:]/)[0] === name)
    ?.replace(/^[^:]*:/, '');

describe('interview scheduling', () => {
  let scheduleId = '';

  it('refuses bad proposals clearly', async () => {
    const url = '/api/schedules';
    const base = { applicationId: `${orgId}-a1`, timeZone: 'Europe/Berlin' };
    expect((await post(hr.idToken, url, { ...base, slots: [] })).statusCode).toBe(400);
    expect((await post(hr.idToken, url, { ...base, slots: Array.from({ length: 11 }, (_, i) => slot(i + 2)) })).statusCode).toBe(400);
    const past = await post(hr.idToken, url, { ...base, slots: [slot(-1)] });
    expect([past.statusCode, past.json<{ message: string }>().message]).toEqual([400, 'Time 1 is in the past: propose future times.']);
    const overlap = await post(hr.idToken, url, { ...base, slots: [slot(3, 9), { ...slot(3, 9), start: local(3, 9).replace(':00', ':30') }] });
    expect(overlap.json<{ message: string }>().message).toMatch(/overlap/);
    expect((await post(hr.idToken, url, { ...base, timeZone: 'Nowhere/Else', slots: [slot(3)] })).statusCode).toBe(400);
    expect((await post(outsider.idToken, url, { ...base, slots: [slot(3)] })).statusCode).toBe(403);
    expect((await post(otherHr.idToken, url, { ...base, slots: [slot(3)] })).statusCode).toBe(404);
    expect((await post(candidate.idToken, url, { ...base, slots: [slot(3)] })).statusCode).toBe(404);
    expect((await post(hr.idToken, url, { ...base, applicationId: `${orgId}-up`, slots: [slot(3)] })).statusCode).toBe(409);
  });

  it('lets a panelist propose, stores UTC instants and the zone, and tells the candidate', async () => {
    const response = await post(panelist.idToken, '/api/schedules', { applicationId: `${orgId}-a1`, timeZone: 'Europe/Berlin', slots: [slot(4), slot(3)] });
    expect(response.statusCode).toBe(201);
    scheduleId = response.json<{ id: string }>().id;
    const stored = (await db.doc(`interviewSchedules/${scheduleId}`).get()).data()!;
    expect(stored).toMatchObject({
      orgId,
      candidateUid: candidate.uid,
      status: 'proposed',
      sequence: 0,
      timeZone: 'Europe/Berlin',
      interviewerUids: [panelist.uid],
    });
    expect(stored.slots).toHaveLength(2);
    // Sorted, and 09:00 in Berlin is 08:00Z or 07:00Z by the season.
    expect(Date.parse(stored.slots[0].startUtc)).toBeLessThan(Date.parse(stored.slots[1].startUtc));
    expect(stored.slots[0].startUtc).toMatch(/T0[78]:00:00\.000Z$/);
    expect((await inbox()).find((m) => m.scheduleId === scheduleId)).toMatchObject({ kind: 'schedule-proposed', read: false });
    expect((await post(hr.idToken, '/api/schedules', { applicationId: `${orgId}-a1`, timeZone: 'Europe/Berlin', slots: [slot(5)] })).statusCode).toBe(409);
  });

  it('books a slot once: a second pick fails clearly; nobody else books', async () => {
    const { slots } = (await db.doc(`interviewSchedules/${scheduleId}`).get()).data()! as { slots: { id: string }[] };
    expect((await ics(candidate.idToken, scheduleId)).statusCode).toBe(409);
    expect((await post(otherCandidate.idToken, `/api/schedules/${scheduleId}/book`, { slotId: slots[0]!.id })).statusCode).toBe(404);
    expect((await post(hr.idToken, `/api/schedules/${scheduleId}/book`, { slotId: slots[0]!.id })).statusCode).toBe(403);
    expect((await post(candidate.idToken, `/api/schedules/${scheduleId}/book`, { slotId: 'nope' })).statusCode).toBe(400);
    const [first, second] = await Promise.all([
      post(candidate.idToken, `/api/schedules/${scheduleId}/book`, { slotId: slots[0]!.id }),
      post(candidate.idToken, `/api/schedules/${scheduleId}/book`, { slotId: slots[1]!.id }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json<{ message: string }>().message).toBe('A time is already booked for this interview.');
    expect((await db.doc(`interviewSchedules/${scheduleId}`).get()).get('status')).toBe('booked');
  });

  it('gives both sides the same .ics for the booked time', async () => {
    const schedule = (await db.doc(`interviewSchedules/${scheduleId}`).get()).data()! as { bookedSlotId: string; slots: { id: string; startUtc: string }[] };
    const booked = schedule.slots.find((s) => s.id === schedule.bookedSlotId)!;
    const forCandidate = await ics(candidate.idToken, scheduleId);
    expect(forCandidate.statusCode).toBe(200);
    expect(forCandidate.headers['content-type']).toMatch(/^text\/calendar/);
    expect(forCandidate.headers['content-disposition']).toContain('.ics');
    const text = forCandidate.body;
    expect(prop(text, 'DTSTART')).toBe(booked.startUtc.replace(/[-:]/g, '').replace('.000', ''));
    expect([prop(text, 'METHOD'), prop(text, 'SEQUENCE'), prop(text, 'UID')]).toEqual(['REQUEST', '0', `${scheduleId}@hiregen`]);
    expect(prop(text, 'ATTENDEE')).toBe(`mailto:${candidate.email}`);
    for (const token of [hr.idToken, panelist.idToken]) expect(prop((await ics(token, scheduleId)).body, 'DTSTART')).toBe(prop(text, 'DTSTART'));
    for (const token of [otherCandidate.idToken, otherHr.idToken]) expect((await ics(token, scheduleId)).statusCode).toBe(404);
    expect((await ics(outsider.idToken, scheduleId)).statusCode).toBe(403);
  });

  it('reschedules: the booked time is released, SEQUENCE goes up, the candidate is told', async () => {
    expect((await post(candidate.idToken, `/api/schedules/${scheduleId}/reschedule`, { timeZone: 'UTC', slots: [slot(6)] })).statusCode).toBe(403);
    const response = await post(hr.idToken, `/api/schedules/${scheduleId}/reschedule`, { timeZone: 'America/New_York', slots: [slot(6), slot(7)] });
    expect(response.json()).toEqual({ sequence: 1 });
    const stored = (await db.doc(`interviewSchedules/${scheduleId}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'proposed', bookedSlotId: null, sequence: 1, timeZone: 'America/New_York' });
    expect(stored.slots[0].startUtc).toMatch(/T1[34]:00:00\.000Z$/);
    expect((await inbox()).some((m) => m.kind === 'schedule-rescheduled')).toBe(true);
    const { slots } = stored as { slots: { id: string }[] };
    expect((await post(candidate.idToken, `/api/schedules/${scheduleId}/book`, { slotId: slots[1]!.id })).statusCode).toBe(200);
    expect(prop((await ics(candidate.idToken, scheduleId)).body, 'SEQUENCE')).toBe('1');
  });

  it('cancels with a reason (either side): METHOD:CANCEL, STATUS:CANCELLED, same UID, inbox message', async () => {
    expect((await post(hr.idToken, `/api/schedules/${scheduleId}/cancel`, { reason: '  ' })).statusCode).toBe(400);
    const response = await post(hr.idToken, `/api/schedules/${scheduleId}/cancel`, { reason: 'The role was filled internally.' });
    expect(response.json()).toEqual({ sequence: 2 });
    const text = (await ics(candidate.idToken, scheduleId)).body;
    expect([prop(text, 'METHOD'), prop(text, 'STATUS'), prop(text, 'SEQUENCE'), prop(text, 'UID')]).toEqual([
      'CANCEL',
      'CANCELLED',
      '2',
      `${scheduleId}@hiregen`,
    ]);
    const cancelled = (await inbox()).find((m) => m.kind === 'schedule-cancelled');
    expect(cancelled?.body).toContain('The role was filled internally.');
    expect((await post(candidate.idToken, `/api/schedules/${scheduleId}/cancel`, { reason: 'again' })).statusCode).toBe(409);
    expect((await post(candidate.idToken, `/api/schedules/${scheduleId}/book`, { slotId: 'x' })).statusCode).toBe(409);
  });

  it('lets the candidate cancel their own', async () => {
    const created = await post(hr.idToken, '/api/schedules', { applicationId: `${orgId}-a1`, timeZone: 'Asia/Kolkata', slots: [slot(8)] });
    const id = created.json<{ id: string }>().id;
    const response = await post(candidate.idToken, `/api/schedules/${id}/cancel`, { reason: 'I accepted another offer.' });
    expect(response.statusCode).toBe(200);
    expect((await db.doc(`interviewSchedules/${id}`).get()).data()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'candidate',
      cancelReason: 'I accepted another offer.',
    });
  });
});
