import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForScreen } from '../support/a11y';
import { uniqueEmail } from '../support/auth-emulator';
import { fillSignUp } from '../support/auth-pages';
import { expectNoCspViolations, watchCspViolations } from '../support/csp';
import { ensureDemoData, signedInState } from '../support/demo-data';

// Toasts under the product's Content-Security-Policy (scripts/lib/web-security.mjs: style-src
// without 'unsafe-inline'). Their libraries style themselves by injecting `<style>` elements
// unless told not to; the policy blocks those and the toasts render unstyled, in the page's flow.
// Every screen's own check is in a11y-and-budgets.spec.ts; a toast shows only after an action,
// and the builder (its live score, save status and any toast) only after a resume is imported.

const DATA = process.env.HIREGEN_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data');
const RESUME_PDF = path.join(DATA, 'resumes-dev', 'openresume-resume.pdf');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await ensureDemoData();
});

test('a global toast (signing out) shows styled, with no CSP violation', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ storageState: await signedInState(browser, 'Candidate') });
  try {
    const page = await context.newPage();
    const csp = await watchCspViolations(page);
    await page.goto('/dashboard/candidate');
    await waitForScreen(page);
    expectNoCspViolations(csp, '/dashboard/candidate');
    await page.locator('header').getByRole('button', { name: 'Asha Kulkarni', exact: true }).click();
    await page.locator('header').getByRole('button', { name: 'Sign out', exact: true }).click();
    const message = page.getByRole('status').filter({ hasText: 'You are signed out.' });
    await expect(message).toBeVisible();
    const toast = page.locator('.hg-toast', { has: message });
    // Styled: a white card with a shadow, floating over the page in the fixed toaster layer.
    await expect(toast).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(toast).not.toHaveCSS('box-shadow', 'none');
    await expect(page.locator('.hg-toaster')).toHaveCSS('position', 'fixed');
    await expect(toast.locator('.hg-toast__icon--success')).toHaveCSS('background-color', 'rgb(21, 128, 61)');
    await page.waitForTimeout(400); // the enter animation, for the screenshot
    await page.screenshot({ path: testInfo.outputPath('global-toast.png') });
    expectNoCspViolations(csp, 'the sign-out toast');
  } finally {
    await context.close();
  }
});

test('a corner toast (the contact form) shows styled, with no CSP violation', async ({ page }, testInfo) => {
  const csp = await watchCspViolations(page);
  await page.goto('/contact');
  await waitForScreen(page);
  await page.getByRole('main').getByLabel('Name', { exact: true }).fill('   ');
  await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
  const toast = page.locator('.Toastify__toast', { hasText: 'Please fill in the "name" field.' });
  await expect(toast).toBeVisible();
  // react-toastify's stylesheet applied: the container floats top-right, the toast is a card.
  await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
  await expect(toast).not.toHaveCSS('box-shadow', 'none');
  await expect(toast).toHaveCSS('border-radius', /^[1-9]/);
  await page.waitForTimeout(400);
  await page.screenshot({ path: testInfo.outputPath('corner-toast.png') });
  expectNoCspViolations(csp, 'the contact form toast');
});

test('importing a resume into the builder logs no CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const csp = await watchCspViolations(page);
  // A new account, so the demo candidate's resumes stay as seeded.
  await page.goto('/signup/candidate');
  await fillSignUp(page, { name: 'Casey Import', email: uniqueEmail('csp') });
  await page.waitForURL(/\/dashboard\/candidate/);
  await waitForScreen(page);
  expectNoCspViolations(csp, 'sign-up and the candidate overview');
  await page.goto('/dashboard/candidate/resumes');
  await page.getByLabel('Import a resume (PDF, Word .docx or JSON Resume)').setInputFiles(RESUME_PDF);
  await expect(page.getByRole('heading', { level: 1, name: 'Resume builder' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('live-score')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved to your account', { timeout: 15_000 });
  expectNoCspViolations(csp, 'the resume import and the builder');
  await page.goto('/dashboard/candidate');
  await waitForScreen(page);
  expectNoCspViolations(csp, 'the candidate overview with a resume');
});
