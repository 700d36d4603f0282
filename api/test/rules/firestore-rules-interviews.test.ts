// firestore.rules for the interview collections (practice, kits, interviews, scorecards), as the
// interview screens use them: a candidate never reads a scorecard; an interviewer of another
// organisation reads nothing; an interviewer of the same organisation who is not on the panel
// reads no transcript; panelists see each other's scorecards only after submitting their own.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc, where, type Firestore } from 'firebase/firestore';

setLogLevel('error');

const USERS = {
  candidate: { uid: 'cand', role: 'Candidate', email_verified: true },
  otherCandidate: { uid: 'cand2', role: 'Candidate', email_verified: true },
  hr: { uid: 'hr', role: 'HR', orgId: 'acme', email_verified: true },
  panelist1: { uid: 'iv1', role: 'Interviewer', orgId: 'acme', email_verified: true },
  panelist2: { uid: 'iv2', role: 'Interviewer', orgId: 'acme', email_verified: true },
  unassigned: { uid: 'iv3', role: 'Interviewer', orgId: 'acme', email_verified: true },
  otherOrgInterviewer: { uid: 'ivx', role: 'Interviewer', orgId: 'other', email_verified: true },
  otherOrgHr: { uid: 'hrx', role: 'HR', orgId: 'other', email_verified: true },
} as const;
type User = keyof typeof USERS;

const now = Timestamp.fromDate(new Date('2026-11-01T00:00:00Z'));
const future = Timestamp.fromDate(new Date('2099-01-01T00:00:00Z'));
const past = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
const question = { id: 'q1', text: 'Tell me about a time…', kind: 'behavioural', competency: 'teamwork', rubric: 'Shared goal' };
const interview = (overrides: Record<string, unknown> = {}) => ({
  orgId: 'acme',
  applicationId: 'app1',
  jobId: 'job1',
  jobTitle: 'Nurse',
  candidateUid: 'cand',
  candidateName: 'Cand',
  interviewerUids: ['iv1', 'iv2'],
  kitId: 'kit1',
  mode: 'ai-async',
  status: 'scheduled',
  scheduledAt: null,
  dueAt: future,
  questions: [question],
  answers: {},
  createdBy: 'hr',
  createdAt: now,
  updatedAt: now,
  ...overrides,
});
const card = (submitted: boolean) => ({
  ratings: { teamwork: 4 },
  recommendation: 'yes',
  notes: 'Clear story',
  authorName: 'Iv',
  submittedAt: submitted ? now : null,
  updatedAt: now,
});

/** The profiles and memberships the api keeps in step with the claims (firestore.rules checks both). */
function accounts(): Record<string, Record<string, unknown>> {
  const docs: Record<string, Record<string, unknown>> = {};
  for (const { uid, role, ...rest } of Object.values(USERS)) {
    const orgId = 'orgId' in rest ? rest.orgId : null;
    docs[`users/${uid}`] = { name: uid, role, orgId, disabled: false };
    if (orgId) docs[`organizations/${orgId}/members/${uid}`] = { role, name: uid, email: `${uid}@x.io`, joinedAt: now };
  }
  return docs;
}

let env: RulesTestEnvironment;
const db = (user: User | null): Firestore => {
  if (!user) return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const { uid, ...claims } = USERS[user];
  return env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
};

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-hiregen-rules-interviews',
    firestore: { rules: readFileSync(path.resolve(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8'), host, port: Number(port) },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const f = context.firestore();
    const docs: Record<string, Record<string, unknown>> = {
      'organizations/acme': { name: 'Acme Health', createdBy: 'hr', createdAt: now },
      'organizations/other': { name: 'Other Co', createdBy: 'hrx', createdAt: now },
      ...accounts(),
      'organizations/acme/kits/kit1': { jobId: 'job1', title: 'Nurse kit', questions: [question], createdBy: 'hr' },
      'interviews/int1': interview({ answers: { q1: { text: 'At my last ward…', durationSec: 60, answeredAt: now } } }),
      'interviews/closed': interview({ dueAt: past }),
      'interviews/int1/scorecards/iv1': card(true),
      'interviews/int1/scorecards/iv2': card(false),
      'candidates/cand/practice/p1': { job: { title: 'Nurse' }, questions: [question], answers: {}, feedback: {}, report: null, startedAt: now },
    };
    for (const [p, data] of Object.entries(docs)) await f.doc(p).set(data);
  });
});

afterAll(() => env.cleanup());

describe('scorecards', () => {
  it('a candidate never reads a scorecard, not even of their own interview', async () => {
    await assertFails(getDoc(doc(db('candidate'), 'interviews/int1/scorecards/iv1')));
    await assertFails(getDocs(collection(db('candidate'), 'interviews/int1/scorecards')));
  });

  it('a panelist reads others’ scorecards only after submitting their own', async () => {
    // iv2 has not submitted: sees own draft, not iv1's.
    await assertSucceeds(getDoc(doc(db('panelist2'), 'interviews/int1/scorecards/iv2')));
    await assertFails(getDoc(doc(db('panelist2'), 'interviews/int1/scorecards/iv1')));
    // iv1 has submitted: sees iv2's.
    await assertSucceeds(getDoc(doc(db('panelist1'), 'interviews/int1/scorecards/iv2')));
    // After iv2 submits, iv1's becomes readable to iv2.
    await assertSucceeds(updateDoc(doc(db('panelist2'), 'interviews/int1/scorecards/iv2'), { submittedAt: serverTimestamp(), ratings: { teamwork: 3 } }));
    await assertSucceeds(getDoc(doc(db('panelist2'), 'interviews/int1/scorecards/iv1')));
  });

  it('a submitted scorecard is final and nobody writes another’s', async () => {
    await assertFails(updateDoc(doc(db('panelist1'), 'interviews/int1/scorecards/iv1'), { ratings: { teamwork: 1 } }));
    await assertFails(setDoc(doc(db('panelist1'), 'interviews/int1/scorecards/iv2'), card(true)));
    await assertFails(setDoc(doc(db('unassigned'), 'interviews/int1/scorecards/iv3'), card(false)));
  });

  it('HR of the organisation reads every scorecard (the combined scorecard)', async () => {
    await assertSucceeds(getDocs(collection(db('hr'), 'interviews/int1/scorecards')));
  });
});

describe('interviews (transcripts)', () => {
  it('an unassigned interviewer of the same organisation reads no transcript', async () => {
    await assertFails(getDoc(doc(db('unassigned'), 'interviews/int1')));
    await assertFails(getDocs(query(collection(db('unassigned'), 'interviews'), where('orgId', '==', 'acme'))));
    await assertFails(getDocs(collection(db('unassigned'), 'interviews/int1/scorecards')));
  });

  it('an interviewer or HR of another organisation reads nothing', async () => {
    for (const user of ['otherOrgInterviewer', 'otherOrgHr'] as const) {
      await assertFails(getDoc(doc(db(user), 'interviews/int1')));
      await assertFails(getDoc(doc(db(user), 'interviews/int1/scorecards/iv1')));
      await assertFails(getDoc(doc(db(user), 'organizations/acme/kits/kit1')));
      await assertFails(getDocs(query(collection(db(user), 'interviews'), where('orgId', '==', 'acme'))));
    }
  });

  it('the panel queue query and the candidate’s own query are allowed', async () => {
    await assertSucceeds(
      getDocs(query(collection(db('panelist1'), 'interviews'), where('orgId', '==', 'acme'), where('interviewerUids', 'array-contains', 'iv1'))),
    );
    await assertSucceeds(getDocs(query(collection(db('candidate'), 'interviews'), where('candidateUid', '==', 'cand'))));
    await assertFails(getDoc(doc(db('otherCandidate'), 'interviews/int1')));
  });

  it('the candidate answers while it is open and before the deadline, never after', async () => {
    await assertSucceeds(
      updateDoc(doc(db('candidate'), 'interviews/int1'), {
        answers: { q1: { text: 'New answer', durationSec: 50, answeredAt: now } },
        status: 'in-progress',
        updatedAt: now,
      }),
    );
    await assertFails(updateDoc(doc(db('candidate'), 'interviews/int1'), { interviewerUids: ['cand'] }));
    await assertFails(
      updateDoc(doc(db('candidate'), 'interviews/closed'), { answers: { q1: { text: 'Late', durationSec: 5, answeredAt: now } }, status: 'in-progress' }),
    );
  });
});

describe('kits and practice', () => {
  it('kits: members of the organisation read and write, others do not', async () => {
    await assertSucceeds(getDoc(doc(db('panelist1'), 'organizations/acme/kits/kit1')));
    await assertSucceeds(setDoc(doc(db('hr'), 'organizations/acme/kits/kit2'), { jobId: 'job1', title: 'Kit 2', questions: [question], createdBy: 'hr' }));
    await assertFails(getDoc(doc(db('candidate'), 'organizations/acme/kits/kit1')));
  });

  it('practice sessions are the candidate’s own', async () => {
    await assertSucceeds(getDoc(doc(db('candidate'), 'candidates/cand/practice/p1')));
    await assertSucceeds(
      setDoc(doc(db('candidate'), 'candidates/cand/practice/p2'), {
        job: { title: 'Nurse' },
        questions: [],
        answers: {},
        feedback: {},
        report: null,
        startedAt: now,
      }),
    );
    await assertFails(getDoc(doc(db('otherCandidate'), 'candidates/cand/practice/p1')));
    await assertFails(getDoc(doc(db('hr'), 'candidates/cand/practice/p1')));
    await assertFails(getDoc(doc(db(null), 'candidates/cand/practice/p1')));
  });
});
