// POST /api/interviews against the emulators: HR assigns an applicant to interviewers with a kit.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { bearer, freshToken, signUp, PROJECT_ID, type TestAccount } from '../../support/emulator-accounts';
import { migrateInterviewRubrics } from '../../../src/features/interviews/service/interviews';
import { buildTestApp } from '../../support/test-app';

let app: FastifyInstance;
let admin: App;
let db: Firestore;
const orgId = `org-${randomUUID().slice(0, 8)}`;
let hr: TestAccount, interviewer: TestAccount, otherInterviewer: TestAccount, candidate: TestAccount, otherHr: TestAccount;
let hrToken: string;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function member(label: string, claims: Record<string, unknown>, verified = true): Promise<TestAccount> {
  const account = await signUp(label, label);
  await getAuth(admin).setCustomUserClaims(account.uid, claims);
  await getAuth(admin).updateUser(account.uid, { emailVerified: verified });
  return { ...account, idToken: await freshToken(account) };
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'interviews-test');
  db = getFirestore(admin);
  hr = await member('hr', { role: 'HR', orgId });
  interviewer = await member('iv', { role: 'Interviewer', orgId });
  otherInterviewer = await member('ivx', { role: 'Interviewer', orgId: `${orgId}-other` });
  otherHr = await member('hrx', { role: 'HR', orgId: `${orgId}-other` });
  candidate = await member('cand', { role: 'Candidate' });
  hrToken = hr.idToken;
  const batch = db.batch();
  batch.set(db.doc(`organizations/${orgId}`), { name: 'Acme', createdBy: hr.uid, createdAt: new Date() });
  batch.set(db.doc(`organizations/${orgId}-other`), { name: 'Other', createdBy: otherHr.uid, createdAt: new Date() });
  batch.set(db.doc(`organizations/${orgId}/members/${hr.uid}`), { role: 'HR', name: 'HR', email: hr.email, joinedAt: new Date() });
  batch.set(db.doc(`organizations/${orgId}/members/${interviewer.uid}`), { role: 'Interviewer', name: 'Iv', email: interviewer.email, joinedAt: new Date() });
  batch.set(db.doc(`organizations/${orgId}/kits/kit1`), {
    jobId: 'job1',
    title: 'Nurse kit',
    questions: [{ id: 'q1', text: 'Tell me about a time you helped a colleague.', kind: 'behavioural', competency: 'teamwork', rubric: 'Shared goal' }],
    createdBy: hr.uid,
  });
  batch.set(db.doc(`organizations/${orgId}/kits/kitOther`), {
    jobId: 'job2',
    title: 'Other kit',
    questions: [{ id: 'q1', text: 'Q', kind: 'behavioural', competency: 'teamwork', rubric: '' }],
    createdBy: hr.uid,
  });
  batch.set(db.doc(`applications/${orgId}-app1`), {
    orgId,
    jobId: 'job1',
    jobTitle: 'Registered Nurse',
    candidateUid: candidate.uid,
    name: 'Cand Idate',
    stage: 'screening',
    interviewerUids: [],
  });
  batch.set(db.doc(`applications/${orgId}-upl`), {
    orgId,
    jobId: 'job1',
    jobTitle: 'Registered Nurse',
    candidateUid: null,
    talentId: 't1',
    name: 'Up Loaded',
    stage: 'applied',
    interviewerUids: [],
  });
  await batch.commit();
});

afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const assign = (token: string, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/interviews', headers: bearer(token), payload: body });
const base = () => ({ applicationId: `${orgId}-app1`, kitId: 'kit1', mode: 'ai-async', interviewerUids: [interviewer.uid], dueAt: inDays(7) });

describe('POST /api/interviews', () => {
  it('creates an AI-led interview from the kit for the application’s candidate and gives the panel the application', async () => {
    const response = await assign(hrToken, base());
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const created = (await db.doc(`interviews/${id}`).get()).data()!;
    expect(created).toMatchObject({
      orgId,
      orgName: 'Acme',
      applicationId: `${orgId}-app1`,
      jobId: 'job1',
      jobTitle: 'Registered Nurse',
      candidateUid: candidate.uid,
      candidateName: 'Cand Idate',
      interviewerUids: [interviewer.uid],
      mode: 'ai-async',
      status: 'scheduled',
      answers: {},
      competencies: ['teamwork'],
    });
    // The candidate reads this document: the question without its rubric, which only the panel reads.
    expect(created.questions).toEqual([{ id: 'q1', text: 'Tell me about a time you helped a colleague.', kind: 'behavioural', competency: 'teamwork' }]);
    expect(JSON.stringify(created)).not.toContain('Shared goal');
    expect((await db.doc(`interviews/${id}/staff/rubric`).get()).data()).toEqual({ rubric: { q1: 'Shared goal' } });
    expect(created.dueAt.toDate().getTime()).toBeGreaterThan(Date.now());
    expect((await db.doc(`applications/${orgId}-app1`).get()).get('interviewerUids')).toEqual([interviewer.uid]);
  });

  it('moves the rubric out of an interview scheduled before it had its own document (api start)', async () => {
    await db.doc(`interviews/${orgId}-legacy`).set({
      orgId,
      candidateUid: candidate.uid,
      interviewerUids: [interviewer.uid],
      questions: [{ id: 'q1', text: 'Q?', kind: 'behavioural', competency: 'teamwork', rubric: 'Shared goal' }],
      answers: {},
    });
    // A database from before the move: no api start has marked it done.
    await db.doc('migrations/interviewRubrics').delete();
    expect(await migrateInterviewRubrics(db, 10_000)).toBeGreaterThanOrEqual(1);
    const moved = (await db.doc(`interviews/${orgId}-legacy`).get()).data()!;
    expect(moved).toMatchObject({
      orgName: 'Acme',
      competencies: ['teamwork'],
      questions: [{ id: 'q1', text: 'Q?', kind: 'behavioural', competency: 'teamwork' }],
    });
    expect(JSON.stringify(moved)).not.toContain('Shared goal');
    expect((await db.doc(`interviews/${orgId}-legacy/staff/rubric`).get()).data()).toEqual({ rubric: { q1: 'Shared goal' } });
    // Run again (the next start): marked done, so no interview is scanned or moved.
    expect(await migrateInterviewRubrics(db, 10_000)).toBe(0);
    expect((await db.doc(`interviews/${orgId}-legacy/staff/rubric`).get()).data()).toEqual({ rubric: { q1: 'Shared goal' } });
  });

  it('creates a live interview for an uploaded resume, and refuses an AI-led one', async () => {
    const live = await assign(hrToken, { ...base(), applicationId: `${orgId}-upl`, mode: 'live', dueAt: undefined, scheduledAt: inDays(2) });
    expect(live.statusCode).toBe(201);
    const ai = await assign(hrToken, { ...base(), applicationId: `${orgId}-upl` });
    expect(ai.statusCode).toBe(409);
    expect(ai.json().message).toMatch(/HireGen account/);
  });

  it.each([
    [{ kitId: 'kitOther' }, 400, /another job/],
    [{ kitId: 'missing' }, 404, /No such interview kit/],
    [{ dueAt: inDays(-1) }, 400, /"dueAt" time must be in the future/],
    [{ dueAt: inDays(90) }, 400, /within 60 days/],
    [{ dueAt: 'sometime next week' }, 400, /"dueAt" field must be a date/],
    [{ mode: 'live', scheduledAt: undefined }, 400, /"scheduledAt" field must be a date/],
    [{ interviewerUids: [] }, 400, /interviewerUids/],
  ])('refuses a bad request (case %#)', async (change, status, message) => {
    const response = await assign(hrToken, { ...base(), ...change });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a panelist who is not an Interviewer member of the organisation', async () => {
    const response = await assign(hrToken, { ...base(), interviewerUids: [otherInterviewer.uid] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Interviewer member of your organisation/);
  });

  it('is HR-only, and another organisation’s HR cannot see the applicant', async () => {
    expect((await assign(interviewer.idToken, base())).statusCode).toBe(403);
    expect((await assign(candidate.idToken, base())).statusCode).toBe(403);
    const other = await assign(otherHr.idToken, base());
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'No such applicant in your organisation.' });
    expect((await app.inject({ method: 'POST', url: '/api/interviews', payload: base() })).statusCode).toBe(401);
  });
});
