// Messages to candidates (issue 27, feature 11) over HTTP against the emulators: HR's templates
// (defaults, save, unknown placeholders refused, reset) and moving an applicant with a message —
// stage, inbox message and Trigger Email `mail` document in one go, HR of the same organisation only.
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
const otherOrg = `${orgId}-other`;
let hr: TestAccount, interviewer: TestAccount, candidate: TestAccount, otherHr: TestAccount;

async function member(label: string, claims: Record<string, unknown>): Promise<TestAccount> {
  const account = await signUp(label, label);
  await getAuth(admin).setCustomUserClaims(account.uid, claims);
  await getAuth(admin).updateUser(account.uid, { emailVerified: true });
  return { ...account, idToken: await freshToken(account) };
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'messages-test');
  db = getFirestore(admin);
  hr = await member('msg-hr', { role: 'HR', orgId });
  interviewer = await member('msg-iv', { role: 'Interviewer', orgId });
  otherHr = await member('msg-hrx', { role: 'HR', orgId: otherOrg });
  candidate = await member('msg-cand', { role: 'Candidate' });
  const batch = db.batch();
  for (const [account, org, role, name] of [
    [hr, orgId, 'HR', 'Priya Rao'],
    [interviewer, orgId, 'Interviewer', 'Iv'],
    [otherHr, otherOrg, 'HR', 'Other'],
  ] as const) {
    batch.set(db.doc(`users/${account.uid}`), { name, role, orgId: org, disabled: false });
    batch.set(db.doc(`organizations/${org}/members/${account.uid}`), { role, name, email: account.email, joinedAt: new Date() });
  }
  batch.set(db.doc(`organizations/${orgId}`), { name: 'Acme <Health>', createdBy: hr.uid, createdAt: new Date() });
  batch.set(db.doc(`organizations/${otherOrg}`), { name: 'Other', createdBy: otherHr.uid, createdAt: new Date() });
  batch.set(db.doc(`applications/${orgId}-a1`), {
    orgId,
    jobId: 'job1',
    jobTitle: 'Registered Nurse',
    candidateUid: candidate.uid,
    name: 'Ada Lovelace',
    email: 'resume@example.com',
    stage: 'screening',
    stageHistory: [],
    interviewerUids: [],
  });
  batch.set(db.doc(`applications/${orgId}-up`), {
    orgId,
    jobId: 'job1',
    jobTitle: 'Registered Nurse',
    candidateUid: null,
    talentId: 't1',
    name: 'Up Loaded',
    email: null,
    stage: 'applied',
    stageHistory: [],
    interviewerUids: [],
  });
  await batch.commit();
});

afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const templatesUrl = (org = orgId) => `/api/orgs/${org}/message-templates`;

describe('message templates', () => {
  it('gives a new organisation the three defaults', async () => {
    const response = await app.inject({ method: 'GET', url: templatesUrl(), headers: bearer(hr.idToken) });
    expect(response.statusCode).toBe(200);
    const { templates, organizationName, senderName } = response.json<{
      templates: { kind: string; subject: string; customised: boolean }[];
      organizationName: string;
      senderName: string;
    }>();
    expect([organizationName, senderName]).toEqual(['Acme <Health>', 'Priya Rao']);
    expect(templates.map((t) => [t.kind, t.customised])).toEqual([
      ['interview', false],
      ['rejection', false],
      ['offer', false],
    ]);
    expect(templates[0]!.subject).toContain('{{jobTitle}}');
  });

  it('saves an edited template and refuses unknown placeholders with a sentence naming them', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: `${templatesUrl()}/rejection`,
      headers: bearer(hr.idToken),
      payload: { subject: 'About {{jobTitle}}', body: 'Dear {{candidateName}}, sorry. {{senderName}}' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await db.doc(`organizations/${orgId}/messageTemplates/rejection`).get()).get('subject')).toBe('About {{jobTitle}}');
    const refused = await app.inject({
      method: 'PUT',
      url: `${templatesUrl()}/offer`,
      headers: bearer(hr.idToken),
      payload: { subject: 'Offer', body: 'Salary {{salary}} for {{candidate}}' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^Unknown placeholders \{\{salary\}\}, \{\{candidate\}\}/);
    expect((await db.doc(`organizations/${orgId}/messageTemplates/offer`).get()).exists).toBe(false);
    const list = (await app.inject({ method: 'GET', url: templatesUrl(), headers: bearer(hr.idToken) })).json<{
      templates: { kind: string; customised: boolean }[];
    }>();
    expect(list.templates.find((t) => t.kind === 'rejection')?.customised).toBe(true);
    const reset = await app.inject({ method: 'DELETE', url: `${templatesUrl()}/rejection`, headers: bearer(hr.idToken) });
    expect(reset.json<{ customised: boolean }>().customised).toBe(false);
  });

  it('refuses interviewers, other organisations, unknown kinds and extra fields', async () => {
    expect((await app.inject({ method: 'GET', url: templatesUrl(), headers: bearer(interviewer.idToken) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: templatesUrl(), headers: bearer(otherHr.idToken) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: templatesUrl(), headers: bearer(candidate.idToken) })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url: `${templatesUrl()}/welcome`, headers: bearer(hr.idToken), payload: { subject: 's', body: 'b' } })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url: `${templatesUrl()}/offer`, headers: bearer(hr.idToken), payload: { subject: 's', body: 'b', extra: 1 } }))
        .statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: templatesUrl() })).statusCode).toBe(401);
  });
});

describe('POST /api/applications/:id/stage', () => {
  const move = (token: string, id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/applications/${id}/stage`, headers: bearer(token), payload });

  it('moves the applicant and writes the inbox message and the mail document, filled and escaped', async () => {
    const response = await move(hr.idToken, `${orgId}-a1`, {
      stage: 'interview',
      message: {
        kind: 'interview',
        subject: 'Interview for {{jobTitle}}',
        body: 'Dear {{candidateName}},\n\nSee you <soon> at {{organizationName}}.\n{{senderName}}',
      },
    });
    expect(response.statusCode).toBe(200);
    const { messageId, mailed } = response.json<{ messageId: string; mailed: boolean }>();
    expect(mailed).toBe(true);
    const application = (await db.doc(`applications/${orgId}-a1`).get()).data()!;
    expect(application.stage).toBe('interview');
    expect(application.stageHistory).toEqual([expect.objectContaining({ stage: 'interview', by: hr.uid })]);
    const message = (await db.doc(`candidates/${candidate.uid}/messages/${messageId}`).get()).data()!;
    expect(message).toMatchObject({
      orgId,
      orgName: 'Acme <Health>',
      applicationId: `${orgId}-a1`,
      jobTitle: 'Registered Nurse',
      kind: 'interview',
      read: false,
      senderName: 'Priya Rao',
      subject: 'Interview for Registered Nurse',
      body: 'Dear Ada Lovelace,\n\nSee you <soon> at Acme <Health>.\nPriya Rao',
    });
    const mail = await db.collection('mail').where('to', '==', candidate.email).get();
    expect(mail.size).toBe(1);
    // The account's email, not the resume's; text as written, html escaped.
    expect(mail.docs[0]!.data()).toEqual({
      to: candidate.email,
      message: {
        subject: 'Interview for Registered Nurse',
        text: message.body,
        html: '<p>Dear Ada Lovelace,</p>\n<p>See you &lt;soon&gt; at Acme &lt;Health&gt;.<br>Priya Rao</p>',
      },
    });
  });

  it('moves without a message when none is sent', async () => {
    const before = (await db.collection(`candidates/${candidate.uid}/messages`).get()).size;
    const response = await move(hr.idToken, `${orgId}-a1`, { stage: 'offer' });
    expect(response.json()).toEqual({ stage: 'offer', messageId: null, mailed: false });
    expect((await db.doc(`applications/${orgId}-a1`).get()).get('stage')).toBe('offer');
    expect((await db.collection(`candidates/${candidate.uid}/messages`).get()).size).toBe(before);
  });

  it('refuses unknown placeholders, other organisations, interviewers and bad stages, changing nothing', async () => {
    const bad = await move(hr.idToken, `${orgId}-a1`, { stage: 'rejected', message: { kind: 'rejection', subject: 'x', body: '{{salary}}' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('{{salary}}');
    expect((await move(otherHr.idToken, `${orgId}-a1`, { stage: 'rejected' })).statusCode).toBe(404);
    expect((await move(interviewer.idToken, `${orgId}-a1`, { stage: 'rejected' })).statusCode).toBe(403);
    expect((await move(candidate.idToken, `${orgId}-a1`, { stage: 'rejected' })).statusCode).toBe(403);
    expect((await move(hr.idToken, `${orgId}-a1`, { stage: 'withdrawn' })).statusCode).toBe(400);
    const long = await move(hr.idToken, `${orgId}-a1`, { stage: 'rejected', message: { kind: 'rejection', subject: 'x', body: 'y'.repeat(6_000) } });
    expect([long.statusCode, long.json<{ message: string }>().message]).toEqual([400, 'The message is too long (at most 5000 characters).']);
    expect((await db.doc(`applications/${orgId}-a1`).get()).get('stage')).toBe('offer');
  });

  it('refuses a message to an uploaded applicant with no account and no email', async () => {
    const response = await move(hr.idToken, `${orgId}-up`, { stage: 'rejected', message: { kind: 'rejection', subject: 'x', body: 'y' } });
    expect(response.statusCode).toBe(409);
    expect((await db.doc(`applications/${orgId}-up`).get()).get('stage')).toBe('applied');
  });
});
