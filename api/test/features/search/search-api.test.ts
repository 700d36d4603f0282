// The search endpoints against the real emulators: what the public, candidates and two
// organisations' members see, freshness from Firestore, filters, match to me and errors.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { bearer, freshToken, signUp, type TestAccount } from '../../support/emulator-accounts';
import { hrWithOrganisation, verifiedAccount, withRole } from '../hiring/hiring-fixtures';
import { buildTestApp } from '../../support/test-app';

jest.setTimeout(60_000);

const tag = `zq${randomUUID().slice(0, 6)}`; // a word only this run's documents carry
let app: FastifyInstance;
let admin: App;
let db: Firestore;
let hrA: TestAccount & { orgId: string };
let hrB: TestAccount & { orgId: string };
let candidate: TestAccount;

const now = () => new Date().toISOString();

function job(orgId: string, orgName: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    orgId,
    orgName,
    title,
    description: `${title} at ${orgName}. Keyword ${tag}. You will build and ship features.`,
    parsed: {
      requiredSkills: ['JavaScript', 'React'],
      preferredSkills: ['AWS'],
      seniority: 'mid',
      location: 'Noida, India',
      remote: 'onsite',
      salary: { min: 1_000_000, max: 1_800_000, currency: 'INR', period: 'year' },
      minYears: 2,
    },
    status: 'open',
    createdBy: 'test',
    createdAt: now(),
    updatedAt: now(),
    openedAt: now(),
    ...extra,
  };
}

async function get(url: string, token?: string) {
  const response = await app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return {
    status: response.statusCode,
    body: response.json() as {
      total: number;
      results: Record<string, unknown>[];
      facets: Record<string, unknown>;
      message?: string;
      me?: unknown;
      jobs?: { id: string }[];
    } & Record<string, unknown>,
  };
}

/** Polls until `check` passes; returns how long it took (the freshness a user sees). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    // Gentle enough to stay far under the per-client rate limit (API_RATE_LIMIT, 300 a minute).
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

const ids = (body: { results: Record<string, unknown>[] }) => body.results.map((result) => result.id);

/** A verified member of `orgId` with this role, as an accepted invitation leaves them (claims + member document). */
async function memberOf(orgId: string, role: 'HR' | 'Interviewer', label: string): Promise<TestAccount> {
  const account = await verifiedAccount(admin, label, `${label} ${role}`);
  await getAuth(admin).setCustomUserClaims(account.uid, { role, orgId });
  await db.doc(`organizations/${orgId}/members/${account.uid}`).set({ role, name: label, email: account.email, joinedAt: now() });
  return { ...account, idToken: await freshToken(account) };
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-hiregen' }, `search-test-${tag}`);
  db = getFirestore(admin);
  hrA = await hrWithOrganisation(app, admin, 'search-a', `Acme ${tag}`);
  hrB = await hrWithOrganisation(app, admin, 'search-b', `Beta ${tag}`);
  candidate = await withRole(app, await verifiedAccount(admin, 'search-c', 'Cara Candidate'), 'Candidate');
  await db.doc(`jobs/${tag}-open`).set(job(hrA.orgId, `Acme ${tag}`, 'Frontend Engineer'));
  await db.doc(`jobs/${tag}-nurse`).set(
    job(hrB.orgId, `Beta ${tag}`, 'Senior Staff Nurse', {
      parsed: {
        requiredSkills: ['Patient care'],
        preferredSkills: [],
        seniority: 'senior',
        location: 'Berlin',
        remote: 'remote',
        salary: { min: 50_000, max: 60_000, currency: 'EUR', period: 'year' },
        minYears: 5,
      },
    }),
  );
  await db.doc(`jobs/${tag}-draft`).set(job(hrA.orgId, `Acme ${tag}`, 'Draft Engineer', { status: 'draft' }));
  await db
    .doc(`talentDirectory/${tag}-dir`)
    .set({ name: 'Dina Directory', headline: 'React developer', location: 'Pune', skills: ['JS', 'React', tag], years: 4, resume: {}, updatedAt: now() });
  // Applied to organisation A only, never opted in to the directory.
  await db.doc(`applications/${tag}-app`).set({
    orgId: hrA.orgId,
    jobId: `${tag}-open`,
    jobTitle: 'Frontend Engineer',
    candidateUid: 'private-uid',
    name: 'Priya Private',
    email: null,
    source: 'applied',
    resumeSnapshot: { basics: { name: 'Priya Private', label: `Engineer ${tag}` }, skills: [{ name: 'React' }] },
    match: { score: 60, matched: [], missing: [], summary: '' },
    stage: 'applied',
    stageHistory: [],
    interviewerUids: [],
    createdAt: now(),
    updatedAt: now(),
  });
  await db.doc(`organizations/${hrA.orgId}/talent/${tag}-up`).set({
    resume: { basics: { name: 'Umar Uploaded', label: `Analyst ${tag}` } },
    text: '',
    fileRef: null,
    fileName: null,
    contentHash: tag,
    email: null,
    phone: null,
    source: 'uploaded',
    createdAt: now(),
  });
  await db.doc(`candidates/${candidate.uid}`).set({ headline: '', location: '', skills: [], directoryOptIn: false, primaryResumeId: 'r1', updatedAt: now() });
  await db.doc(`candidates/${candidate.uid}/resumes/r1`).set({
    title: 'Main',
    template: 'classic',
    updatedAt: now(),
    resume: { skills: [{ name: 'JS', keywords: ['React'] }], work: [{ name: 'X', position: 'Dev', startDate: '2020-01-01' }] },
  });
  await within(10_000, async () => (await get(`/api/search/candidates?q=${tag}`, hrA.idToken)).body.total === 3);
});

afterAll(async () => {
  await app?.close();
  if (admin) await deleteApp(admin);
});

describe('GET /api/search/jobs (public)', () => {
  it('finds open jobs only, with highlights and facets', async () => {
    const { status, body } = await get(`/api/search/jobs?q=${tag}`);
    expect(status).toBe(200);
    expect(ids(body).sort()).toEqual([`${tag}-nurse`, `${tag}-open`]);
    const frontend = body.results.find((result) => result.id === `${tag}-open`)!;
    expect(frontend).toMatchObject({ title: 'Frontend Engineer', orgName: `Acme ${tag}`, requiredSkills: ['JavaScript', 'React'] });
    const snippet = (frontend.highlights as { snippet: { text: string; marks: [number, number][] } }).snippet;
    expect(snippet.marks.map(([start, end]) => snippet.text.slice(start, end))).toEqual([tag, tag]);
    expect(body.facets.seniority).toEqual(
      expect.arrayContaining([
        { value: 'mid', count: 1 },
        { value: 'senior', count: 1 },
      ]),
    );
  });

  it('finds "JS" as JavaScript through the taxonomy, but not when quoted', async () => {
    expect(ids((await get(`/api/search/jobs?q=${encodeURIComponent(`skill:JS ${tag}`)}`)).body)).toEqual([`${tag}-open`]);
    expect((await get(`/api/search/jobs?q=${encodeURIComponent(`skill:"JS" ${tag}`)}`)).body.total).toBe(0);
  });

  it('applies boolean queries and fields', async () => {
    const query = encodeURIComponent(`${tag} (title:nurse OR title:pilot) -berlin`);
    expect((await get(`/api/search/jobs?q=${query}`)).body.total).toBe(0);
    expect(ids((await get(`/api/search/jobs?q=${encodeURIComponent(`${tag} title:nurse OR company:"acme ${tag}"`)}`)).body).sort()).toEqual([
      `${tag}-nurse`,
      `${tag}-open`,
    ]);
  });

  it('filters by radius, remote, seniority, salary and skills, with facet counts that ignore their own filter', async () => {
    expect(ids((await get(`/api/search/jobs?q=${tag}&location=Delhi&radius=50`)).body)).toEqual([`${tag}-open`]);
    expect((await get(`/api/search/jobs?q=${tag}&location=Delhi&radius=5`)).body.total).toBe(0);
    expect(ids((await get(`/api/search/jobs?q=${tag}&remote=true`)).body)).toEqual([`${tag}-nurse`]);
    const senior = (await get(`/api/search/jobs?q=${tag}&seniority=senior`)).body;
    expect(ids(senior)).toEqual([`${tag}-nurse`]);
    expect(senior.facets.seniority).toEqual(expect.arrayContaining([{ value: 'mid', count: 1 }]));
    expect(ids((await get(`/api/search/jobs?q=${tag}&salaryMin=1500000&currency=INR`)).body)).toEqual([`${tag}-open`]);
    expect((await get(`/api/search/jobs?q=${tag}&salaryMin=2000000&currency=INR`)).body.total).toBe(0);
    expect(ids((await get(`/api/search/jobs?q=${tag}&skills=js`)).body)).toEqual([`${tag}-open`]);
  });

  it('answers 400 with the position for a malformed query, and for bad filters', async () => {
    const response = await get(`/api/search/jobs?q=${encodeURIComponent('java "spring')}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The quote at position 6 is never closed: add a closing ".');
    expect((await get('/api/search/jobs?salaryMin=10')).body.message).toMatch(/needs a "currency"/);
    expect((await get('/api/search/jobs?seniority=guru')).status).toBe(400);
    expect((await get('/api/search/jobs?colour=red')).body.message).toBe('Unknown parameter "colour".');
  });

  it('shows a signed-in candidate their match, with the reason, and sorts by it', async () => {
    const { body } = await get(`/api/search/jobs?q=${tag}&sort=match`, candidate.idToken);
    expect(ids(body)).toEqual([`${tag}-open`, `${tag}-nurse`]);
    const match = body.results[0]!.match as { score: number; reason: string };
    expect(match.reason).toMatch(/^2 of 2 required skills \(JavaScript, React\); 0 of 1 preferred/);
    expect(match.score).toBeGreaterThan((body.results[1]!.match as { score: number }).score);
    expect((await get(`/api/search/jobs?q=${tag}&sort=match`)).status).toBe(400);
  });

  it('serves one open job for its public page, and 404 for a draft', async () => {
    const { status, body } = await get(`/api/search/jobs/${tag}-open`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: `${tag}-open`, title: 'Frontend Engineer', description: expect.stringContaining(tag) });
    expect((await get(`/api/search/jobs/${tag}-draft`)).status).toBe(404);
  });

  it('keeps the index fresh: a job opened appears and a closed one disappears within 2 s', async () => {
    await db.doc(`jobs/${tag}-draft`).update({ status: 'open' });
    await within(2_000, async () => ids((await get(`/api/search/jobs?q=${tag}`)).body).includes(`${tag}-draft`));
    await db.doc(`jobs/${tag}-draft`).update({ status: 'closed' });
    await within(2_000, async () => !ids((await get(`/api/search/jobs?q=${tag}`)).body).includes(`${tag}-draft`));
    expect((await get(`/api/search/jobs/${tag}-draft`)).status).toBe(404);
  });
});

describe('GET /api/search/candidates (tenancy)', () => {
  it('refuses signed-out callers with 401 and non-members with 403', async () => {
    expect((await get(`/api/search/candidates?q=${tag}`)).status).toBe(401);
    expect((await get(`/api/search/candidates?q=${tag}`, candidate.idToken)).status).toBe(403);
    const unverified = await withRole(app, await signUp('search-u'), 'HR');
    const response = await get(`/api/search/candidates?q=${tag}`, unverified.idToken);
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/Verify your email/);
    const noOrg = await withRole(app, await verifiedAccount(admin, 'search-n'), 'HR');
    expect((await get(`/api/search/candidates?q=${tag}`, noOrg.idToken)).body.message).toMatch(/Join or create an organisation/);
  });

  it('gives an organisation the directory plus its own applicants and talent', async () => {
    const { body } = await get(`/api/search/candidates?q=${tag}`, hrA.idToken);
    expect(ids(body).sort()).toEqual([`application:${tag}-app`, `directory:${tag}-dir`, `talent:${hrA.orgId}:${tag}-up`].sort());
    expect(body.facets.source).toEqual(
      expect.arrayContaining([
        { value: 'applied', count: 1 },
        { value: 'directory', count: 1 },
        { value: 'uploaded', count: 1 },
      ]),
    );
  });

  it('never shows another organisation a candidate who did not opt in', async () => {
    const { body } = await get(`/api/search/candidates?q=${tag}`, hrB.idToken);
    expect(ids(body)).toEqual([`directory:${tag}-dir`]);
    expect((await get('/api/search/candidates?q=Priya', hrB.idToken)).body.results.map((result) => result.name)).not.toContain('Priya Private');
    expect((await get(`/api/search/candidates?q=${encodeURIComponent('Umar Uploaded')}`, hrB.idToken)).body.total).toBe(0);
  });

  it("matches candidates to one of the caller's open jobs, and refuses another organisation's job", async () => {
    const { body } = await get(`/api/search/candidates?q=${tag}&jobId=${tag}-open&sort=match`, hrA.idToken);
    expect(body.results[0]).toMatchObject({ id: `directory:${tag}-dir`, uid: `${tag}-dir` });
    expect((body.results[0]!.match as { reason: string }).reason).toMatch(/^2 of 2 required skills \(JavaScript, React\)/);
    expect(body.jobs?.map((item) => item.id)).toContain(`${tag}-open`);
    expect((await get(`/api/search/candidates?q=${tag}&jobId=${tag}-open`, hrB.idToken)).status).toBe(404);
  });

  it('gives an Interviewer only the applicants assigned to them plus the directory, following assignment changes', async () => {
    const interviewer = await memberOf(hrA.orgId, 'Interviewer', 'search-i');
    await db.doc(`applications/${tag}-assigned`).set({
      orgId: hrA.orgId,
      jobId: `${tag}-open`,
      jobTitle: 'Frontend Engineer',
      candidateUid: 'assigned-uid',
      name: 'Ines Assigned',
      email: null,
      source: 'applied',
      resumeSnapshot: { basics: { name: 'Ines Assigned', label: `Engineer ${tag}` }, skills: [{ name: 'React' }] },
      match: { score: 70, matched: [], missing: [], summary: '' },
      stage: 'interview',
      stageHistory: [],
      interviewerUids: [interviewer.uid],
      createdAt: now(),
      updatedAt: now(),
    });
    await within(2_000, async () => ids((await get(`/api/search/candidates?q=${tag}`, hrA.idToken)).body).includes(`application:${tag}-assigned`));
    const { status, body } = await get(`/api/search/candidates?q=${tag}`, interviewer.idToken);
    expect(status).toBe(200);
    // Not the unassigned applicant, not HR's uploaded talent (HR-only under the rules).
    expect(ids(body).sort()).toEqual([`application:${tag}-assigned`, `directory:${tag}-dir`]);
    expect(body.facets.source).toEqual(
      expect.arrayContaining([
        { value: 'applied', count: 1 },
        { value: 'directory', count: 1 },
      ]),
    );
    expect((await get(`/api/search/candidates?q=${encodeURIComponent('Priya Private')}`, interviewer.idToken)).body.total).toBe(0);
    expect((await get(`/api/search/candidates?q=${encodeURIComponent('Umar Uploaded')}`, interviewer.idToken)).body.total).toBe(0);
    // HR assigns them to Priya, then takes Ines away: the search follows within 2 s.
    await db.doc(`applications/${tag}-app`).update({ interviewerUids: [interviewer.uid] });
    await db.doc(`applications/${tag}-assigned`).update({ interviewerUids: [] });
    await within(
      2_000,
      async () =>
        ids((await get(`/api/search/candidates?q=${tag}`, interviewer.idToken)).body)
          .sort()
          .join() === [`application:${tag}-app`, `directory:${tag}-dir`].join(),
    );
    await db.doc(`applications/${tag}-app`).update({ interviewerUids: [] });
    await db.doc(`applications/${tag}-assigned`).delete();
    await within(2_000, async () => ids((await get(`/api/search/candidates?q=${tag}`, interviewer.idToken)).body).join() === `directory:${tag}-dir`);
  });

  it('refuses every member of a suspended organisation (403), and serves them again once restored', async () => {
    const hrS = await hrWithOrganisation(app, admin, 'search-s', `Suspended ${tag}`);
    const interviewer = await memberOf(hrS.orgId, 'Interviewer', 'search-si');
    expect((await get(`/api/search/candidates?q=${tag}`, hrS.idToken)).status).toBe(200);
    await db.doc(`organizations/${hrS.orgId}`).update({ suspendedAt: new Date() });
    for (const member of [hrS, interviewer]) {
      const response = await get(`/api/search/candidates?q=${tag}`, member.idToken);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('This organisation is suspended. Contact HireGen support.');
    }
    await db.doc(`organizations/${hrS.orgId}`).update({ suspendedAt: null });
    expect(ids((await get(`/api/search/candidates?q=${tag}`, interviewer.idToken)).body)).toEqual([`directory:${tag}-dir`]);
  });

  it('drops a candidate who opts out within 2 s', async () => {
    await db.doc(`talentDirectory/${tag}-dir`).delete();
    await within(2_000, async () => (await get(`/api/search/candidates?q=${tag}`, hrB.idToken)).body.total === 0);
  });
});

describe('GET /api/search/skills', () => {
  it('suggests taxonomy skills by name or alias', async () => {
    const { body } = await get('/api/search/skills?prefix=js');
    expect((body.suggestions as { name: string }[])[0]).toEqual({ name: 'JavaScript', via: 'js' });
    expect(((await get('/api/search/skills?prefix=kube')).body.suggestions as { name: string }[]).map((s) => s.name)).toContain('Kubernetes');
  });
});
