import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/auth-emulator';
import { fillSignIn, fillSignUp, PASSWORD } from '../support/auth-pages';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR, PROJECT_ID } from '../support/stack';

/**
 * HireGen search end to end (issue 14), in Chromium on the real stack, on documents written here
 * (each run tags its own with a word nothing else carries): the four search pages, the URL round
 * trip and Back, keyboard use, a malformed query, the public job page and applying from it, match
 * to me, and candidate search across two organisations. Screenshots in test-results/search/ (beside where the runner starts).
 */
// Relative to where the runner starts (the repo root), as candidate.spec.ts does: Playwright empties
// its own output folder (e2e/test-results) at the start of every run, which would lose them.
const SHOTS = 'test-results/search';

const owner = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
const documents = `http://${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

type Value =
  | { stringValue: string }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { nullValue: null }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Record<string, Value> } };
function encode(value: unknown): Value {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, encode(v)])) } };
}

async function writeDoc(docPath: string, data: Record<string, unknown>) {
  const response = await fetch(`${documents}/${docPath}`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({ fields: (encode(data) as { mapValue: { fields: object } }).mapValue.fields }),
  });
  expect(response.ok).toBe(true);
}

async function member(orgId: string, role: 'HR' | 'Interviewer', name: string) {
  const email = uniqueEmail(role.toLowerCase());
  const { uid } = await createAccount(email, PASSWORD);
  const response = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ role, orgId }), emailVerified: true, displayName: name }),
  });
  expect(response.ok).toBe(true);
  const now = new Date().toISOString();
  await writeDoc(`users/${uid}`, { name, email, role, orgId, disabled: false, createdAt: now });
  await writeDoc(`organizations/${orgId}/members/${uid}`, { role, name, email, joinedAt: now });
  return { uid, email };
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const tag = `zq${Date.now().toString(36)}`;
const orgA = `org-a-${tag}`;
const orgB = `org-b-${tag}`;
const now = new Date().toISOString();

function job(orgId: string, orgName: string, title: string, parsed: Record<string, unknown>) {
  return {
    orgId,
    orgName,
    title,
    status: 'open',
    createdBy: 'seed',
    createdAt: now,
    updatedAt: now,
    openedAt: now,
    description: `${title} at ${orgName}. Reference ${tag}. Build accessible interfaces with the product team and ship every week.`,
    parsed: { requiredSkills: [], preferredSkills: [], seniority: 'mid', location: 'Noida', remote: 'onsite', salary: null, minYears: 2, ...parsed },
  };
}

test.beforeAll(async () => {
  await writeDoc(`organizations/${orgA}`, { name: `Acme ${tag}`, createdBy: 'seed', createdAt: now });
  await writeDoc(`organizations/${orgB}`, { name: `Beta ${tag}`, createdBy: 'seed', createdAt: now });
  await writeDoc(
    `jobs/${tag}-fe`,
    job(orgA, `Acme ${tag}`, 'Frontend Engineer', {
      requiredSkills: ['JavaScript', 'React'],
      preferredSkills: ['TypeScript'],
      salary: { min: 1200000, max: 1800000, currency: 'INR', period: 'year' },
    }),
  );
  await writeDoc(
    `jobs/${tag}-nurse`,
    job(orgB, `Beta ${tag}`, 'Senior Staff Nurse', { requiredSkills: ['Patient care'], seniority: 'senior', location: 'Pune', minYears: 5 }),
  );
  await writeDoc(
    `jobs/${tag}-data`,
    job(orgA, `Acme ${tag}`, 'Data Analyst', { requiredSkills: ['SQL', 'Microsoft Excel'], location: 'Bengaluru', remote: 'remote' }),
  );
  await writeDoc(`talentDirectory/${tag}-dina`, {
    name: 'Dina Directory',
    headline: 'React developer',
    location: 'Delhi',
    skills: ['JS', 'React', 'TypeScript'],
    years: 4,
    resume: { basics: { summary: `Frontend developer ${tag}` } },
    updatedAt: now,
  });
  await writeDoc(`candidates/${tag}-dina`, {
    headline: 'React developer',
    location: 'Delhi',
    skills: ['JS', 'React'],
    directoryOptIn: true,
    primaryResumeId: null,
    updatedAt: now,
  });
  // Applied to organisation A only, never opted in: organisation B must never see her.
  await writeDoc(`applications/${tag}-priya`, {
    orgId: orgA,
    jobId: `${tag}-fe`,
    jobTitle: 'Frontend Engineer',
    candidateUid: `${tag}-priya`,
    name: 'Priya Private',
    email: null,
    source: 'applied',
    resumeSnapshot: { basics: { name: 'Priya Private', label: 'UI engineer', summary: `Accessibility specialist ${tag}` }, skills: [{ name: 'React' }] },
    match: { score: 60, matched: [], missing: [], summary: '' },
    stage: 'applied',
    stageHistory: [],
    interviewerUids: [],
    createdAt: now,
    updatedAt: now,
  });
});

test('job search signed out: instant results, highlights, filters with counts, the URL round trip and Back, keyboard', async ({ page }) => {
  await page.goto(`/job-linkedin-search?q=${tag}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '3 open jobs' })).toBeVisible({ timeout: 15_000 });
  await expect(main.locator('mark', { hasText: tag }).first()).toBeVisible();

  // Typing updates the results and the URL; "JS" finds the JavaScript job through the taxonomy.
  const box = main.getByLabel('Search HireGen jobs');
  await box.fill(`skill:js ${tag}`);
  await expect(main.getByRole('heading', { name: '1 open job' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Frontend Engineer' })).toBeVisible();
  await expect(page).toHaveURL(/q=skill%3Ajs/);
  await box.fill(tag);
  await expect(main.getByRole('heading', { name: '3 open jobs' })).toBeVisible();

  // A facet: counts beside each value; choosing one narrows, keeps the others' counts, and is a step Back undoes.
  const filters = main.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: /Senior\s*1/ })).toBeVisible();
  // The box follows the URL, which the page updates right after the click: click, then wait
  // for it (check() demands the new state the instant the click returns).
  await filters.getByRole('checkbox', { name: /Senior/ }).click();
  await expect(filters.getByRole('checkbox', { name: /Senior/ })).toBeChecked();
  await expect(main.getByRole('heading', { name: '1 open job' })).toBeVisible();
  await expect(page).toHaveURL(/seniority=senior/);
  await expect(filters.getByRole('checkbox', { name: /Mid level\s*2/ })).toBeVisible();
  await shot(page, 'job-linkedin-search');
  await page.goBack();
  await expect(main.getByRole('heading', { name: '3 open jobs' })).toBeVisible();
  await expect(page).not.toHaveURL(/seniority/);

  // A shared link restores the same search.
  await page.goto(`/job-linkedin-search?q=${tag}&remote=true`);
  await expect(main.getByRole('heading', { name: '1 open job' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Data Analyst' })).toBeVisible();

  // Keyboard: "/" focuses the box; Tab reaches the first result's link; Enter opens the job page.
  await page.locator('body').press('/');
  await expect(box).toBeFocused();
  await main.getByRole('link', { name: 'Data Analyst' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs/${tag}-data$`));
  await expect(main.locator('h1')).toHaveText('Data Analyst');
  await expect(main.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/login/candidate');
  await shot(page, 'job-page-signed-out');
});

test('Google-style job search: the language, a malformed query named by position, the builder tab', async ({ page }) => {
  await page.goto('/job-google-search');
  const main = page.getByRole('main');
  const box = main.getByLabel('Search HireGen jobs');
  await box.fill(`${tag} (title:nurse OR title:analyst) -pune`);
  await expect(main.getByRole('heading', { name: '1 open job' })).toBeVisible({ timeout: 15_000 });
  // The count can show a frame before the list drops the earlier results: wait for the one link.
  await expect(main.getByRole('link', { name: 'Data Analyst' })).toHaveCount(1);
  await expect(main.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
  await box.fill(`${tag} "frontend engineer`);
  await expect(main.getByRole('alert')).toHaveText(`The quote at position ${tag.length + 2} is never closed: add a closing ".`);
  // The last good results stay on screen.
  await expect(main.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
  await main.getByText('How to write a search').click();
  await shot(page, 'job-google-search');
  await box.fill(`"frontend engineer" ${tag}`);
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Frontend Engineer' })).toBeVisible();
  // The LinkedIn/Google builder lives on as the second tab, reached by keyboard too.
  await main.getByRole('tab', { name: 'Search HireGen' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { name: 'Build a Google search' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('button', { name: 'Search on Google' })).toBeVisible();
});

test('a candidate sees their match to each job and applies from the job page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/signup/candidate');
  await fillSignUp(page, { name: 'Cara Candidate', email: uniqueEmail('candidate') });
  await page.waitForURL(/\/dashboard\/candidate/);
  const uid = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { uid?: string }).uid ?? '');
  await writeDoc(`candidates/${uid}/resumes/main`, {
    title: 'Frontend resume',
    template: 'classic',
    updatedAt: now,
    resume: {
      basics: { name: 'Cara Candidate' },
      skills: [{ name: 'JS', keywords: ['React'] }],
      work: [{ name: 'Studio', position: 'Developer', startDate: '2019-01-01' }],
    },
  });
  await writeDoc(`candidates/${uid}`, { headline: '', location: '', skills: [], directoryOptIn: false, primaryResumeId: 'main', updatedAt: now });

  await page.goto(`/job-linkedin-search?q=${tag}&sort=match`);
  const main = page.getByRole('main');
  const first = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .first();
  await expect(first.getByRole('link', { name: 'Frontend Engineer' })).toBeVisible({ timeout: 15_000 });
  await expect(first.getByText(/% match for you/)).toBeVisible();
  await expect(first.getByText('2 of 2 required skills (JavaScript, React); 0 of 1 preferred; ', { exact: false })).toBeVisible();
  await shot(page, 'job-search-match-to-me');

  await first.getByRole('link', { name: 'Frontend Engineer' }).click();
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByRole('radio', { name: 'Frontend resume' })).toBeChecked();
  await main.getByRole('button', { name: 'Send application' }).click();
  await expect(main.getByText('Application sent.')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'job-page-applied');
});

test('candidate search: members only; the directory plus their own applicants; match to a job; add to its pipeline', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  await page.goto('/candidate-linkedin-search');
  await expect(main.getByRole('heading', { name: 'Candidate search is for hiring teams' })).toBeVisible();

  const hrA = await member(orgA, 'HR', 'Hana HR');
  await page.goto('/resumeinflux/login');
  await fillSignIn(page, { email: hrA.email });
  // Signed in: the sign-in page sends HR on (to its dashboard); the session is stored.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`/candidate-linkedin-search?q=${tag}`);
  await expect(main.getByRole('heading', { name: '2 candidates' })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole('heading', { name: 'Priya Private' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Dina Directory' })).toBeVisible();

  await main.getByLabel('Match to job').selectOption({ label: 'Frontend Engineer' });
  await expect(page).toHaveURL(new RegExp(`jobId=${tag}-fe`));
  const dina = main.getByRole('article').filter({ hasText: 'Dina Directory' });
  await expect(dina.getByText(/% match for Frontend Engineer/)).toBeVisible();
  await shot(page, 'candidate-linkedin-search');
  await dina.getByRole('button', { name: 'Add to pipeline of Frontend Engineer' }).click();
  await expect(dina.getByRole('button', { name: 'Added to pipeline' })).toBeVisible({ timeout: 15_000 });

  // Another organisation's member, on the Google-style page: the directory only.
  const hrB = await member(orgB, 'Interviewer', 'Ivan Interviewer');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login/interviewer');
  await fillSignIn(otherPage, { email: hrB.email });
  await otherPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  await otherPage.goto('/candidate-google-search');
  const otherMain = otherPage.getByRole('main');
  await otherMain.getByLabel('Search candidates').fill(`${tag} OR "Priya Private"`);
  await expect(otherMain.getByRole('heading', { name: '1 candidate' })).toBeVisible({ timeout: 15_000 });
  await expect(otherMain.getByRole('heading', { name: 'Dina Directory' })).toBeVisible();
  await expect(otherMain.getByText('Priya Private')).toHaveCount(0);
  await otherPage.screenshot({ path: `${SHOTS}/candidate-google-search.png`, fullPage: true });
  await other.close();
});
