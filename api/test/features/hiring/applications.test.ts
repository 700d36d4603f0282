// Applying and bulk upload through the real api, engine and emulators: the snapshot and match a
// candidate's application carries, duplicates and closed jobs refused, per-file upload results
// (one broken file never stops the batch), de-duplication, the original file kept for HR only.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { answerProblem, GENAI_LIMITS, HIRING_ANSWERS } from 'shared-schemas';
import { bearer, PROJECT_ID } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { hrWithOrganisation, multipart, nurseResume, resumePdf, verifiedAccount, withRole } from './hiring-fixtures';

let app: FastifyInstance;
let admin: App;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'applications-test');
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

async function postJob(orgId: string, status: string, title = 'Registered Nurse') {
  const ref = getFirestore(admin).collection('jobs').doc();
  await ref.set({
    orgId,
    orgName: 'Org',
    title,
    status,
    createdBy: 'x',
    description: 'We need a Registered Nurse.\nRequirements:\n- Patient care\n- Medication administration\n- BLS\n- Electronic health records',
    parsed: { requiredSkills: ['Patient care'], preferredSkills: [], seniority: 'mid', location: 'Pune', remote: 'onsite', salary: null },
  });
  return ref.id;
}

test('a candidate applies with a resume: snapshot and match stored; a second application and a closed job are refused', async () => {
  const hr = await hrWithOrganisation(app, admin, 'apply-hr', 'Apply Co');
  const jobId = await postJob(hr.orgId, 'open');
  const closedJobId = await postJob(hr.orgId, 'closed');
  const candidate = await withRole(app, await verifiedAccount(admin, 'applicant'), 'Candidate');
  const resume = {
    basics: { name: 'Meera Nair', email: candidate.email, label: 'Registered Nurse' },
    work: [
      {
        name: 'City Hospital',
        position: 'Registered Nurse',
        startDate: '2019-01',
        endDate: '',
        highlights: ['Provided patient care for 30 patients per shift', 'Medication administration and BLS'],
      },
    ],
    skills: [{ name: 'Skills', keywords: ['Patient care', 'Medication administration', 'BLS', 'Electronic health records'] }],
  };
  await getFirestore(admin).doc(`candidates/${candidate.uid}/resumes/r1`).set({ title: 'Nurse', resume, template: 'classic' });

  const applied = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(candidate.idToken), payload: { jobId, resumeId: 'r1' } });
  expect(applied.statusCode).toBe(201);
  const { applicationId, match } = applied.json() as { applicationId: string; match: { score: number; matched: string[] } };
  expect(match.matched).toEqual(expect.arrayContaining(['Patient care']));
  expect(match.score).toBeGreaterThanOrEqual(50);
  const stored = (await getFirestore(admin).doc(`applications/${applicationId}`).get()).data()!;
  expect(stored).toMatchObject({ orgId: hr.orgId, jobId, candidateUid: candidate.uid, source: 'applied', stage: 'applied', name: 'Meera Nair' });
  expect(stored.resumeSnapshot).toEqual(resume);
  // Stored time is written in one form, a Timestamp, like the browser's stage moves.
  expect(stored.stageHistory).toEqual([{ stage: 'applied', at: expect.any(Timestamp), by: candidate.uid }]);

  const again = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(candidate.idToken), payload: { jobId, resumeId: 'r1' } });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('You have already applied to this job.');
  const closed = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: bearer(candidate.idToken),
    payload: { jobId: closedJobId, resumeId: 'r1' },
  });
  expect(closed.statusCode).toBe(409);
  const missing = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(candidate.idToken), payload: { jobId, resumeId: 'nope' } });
  expect(missing.statusCode).toBe(404);
  // HR cannot apply on someone's behalf.
  expect((await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(hr.idToken), payload: { jobId, resumeId: 'r1' } })).statusCode).toBe(
    403,
  );

  // The original file (the resume as sent, as a PDF): the candidate's own, and HR of the job's organisation.
  const fileOf = (token?: string) => app.inject({ method: 'GET', url: `/api/applications/${applicationId}/file`, headers: token ? bearer(token) : {} });
  for (const token of [candidate.idToken, hr.idToken]) {
    const file = await fileOf(token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  // Refused: another candidate, HR of another organisation (both as if there were none), signed out.
  const stranger = await withRole(app, await verifiedAccount(admin, 'stranger'), 'Candidate');
  const otherHr = await hrWithOrganisation(app, admin, 'apply-other-hr', 'Other Apply Co');
  for (const token of [stranger.idToken, otherHr.idToken]) {
    const refused = await fileOf(token);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).not.toBe('application/pdf');
  }
  expect((await fileOf()).statusCode).toBe(401);
});

test('bulk upload: each file gets its own result, duplicates are found by file and by email, HR of another organisation gets nothing', async () => {
  const hr = await hrWithOrganisation(app, admin, 'upload-hr', 'Upload Co');
  const jobId = await postJob(hr.orgId, 'open');
  const meera = await resumePdf(nurseResume('Meera Nair', 'meera.nair@example.com', '+91 98765 43210'));
  const ravi = await resumePdf(nurseResume('Ravi Kumar', 'ravi.kumar@example.com', '+91 91234 56789'));
  const meeraAgain = await resumePdf([...nurseResume('Meera Nair', 'meera.nair@example.com', '+91 98765 43210'), 'Languages: English, Malayalam']);
  const upload = multipart([
    { name: 'meera.pdf', bytes: meera },
    { name: 'broken.pdf', bytes: Buffer.from('%PDF-1.7 this is not really a pdf') },
    { name: 'notes.txt', bytes: Buffer.from('hello'), type: 'text/plain' },
    { name: 'ravi.pdf', bytes: ravi },
  ]);
  const first = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/uploads?wait=1`,
    headers: { ...bearer(hr.idToken), ...upload.headers },
    payload: upload.payload,
  });
  expect(first.statusCode).toBe(200);
  expect(answerProblem(first.json(), HIRING_ANSWERS.upload)).toBeUndefined();
  const { batchId, results } = first.json() as { batchId: string; results: { fileName: string; status: string; message?: string; talentId?: string }[] };
  expect(results.map((r) => [r.fileName, r.status])).toEqual([
    ['meera.pdf', 'added'],
    ['broken.pdf', 'failed'],
    ['notes.txt', 'failed'],
    ['ravi.pdf', 'added'],
  ]);
  expect(results[1]!.message).toBeTruthy();
  expect(results[2]!.message).toBe('Not a PDF or DOCX file.');

  // The same file again, and a different file of the same person, continue the batch as duplicates.
  const second = multipart([
    { name: 'meera-copy.pdf', bytes: meera },
    { name: 'meera-v2.pdf', bytes: meeraAgain },
  ]);
  const again = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/uploads?batchId=${batchId}&last=1&wait=1`,
    headers: { ...bearer(hr.idToken), ...second.headers },
    payload: second.payload,
  });
  expect((again.json() as { results: { status: string }[] }).results.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
  const batch = (await getFirestore(admin).doc(`organizations/${hr.orgId}/uploads/${batchId}`).get()).data()!;
  expect(batch.counts).toEqual({ queued: 0, added: 2, duplicate: 2, failed: 2 });
  expect(batch.status).toBe('done');

  const applications = await getFirestore(admin).collection('applications').where('jobId', '==', jobId).get();
  expect(applications.docs.map((d) => d.get('name')).sort()).toEqual(['Meera Nair', 'Ravi Kumar']);
  expect(applications.docs.every((d) => d.get('source') === 'uploaded')).toBe(true);

  // The original file is served to HR of the organisation only.
  const file = await app.inject({ method: 'GET', url: `/api/talent/${results[0]!.talentId}/file`, headers: bearer(hr.idToken) });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.rawPayload.equals(meera)).toBe(true);
  const other = await hrWithOrganisation(app, admin, 'other-hr', 'Other Co');
  expect((await app.inject({ method: 'GET', url: `/api/talent/${results[0]!.talentId}/file`, headers: bearer(other.idToken) })).statusCode).toBe(404);
  const crossUpload = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/uploads`,
    headers: { ...bearer(other.idToken), ...upload.headers },
    payload: upload.payload,
  });
  expect(crossUpload.statusCode).toBe(404);

  // The ranking lists the job's applicants best first.
  const ranking = await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/ranking`, headers: bearer(hr.idToken) });
  const ranked = (ranking.json() as { ranked: { name: string; rank: number; match: { score: number } }[] }).ranked;
  expect(ranked).toHaveLength(2);
  expect(ranked[0]!.match.score).toBeGreaterThanOrEqual(ranked[1]!.match.score);
});

test("bulk upload holds to the contract's limits: files per request and bytes per file", async () => {
  const hr = await hrWithOrganisation(app, admin, 'limits-hr', 'Limits Co');
  const jobId = await postJob(hr.orgId, 'open');
  const send = (files: { name: string; bytes: Buffer }[]) => {
    const body = multipart(files);
    return app.inject({ method: 'POST', url: `/api/jobs/${jobId}/uploads`, headers: { ...bearer(hr.idToken), ...body.headers }, payload: body.payload });
  };
  const tooMany = await send(
    Array.from({ length: GENAI_LIMITS.uploadFilesPerRequest + 1 }, (_, i) => ({ name: `cv-${i}.pdf`, bytes: Buffer.from('%PDF-1.7') })),
  );
  expect(tooMany.statusCode).toBe(413);
  expect(tooMany.json()).toEqual({ message: `Send at most ${GENAI_LIMITS.uploadFilesPerRequest} files per request.` });

  // One file over the size limit fails alone; the request is answered.
  const big = await send([{ name: 'big.pdf', bytes: Buffer.alloc(GENAI_LIMITS.maxFileBytes + 1, 32) }]);
  expect(big.statusCode).toBe(200);
  expect((big.json() as { results: { fileName: string; status: string; message: string }[] }).results).toEqual([
    { fileName: 'big.pdf', status: 'failed', message: `Too big: at most ${GENAI_LIMITS.maxFileBytes / 1048576} MB per file.` },
  ]);
});
