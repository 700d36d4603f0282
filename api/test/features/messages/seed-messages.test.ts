// The demo data for messages and scheduling (api/seed/60-messages.ts): what it stores is what the
// api and the screens read — the organisation's templates, an unread message in the demo
// candidate's inbox, and an interview whose times the candidate can book through the api.
import type { FastifyInstance } from 'fastify';
import { seed } from '../../../seed/60-messages';
import type { SeedContext } from '../../../seed/seed-context';
import { bearer } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { accountWith, observer, organization, type Observer } from '../admin/admin-fixtures';

let app: FastifyInstance;
let watch: Observer;
beforeAll(async () => {
  app = await buildTestApp();
  watch = observer();
});
afterAll(async () => {
  await app.close();
  await watch.close();
});

test('seeds the templates, one unread message and one interview the candidate can book', async () => {
  const orgId = await organization(watch, 'Seeded Health');
  const hr = await accountWith(watch, 'seed-msg-hr', { role: 'HR', orgId });
  const candidate = await accountWith(watch, 'seed-msg-cand', { role: 'Candidate' });
  const db = watch.firestore;
  await db.doc(`users/${hr.uid}`).set({ name: 'Hana', role: 'HR', orgId, disabled: false });
  await db.doc(`organizations/${orgId}/members/${hr.uid}`).set({ role: 'HR', name: 'Hana HR', email: hr.email, joinedAt: new Date() });
  await db
    .doc(`applications/seed-msg-${orgId}`)
    .set({ orgId, jobId: 'j1', jobTitle: 'Staff Nurse', candidateUid: candidate.uid, name: 'Asha', stage: 'interview', stageHistory: [], interviewerUids: [] });
  const lines: string[] = [];
  const context: SeedContext = {
    auth: watch.auth,
    firestore: db,
    shared: { orgId, uids: { hr: hr.uid, interviewer: hr.uid, candidate: candidate.uid } },
    log: (line) => lines.push(line),
    blobs: {
      put: () => Promise.reject(new Error('not used')),
      get: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
      deletePrefix: () => Promise.resolve(0),
    },
    account: () => Promise.reject(new Error('not used')),
  };
  await seed(context);
  expect(lines).toEqual(['Messages: 3 templates for Seeded Health, 1 unread message and 1 interview to schedule for the demo candidate.']);

  const templates = (await app.inject({ method: 'GET', url: `/api/orgs/${orgId}/message-templates`, headers: bearer(hr.idToken) })).json<{
    templates: { customised: boolean }[];
  }>().templates;
  expect(templates.map((t) => t.customised)).toEqual([true, true, true]);
  const inbox = (await db.collection(`candidates/${candidate.uid}/messages`).get()).docs.map((doc) => doc.data());
  expect(inbox).toEqual([expect.objectContaining({ read: false, subject: 'Interview for Staff Nurse at Seeded Health', senderName: 'Hana HR' })]);
  expect(inbox[0]!.body).not.toContain('{{');

  const schedule = (await db.doc('interviewSchedules/demo-schedule').get()).data()!;
  expect(schedule).toMatchObject({ orgId, candidateUid: candidate.uid, status: 'proposed', timeZone: 'Europe/Berlin' });
  const booked = await app.inject({
    method: 'POST',
    url: '/api/schedules/demo-schedule/book',
    headers: bearer(candidate.idToken),
    payload: { slotId: 'demo-slot-2' },
  });
  expect(booked.json()).toEqual({ bookedSlotId: 'demo-slot-2' });
  expect((await app.inject({ method: 'GET', url: '/api/schedules/demo-schedule/ics', headers: bearer(hr.idToken) })).body).toContain('METHOD:REQUEST');
});
