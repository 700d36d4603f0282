// firestore.rules against the Firestore emulator: every role × every collection × read/write,
// including a Candidate whose browser claims Admin (localStorage is not the token).
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore';

// Denied writes are the point of most tests here: keep the SDK from warning about each one.
setLogLevel('error');

type Caller = 'anonymous' | 'signedInNoRole' | 'Candidate' | 'Interviewer' | 'HR' | 'Admin' | 'forgedAdmin';
const UID: Record<Exclude<Caller, 'anonymous'>, string> = {
  signedInNoRole: 'u-none',
  Candidate: 'u-candidate',
  Interviewer: 'u-interviewer',
  HR: 'u-hr',
  Admin: 'u-admin',
  // A Candidate who edited localStorage `user` to say Admin: the token still says Candidate.
  forgedAdmin: 'u-forged',
};

let env: RulesTestEnvironment;

const clients = new Map<Caller, Firestore>();
function db(caller: Caller): Firestore {
  const cached = clients.get(caller);
  if (cached) return cached;
  let context: RulesTestContext;
  if (caller === 'anonymous') context = env.unauthenticatedContext();
  else if (caller === 'signedInNoRole') context = env.authenticatedContext(UID[caller]);
  else if (caller === 'forgedAdmin') context = env.authenticatedContext(UID[caller], { role: 'Candidate' });
  else context = env.authenticatedContext(UID[caller], { role: caller });
  const firestore = context.firestore() as unknown as Firestore;
  clients.set(caller, firestore);
  return firestore;
}

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-hiregen-rules-test',
    firestore: {
      rules: readFileSync(path.resolve(__dirname, '..', '..', 'firestore.rules'), 'utf8'),
      host,
      port: Number(port),
    },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const admin = context.firestore() as unknown as Firestore;
    const seed: [string, Record<string, unknown>][] = [
      ['users/u-candidate', { name: 'Cand', email: 'c@x.io', role: 'Candidate' }],
      ['users/u-forged', { name: 'Forger', email: 'f@x.io', role: 'Candidate' }],
      ['users/u-interviewer', { name: 'Int', email: 'i@x.io', role: 'Interviewer' }],
      ['users/u-hr', { name: 'Hr', email: 'h@x.io', role: 'HR' }],
      ['users/u-admin', { name: 'Adm', email: 'a@x.io', role: 'Admin' }],
      ['contactMessages/m1', { name: 'V', email: 'v@x.io', subject: 's', message: 'm', ipHash: 'h' }],
      ['resumes/r-candidate', { ownerUid: 'u-candidate', source: 'candidate', text: 'cv' }],
      ['resumes/r-hr', { ownerUid: 'u-hr', source: 'hr-upload', text: 'cv' }],
      ['jobs/j1', { postedBy: 'u-hr', title: 'Engineer' }],
      ['applications/a1', { candidateUid: 'u-candidate', jobId: 'j1', status: 'applied' }],
      ['interviews/i1', { candidateUid: 'u-candidate', interviewerUid: 'u-interviewer', scheduledAt: 1 }],
      ['somethingElse/x', { any: true }],
    ];
    for (const [docPath, data] of seed) await setDoc(doc(admin, docPath), data);
  });
});
afterAll(() => env.cleanup());

const ALL: Caller[] = ['anonymous', 'signedInNoRole', 'Candidate', 'Interviewer', 'HR', 'Admin', 'forgedAdmin'];

/** Runs `operation` as every caller; those in `allowed` must succeed, every other must fail. */
async function expectOnly(allowed: Caller[], operation: (firestore: Firestore, caller: Caller) => Promise<unknown>) {
  for (const caller of ALL) {
    // Operations are written so that one caller's success does not change what the next sees.
    const attempt = operation(db(caller), caller);
    const expected = allowed.includes(caller) ? 'allowed' : 'denied';
    try {
      if (expected === 'allowed') await assertSucceeds(attempt);
      else await assertFails(attempt);
    } catch (error) {
      throw new Error(`${caller} should be ${expected}: ${(error as Error).message}`);
    }
  }
}

describe('users/{uid}', () => {
  test('read: the owner, Admin, and HR/Interviewer for Candidate profiles', async () => {
    await expectOnly(['Candidate', 'Interviewer', 'HR', 'Admin'], (firestore) => getDoc(doc(firestore, 'users/u-candidate')));
    await expectOnly(['HR', 'Admin'], (firestore) => getDoc(doc(firestore, 'users/u-hr')));
    await expectOnly(['Admin'], (firestore) => getDoc(doc(firestore, 'users/u-admin')));
    await expectOnly(['Admin'], (firestore) => getDocs(collection(firestore, 'users')));
  });
  test('write: the owner may change their name only; nobody writes a role, creates or deletes', async () => {
    await expectOnly(['Candidate'], (firestore) => updateDoc(doc(firestore, 'users/u-candidate'), { name: 'Cand' }));
    await expectOnly([], (firestore) => updateDoc(doc(firestore, 'users/u-candidate'), { role: 'Admin' }));
    await expectOnly([], (firestore, caller) =>
      caller === 'anonymous' ? setDoc(doc(firestore, 'users/x'), { role: 'HR' }) : updateDoc(doc(firestore, `users/${UID[caller]}`), { role: caller === 'Admin' ? 'HR' : 'Admin' }),
    );
    await expectOnly([], (firestore) => setDoc(doc(firestore, 'users/u-new'), { name: 'n', role: 'Candidate' }));
    await expectOnly([], (firestore) => deleteDoc(doc(firestore, 'users/u-candidate')));
  });
  test('the forged Admin cannot read another profile or make itself Admin', async () => {
    await assertFails(getDoc(doc(db('forgedAdmin'), 'users/u-admin')));
    await assertFails(updateDoc(doc(db('forgedAdmin'), 'users/u-forged'), { role: 'Admin' }));
    await assertSucceeds(getDoc(doc(db('forgedAdmin'), 'users/u-forged')));
  });
});

describe('contactMessages', () => {
  test('read: Admin only', async () => {
    await expectOnly(['Admin'], (firestore) => getDoc(doc(firestore, 'contactMessages/m1')));
    await expectOnly(['Admin'], (firestore) => getDocs(collection(firestore, 'contactMessages')));
  });
  test('write: nobody from a client (the api writes)', async () => {
    await expectOnly([], (firestore) => setDoc(doc(firestore, 'contactMessages/m2'), { name: 'a' }));
    await expectOnly([], (firestore) => deleteDoc(doc(firestore, 'contactMessages/m1')));
  });
});

describe('resumes', () => {
  test('read: the owner, HR, Admin', async () => {
    await expectOnly(['Candidate', 'HR', 'Admin'], (firestore) => getDoc(doc(firestore, 'resumes/r-candidate')));
    await expectOnly(['HR', 'Admin'], (firestore) => getDoc(doc(firestore, 'resumes/r-hr')));
  });
  test('write: a Candidate their own candidate resume, HR their own uploads', async () => {
    await expectOnly(['Candidate', 'forgedAdmin'], (firestore, caller) =>
      setDoc(doc(firestore, `resumes/new-${caller}`), { ownerUid: caller === 'anonymous' ? 'x' : UID[caller], source: 'candidate' }),
    );
    await expectOnly(['HR'], (firestore, caller) =>
      setDoc(doc(firestore, `resumes/upload-${caller}`), { ownerUid: caller === 'anonymous' ? 'x' : UID[caller], source: 'hr-upload' }),
    );
    await expectOnly(['Candidate'], (firestore) => updateDoc(doc(firestore, 'resumes/r-candidate'), { text: 'cv2' }));
    await expectOnly([], (firestore) => updateDoc(doc(firestore, 'resumes/r-candidate'), { ownerUid: 'u-hr' }));
    await expectOnly([], (firestore) => setDoc(doc(firestore, 'resumes/for-someone-else'), { ownerUid: 'u-someone-else', source: 'candidate' }));
  });
});

describe('jobs', () => {
  test('read: every signed-in account', async () => {
    await expectOnly(['signedInNoRole', 'Candidate', 'Interviewer', 'HR', 'Admin', 'forgedAdmin'], (firestore) => getDoc(doc(firestore, 'jobs/j1')));
  });
  test('write: HR posts as itself and edits its own; Admin edits any', async () => {
    await expectOnly(['HR'], (firestore, caller) =>
      setDoc(doc(firestore, `jobs/new-${caller}`), { postedBy: caller === 'anonymous' ? 'x' : UID[caller], title: 'T' }),
    );
    await expectOnly(['HR', 'Admin'], (firestore) => updateDoc(doc(firestore, 'jobs/j1'), { title: 'Engineer' }));
    await expectOnly([], (firestore) => updateDoc(doc(firestore, 'jobs/j1'), { postedBy: 'u-forged' }));
  });
});

describe('applications', () => {
  test('read: the applying Candidate, HR, Admin', async () => {
    await expectOnly(['Candidate', 'HR', 'Admin'], (firestore) => getDoc(doc(firestore, 'applications/a1')));
  });
  test('write: a Candidate applies for themself; HR moves the status only', async () => {
    await expectOnly(['Candidate', 'forgedAdmin'], (firestore, caller) =>
      setDoc(doc(firestore, `applications/new-${caller}`), { candidateUid: caller === 'anonymous' ? 'x' : UID[caller], jobId: 'j1', status: 'applied' }),
    );
    await expectOnly([], (firestore) =>
      setDoc(doc(firestore, 'applications/for-someone-else'), { candidateUid: 'u-candidate', jobId: 'j1', status: 'hired' }),
    );
    await expectOnly(['HR'], (firestore) => updateDoc(doc(firestore, 'applications/a1'), { status: 'applied' }));
    await expectOnly([], (firestore) => updateDoc(doc(firestore, 'applications/a1'), { candidateUid: 'u-forged' }));
  });
});

describe('interviews', () => {
  test('read: the two participants, HR, Admin', async () => {
    await expectOnly(['Candidate', 'Interviewer', 'HR', 'Admin'], (firestore) => getDoc(doc(firestore, 'interviews/i1')));
  });
  test('write: the interviewer or HR edit; the candidate only adds answers', async () => {
    await expectOnly(['Interviewer', 'HR'], (firestore) => updateDoc(doc(firestore, 'interviews/i1'), { scheduledAt: 2 }));
    await expectOnly(['Candidate', 'Interviewer', 'HR'], (firestore) => updateDoc(doc(firestore, 'interviews/i1'), { answers: ['a'] }));
    await expectOnly([], (firestore) => updateDoc(doc(firestore, 'interviews/i1'), { candidateUid: 'u-forged' }));
    await expectOnly(['Interviewer', 'HR'], (firestore, caller) =>
      setDoc(doc(firestore, `interviews/new-${caller}`), { candidateUid: 'u-candidate', interviewerUid: caller === 'anonymous' ? 'x' : UID[caller] }),
    );
  });
});

test('anything else is denied to everyone', async () => {
  await expectOnly([], (firestore) => getDoc(doc(firestore, 'somethingElse/x')));
  await expectOnly([], (firestore) => setDoc(doc(firestore, 'somethingElse/y'), { a: 1 }));
});
