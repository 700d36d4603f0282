// firestore.rules for cover letters (candidates/{uid}/resumes/{id}/letters/{letterId}: the owner
// alone, well-formed, beside an existing resume) and public links (sharedResumes/{slug}: only the
// api writes; the owner reads their own counts; nobody else, signed out or in, reads them).
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, setLogLevel, updateDoc, where, type Firestore } from 'firebase/firestore';

setLogLevel('error');

const USERS = {
  cand: { uid: 'cand', role: 'Candidate', email_verified: true },
  other: { uid: 'other', role: 'Candidate', email_verified: true },
  hr: { uid: 'hr', role: 'HR', orgId: 'acme', email_verified: true },
  admin: { uid: 'admin', role: 'Admin', email_verified: true },
} as const;
type User = keyof typeof USERS;

let env: RulesTestEnvironment;
const db = (user: User | null): Firestore => {
  if (!user) return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const { uid, ...claims } = USERS[user];
  return env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
};
const LETTER = {
  title: 'Data Engineer at Globex',
  recipient: 'Hiring Manager\nGlobex',
  greeting: 'Dear Hiring Manager,',
  paragraphs: ['I am writing to apply.', 'Thank you.'],
  closing: 'Sincerely,',
  jobId: 'job1',
  jobTitle: 'Data Engineer',
  company: 'Globex',
};
const letterPath = 'candidates/cand/resumes/r1/letters/l1';

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-hiregen-rules-letters',
    firestore: { rules: readFileSync(path.resolve(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8'), host, port: Number(port) },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const f = context.firestore();
    for (const [uid, role] of [
      ['cand', 'Candidate'],
      ['other', 'Candidate'],
      ['hr', 'HR'],
      ['admin', 'Admin'],
    ] as const)
      await setDoc(doc(f, `users/${uid}`), { name: uid, role, disabled: false });
    await setDoc(doc(f, 'candidates/cand/resumes/r1'), { title: 'Mine', resume: {}, template: 'classic' });
    await setDoc(doc(f, letterPath), LETTER);
    await setDoc(doc(f, 'sharedResumes/slug-of-cand-000000000'), {
      ownerUid: 'cand',
      resumeId: 'r1',
      enabled: true,
      indexable: false,
      showContact: false,
      views: 3,
      downloads: 1,
    });
    await setDoc(doc(f, 'sharedResumes/slug-of-cand-000000000/visits/hash1'), { kind: 'views', day: '2026-11-27' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules: cover letters', () => {
  it('the owner reads, lists, writes, renames and deletes their letters', async () => {
    await assertSucceeds(getDoc(doc(db('cand'), letterPath)));
    await assertSucceeds(getDocs(collection(db('cand'), 'candidates/cand/resumes/r1/letters')));
    await assertSucceeds(setDoc(doc(db('cand'), 'candidates/cand/resumes/r1/letters/l2'), { ...LETTER, jobId: null }));
    await assertSucceeds(updateDoc(doc(db('cand'), letterPath), { title: 'Renamed' }));
    await assertSucceeds(deleteDoc(doc(db('cand'), letterPath)));
  });

  it('nobody else reads or writes them: another candidate, HR, an Admin, signed out', async () => {
    for (const user of ['other', 'hr', 'admin', null] as const) {
      await assertFails(getDoc(doc(db(user), letterPath)));
      await assertFails(setDoc(doc(db(user), 'candidates/cand/resumes/r1/letters/l9'), LETTER));
      await assertFails(updateDoc(doc(db(user), letterPath), { title: 'x' }));
      await assertFails(deleteDoc(doc(db(user), letterPath)));
    }
  });

  it('refuses malformed letters, oversized parts, unknown fields and letters beside no resume', async () => {
    const mine = (data: Record<string, unknown>, id = 'lx', resume = 'r1') => setDoc(doc(db('cand'), `candidates/cand/resumes/${resume}/letters/${id}`), data);
    await assertFails(mine({ ...LETTER, title: '' }));
    await assertFails(mine({ ...LETTER, title: 'x'.repeat(121) }));
    await assertFails(mine({ ...LETTER, paragraphs: 'one long string' }));
    await assertFails(mine({ ...LETTER, paragraphs: Array.from({ length: 9 }, () => 'p') }));
    await assertFails(mine({ ...LETTER, paragraphs: ['ok', 'x'.repeat(2001)] }));
    await assertFails(mine({ ...LETTER, paragraphs: ['1', '2', '3', '4', '5', '6', '7', 'x'.repeat(2001)] }));
    await assertFails(mine({ ...LETTER, ownerUid: 'someone' }));
    await assertFails(mine(LETTER, 'ly', 'no-such-resume'));
    await assertSucceeds(mine({ ...LETTER, paragraphs: Array.from({ length: 8 }, () => 'x'.repeat(2000)) }));
  });
});

describe('firestore.rules: shared resume links', () => {
  it('the owner reads their link and its counts, by id and by their own query', async () => {
    const snap = await assertSucceeds(getDoc(doc(db('cand'), 'sharedResumes/slug-of-cand-000000000')));
    expect(snap.get('views')).toBe(3);
    await assertSucceeds(getDocs(query(collection(db('cand'), 'sharedResumes'), where('ownerUid', '==', 'cand'))));
  });

  it("nobody writes them from a browser (counts and settings are the api's), and others read nothing", async () => {
    for (const user of ['cand', 'other', 'hr', 'admin', null] as const) {
      await assertFails(updateDoc(doc(db(user), 'sharedResumes/slug-of-cand-000000000'), { views: 1000 }));
      await assertFails(
        setDoc(doc(db(user), 'sharedResumes/new-slug-0000000000000'), {
          ownerUid: user ?? 'x',
          resumeId: 'r1',
          enabled: true,
          indexable: false,
          showContact: false,
          views: 0,
          downloads: 0,
        }),
      );
      await assertFails(deleteDoc(doc(db(user), 'sharedResumes/slug-of-cand-000000000')));
    }
    for (const user of ['other', 'hr', 'admin', null] as const) {
      await assertFails(getDoc(doc(db(user), 'sharedResumes/slug-of-cand-000000000')));
      await assertFails(getDocs(collection(db(user), 'sharedResumes')));
    }
  });

  it("nobody, the owner included, reads or writes the visit markers (the api's keyed hashes)", async () => {
    for (const user of ['cand', 'other', 'hr', 'admin', null] as const) {
      await assertFails(getDoc(doc(db(user), 'sharedResumes/slug-of-cand-000000000/visits/hash1')));
      await assertFails(getDocs(collection(db(user), 'sharedResumes/slug-of-cand-000000000/visits')));
      await assertFails(setDoc(doc(db(user), 'sharedResumes/slug-of-cand-000000000/visits/hash2'), { kind: 'views', day: '2026-11-27' }));
      await assertFails(deleteDoc(doc(db(user), 'sharedResumes/slug-of-cand-000000000/visits/hash1')));
    }
  });
});
