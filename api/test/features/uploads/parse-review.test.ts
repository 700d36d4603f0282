// An uploaded file's parse review reaches the documents HR's applicant page reads: the lines the
// parser could not place and the fields it was unsure of, on the talent and on the application,
// in the capped shape shared-schemas reads back (cleanParseReview).
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { cleanParseReview } from 'shared-schemas';
import { bearer, PROJECT_ID } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { hrWithOrganisation, multipart, nurseResume, resumePdf } from '../hiring/hiring-fixtures';

let app: FastifyInstance;
let admin: App;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'parse-review-test');
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const UNPLACED = 'Qualified glider pilot and volunteer firefighter since 2015';

test('bulk upload stores the lines the parser could not place on the talent and the application', async () => {
  const hr = await hrWithOrganisation(app, admin, 'review-hr', 'Review Co');
  const job = getFirestore(admin).collection('jobs').doc();
  await job.set({
    orgId: hr.orgId,
    orgName: 'Review Co',
    title: 'Registered Nurse',
    status: 'open',
    createdBy: 'x',
    description: 'We need a Registered Nurse with patient care and BLS.',
    parsed: { requiredSkills: ['Patient care'], preferredSkills: [], seniority: 'mid', location: 'Pune', remote: 'onsite', salary: null },
  });
  const pdf = await resumePdf([...nurseResume('Asha Rao', 'asha.rao@example.com', '+91 90000 11111'), '', 'INTERESTS', UNPLACED]);
  const body = multipart([{ name: 'asha.pdf', bytes: pdf }]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/jobs/${job.id}/uploads?last=1&wait=1`,
    headers: { ...bearer(hr.idToken), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  const [result] = (response.json() as { results: { status: string; applicationId: string; talentId: string }[] }).results;
  expect(result!.status).toBe('added');

  const application = (await getFirestore(admin).doc(`applications/${result!.applicationId}`).get()).data()!;
  const review = cleanParseReview(application.parseReview);
  expect(review?.unplaced).toEqual([UNPLACED]);
  // Stored as read back: nothing the reader would have to drop.
  expect(application.parseReview).toEqual(review);
  const talent = (await getFirestore(admin).doc(`organizations/${hr.orgId}/talent/${result!.talentId}`).get()).data()!;
  expect(talent.parseReview).toEqual(application.parseReview);
});
