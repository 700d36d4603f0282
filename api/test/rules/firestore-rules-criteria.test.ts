// firestore.rules for criteria review: a job's criteria (jobCriteria/{jobId}) and each applicant's
// verdicts (criteriaReviews/{applicationId}) are read by HR of the organisation alone, with the
// pipeline's live query bound to the token's orgId; only the api writes them.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, setLogLevel, Timestamp, updateDoc, where, type Firestore } from 'firebase/firestore';

setLogLevel('error');

const USERS = {
  hr: { uid: 'hr', role: 'HR', orgId: 'acme', email_verified: true },
  unverifiedHr: { uid: 'hr2', role: 'HR', orgId: 'acme', email_verified: false },
  interviewer: { uid: 'iv1', role: 'Interviewer', orgId: 'acme', email_verified: true },
  otherOrgHr: { uid: 'hrx', role: 'HR', orgId: 'other', email_verified: true },
  candidate: { uid: 'cand', role: 'Candidate', email_verified: true },
} as const;
type User = keyof typeof USERS;

const at = Timestamp.fromDate(new Date('2026-11-01T00:00:00Z'));
const criteria = {
  orgId: 'acme',
  jobId: 'job1',
  criteria: [{ id: 'skill-go', text: 'Experience with Go', kind: 'skill' }],
  version: 1,
  updatedBy: 'hr',
  updatedAt: at,
};
const review = {
  orgId: 'acme',
  jobId: 'job1',
  applicationId: 'app1',
  criteriaVersion: 1,
  reviews: [{ criterionId: 'skill-go', verdict: 'met', evidence: 'Built APIs in Go.', reason: 'Named in work.' }],
  counts: { met: 1, notMet: 0, unclear: 0 },
  reviewedAt: at,
};

let env: RulesTestEnvironment;
const db = (user: User | null): Firestore => {
  if (!user) return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const { uid, ...claims } = USERS[user];
  return env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
};
/** The pipeline's live query (criteria-store.ts watchCriteriaReviews). */
const reviewsQuery = (user: User, orgId = 'acme') =>
  getDocs(query(collection(db(user), 'criteriaReviews'), where('orgId', '==', orgId), where('jobId', '==', 'job1')));

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-hiregen-rules-criteria',
    firestore: { rules: readFileSync(path.resolve(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8'), host, port: Number(port) },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const f = context.firestore();
    await setDoc(doc(f, 'organizations/acme'), { name: 'Acme Health', createdBy: 'hr', createdAt: at });
    await setDoc(doc(f, 'organizations/other'), { name: 'Other Co', createdBy: 'hrx', createdAt: at });
    for (const [uid, role, orgId] of [
      ['hr', 'HR', 'acme'],
      ['hr2', 'HR', 'acme'],
      ['iv1', 'Interviewer', 'acme'],
      ['hrx', 'HR', 'other'],
    ] as const) {
      await setDoc(doc(f, `organizations/${orgId}/members/${uid}`), { role, name: uid, email: `${uid}@example.com`, joinedAt: at });
      await setDoc(doc(f, `users/${uid}`), { name: uid, role, orgId, disabled: false });
    }
    await setDoc(doc(f, 'users/cand'), { name: 'Cand', role: 'Candidate', disabled: false });
    // An open job: public itself, but its criteria stay HR's.
    await setDoc(doc(f, 'jobs/job1'), {
      title: 'Backend Engineer',
      description: '',
      parsed: {},
      orgId: 'acme',
      orgName: 'Acme Health',
      status: 'open',
      createdBy: 'hr',
      createdAt: at,
      updatedAt: at,
      openedAt: at,
    });
    await setDoc(doc(f, 'applications/app1'), { orgId: 'acme', jobId: 'job1', candidateUid: 'cand', interviewerUids: ['iv1'], stage: 'applied' });
    await setDoc(doc(f, 'jobCriteria/job1'), criteria);
    await setDoc(doc(f, 'criteriaReviews/app1'), review);
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules: criteria review', () => {
  it("HR of the organisation reads the criteria, a review and the job's reviews by query", async () => {
    await assertSucceeds(getDoc(doc(db('hr'), 'jobCriteria/job1')));
    await assertSucceeds(getDoc(doc(db('hr'), 'criteriaReviews/app1')));
    const page = await assertSucceeds(reviewsQuery('hr'));
    expect(page.docs.map((d) => d.id)).toEqual(['app1']);
  });

  it('HR reads a job without criteria and an applicant not reviewed yet as absent, where others are refused', async () => {
    const criteria = await assertSucceeds(getDoc(doc(db('hr'), 'jobCriteria/job-without-criteria')));
    expect(criteria.exists()).toBe(false);
    const review = await assertSucceeds(getDoc(doc(db('hr'), 'criteriaReviews/app-not-reviewed')));
    expect(review.exists()).toBe(false);
    for (const user of ['interviewer', 'candidate', 'unverifiedHr'] as const) {
      await assertFails(getDoc(doc(db(user), 'jobCriteria/job-without-criteria')));
      await assertFails(getDoc(doc(db(user), 'criteriaReviews/app-not-reviewed')));
    }
    await assertFails(getDoc(doc(db(null), 'jobCriteria/job-without-criteria')));
  });

  it('nobody else reads them: interviewers (even assigned), the candidate, another organisation, unverified HR, signed out', async () => {
    for (const user of ['interviewer', 'candidate', 'otherOrgHr', 'unverifiedHr'] as const) {
      await assertFails(getDoc(doc(db(user), 'jobCriteria/job1')));
      await assertFails(getDoc(doc(db(user), 'criteriaReviews/app1')));
    }
    await assertFails(getDoc(doc(db(null), 'jobCriteria/job1')));
    await assertFails(reviewsQuery('otherOrgHr', 'acme'));
    await assertFails(getDocs(query(collection(db('hr'), 'criteriaReviews'), where('jobId', '==', 'job1'))));
  });

  it('only the api writes: HR cannot set criteria or a verdict from the browser', async () => {
    await assertFails(setDoc(doc(db('hr'), 'jobCriteria/job2'), { ...criteria, jobId: 'job2' }));
    await assertFails(updateDoc(doc(db('hr'), 'jobCriteria/job1'), { criteria: [] }));
    await assertFails(updateDoc(doc(db('hr'), 'criteriaReviews/app1'), { counts: { met: 9, notMet: 0, unclear: 0 } }));
    await assertFails(deleteDoc(doc(db('hr'), 'criteriaReviews/app1')));
  });
});
