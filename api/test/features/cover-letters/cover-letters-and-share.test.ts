// Cover letters and public resume links (issue 27) against the real emulators: the draft comes
// from the caller's own resume and an open job; the share settings, the public read with its
// noindex header and hidden contact details, counting once per visitor, and the refused link.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { bearer, signUpAs, PROJECT_ID, type TestAccount } from '../../support/emulator-accounts';
import { ShareVisits } from '../../../src/features/share/service/share-visits';
import { buildTestApp } from '../../support/test-app';

let app: FastifyInstance;
let admin: App;
let db: Firestore;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'cover-letters-test');
  db = getFirestore(admin);
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const account = (role: string, name: string): Promise<TestAccount> => signUpAs(admin, role, name);

// Written for this test.
const RESUME = {
  basics: {
    name: 'Mira Patel',
    label: 'Data Analyst',
    email: 'mira@example.com',
    phone: '+1 415 555 0100',
    location: { city: 'Austin', region: 'TX', address: '1 Main St' },
  },
  work: [
    {
      name: 'Globex',
      position: 'Data Analyst',
      startDate: '2020-01',
      highlights: ['Cut reporting time by 40% with SQL and Python', 'Built 12 Tableau dashboards for sales'],
    },
  ],
  skills: [{ name: 'Tools', keywords: ['SQL', 'Python', 'Tableau'] }],
};

async function candidateWithResume() {
  const candidate = await account('Candidate', 'Mira Patel');
  await db
    .collection('candidates')
    .doc(candidate.uid)
    .collection('resumes')
    .doc('r1')
    .set({ title: 'Analyst', resume: RESUME, template: 'modern', updatedAt: FieldValue.serverTimestamp() });
  return candidate;
}

async function openJob(status = 'open') {
  const ref = db.collection('jobs').doc();
  await ref.set({
    orgId: 'org-letters',
    orgName: 'Umbrella Health',
    title: 'Senior Data Analyst',
    description: 'Requirements: SQL, Python, Tableau and Kubernetes. Experience with Looker is a plus.',
    status,
    parsed: {},
    createdBy: 'hr',
  });
  return ref.id;
}

describe('POST /api/cover-letters/draft', () => {
  it('drafts from my saved resume and an open job, naming only what the resume says', async () => {
    const candidate = await candidateWithResume();
    const jobId = await openJob();
    const response = await app.inject({
      method: 'POST',
      url: '/api/cover-letters/draft',
      headers: bearer(candidate.idToken),
      payload: { resumeId: 'r1', jobId },
    });
    expect(response.statusCode).toBe(200);
    const draft = response.json();
    expect(draft.title).toBe('Senior Data Analyst at Umbrella Health');
    expect(draft.job).toEqual({ id: jobId, title: 'Senior Data Analyst', company: 'Umbrella Health' });
    expect(draft.paragraphs[0]).toMatch(/^I am writing to apply for the Senior Data Analyst role at Umbrella Health\./);
    const body = draft.paragraphs.join(' ');
    expect(body).toContain('SQL');
    expect(body).not.toMatch(/Kubernetes|Looker/);
    expect(draft.notClaimed).toContain('Kubernetes');
    // The first engine task starts the worker pool (tsx, pdfjs): slow on a busy machine.
  }, 120_000);

  it("takes pasted job text, and refuses another person's resume, a closed job, both or neither, and oversized text", async () => {
    const candidate = await candidateWithResume();
    const other = await candidateWithResume();
    const pasted = await app.inject({
      method: 'POST',
      url: '/api/cover-letters/draft',
      headers: bearer(candidate.idToken),
      payload: { resumeId: 'r1', job: { title: 'BI Analyst', company: 'Initech', text: 'We need SQL and Power BI.' } },
    });
    expect(pasted.statusCode).toBe(200);
    expect(pasted.json().title).toBe('BI Analyst at Initech');
    // "r1" of the other account is not mine: the api reads only candidates/{me}/resumes.
    await db.collection('candidates').doc(other.uid).collection('resumes').doc('only-theirs').set({ title: 'x', resume: RESUME });
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/cover-letters/draft',
      headers: bearer(candidate.idToken),
      payload: { resumeId: 'only-theirs', job: { text: 'SQL' } },
    });
    expect(theirs.statusCode).toBe(404);
    const closed = await app.inject({
      method: 'POST',
      url: '/api/cover-letters/draft',
      headers: bearer(candidate.idToken),
      payload: { resumeId: 'r1', jobId: await openJob('closed') },
    });
    expect(closed.statusCode).toBe(404);
    const both = await app.inject({
      method: 'POST',
      url: '/api/cover-letters/draft',
      headers: bearer(candidate.idToken),
      payload: { resumeId: 'r1', jobId: 'x', job: { text: 'SQL' } },
    });
    expect(both.statusCode).toBe(400);
    const neither = await app.inject({ method: 'POST', url: '/api/cover-letters/draft', headers: bearer(candidate.idToken), payload: { resumeId: 'r1' } });
    expect(neither.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/cover-letters/draft',
      headers: bearer(candidate.idToken),
      payload: { resumeId: 'r1', job: { text: 'x'.repeat(30_001) } },
    });
    // Over the schema's cap, or the api's body limit first: refused either way.
    expect([400, 413]).toContain(huge.statusCode);
    const extra = await app.inject({
      method: 'POST',
      url: '/api/cover-letters/draft',
      headers: bearer(candidate.idToken),
      payload: { resumeId: 'r1', job: { text: 'SQL' }, uid: 'someone' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('is for signed-in candidates only', async () => {
    const hr = await account('HR', 'Hana Reyes');
    expect((await app.inject({ method: 'POST', url: '/api/cover-letters/draft', payload: { resumeId: 'r1', job: { text: 'SQL' } } })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/cover-letters/draft', headers: bearer(hr.idToken), payload: { resumeId: 'r1', job: { text: 'SQL' } } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('public resume links', () => {
  const visit = (slug: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/public/resumes/${slug}`, headers: { 'user-agent': 'visitor-a', ...headers } });

  it('shares a resume by an unguessable slug, without contact details or noindex lifted unless chosen, and counts each visitor once', async () => {
    const candidate = await candidateWithResume();
    const none = await app.inject({ method: 'GET', url: '/api/resumes/r1/share', headers: bearer(candidate.idToken) });
    expect(none.json()).toEqual({ share: null });
    const on = await app.inject({
      method: 'PUT',
      url: '/api/resumes/r1/share',
      headers: bearer(candidate.idToken),
      payload: { enabled: true, indexable: false, showContact: false },
    });
    expect(on.statusCode).toBe(200);
    const { slug } = on.json().share;
    expect(slug).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const page = await visit(slug);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const { resume, template, indexable } = page.json();
    expect({ template, indexable }).toEqual({ template: 'modern', indexable: false });
    // The pages as the PDF's layout code draws them in the owner's template, and its fonts.
    const { drawing } = page.json();
    expect(drawing.fonts).toEqual({ regular: 'SourceSans3-Regular.ttf', bold: 'SourceSans3-Bold.ttf' });
    expect(drawing.pages).toHaveLength(1);
    const drawn = drawing.pages[0].ops
      .filter((op: { kind: string }) => op.kind === 'text')
      .map((op: { text: string }) => op.text)
      .join(' ');
    expect(drawn).toContain('Mira Patel');
    expect(drawn).not.toContain('mira@example.com');
    expect(resume.basics.name).toBe('Mira Patel');
    expect(resume.basics.email).toBeUndefined();
    expect(resume.basics.phone).toBeUndefined();
    expect(resume.basics.location).toEqual({ city: 'Austin', region: 'TX' });
    expect(resume.work[0].highlights).toHaveLength(2);

    // A reload storm from one visitor counts once; a second visitor counts again.
    for (let i = 0; i < 5; i++) await visit(slug);
    await visit(slug, { 'user-agent': 'visitor-b' });
    const pdf = await app.inject({ method: 'GET', url: `/api/public/resumes/${slug}/pdf`, headers: { 'user-agent': 'visitor-a' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await app.inject({ method: 'GET', url: `/api/public/resumes/${slug}/pdf`, headers: { 'user-agent': 'visitor-a' } });
    const counts = (await app.inject({ method: 'GET', url: '/api/resumes/r1/share', headers: bearer(candidate.idToken) })).json().share;
    expect(counts).toMatchObject({ slug, enabled: true, views: 2, downloads: 1 });
    // Who was counted is in Firestore (so every api instance knows), as keyed hashes only.
    const visits = await db.collection('sharedResumes').doc(slug).collection('visits').get();
    expect(visits.size).toBe(3);
    expect(JSON.stringify(visits.docs.map((d) => [d.id, d.data()]))).not.toMatch(/127\.0\.0\.1|visitor-a|visitor-b/);

    // Contact on and indexing opted in: both show; the same slug is kept.
    const open = await app.inject({
      method: 'PUT',
      url: '/api/resumes/r1/share',
      headers: bearer(candidate.idToken),
      payload: { enabled: true, indexable: true, showContact: true },
    });
    expect(open.json().share.slug).toBe(slug);
    const indexed = await visit(slug);
    expect(indexed.headers['x-robots-tag']).toBeUndefined();
    expect(indexed.json().resume.basics).toMatchObject({ email: 'mira@example.com', phone: '+1 415 555 0100' });
    expect(indexed.json().resume.basics.location.address).toBeUndefined();

    // Off: the link answers 404 with the sentence, the PDF too.
    await app.inject({
      method: 'PUT',
      url: '/api/resumes/r1/share',
      headers: bearer(candidate.idToken),
      payload: { enabled: false, indexable: true, showContact: true },
    });
    const refused = await visit(slug);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'This resume is not shared.' });
    expect(refused.headers['x-robots-tag']).toBe('noindex');
    expect((await app.inject({ method: 'GET', url: `/api/public/resumes/${slug}/pdf` })).statusCode).toBe(404);
    // The page's status for the shell's server: 410 Gone once turned off, 404 unknown, 200 shared.
    const status = (s: string) => app.inject({ method: 'GET', url: `/api/public/resumes/${s}/status` });
    expect((await status(slug)).statusCode).toBe(410);
    expect((await status('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    await app.inject({
      method: 'PUT',
      url: '/api/resumes/r1/share',
      headers: bearer(candidate.idToken),
      payload: { enabled: true, indexable: true, showContact: true },
    });
    expect((await status(slug)).json()).toEqual({ indexable: true });
    const after = (await app.inject({ method: 'GET', url: '/api/resumes/r1/share', headers: bearer(candidate.idToken) })).json().share;
    expect(after).toMatchObject({ views: 2, downloads: 1 });
  });

  it('counts a visitor once a day across api instances (no process memory needed), again the next day (UTC)', async () => {
    const candidate = await candidateWithResume();
    const { slug } = (
      await app.inject({
        method: 'PUT',
        url: '/api/resumes/r1/share',
        headers: bearer(candidate.idToken),
        payload: { enabled: true, indexable: false, showContact: false },
      })
    ).json().share;
    let now = Date.parse('2026-11-27T23:59:00Z');
    const visits = new ShareVisits(db, 'test-salt', 5_000, () => now);
    expect(await visits.count(slug, 'views', '203.0.113.7', 'ua')).toBe(true);
    expect(await visits.count(slug, 'views', '203.0.113.7', 'ua')).toBe(false);
    // Another process has no memory of it: Firestore has.
    expect(await new ShareVisits(db, 'test-salt', 5_000, () => now).count(slug, 'views', '203.0.113.7', 'ua')).toBe(false);
    now += 2 * 60_000;
    expect(await visits.count(slug, 'views', '203.0.113.7', 'ua')).toBe(true);
    expect((await db.collection('sharedResumes').doc(slug).get()).get('views')).toBe(2);
  });

  it("refuses unknown slugs, other people's resumes, bad bodies and non-candidates", async () => {
    const candidate = await candidateWithResume();
    expect((await visit('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await visit('../../etc')).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/resumes/nope/share',
          headers: bearer(candidate.idToken),
          payload: { enabled: true, indexable: false, showContact: false },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/resumes/r1/share',
          headers: bearer(candidate.idToken),
          payload: { enabled: 'yes', indexable: false, showContact: false },
        })
      ).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'PUT', url: '/api/resumes/r1/share', headers: bearer(candidate.idToken), payload: { enabled: true } })).statusCode).toBe(
      400,
    );
    expect(
      (await app.inject({ method: 'PUT', url: '/api/resumes/r1/share', payload: { enabled: true, indexable: false, showContact: false } })).statusCode,
    ).toBe(401);
  });

  it('the data export lists my letters and links, and deleting my account deletes the links', async () => {
    const candidate = await candidateWithResume();
    await db
      .collection('candidates')
      .doc(candidate.uid)
      .collection('resumes')
      .doc('r1')
      .collection('letters')
      .doc('l1')
      .set({
        title: 'Letter',
        recipient: '',
        greeting: 'Dear Hiring Manager,',
        paragraphs: ['Hello.'],
        closing: 'Sincerely,',
        jobId: null,
        jobTitle: '',
        company: '',
      });
    const { slug } = (
      await app.inject({
        method: 'PUT',
        url: '/api/resumes/r1/share',
        headers: bearer(candidate.idToken),
        payload: { enabled: true, indexable: false, showContact: false },
      })
    ).json().share;
    await new ShareVisits(db, 'test-salt', 5_000).count(slug, 'views', '203.0.113.9', 'ua');
    const data = (await app.inject({ method: 'GET', url: '/api/candidate/export', headers: bearer(candidate.idToken) })).json();
    expect(data.resumes[0].coverLetters.map((l: { title: string }) => l.title)).toEqual(['Letter']);
    expect(data.sharedResumes.map((s: { id: string }) => s.id)).toEqual([slug]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/candidate/account',
      headers: bearer(candidate.idToken),
      payload: { confirm: 'delete my account' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await db.collection('sharedResumes').doc(slug).get()).exists).toBe(false);
    expect((await db.collection('sharedResumes').doc(slug).collection('visits').get()).size).toBe(0);
    expect((await visit(slug)).statusCode).toBe(404);
  });
});
