import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../api/seed/seed-context';
import { waitForScreen } from '../support/a11y';
import { idTokenFor } from '../support/auth-emulator';
import { fillSignIn } from '../support/auth-pages';
import { API_URL } from '../support/stack';
import { DEMO_ACCOUNTS, demoUid, ensureDemoData, firstDocumentId, signedInState } from '../support/demo-data';

/**
 * Issue 27, what a daily user expects, on the seeded demo: the HR applicant page stands in for the
 * resume (every role's bullets, education, skills, and the original file downloads), stage history
 * names the candidate for their own application, toasts never cover the header, and the API
 * section says how keys are made. Screenshots of the changed screens go to HIREGEN_SHOTS_DIR when set.
 */
const SHOTS = process.env.HIREGEN_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await ensureDemoData();
});

test('a seeded applicant: the whole resume on the page, and the original file downloads as a PDF', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await signedInState(browser, 'HR') });
  try {
    const page = await context.newPage();
    // The seed's first Acme applicant (api/seed/10-organisations.ts), uploaded talent.
    await page.goto('/resumeinflux/hr/applications/job-01_t_talent-001');
    await waitForScreen(page);
    const resume = page.locator('section', { has: page.getByRole('heading', { name: 'Resume', exact: true }) });
    await expect(resume.getByRole('heading', { name: 'Experience' })).toBeVisible({ timeout: 20_000 });
    // Each role: title, company, dates, and its bullets as a list.
    const roles = resume.locator('.pl-work').first().locator(':scope > li');
    expect(await roles.count()).toBeGreaterThan(0);
    await expect(roles.first().locator('.hg-hint')).toHaveText(/\d{4}(-\d\d)? – (\d{4}|Present)/);
    expect(await roles.first().getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(resume.getByRole('heading', { name: 'Education' })).toBeVisible();
    await expect(resume.getByRole('heading', { name: 'Skills' })).toBeVisible();
    await expect(resume.getByRole('heading', { name: 'Summary' })).toBeVisible();

    const file = page.waitForResponse((response) => /\/api\/applications\/job-01_t_talent-001\/file$/.test(response.url()));
    const download = page.waitForEvent('download');
    await resume.getByRole('button', { name: /Download the original file/ }).click();
    const answer = await file;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    // The saved file (the page hands the fetched bytes to the browser as a download) is a PDF.
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await saved.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expect(resume.getByRole('alert')).toHaveCount(0);
    await shoot(page, 'hr-applicant');
  } finally {
    await context.close();
  }
});

test("stage history names the candidate for their own application, not 'a former member'", async ({ browser }) => {
  const applicationId = await firstDocumentId('applications', { candidateUid: await demoUid('Candidate') });
  const context = await browser.newContext({ storageState: await signedInState(browser, 'HR') });
  try {
    const page = await context.newPage();
    await page.goto(`/resumeinflux/hr/applications/${applicationId}`);
    await waitForScreen(page);
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Stage history' }) });
    await expect(history.getByRole('listitem').last()).toHaveText(/^Applied.*· Asha Kulkarni$/, { timeout: 20_000 });
    await expect(history).not.toContainText('a former member');
  } finally {
    await context.close();
  }
});

test('a candidate downloads the original file of their own application, and only their own', async ({ browser }) => {
  const applicationId = await firstDocumentId('applications', { candidateUid: await demoUid('Candidate') });
  const context = await browser.newContext({ storageState: await signedInState(browser, 'Candidate'), acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard/candidate/applications');
    await waitForScreen(page);
    const row = page.getByTestId('application-row').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    const file = page.waitForResponse((response) => /\/api\/applications\/[^/]+\/file$/.test(response.url()));
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Original file/ }).click();
    const answer = await file;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(
      readFileSync(await (await download).path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await shoot(page, 'candidate-applications');
  } finally {
    await context.close();
  }
  // The api checks it: the candidate's token gets their own file, and a 404 for someone else's.
  const token = await idTokenFor(DEMO_ACCOUNTS.Candidate, DEMO_PASSWORD);
  const fetchFile = (id: string) => fetch(`${API_URL}/api/applications/${id}/file`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await fetchFile(applicationId)).status).toBe(200);
  const refused = await fetchFile('job-01_t_talent-001');
  expect(refused.status).toBe(404);
  expect(refused.headers.get('content-type')).not.toBe('application/pdf');
});

test('on a phone the organisation members table fits: no sideways scroll in the page or its card, role and Remove on screen', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await signedInState(browser, 'HR'), viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto('/resumeinflux/members');
    await waitForScreen(page);
    const table = page.getByTestId('org-members');
    await expect(table.getByRole('combobox').first()).toBeVisible({ timeout: 20_000 });
    const over = await table.evaluate((el) => [el, el.parentElement ?? el, document.documentElement].map((box) => box.scrollWidth - box.clientWidth));
    expect(
      over.filter((px) => px > 1),
      'px the table, its card and the page are wider than shown',
    ).toEqual([]);
    for (const control of [table.getByRole('combobox').last(), table.getByRole('button', { name: /Remove/ }).first()]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await shoot(page, 'hr-members');
  } finally {
    await context.close();
  }
});

test('the welcome toast opens below the header, never over its menus, and is announced', async ({ browser }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto('/login/candidate');
      await fillSignIn(page, { email: DEMO_ACCOUNTS.Candidate, password: DEMO_PASSWORD });
      const toast = page.getByRole('status').filter({ hasText: /^Welcome/ });
      await expect(toast).toBeVisible({ timeout: 20_000 });
      // The toast slides in from above; measure where it rests, not a frame of its entrance.
      await toast.evaluate((node) => {
        const bar = node.closest('.hg-toast') ?? node;
        return Promise.all(bar.getAnimations({ subtree: true }).map((animation) => animation.finished));
      });
      const header = await page.locator('header').first().boundingBox();
      const box = await toast.boundingBox();
      expect(header && box, 'the header and the toast are drawn').toBeTruthy();
      expect(box!.y, `at ${viewport.width} px the toast starts below the header`).toBeGreaterThanOrEqual(header!.y + header!.height);
      if (viewport.width === 1280) {
        // The Services menu stays clickable while the toast shows.
        await page.locator('header').getByRole('button', { name: 'Services', exact: true }).click({ trial: true, timeout: 2_000 });
      }
    } finally {
      await context.close();
    }
  }
});

test('the API section says how HR makes keys and links the keys page and the reference', async ({ page, request }) => {
  await page.goto('/mock-interview#api');
  await waitForScreen(page);
  const api = page.locator('#api');
  await expect(api).not.toContainText('on request');
  await expect(api).toContainText('HR → API keys');
  await expect(api.getByRole('link', { name: 'API keys', exact: true })).toHaveAttribute('href', '/resumeinflux/api-keys');
  await expect(api.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
  expect((await request.get('/api/docs')).status()).toBe(200);
  await page.getByRole('link', { name: 'Create API keys' }).click();
  await expect(page).toHaveURL(/\/resumeinflux\/(api-keys|login)/);
  await page.goto('/mock-interview#api');
  await api.scrollIntoViewIfNeeded();
  await shoot(page, 'mock-interview');
});
