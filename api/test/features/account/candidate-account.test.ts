// A candidate's export and account deletion against the real emulators: what the export holds,
// what deletion removes, withdraws and erases, what it leaves (other people's data, the audit
// entry without personal data), and who may call it.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { bearer, signUpAs, PROJECT_ID, type TestAccount } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';

let app: FastifyInstance;
let admin: App;
let db: Firestore;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'candidate-account-test');
  db = getFirestore(admin);
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const account = (role: string, name: string): Promise<TestAccount> => signUpAs(admin, role, name);

const RESUME = {
  basics: { name: 'Mira Patel', email: 'mira@example.com', phone: '+1 415 555 0100' },
  work: [{ name: 'Globex', position: 'Analyst', highlights: ['Cut reporting time by 40%'] }],
};

/** A candidate with two resumes (one with a version), a practice session, a directory entry and three applications. */
async function candidateWithData() {
  const candidate = await account('Candidate', 'Mira Patel');
  const other = await account('Candidate', 'Other Person');
  const home = db.collection('candidates').doc(candidate.uid);
  await home.set({
    headline: 'Analyst',
    location: 'Austin',
    skills: ['SQL'],
    directoryOptIn: true,
    primaryResumeId: 'r1',
    updatedAt: FieldValue.serverTimestamp(),
  });
  await home
    .collection('resumes')
    .doc('r1')
    .set({
      title: 'Analyst resume',
      resume: RESUME,
      template: 'classic',
      score: [{ overall: 71, at: '2026-11-01T10:00:00.000Z' }],
      updatedAt: FieldValue.serverTimestamp(),
    });
  await home.collection('resumes').doc('r1').collection('versions').doc('v1').set({ resume: RESUME, note: 'First', savedAt: FieldValue.serverTimestamp() });
  await home.collection('resumes').doc('r2').set({ title: 'Data resume', resume: RESUME, template: 'modern', updatedAt: FieldValue.serverTimestamp() });
  await home
    .collection('practice')
    .doc('p1')
    .set({ job: 'Analyst', questions: ['Why SQL?'], answers: ['Because'], startedAt: FieldValue.serverTimestamp() });
  await db
    .collection('talentDirectory')
    .doc(candidate.uid)
    .set({ name: 'Mira Patel', headline: 'Analyst', location: 'Austin', skills: ['SQL'], years: 4, resume: RESUME, updatedAt: FieldValue.serverTimestamp() });
  const application = (stage: string, candidateUid: string) => ({
    orgId: 'org-test',
    jobId: `job-${stage}`,
    jobTitle: 'Data Analyst',
    candidateUid,
    name: 'Mira Patel',
    email: 'mira@example.com',
    source: 'applied',
    resumeSnapshot: RESUME,
    resumeText: 'Mira Patel\nmira@example.com | +1 415 555 0100\nEXPERIENCE\nAnalyst, Globex',
    match: { score: 80, matched: ['SQL'], missing: ['Python'], summary: 'Mira has 4 years of SQL.' },
    stage,
    stageHistory: [{ stage: 'applied', at: new Date(), by: candidateUid }],
    interviewerUids: ['interviewer-1'],
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  const open = db.collection('applications').doc();
  const interview = db.collection('applications').doc();
  const rejected = db.collection('applications').doc();
  const others = db.collection('applications').doc();
  await Promise.all([
    open.set(application('applied', candidate.uid)),
    interview.set(application('interview', candidate.uid)),
    rejected.set(application('rejected', candidate.uid)),
    others.set(application('applied', other.uid)),
  ]);
  return { candidate, other, applications: { open, interview, rejected, others } };
}

describe('GET /api/candidate/export', () => {
  it('returns everything about the candidate as one JSON attachment, and nothing of anyone else', async () => {
    const { candidate } = await candidateWithData();
    const response = await app.inject({ method: 'GET', url: '/api/candidate/export', headers: bearer(candidate.idToken) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="hiregen-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data).toMatchObject({ format: 'hiregen-candidate-export', version: 1, account: { uid: candidate.uid, email: candidate.email, name: 'Mira Patel' } });
    expect(data.profile).toMatchObject({ headline: 'Analyst', primaryResumeId: 'r1' });
    expect(data.resumes.map((r: { id: string }) => r.id).sort()).toEqual(['r1', 'r2']);
    const r1 = data.resumes.find((r: { id: string }) => r.id === 'r1');
    expect(r1.versions).toHaveLength(1);
    expect(r1.versions[0]).toMatchObject({ id: 'v1', note: 'First', resume: RESUME });
    expect(typeof r1.updatedAt).toBe('string');
    expect(data.practiceSessions).toEqual([expect.objectContaining({ id: 'p1', job: 'Analyst' })]);
    expect(data.talentDirectory).toMatchObject({ name: 'Mira Patel', years: 4 });
    expect(data.applications).toHaveLength(3);
    expect(data.applications.every((a: { candidateUid: string }) => a.candidateUid === candidate.uid)).toBe(true);
    // The organisation's assignment of interviewers is theirs, not the candidate's.
    expect(data.applications[0].interviewerUids).toBeUndefined();
    expect(data.warnings).toEqual([]);
  });

  it("warns, in the export itself, about a resume that still holds the enhancer's placeholders", async () => {
    const { candidate } = await candidateWithData();
    const enhanced = {
      ...RESUME,
      work: [{ ...RESUME.work[0], highlights: ['Contribute to the payouts service, [add result: number, % or time saved]', 'Cut reporting time by 40%'] }],
    };
    await db.collection('candidates').doc(candidate.uid).collection('resumes').doc('r2').set({ title: 'Data resume', resume: enhanced, template: 'modern' });
    const data = (await app.inject({ method: 'GET', url: '/api/candidate/export', headers: bearer(candidate.idToken) })).json();
    expect(data.warnings).toEqual([
      {
        kind: 'placeholders',
        resumeId: 'r2',
        title: 'Data resume',
        placeholders: [{ path: 'work[0].highlights[0]', placeholder: '[add result: number, % or time saved]' }],
        message:
          'The resume "Data resume" still holds a placeholder (such as "[add result: number, % or time saved]") that an employer would read as written: replace each with your real result, or delete it, before you send it.',
      },
    ]);
  });
});

describe('DELETE /api/candidate/account', () => {
  it('deletes the data, withdraws open applications, erases every copy of the person, audits without personal data, deletes the sign-in', async () => {
    const { candidate, other, applications } = await candidateWithData();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/candidate/account',
      headers: bearer(candidate.idToken),
      payload: { confirm: 'delete my account' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deleted: true,
      counts: { resumes: 2, practiceSessions: 1, directoryEntry: true, applicationsWithdrawn: 2, applicationsErased: 3, interviewsErased: 0 },
    });

    const home = db.collection('candidates').doc(candidate.uid);
    expect((await home.get()).exists).toBe(false);
    expect((await home.collection('resumes').get()).size).toBe(0);
    expect((await home.collection('resumes').doc('r1').collection('versions').get()).size).toBe(0);
    expect((await home.collection('practice').get()).size).toBe(0);
    expect((await db.collection('talentDirectory').doc(candidate.uid).get()).exists).toBe(false);
    expect((await db.collection('users').doc(candidate.uid).get()).exists).toBe(false);

    for (const [ref, stage] of [
      [applications.open, 'withdrawn'],
      [applications.interview, 'withdrawn'],
      [applications.rejected, 'rejected'],
    ] as const) {
      const data = (await ref.get()).data()!;
      expect(data).toMatchObject({
        stage,
        resumeSnapshot: null,
        name: 'Deleted account',
        email: null,
        candidateUid: null,
        match: { score: 80, matched: [], missing: [], summary: '' },
      });
      expect(data.resumeText).toBeUndefined();
      expect(JSON.stringify(data)).not.toMatch(/Mira|mira@example|415 555/);
    }
    expect((await applications.open.get()).data()!.stageHistory.map((h: { stage: string }) => h.stage)).toEqual(['applied', 'withdrawn']);
    expect((await applications.rejected.get()).data()!.stageHistory.map((h: { stage: string }) => h.stage)).toEqual(['applied']);
    // Another candidate's application is untouched.
    expect((await applications.others.get()).data()).toMatchObject({ candidateUid: other.uid, stage: 'applied', name: 'Mira Patel' });

    const audit = await db.collection('auditLog').where('target', '==', `user:${candidate.uid}`).get();
    expect(audit.size).toBe(1);
    const entry = audit.docs[0]!.data();
    expect(entry).toMatchObject({ actorUid: candidate.uid, action: 'candidate.account.delete', details: { resumes: 2, applicationsWithdrawn: 2 } });
    expect(JSON.stringify(entry)).not.toMatch(/Mira|@|Analyst/);

    await expect(getAuth(admin).getUser(candidate.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // The old token no longer opens anything.
    const again = await app.inject({ method: 'GET', url: '/api/candidate/export', headers: bearer(candidate.idToken) });
    expect(again.statusCode).toBe(401);
  });

  it('refuses without the typed confirmation, and deletes nothing', async () => {
    const { candidate } = await candidateWithData();
    for (const payload of [{}, { confirm: 'yes' }, { confirm: 'delete my account', extra: 1 }]) {
      const response = await app.inject({ method: 'DELETE', url: '/api/candidate/account', headers: bearer(candidate.idToken), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await db.collection('candidates').doc(candidate.uid).collection('resumes').get()).size).toBe(2);
    expect((await getAuth(admin).getUser(candidate.uid)).uid).toBe(candidate.uid);
  });

  it('is for signed-in candidates only', async () => {
    const hr = await account('HR', 'Hana HR');
    const signedOut = await app.inject({ method: 'DELETE', url: '/api/candidate/account', payload: { confirm: 'delete my account' } });
    expect(signedOut.statusCode).toBe(401);
    const asHr = await app.inject({ method: 'DELETE', url: '/api/candidate/account', headers: bearer(hr.idToken), payload: { confirm: 'delete my account' } });
    expect(asHr.statusCode).toBe(403);
    expect(asHr.json().message).toBe('Only Candidate accounts may do this.');
    const exportAsHr = await app.inject({ method: 'GET', url: '/api/candidate/export', headers: bearer(hr.idToken) });
    expect(exportAsHr.statusCode).toBe(403);
    expect((await getAuth(admin).getUser(hr.uid)).uid).toBe(hr.uid);
  });
});
