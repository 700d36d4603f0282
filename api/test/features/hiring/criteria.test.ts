// Criteria review through the real api, engine and emulators: HR gets criteria suggested from the
// posting, saves an edited list (checked by the shared zod schema, capped), every applicant is
// reviewed with the deciding resume sentence quoted, and a new applicant is reviewed on arrival.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { ApplicationCriteriaReview, JobCriterion } from 'shared-schemas';
import { bearer, PROJECT_ID } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { hrWithOrganisation, verifiedAccount, withRole } from './hiring-fixtures';

let app: FastifyInstance;
let admin: App;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'criteria-test');
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const POSTING = [
  'Requirements',
  '- 3+ years of experience building backend services',
  "- Bachelor's degree in Computer Science or a related field",
  '- Expertise in Go and PostgreSQL',
  '- Must be authorized to work in the United Kingdom',
].join('\n');

const GO_RESUME = [
  'Ada Park',
  'Backend Engineer',
  'Leeds, UK',
  '',
  'EXPERIENCE',
  'Backend Engineer, Ledgerly Ltd, Feb 2019 – Present',
  '- Built billing services in Go and PostgreSQL that settle 3 million invoices a month.',
  '',
  'EDUCATION',
  'BSc Computer Science, University of York, 2018',
].join('\n');
const DESIGN_RESUME = [
  'Bo Lund',
  'Designer',
  '',
  'EXPERIENCE',
  'Designer, Studio North, Mar 2024 – Present',
  '- Drew the brand in Figma.',
  '',
  'EDUCATION',
  'BA Fine Arts, Falmouth University, 2023',
].join('\n');

async function jobWithApplicants(orgId: string, uid: string) {
  const db = getFirestore(admin);
  const job = db.collection('jobs').doc();
  await job.set({ orgId, orgName: 'Criteria Co', title: 'Backend Engineer', description: POSTING, status: 'open', createdBy: uid, parsed: {} });
  for (const [id, name, text] of [
    ['ada', 'Ada Park', GO_RESUME],
    ['bo', 'Bo Lund', DESIGN_RESUME],
  ] as const) {
    await db
      .collection('applications')
      .doc(`${job.id}_${id}`)
      .set({ orgId, jobId: job.id, name, source: 'uploaded', stage: 'applied', resumeText: text, match: { score: 50, matched: [], missing: [], summary: '' } });
  }
  return job.id;
}

test('HR gets suggestions from the posting, saves edited criteria, and every applicant is reviewed with the deciding sentence', async () => {
  const hr = await hrWithOrganisation(app, admin, 'criteria-hr', 'Criteria Co');
  const jobId = await jobWithApplicants(hr.orgId, hr.uid);

  const suggested = await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/criteria/suggestions`, headers: bearer(hr.idToken) });
  expect(suggested.statusCode).toBe(200);
  const { criteria } = suggested.json() as { criteria: JobCriterion[] };
  expect(criteria.map((c) => [c.text, c.kind])).toEqual(
    expect.arrayContaining([
      ['3+ years of experience building backend services', 'experience-years'],
      ['Expertise in Go and PostgreSQL', 'skill'],
      ['Must be authorized to work in the United Kingdom', 'location'],
    ]),
  );
  // Suggesting saves nothing.
  expect((await getFirestore(admin).doc(`jobCriteria/${jobId}`).get()).exists).toBe(false);

  // HR drops one, rewrites one and adds their own.
  const edited = [
    ...criteria
      .filter((c) => c.kind !== 'location')
      .map((c) => ({ id: c.id, text: c.kind === 'experience-years' ? '5+ years of backend experience' : c.text })),
    { id: 'own-1', text: 'A passion for our mission' },
  ];
  const saved = await app.inject({ method: 'PUT', url: `/api/jobs/${jobId}/criteria`, headers: bearer(hr.idToken), payload: { criteria: edited } });
  expect(saved.statusCode).toBe(200);
  const answer = saved.json() as { criteria: JobCriterion[]; version: number; reviewed: number };
  expect(answer.version).toBe(1);
  expect(answer.reviewed).toBe(2);
  expect(answer.criteria.find((c) => c.id === 'own-1')?.kind).toBe('other');
  const stored = (await getFirestore(admin).doc(`jobCriteria/${jobId}`).get()).data()!;
  expect(stored).toMatchObject({ orgId: hr.orgId, jobId, version: 1, updatedBy: hr.uid });
  expect(stored.criteria).toHaveLength(edited.length);

  const ada = (await getFirestore(admin).doc(`criteriaReviews/${jobId}_ada`).get()).data() as ApplicationCriteriaReview;
  const bo = (await getFirestore(admin).doc(`criteriaReviews/${jobId}_bo`).get()).data() as ApplicationCriteriaReview;
  const skillId = answer.criteria.find((c) => c.text === 'Expertise in Go and PostgreSQL')!.id;
  expect(ada).toMatchObject({ orgId: hr.orgId, jobId, applicationId: `${jobId}_ada`, criteriaVersion: 1 });
  expect(ada.reviews.find((r) => r.criterionId === skillId)).toMatchObject({
    verdict: 'met',
    evidence: 'Built billing services in Go and PostgreSQL that settle 3 million invoices a month.',
  });
  expect(bo.reviews.find((r) => r.criterionId === skillId)).toMatchObject({ verdict: 'not-met', evidence: null });
  expect(ada.reviews.find((r) => r.criterionId === 'own-1')?.verdict).toBe('unclear');
  expect(ada.counts.met).toBeGreaterThan(bo.counts.met);

  // A second save counts a new version and re-reviews: no criteria, no verdicts.
  const cleared = await app.inject({ method: 'PUT', url: `/api/jobs/${jobId}/criteria`, headers: bearer(hr.idToken), payload: { criteria: [] } });
  expect(cleared.json()).toMatchObject({ version: 2, reviewed: 2 });
  expect((await getFirestore(admin).doc(`criteriaReviews/${jobId}_ada`).get()).data()).toMatchObject({
    criteriaVersion: 2,
    reviews: [],
    counts: { met: 0, notMet: 0, unclear: 0 },
  });
});

test("criteria are capped and checked at the boundary, and only HR of the job's organisation may suggest or save them", async () => {
  const hr = await hrWithOrganisation(app, admin, 'criteria-caps', 'Caps Co');
  const other = await hrWithOrganisation(app, admin, 'criteria-other', 'Other Co');
  const jobId = await jobWithApplicants(hr.orgId, hr.uid);
  const put = (token: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: `/api/jobs/${jobId}/criteria`, headers: bearer(token), payload: payload as object });

  const thirteen = Array.from({ length: 13 }, (_, i) => ({ id: `c${i}`, text: `Criterion number ${i}` }));
  const tooMany = await put(hr.idToken, { criteria: thirteen });
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().message).toBe('A job has at most 12 criteria.');
  const tooLong = await put(hr.idToken, { criteria: [{ id: 'a', text: 'x'.repeat(201) }] });
  expect(tooLong.json()).toEqual({ message: 'A criterion is at most 200 characters.' });
  expect((await put(hr.idToken, { criteria: [{ id: 'a', text: '   ' }] })).json().message).toBe('A criterion cannot be empty.');
  expect(
    (
      await put(hr.idToken, {
        criteria: [
          { id: 'a', text: 'Go' },
          { id: 'a', text: 'SQL' },
        ],
      })
    ).json().message,
  ).toBe('Each criterion needs its own id.');
  expect((await put(hr.idToken, { criteria: [{ id: 'a b', text: 'Go' }] })).statusCode).toBe(400);
  expect((await put(hr.idToken, { criteria: [{ id: 'a', text: 'Go', kind: 'skill', extra: 1 }] })).statusCode).toBe(400);
  expect((await put(hr.idToken, { nope: true })).statusCode).toBe(400);
  expect((await getFirestore(admin).doc(`jobCriteria/${jobId}`).get()).exists).toBe(false);

  // Another organisation's HR cannot tell the job exists; a candidate is refused.
  expect((await put(other.idToken, { criteria: [] })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/criteria/suggestions`, headers: bearer(other.idToken) })).statusCode).toBe(404);
  const candidate = await withRole(app, await verifiedAccount(admin, 'criteria-candidate'), 'Candidate');
  expect([403, 404]).toContain((await put(candidate.idToken, { criteria: [] })).statusCode);
  expect((await app.inject({ method: 'PUT', url: `/api/jobs/${jobId}/criteria`, payload: { criteria: [] } })).statusCode).toBe(401);
});

test('a candidate who applies after the criteria are saved is reviewed on arrival', async () => {
  const hr = await hrWithOrganisation(app, admin, 'criteria-apply', 'Apply Criteria Co');
  const jobId = await jobWithApplicants(hr.orgId, hr.uid);
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/jobs/${jobId}/criteria`,
    headers: bearer(hr.idToken),
    payload: { criteria: [{ id: 'go', text: 'Expertise in Go and PostgreSQL' }] },
  });
  expect(saved.statusCode).toBe(200);
  const candidate = await withRole(app, await verifiedAccount(admin, 'criteria-applicant'), 'Candidate');
  const resume = {
    basics: { name: 'Cy Ode', email: candidate.email, label: 'Backend Engineer' },
    work: [{ name: 'Pipes Ltd', position: 'Backend Engineer', startDate: '2020-01', endDate: '', highlights: ['Wrote payment APIs in Go and PostgreSQL.'] }],
  };
  await getFirestore(admin).doc(`candidates/${candidate.uid}/resumes/r1`).set({ title: 'Backend', resume, template: 'classic' });
  const applied = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(candidate.idToken), payload: { jobId, resumeId: 'r1' } });
  expect(applied.statusCode).toBe(201);
  const { applicationId } = applied.json() as { applicationId: string };
  const review = (await getFirestore(admin).doc(`criteriaReviews/${applicationId}`).get()).data() as ApplicationCriteriaReview;
  expect(review).toMatchObject({ orgId: hr.orgId, jobId, criteriaVersion: 1, counts: { met: 1, notMet: 0, unclear: 0 } });
  expect(review.reviews[0]).toMatchObject({ criterionId: 'go', verdict: 'met' });
  expect(review.reviews[0]!.evidence).toContain('Wrote payment APIs in Go and PostgreSQL.');
});
