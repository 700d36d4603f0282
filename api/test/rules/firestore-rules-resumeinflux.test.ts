// firestore.rules against the writes and live queries the resumeinflux screens make from the
// browser (remote-hr-resumeinflux/src/features/*/api), in the same shapes: an HR member creates,
// edits and opens jobs, moves applicants (batched, history appended), assigns interviewers and
// writes notes with a rating; each query is bound to the token's orgId. Anyone else is refused.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';

setLogLevel('error');

const USERS = {
  hr: { uid: 'hr', role: 'HR', orgId: 'acme', email_verified: true },
  unverifiedHr: { uid: 'hr2', role: 'HR', orgId: 'acme', email_verified: false },
  interviewer: { uid: 'iv1', role: 'Interviewer', orgId: 'acme', email_verified: true },
  otherOrgHr: { uid: 'hrx', role: 'HR', orgId: 'other', email_verified: true },
} as const;
type User = keyof typeof USERS;

const at = Timestamp.fromDate(new Date('2026-11-01T00:00:00Z'));
const parsed = {
  requiredSkills: ['Go'],
  preferredSkills: ['Kafka'],
  seniority: 'senior',
  location: 'Berlin',
  remote: 'hybrid',
  salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
  minYears: 5,
  employmentType: null,
};
const application = (overrides: Record<string, unknown> = {}) => ({
  orgId: 'acme',
  jobId: 'job1',
  jobTitle: 'Backend Engineer',
  talentId: 't1',
  name: 'Ada',
  email: 'ada@mail.example',
  source: 'uploaded',
  resumeSnapshot: null,
  match: { score: 80, matched: ['Go'], missing: [], summary: 'Fit.' },
  stage: 'applied',
  stageHistory: [{ stage: 'applied', at, by: 'system' }],
  interviewerUids: [],
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

let env: RulesTestEnvironment;
const db = (user: User): Firestore => {
  const { uid, ...claims } = USERS[user];
  return env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
};
/** jobs-store.ts createJob. */
const newJob = (user: User, orgId = 'acme') =>
  setDoc(doc(collection(db(user), 'jobs')), {
    title: 'Backend Engineer',
    description: 'Build APIs.',
    parsed,
    orgId,
    orgName: 'Acme Health',
    status: 'draft',
    createdBy: USERS[user].uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    openedAt: null,
  });
/** applications-store.ts moveApplications (one batch). */
const move = (user: User, ids: string[], stage: string, extra: Record<string, unknown> = {}) => {
  const firestore = db(user);
  const batch = writeBatch(firestore);
  for (const id of ids)
    batch.update(doc(firestore, 'applications', id), {
      stage,
      stageHistory: arrayUnion({ stage, at: Timestamp.now(), by: USERS[user].uid }),
      updatedAt: serverTimestamp(),
      ...extra,
    });
  return batch.commit();
};
/** notes-store.ts addNote. */
const note = (user: User, fields: Record<string, unknown> = {}) =>
  addDoc(collection(db(user), 'applications', 'app1', 'notes'), {
    authorUid: USERS[user].uid,
    authorName: 'Hana',
    text: 'Strong on Go.',
    rating: 4,
    createdAt: serverTimestamp(),
    ...fields,
  });

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-hiregen-rules-resumeinflux',
    firestore: { rules: readFileSync(path.resolve(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8'), host, port: Number(port) },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const f = context.firestore();
    await setDoc(doc(f, 'organizations/acme'), { name: 'Acme Health', createdBy: 'hr', createdAt: at });
    await setDoc(doc(f, 'organizations/acme/members/hr'), { role: 'HR', name: 'Hana', email: 'hr@acme.example', joinedAt: at });
    // The other accounts' profiles and memberships, as the api keeps them (firestore.rules checks both).
    await setDoc(doc(f, 'organizations/acme/members/hr2'), { role: 'HR', name: 'Hal', email: 'hr2@acme.example', joinedAt: at });
    await setDoc(doc(f, 'organizations/acme/members/iv1'), { role: 'Interviewer', name: 'Ivan', email: 'iv1@acme.example', joinedAt: at });
    await setDoc(doc(f, 'organizations/other/members/hrx'), { role: 'HR', name: 'Xavi', email: 'hrx@other.example', joinedAt: at });
    await setDoc(doc(f, 'organizations/other'), { name: 'Other Co', createdBy: 'hrx', createdAt: at });
    const profiles: [string, string, string, string][] = [
      ['hr', 'Hana', 'HR', 'acme'],
      ['hr2', 'Hal', 'HR', 'acme'],
      ['iv1', 'Ivan', 'Interviewer', 'acme'],
      ['hrx', 'Xavi', 'HR', 'other'],
    ];
    for (const [uid, name, role, orgId] of profiles) await setDoc(doc(f, `users/${uid}`), { name, role, orgId, disabled: false });
    await setDoc(doc(f, 'organizations/acme/invites/inv1'), {
      email: 'x@acme.example',
      role: 'Interviewer',
      tokenHash: 'h',
      expiresAt: at,
      createdBy: 'hr',
      createdAt: at,
    });
    await setDoc(doc(f, 'jobs/job1'), {
      title: 'Backend Engineer',
      description: '',
      parsed,
      orgId: 'acme',
      orgName: 'Acme Health',
      status: 'draft',
      createdBy: 'hr',
      createdAt: at,
      updatedAt: at,
      openedAt: null,
    });
    await setDoc(doc(f, 'applications/app1'), application());
    await setDoc(doc(f, 'applications/app2'), application({ name: 'Bo' }));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('jobs from the job editor', () => {
  it('an HR member creates a draft, edits it, opens it (openedAt) and closes it (closedAt)', async () => {
    await assertSucceeds(newJob('hr'));
    const job = doc(db('hr'), 'jobs/job1');
    await assertSucceeds(updateDoc(job, { title: 'Senior Backend Engineer', description: 'Build APIs.', parsed, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(job, { status: 'open', updatedAt: serverTimestamp(), openedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(job, { status: 'closed', updatedAt: serverTimestamp(), closedAt: serverTimestamp() }));
  });

  it('nobody else writes them: an interviewer, another organisation, an unverified HR', async () => {
    await assertFails(newJob('interviewer'));
    await assertFails(newJob('otherOrgHr', 'acme'));
    await assertFails(newJob('unverifiedHr'));
    await assertFails(updateDoc(doc(db('otherOrgHr'), 'jobs/job1'), { title: 'Taken', updatedAt: serverTimestamp() }));
  });

  it('the jobs list query is the organisation’s own', async () => {
    await assertSucceeds(getDocs(query(collection(db('hr'), 'jobs'), where('orgId', '==', 'acme'))));
    await assertSucceeds(getDoc(doc(db('hr'), 'organizations/acme')));
    await assertFails(getDocs(query(collection(db('otherOrgHr'), 'jobs'), where('orgId', '==', 'acme'))));
    await assertFails(getDocs(query(collection(db('unverifiedHr'), 'jobs'), where('orgId', '==', 'acme'))));
  });
});

describe('the pipeline', () => {
  it('HR lists a job’s applicants and the organisation’s (dashboard); others cannot', async () => {
    await assertSucceeds(getDocs(query(collection(db('hr'), 'applications'), where('orgId', '==', 'acme'), where('jobId', '==', 'job1'))));
    await assertSucceeds(getDocs(query(collection(db('hr'), 'applications'), where('orgId', '==', 'acme'))));
    await assertFails(getDocs(query(collection(db('otherOrgHr'), 'applications'), where('orgId', '==', 'acme'), where('jobId', '==', 'job1'))));
    await assertFails(getDocs(query(collection(db('interviewer'), 'applications'), where('orgId', '==', 'acme'))));
  });

  it('HR moves applicants in one batch with the history appended, and assigns interviewers', async () => {
    await assertSucceeds(move('hr', ['app1', 'app2'], 'screening'));
    await assertSucceeds(updateDoc(doc(db('hr'), 'applications/app1'), { interviewerUids: ['iv1'], updatedAt: serverTimestamp() }));
    // Now assigned, the interviewer reads that applicant (and only that one).
    await assertSucceeds(getDoc(doc(db('interviewer'), 'applications/app1')));
    await assertFails(getDoc(doc(db('interviewer'), 'applications/app2')));
  });

  it('the interviewer picker (setInterviewers): removals in one write, each new panelist its own arrayUnion, only interviewers of the organisation', async () => {
    const app1 = doc(db('hr'), 'applications/app1');
    await assertSucceeds(updateDoc(app1, { interviewerUids: arrayUnion('iv1'), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(app1, { interviewerUids: arrayUnion('hrx'), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(app1, { interviewerUids: arrayUnion('hr2'), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(app1, { interviewerUids: arrayUnion('someone-unknown'), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(app1, { interviewerUids: ['iv1', 'hrx'], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(app1, { interviewerUids: arrayRemove('iv1'), updatedAt: serverTimestamp() }));
  });

  it('a note carries its author’s profile name or none, never another', async () => {
    await assertSucceeds(note('hr', { authorName: null }));
    await assertFails(note('hr', { authorName: 'Ivan' }));
  });

  it('a move cannot touch anything else, go to an unknown stage, or come from outside', async () => {
    await assertFails(move('hr', ['app1'], 'screening', { name: 'Renamed' }));
    await assertFails(move('hr', ['app1'], 'promoted'));
    await assertFails(move('otherOrgHr', ['app1'], 'hired'));
    await assertFails(move('interviewer', ['app1'], 'hired'));
  });

  it('members note and rate 1–5 as themselves; other organisations cannot', async () => {
    await assertSucceeds(note('hr'));
    await assertSucceeds(note('hr', { rating: null }));
    await assertSucceeds(getDocs(collection(db('hr'), 'applications', 'app1', 'notes')));
    await assertFails(note('hr', { rating: 6 }));
    await assertFails(note('hr', { authorUid: 'someone-else' }));
    await assertFails(note('otherOrgHr'));
  });
});

describe('members page', () => {
  it('HR reads members and invites; an interviewer reads members only', async () => {
    await assertSucceeds(getDocs(collection(db('hr'), 'organizations', 'acme', 'members')));
    await assertSucceeds(getDocs(collection(db('hr'), 'organizations', 'acme', 'invites')));
    await assertSucceeds(getDocs(collection(db('interviewer'), 'organizations', 'acme', 'members')));
    await assertFails(getDocs(collection(db('interviewer'), 'organizations', 'acme', 'invites')));
    await assertFails(getDocs(collection(db('otherOrgHr'), 'organizations', 'acme', 'members')));
  });
});
