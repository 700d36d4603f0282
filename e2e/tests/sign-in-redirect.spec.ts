import { expect, test } from '@playwright/test';
import { serveGapiStandIn } from '../support/auth-gapi-stand-in';
import { uniqueEmail } from '../support/auth-emulator';
import { globalToast, storedUser } from '../support/auth-pages';
import { AUTH_EMULATOR, BASE_URL } from '../support/stack';

/**
 * SPEC "Login redirect screen" and the Google redirect flow through the Auth emulator's own
 * sign-in page. Google's api.js is replaced by a local stand-in (test only). The app talks to
 * the emulator under the page's own loopback name (localhost or 127.0.0.1): Chromium partitions
 * a cross-site iframe's storage, and the emulator hands the result over through its iframe.
 */
const EMULATOR_PORT = AUTH_EMULATOR.split(':')[1];

test.describe('/redirecting', () => {
  test('without a role: toast "Missing role. Redirecting..." and /select-account', async ({ page }) => {
    await page.goto('/redirecting');
    await expect(globalToast(page, 'Missing role. Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/select-account$/);
  });

  test('when the redirect cannot start: toast "Failed to redirect to Google login." and /login/{role}', async ({ page }) => {
    // The identity service cannot be reached: its settings request fails.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/app-config.json', async (route) => {
      await held;
      await route.abort('connectionfailed');
    });
    await page.goto('/redirecting?role=Interviewer');
    await expect(page.getByText('Redirecting to Google Login... Please wait a moment.')).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('hiregen_role'))).toBe('Interviewer');
    expect(await page.evaluate(() => window.sessionStorage.getItem('hiregen_redirecting_to_google'))).toBe('true');
    release();
    await expect(globalToast(page, 'Failed to redirect to Google login.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/interviewer$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('hiregen_redirecting_to_google'))).toBeNull();
  });

  test("Continue with Google: the emulator's account chooser, then back signed in as the role asked for", async ({ page }) => {
    await serveGapiStandIn(page);
    const email = uniqueEmail('google');
    await page.goto('/dashboard/interviewer/account');
    await expect(page).toHaveURL(/\/login\/interviewer$/);
    await page.getByRole('main').getByRole('button', { name: 'Continue with Google' }).click();

    // The emulator's stand-in for Google's page, with account selection forced.
    await expect(page).toHaveURL(new RegExp(`^http://${new URL(BASE_URL).hostname}:${EMULATOR_PORT}/emulator/auth/handler`));
    const handler = new URL(page.url());
    expect(handler.searchParams.get('providerId')).toBe('google.com');
    expect(JSON.parse(handler.searchParams.get('customParameters') ?? '{}')).toEqual({ prompt: 'select_account' });
    await page.getByText('Add new account').click();
    await page.locator('#email-input').fill(email);
    await page.locator('#display-name-input').fill('Alan Turing');
    await page.locator('#sign-in').click();

    await expect(page).toHaveURL(/\/dashboard\/interviewer\/account$/, { timeout: 20_000 });
    expect(await storedUser(page)).toMatchObject({ role: 'Interviewer', name: 'Alan Turing', email });
    expect(await page.evaluate(() => window.sessionStorage.getItem('hiregen_redirecting_to_google'))).toBeNull();
  });
});
