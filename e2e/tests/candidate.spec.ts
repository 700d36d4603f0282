import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/auth-emulator';
import { fillSignIn, fillSignUp, PASSWORD } from '../support/auth-pages';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR, PROJECT_ID } from '../support/stack';

/**
 * The candidate's product end to end, in Chromium against the real stack (issue 11): sign up as
 * a candidate, import a PDF into the builder, edit and watch the live score change, export PDF and
 * DOCX (both downloaded and read back by HireGen's parser), tailor the resume to a seeded job,
 * apply, see the application in HR's pipeline and its stage change come back to the tracker,
 * export all data, delete the account and check nothing of it is left readable.
 * Screenshots go to test-results/candidate/ at the repo root.
 */
// Outside Playwright's output folder, which every run empties.
const SHOTS = process.env.HIREGEN_SHOTS_DIR ?? path.resolve(__dirname, '../../test-results/candidate');
const DATA = process.env.HIREGEN_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data');
const RESUME_PDF = path.join(DATA, 'resumes-dev', 'openresume-resume.pdf');
/** HireGen's own parser, through its CLI (the engine is TypeScript the test runner does not load). */
function parseWithHireGen(file: string, name: string): { basics: { name: string }; work: { name: string; highlights: string[] }[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hg-parse-'));
  try {
    const named = path.join(dir, name);
    copyFileSync(file, named);
    return JSON.parse(
      execFileSync(process.execPath, [path.resolve(__dirname, '../../genai/bin/hiregen-genai.js'), 'parse', named], { encoding: 'utf8', timeout: 60_000 }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const JOB_TEXT = readFileSync(path.join(DATA, 'matching-dev', 'JobDescription', 'job_desc_full_stack_engineer.txt'), 'utf8');

const owner = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
const documents = `http://${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

type Value =
  | { stringValue: string }
  | { booleanValue: boolean }
  | { timestampValue: string }
  | { nullValue: null }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Record<string, Value> } };
function encode(value: unknown): Value {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return /^\d{4}-\d\d-\d\dT/.test(value) ? { timestampValue: value } : { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, encode(v)])) } };
}

/** A document written as the emulator's owner (rules bypassed, as the api or HR's seed would). */
async function writeDoc(docPath: string, data: Record<string, unknown>) {
  const response = await fetch(`${documents}/${docPath}`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({ fields: (encode(data) as { mapValue: { fields: object } }).mapValue.fields }),
  });
  expect(response.ok).toBe(true);
}

/** A document as the emulator's owner reads it, or null when it does not exist. */
async function readDoc(docPath: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${documents}/${docPath}`, { headers: owner });
  if (response.status === 404) return null;
  expect(response.ok).toBe(true);
  return ((await response.json()) as { fields?: Record<string, unknown> }).fields ?? {};
}

async function listDocs(collectionPath: string): Promise<unknown[]> {
  const response = await fetch(`${documents}/${collectionPath}`, { headers: owner });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { documents?: unknown[] }).documents ?? [];
}

async function hrMember(orgId: string) {
  const email = uniqueEmail('hr');
  const { uid } = await createAccount(email, PASSWORD);
  const response = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ role: 'HR', orgId }), emailVerified: true, displayName: 'Hana HR' }),
  });
  expect(response.ok).toBe(true);
  const now = new Date().toISOString();
  await writeDoc(`users/${uid}`, { name: 'Hana HR', email, role: 'HR', orgId, disabled: false, createdAt: now });
  await writeDoc(`organizations/${orgId}/members/${uid}`, { role: 'HR', name: 'Hana HR', email, joinedAt: now });
  return { uid, email };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const liveScore = (page: Page) => page.getByTestId('live-score').getAttribute('data-score').then(Number);

test('a candidate imports, edits, exports, tailors, applies, is moved by HR, exports their data and deletes the account', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const orgId = `org-${Date.now().toString(36)}`;
  const jobId = `job-${Date.now().toString(36)}`;
  // Unique per run: a stack that ran this before holds other Orbit jobs.
  const orgName = `Orbit Health ${orgId.slice(4)}`;
  const now = new Date().toISOString();
  await writeDoc(`organizations/${orgId}`, { name: orgName, createdBy: 'seed', createdAt: now });
  await writeDoc(`jobs/${jobId}`, {
    orgId,
    orgName,
    title: 'Full Stack Engineer',
    description: JOB_TEXT,
    status: 'open',
    createdBy: 'seed',
    createdAt: now,
    updatedAt: now,
    openedAt: now,
    parsed: { requiredSkills: ['JavaScript', 'React'], preferredSkills: [], seniority: 'mid', location: 'Remote', remote: 'remote', salary: null },
  });
  const hr = await hrMember(orgId);

  // Sign up as a candidate.
  const email = uniqueEmail('candidate');
  await page.goto('/signup/candidate');
  await fillSignUp(page, { name: 'John Doe', email });
  await page.waitForURL(/\/dashboard\/candidate/);
  const uid = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { uid?: string }).uid ?? '');
  expect(uid).not.toBe('');

  // Import the PDF: the parser fills the builder.
  await page.goto('/dashboard/candidate/resumes');
  await page.getByLabel('Import a resume (PDF, Word .docx or JSON Resume)').setInputFiles(RESUME_PDF);
  await expect(page.getByRole('heading', { level: 1, name: 'Resume builder' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Full name')).toHaveValue('John Doe');
  await expect(page.getByRole('textbox', { name: 'Company' }).first()).toHaveValue('ABC Company');
  const resumeId = page.url().split('/').pop()!;

  // Edit and watch the live score change: a weak bullet lowers it.
  await expect(page.getByTestId('live-score')).toBeVisible({ timeout: 20_000 });
  const before = await liveScore(page);
  const firstBullet = page.getByRole('textbox', { name: /^Achievements 1$/ }).first();
  await firstBullet.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Helped with various tasks for the team');
  await expect.poll(() => liveScore(page), { timeout: 20_000 }).toBeLessThan(before);
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved to your account', { timeout: 15_000 });
  const added = page.getByRole('textbox', { name: /^Achievements 2$/ }).first();
  await expect(added).toHaveValue('Helped with various tasks for the team');
  // Undo takes the new bullet back out; redo restores it.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('textbox', { name: /^Achievements 2$/ }).first()).not.toHaveValue('Helped with various tasks for the team');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(added).toHaveValue('Helped with various tasks for the team');
  // The enhancer's rewrite of that bullet, accepted into it.
  await page.getByRole('button', { name: 'Suggest rewrites' }).click();
  const rewrites = page.getByRole('list', { name: 'Suggested rewrites' });
  await rewrites.getByRole('button', { name: 'Accept rewrite of “Helped with various tasks for the team”' }).click();
  await expect(added).not.toHaveValue('Helped with various tasks for the team');
  const bullet = await added.inputValue();
  expect(bullet.length).toBeGreaterThan(10);
  // Rich bullets: Ctrl+B with the caret in the first word makes it bold; the bullet shows how it prints.
  await added.focus();
  await added.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 0));
  await page.keyboard.press('Control+b');
  const firstWord = bullet.split(' ')[0]!.replace(/[^\p{L}\p{N}%$'’.-]+$/u, '');
  await expect(added).toHaveValue(`**${firstWord}**${bullet.slice(firstWord.length)}`);
  await expect(page.locator('.rb-bullet-printed strong', { hasText: firstWord })).toBeVisible();
  await shot(page, '01-builder');

  // Export PDF and DOCX; both read back by HireGen's parser with the same name, company and new bullet.
  await page.getByRole('tab', { name: 'Preview & export' }).click();
  await expect(page.getByTestId('pdf-status')).toContainText(/The PDF has \d+ page/, { timeout: 20_000 });
  // The preview shows the PDF's own pages: as many as the status says, the bold word in the bold face.
  const pageCount = Number(/The PDF has (\d+) page/.exec((await page.getByTestId('pdf-status').textContent()) ?? '')![1]);
  await expect(page.getByRole('group', { name: /^Page \d+ of \d+$/ })).toHaveCount(pageCount);
  await expect(page.locator('svg.rp-page text[font-family$="-Bold"]', { hasText: firstWord }).first()).toBeVisible();
  await shot(page, '02-preview');
  // The accepted rewrite still holds the enhancer's placeholder: the export says so and waits for a yes.
  const placeholders = page.getByTestId('export-placeholders');
  await expect(placeholders).toContainText(/Your resume still holds (a placeholder|\d+ placeholders)/);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  await placeholders.getByLabel('Export anyway, with the placeholders in the file').check();
  for (const format of ['PDF', 'DOCX'] as const) {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${format}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`John-Doe-resume.${format.toLowerCase()}`);
    const parsed = parseWithHireGen(await download.path(), download.suggestedFilename());
    expect(parsed.basics.name).toBe('John Doe');
    expect(parsed.work[0]!.name).toBe('ABC Company');
    // The bold word comes back as its letters: the bullet reads as it did before it was formatted.
    expect(parsed.work[0]!.highlights).toContain(bullet);
  }

  // Tailor to the seeded job and keep the tailored copy as a new resume.
  await page.goto(`/dashboard/candidate/tailor?resume=${resumeId}&job=${jobId}`);
  await expect(page.getByLabel('Job')).toHaveValue(jobId, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Match and suggest edits' }).click();
  await expect(page.getByRole('heading', { name: /^Match for/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('meter', { name: 'Match' })).toBeVisible();
  await shot(page, '03-tailor');
  await page.getByRole('button', { name: 'Save tailored copy as a new resume' }).click();
  await expect(page.getByLabel('Resume name')).toHaveValue(new RegExp(`for Full Stack Engineer, ${orgName}$`), { timeout: 15_000 });

  // Apply with the imported resume.
  await page.goto('/dashboard/candidate/jobs');
  const card = page.getByTestId('job-match').filter({ hasText: orgName });
  await expect(card.getByLabel(/^Match \d+ out of 100$/)).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Apply to Full Stack Engineer' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: Full Stack Engineer at ${orgName}` });
  await expect(dialog).toContainText(`goes to ${orgName} only`);
  await dialog.getByLabel('Resume to send').selectOption(resumeId);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();
  await page.goto('/dashboard/candidate/applications');
  const row = page.getByTestId('application-row').filter({ hasText: 'Full Stack Engineer' });
  await expect(row.getByTestId('application-stage')).toHaveText('Applied', { timeout: 15_000 });

  // HR sees the application in its pipeline and moves it to screening; the tracker follows live.
  const hrContext = await browser.newContext();
  const hrPage = await hrContext.newPage();
  await hrPage.goto('/resumeinflux/login');
  await fillSignIn(hrPage, { email: hr.email });
  await hrPage.waitForURL((url) => !url.pathname.endsWith('/login'));
  await hrPage.goto('/resumeinflux/hr');
  await hrPage.getByLabel('Job').selectOption(jobId);
  const hrCard = hrPage.getByRole('button', { name: /^Move John Doe \(Applied, match \d+\)$/ });
  await expect(hrCard).toBeVisible({ timeout: 20_000 });
  // The board's keyboard move (pick up, next column, drop), a beat between keys as a person types.
  await hrCard.focus();
  for (const key of ['Space', 'ArrowRight', 'Space']) {
    await hrPage.keyboard.press(key);
    await hrPage.waitForTimeout(400);
  }
  await expect(hrPage.getByRole('button', { name: /^Move John Doe \(Screening, match \d+\)$/ })).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('application-stage')).toHaveText('Screening', { timeout: 15_000 });
  await expect(row.getByRole('list', { name: 'History of Full Stack Engineer' })).toContainText('Screening');
  await shot(page, '04-tracker');

  // Export all my data: one JSON file with both resumes and the application.
  await page.goto('/dashboard/candidate/privacy');
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const exported = JSON.parse(readFileSync(await (await exporting).path(), 'utf8')) as {
    account: { email: string };
    resumes: unknown[];
    applications: { jobId: string; stage: string }[];
  };
  expect(exported.account.email).toBe(email);
  expect(exported.resumes).toHaveLength(2);
  expect(exported.applications.map((a) => [a.jobId, a.stage])).toEqual([[jobId, 'screening']]);

  // Delete the account: confirmation typed, then nothing of the candidate is readable.
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await page.getByLabel('Type “delete my account” to confirm').fill('delete my account');
  await shot(page, '05-privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  expect(await readDoc(`candidates/${uid}`)).toBeNull();
  expect(await listDocs(`candidates/${uid}/resumes`)).toEqual([]);
  const application = await readDoc(`applications/${jobId}_${uid}`);
  expect(application).toMatchObject({
    stage: { stringValue: 'withdrawn' },
    resumeSnapshot: { nullValue: null },
    name: { stringValue: 'Deleted account' },
    candidateUid: { nullValue: null },
  });
  expect(JSON.stringify(application)).not.toMatch(/John Doe|hello@openresume\.com|ABC Company/);
  const lookup = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ localId: [uid] }),
  });
  expect(((await lookup.json()) as { users?: unknown[] }).users ?? []).toEqual([]);
  // HR's live pipeline no longer shows the person (the card left with the withdrawal and the erasure).
  await expect(hrPage.getByRole('button', { name: /John Doe/ })).toHaveCount(0, { timeout: 15_000 });
  await hrContext.close();
});

test('signed out, /genai-resume-builder keeps resumes in this browser and asks to sign in to keep them', async ({ page }) => {
  await page.goto('/genai-resume-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'GenAI Resume Builder' })).toBeVisible();
  await expect(page.getByText('Your resumes are kept in this browser only.')).toBeVisible();
  await page.getByRole('button', { name: 'Start from scratch' }).click();
  await page.getByLabel('Full name').fill('Ana Lopez');
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved in this browser', { timeout: 10_000 });
  // Firestore never loaded: the signed-out builder needs none of it.
  const firestoreRequests = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /firestore|8180/.test(entry.name)).length);
  expect(firestoreRequests).toBe(0);
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ana Lopez');
  await page.getByRole('link', { name: '← All resumes' }).click();
  await expect(page.getByRole('link', { name: 'New resume', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup/candidate');
});

test('candidate job matches: filters kept in the URL, weak matches folded, and the Apply dialog shows the match the application stores', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = `r${Date.now().toString(36)}`;
  const orgId = `org-${tag}`;
  const orgName = `Lotus Care ${tag}`;
  const now = new Date().toISOString();
  await writeDoc(`organizations/${orgId}`, { name: orgName, createdBy: 'seed', createdAt: now });
  const nurseText = `Registered nurse for a busy ward: patient care, medication administration, BLS and electronic health records. Reference ${tag}.`;
  const jobs = [
    { key: 'ward', title: 'Registered Nurse', location: 'Pune', remote: 'onsite', description: nurseText },
    {
      key: 'icu',
      title: 'ICU Nurse',
      location: 'Mumbai',
      remote: 'hybrid',
      description: `ICU nurse: patient care, medication administration, BLS, ventilator care. Reference ${tag}.`,
    },
    {
      key: 'teacher',
      title: 'Maths Teacher',
      location: 'Pune',
      remote: 'onsite',
      description: `Teach secondary school mathematics, lesson planning, classroom management and student assessment. Reference ${tag}.`,
    },
  ];
  // Ids that sort first: the candidate area reads the first 100 open jobs, and earlier runs leave theirs.
  const jobId = (key: string) => `0-${tag}-${key}`;
  for (const job of jobs) {
    await writeDoc(`jobs/${jobId(job.key)}`, {
      orgId,
      orgName,
      title: job.title,
      description: job.description,
      status: 'open',
      createdBy: 'seed',
      createdAt: now,
      updatedAt: now,
      openedAt: now,
      parsed: { requiredSkills: [], preferredSkills: [], seniority: 'mid', location: job.location, remote: job.remote, salary: null },
    });
  }
  // A candidate (made-up person) with two resumes: the primary one a nurse's, the other a carer's.
  const email = uniqueEmail('matches');
  const { uid } = await createAccount(email, PASSWORD);
  const claims = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ role: 'Candidate' }), emailVerified: true, displayName: 'Mina Test' }),
  });
  expect(claims.ok).toBe(true);
  await writeDoc(`users/${uid}`, { name: 'Mina Test', email, role: 'Candidate', disabled: false, createdAt: now });
  const resumes = {
    nurse: {
      title: 'Nurse CV',
      resume: {
        basics: { name: 'Mina Test', label: 'Registered Nurse' },
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
    },
    carer: {
      title: 'Carer CV',
      resume: {
        basics: { name: 'Mina Test', label: 'Care Assistant' },
        work: [{ name: 'Sunrise Home', position: 'Care Assistant', startDate: '2022-03', endDate: '', highlights: ['Helped residents with daily living'] }],
        skills: [{ name: 'Skills', keywords: ['Personal care', 'First aid'] }],
      },
    },
  };
  for (const [id, { title, resume }] of Object.entries(resumes)) {
    await writeDoc(`candidates/${uid}/resumes/${id}`, { title, resume, template: 'classic', origin: 'scratch', createdAt: now, updatedAt: now });
  }
  await writeDoc(`candidates/${uid}`, { primaryResumeId: 'nurse', directoryOptIn: false });

  await page.goto('/login/candidate');
  await fillSignIn(page, { email });
  await page.waitForURL(/\/dashboard\/candidate/);

  // A shared link with a search: only this run's jobs, matched to the primary resume.
  await page.goto(`/dashboard/candidate/jobs?q=${tag}`);
  await expect(page.getByLabel('Search jobs')).toHaveValue(tag);
  const cards = page.getByTestId('job-match');
  // A card by its heading (a card's reasons may quote another job's title).
  const titled = (title: string) => ({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  await expect(page.getByRole('status').filter({ hasText: /^3 (of \d+ )?open jobs(, | fit your filters, )best match first\.$/ })).toBeVisible({
    timeout: 60_000,
  });
  const strong = page.getByRole('list', { name: 'Open jobs, best match first' }).getByTestId('job-match');
  await expect(strong.filter(titled('Registered Nurse'))).toBeVisible();
  await expect(strong.filter(titled('Maths Teacher'))).toHaveCount(0);
  // The teacher's poor match is folded away until asked for.
  const weak = page.getByTestId('weak-matches');
  await expect(weak.getByText(/^Show 1 weaker match \(below 40\)$/)).toBeVisible();
  await expect(weak.getByTestId('job-match').filter(titled('Maths Teacher'))).toBeHidden();
  await weak.getByText(/^Show 1 weaker match/).click();
  await expect(weak.getByTestId('job-match').filter(titled('Maths Teacher'))).toBeVisible();
  await expect(strong.filter(titled('Registered Nurse'))).toContainText('Pune · On site');
  await shot(page, 'job-matches-1280');
  await page.setViewportSize({ width: 390, height: 900 });
  await shot(page, 'job-matches-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Work arrangement and minimum match go into the URL; back returns to the earlier list.
  await page.getByLabel('Work arrangement').selectOption('hybrid');
  await expect(page).toHaveURL(new RegExp(`[?&]mode=hybrid`));
  await expect(cards).toHaveCount(1);
  await expect(cards.filter(titled('ICU Nurse'))).toHaveCount(1);
  await page.goBack();
  await expect(page).not.toHaveURL(/mode=/);
  await expect(page.getByLabel('Work arrangement')).toHaveValue('');
  await expect(cards).toHaveCount(3);
  await page.getByLabel('Location').fill('pune');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/[?&]location=pune/);
  await expect(cards).toHaveCount(2);
  await page.getByLabel('Minimum match').selectOption('40');
  await expect(page).toHaveURL(/[?&]min=40/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('weak-matches')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '1 job is hidden below your minimum match of 40.' })).toBeVisible();

  // Apply: the dialog's figure is the chosen resume's match, recomputed when the choice changes,
  // and it is what the application stores.
  const card = cards.filter(titled('Registered Nurse'));
  const listed = Number(((await card.getByLabel(/^Match \d+ out of 100$/).getAttribute('aria-label')) ?? '').match(/\d+/)![0]);
  await card.getByRole('button', { name: 'Apply to Registered Nurse' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: Registered Nurse at ${orgName}` });
  const figure = dialog.getByTestId('apply-match');
  await expect(figure).toHaveAttribute('data-score', String(listed), { timeout: 30_000 });
  await dialog.getByLabel('Resume to send').selectOption('carer');
  await expect(dialog.getByText('The match in your job list is for “Nurse CV”.')).toBeVisible();
  await expect(figure).not.toHaveAttribute('data-score', String(listed), { timeout: 30_000 });
  const shown = Number(await figure.getAttribute('data-score'));
  await shot(page, 'apply-dialog-1280');
  await page.setViewportSize({ width: 390, height: 900 });
  await shot(page, 'apply-dialog-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const application = (await readDoc(`applications/${jobId('ward')}_${uid}`)) as {
    match: { mapValue: { fields: { score: { integerValue?: string; doubleValue?: number } } } };
  };
  const stored = Number(application.match.mapValue.fields.score.integerValue ?? application.match.mapValue.fields.score.doubleValue);
  expect(stored).toBe(shown);
});
