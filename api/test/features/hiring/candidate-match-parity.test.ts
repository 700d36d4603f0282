// The match a candidate sees for a resume in their job list is the match their application
// stores when they apply with that resume: the candidate app asks /api/v1/match with the job as
// `jobMatchText` reads it and the resume as `resumeText` prints it, and applying matches the same
// two texts with the same engine. The organisation's name is set on purpose: the candidate's copy
// of the job once carried it as a line of the posting, which moved the score.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { jobMatchText, resumeText, type JsonResume } from 'shared-schemas';
import { bearer, PROJECT_ID } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { hrWithOrganisation, verifiedAccount, withRole } from './hiring-fixtures';

let app: FastifyInstance;
let admin: App;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'candidate-match-parity-test');
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const JOB = {
  title: 'Registered Nurse',
  orgName: 'Acme Health',
  description:
    'Provide patient care on a busy ward, medication administration, and keep electronic health records up to date. You will work with doctors and families every day and support junior staff.',
};

const RESUMES: Record<string, JsonResume> = {
  nurse: {
    basics: { name: 'Meera Nair', label: 'Registered Nurse' },
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
  },
  carer: {
    basics: { name: 'Meera Nair', label: 'Care Assistant' },
    work: [{ name: 'Sunrise Home', position: 'Care Assistant', startDate: '2022-03', endDate: '', highlights: ['Helped residents with daily living'] }],
    skills: [{ name: 'Skills', keywords: ['Personal care', 'First aid'] }],
  },
};

test.each(Object.keys(RESUMES))('the %s resume: the match in the job list equals the match stored when applying with it', async (resumeId) => {
  const hr = await hrWithOrganisation(app, admin, `parity-hr-${resumeId}`, JOB.orgName);
  const jobRef = getFirestore(admin).collection('jobs').doc();
  await jobRef.set({ orgId: hr.orgId, orgName: JOB.orgName, title: JOB.title, status: 'open', createdBy: hr.uid, description: JOB.description, parsed: {} });
  const candidate = await withRole(app, await verifiedAccount(admin, `parity-${resumeId}`), 'Candidate');
  const resume = RESUMES[resumeId]!;
  await getFirestore(admin).doc(`candidates/${candidate.uid}/resumes/${resumeId}`).set({ title: resumeId, resume, template: 'classic' });

  // What the candidate's job list asks for this job and resume.
  const seen = await app.inject({ method: 'POST', url: '/api/v1/match', payload: { job: jobMatchText(JOB), resume: resumeText(resume) } });
  expect(seen.statusCode).toBe(200);
  const shown = seen.json() as { score: number; matched: { skill: string }[]; missing: { skill: string }[]; summary: string };

  // What the Apply dialog shows for the resume chosen, before sending.
  const previewed = await app.inject({
    method: 'POST',
    url: '/api/applications/match',
    headers: bearer(candidate.idToken),
    payload: { jobId: jobRef.id, resumeId },
  });
  expect(previewed.statusCode).toBe(200);
  const dialog = (previewed.json() as { match: { score: number } }).match;

  const applied = await app.inject({ method: 'POST', url: '/api/applications', headers: bearer(candidate.idToken), payload: { jobId: jobRef.id, resumeId } });
  expect(applied.statusCode).toBe(201);
  const stored = (
    await getFirestore(admin)
      .doc(`applications/${(applied.json() as { applicationId: string }).applicationId}`)
      .get()
  ).get('match') as { score: number; matched: string[]; missing: string[]; summary: string };
  expect(dialog).toEqual(stored);
  expect(stored).toEqual({
    score: shown.score,
    matched: shown.matched.map((s) => s.skill),
    missing: shown.missing.map((s) => s.skill),
    summary: shown.summary,
  });
});
