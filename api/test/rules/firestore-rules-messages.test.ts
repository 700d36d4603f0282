// firestore.rules for messages to candidates and interview scheduling (issue 27): the candidate
// reads only their own inbox and may only flip `read`; HR alone reads the templates; `mail` is
// closed to every client; a schedule is read by its candidate, HR and the applicant's panel only.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, setLogLevel, Timestamp, updateDoc, where, type Firestore } from 'firebase/firestore';

setLogLevel('error');

const USERS = {
  candidate: { uid: 'cand', role: 'Candidate', email_verified: true },
  otherCandidate: { uid: 'cand2', role: 'Candidate', email_verified: true },
  hr: { uid: 'hr', role: 'HR', orgId: 'acme', email_verified: true },
  panelist: { uid: 'iv1', role: 'Interviewer', orgId: 'acme', email_verified: true },
  unassigned: { uid: 'iv3', role: 'Interviewer', orgId: 'acme', email_verified: true },
  otherOrgHr: { uid: 'hrx', role: 'HR', orgId: 'other', email_verified: true },
  admin: { uid: 'adm', role: 'Admin', email_verified: true },
} as const;
type User = keyof typeof USERS;
const now = Timestamp.fromDate(new Date('2026-11-01T00:00:00Z'));

let env: RulesTestEnvironment;
const db = (user: User | null): Firestore => {
  if (!user) return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const { uid, ...claims } = USERS[user];
  return env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
};

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-hiregen-rules-messages',
    firestore: { rules: readFileSync(path.resolve(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8'), host, port: Number(port) },
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const store = context.firestore();
    for (const { uid, role, ...rest } of Object.values(USERS)) {
      const orgId = 'orgId' in rest ? rest.orgId : null;
      await setDoc(doc(store, `users/${uid}`), { name: uid, role, orgId, disabled: false });
      if (orgId) await setDoc(doc(store, `organizations/${orgId}/members/${uid}`), { role, name: uid, email: `${uid}@x.io`, joinedAt: now });
    }
    await setDoc(doc(store, 'organizations/acme'), { name: 'Acme', createdBy: 'hr', createdAt: now });
    await setDoc(doc(store, 'organizations/other'), { name: 'Other', createdBy: 'hrx', createdAt: now });
    await setDoc(doc(store, 'candidates/cand/messages/m1'), {
      orgId: 'acme',
      orgName: 'Acme',
      subject: 'Interview',
      body: 'Dear…',
      kind: 'interview',
      read: false,
      createdAt: now,
    });
    await setDoc(doc(store, 'organizations/acme/messageTemplates/offer'), { kind: 'offer', subject: 's', body: 'b' });
    await setDoc(doc(store, 'mail/x1'), { to: 'cand@x.io', message: { subject: 's', text: 't', html: '<p>t</p>' } });
    await setDoc(doc(store, 'interviewSchedules/s1'), {
      orgId: 'acme',
      applicationId: 'app1',
      candidateUid: 'cand',
      interviewerUids: ['iv1'],
      status: 'proposed',
      slots: [],
      sequence: 0,
    });
  });
});

describe('the candidate inbox', () => {
  it('is read by its candidate only', async () => {
    await assertSucceeds(getDoc(doc(db('candidate'), 'candidates/cand/messages/m1')));
    await assertSucceeds(getDocs(query(collection(db('candidate'), 'candidates/cand/messages'), where('read', '==', false))));
    for (const user of ['otherCandidate', 'hr', 'admin', null] as const) await assertFails(getDoc(doc(db(user), 'candidates/cand/messages/m1')));
  });

  it('lets the candidate flip read and nothing else', async () => {
    await assertSucceeds(updateDoc(doc(db('candidate'), 'candidates/cand/messages/m1'), { read: true }));
    await assertSucceeds(updateDoc(doc(db('candidate'), 'candidates/cand/messages/m1'), { read: false }));
    await assertFails(updateDoc(doc(db('candidate'), 'candidates/cand/messages/m1'), { read: 'yes' }));
    await assertFails(updateDoc(doc(db('candidate'), 'candidates/cand/messages/m1'), { subject: 'forged' }));
    await assertFails(updateDoc(doc(db('candidate'), 'candidates/cand/messages/m1'), { read: true, body: 'forged' }));
    await assertFails(setDoc(doc(db('candidate'), 'candidates/cand/messages/m2'), { subject: 'self-sent', read: false }));
    await assertFails(deleteDoc(doc(db('candidate'), 'candidates/cand/messages/m1')));
    await assertFails(updateDoc(doc(db('otherCandidate'), 'candidates/cand/messages/m1'), { read: true }));
    await assertFails(setDoc(doc(db('hr'), 'candidates/cand/messages/m3'), { subject: 'from the browser', read: false }));
  });
});

describe('message templates', () => {
  it('are read by HR of the organisation and written by nobody from the browser', async () => {
    await assertSucceeds(getDoc(doc(db('hr'), 'organizations/acme/messageTemplates/offer')));
    for (const user of ['panelist', 'otherOrgHr', 'candidate', null] as const)
      await assertFails(getDoc(doc(db(user), 'organizations/acme/messageTemplates/offer')));
    await assertFails(setDoc(doc(db('hr'), 'organizations/acme/messageTemplates/offer'), { kind: 'offer', subject: '{{salary}}', body: 'b' }));
  });
});

describe('mail', () => {
  it('is unreadable and unwritable by every client', async () => {
    for (const user of ['candidate', 'hr', 'admin', null] as const) {
      await assertFails(getDoc(doc(db(user), 'mail/x1')));
      await assertFails(getDocs(collection(db(user), 'mail')));
      await assertFails(setDoc(doc(db(user), 'mail/y'), { to: 'victim@x.io', message: { subject: 's', text: 't', html: 'h' } }));
    }
  });
});

describe('interview schedules', () => {
  it('are read by the candidate, HR and the panel, and written by none of them', async () => {
    for (const user of ['candidate', 'hr', 'panelist'] as const) await assertSucceeds(getDoc(doc(db(user), 'interviewSchedules/s1')));
    for (const user of ['otherCandidate', 'unassigned', 'otherOrgHr', 'admin', null] as const)
      await assertFails(getDoc(doc(db(user), 'interviewSchedules/s1')));
    await assertSucceeds(getDocs(query(collection(db('candidate'), 'interviewSchedules'), where('candidateUid', '==', 'cand'))));
    // The screens' queries: HR by organisation and applicant; a panelist also by their own uid.
    await assertSucceeds(getDocs(query(collection(db('hr'), 'interviewSchedules'), where('orgId', '==', 'acme'), where('applicationId', '==', 'app1'))));
    await assertSucceeds(
      getDocs(
        query(
          collection(db('panelist'), 'interviewSchedules'),
          where('orgId', '==', 'acme'),
          where('applicationId', '==', 'app1'),
          where('interviewerUids', 'array-contains', 'iv1'),
        ),
      ),
    );
    await assertFails(getDocs(query(collection(db('panelist'), 'interviewSchedules'), where('orgId', '==', 'acme'), where('applicationId', '==', 'app1'))));
    await assertFails(updateDoc(doc(db('candidate'), 'interviewSchedules/s1'), { status: 'booked', bookedSlotId: 'a' }));
    await assertFails(updateDoc(doc(db('hr'), 'interviewSchedules/s1'), { status: 'cancelled' }));
    await assertFails(setDoc(doc(db('hr'), 'interviewSchedules/s2'), { orgId: 'acme', candidateUid: 'cand', interviewerUids: [], status: 'proposed' }));
  });
});
