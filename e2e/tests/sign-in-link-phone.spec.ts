import { expect, test } from '@playwright/test';
import { appUrlOfSignInLink, latestSignInLink, latestSmsCode, uniqueEmail, uniquePhoneNumber } from '../support/auth-emulator';
import { alertText, signOutFromMenu, storedUser } from '../support/auth-pages';

/**
 * Email-link (magic link) and phone sign-in against the Auth emulator, which shows the links it
 * "emailed" and the codes it "texted" on its own endpoints.
 */
test.describe('email link', () => {
  test('the link signs in on this device, a used link says so and sends a new one, another device asks for the email', async ({ page }) => {
    const email = uniqueEmail('link');
    await page.goto('/login/candidate');
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(main.getByRole('status').filter({ hasText: `We sent a sign-in link to ${email}` })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('hiregen_emailForSignIn'))).toBe(email);

    const link = appUrlOfSignInLink(await latestSignInLink(email));
    expect(new URL(link).pathname).toBe('/auth/magic-link');
    expect(new URL(link).searchParams.get('role')).toBe('candidate');
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard\/candidate$/);
    expect(await storedUser(page)).toMatchObject({ role: 'Candidate', email });
    expect(await page.evaluate(() => window.localStorage.getItem('hiregen_emailForSignIn'))).toBeNull();

    // The same link again (from this "device" that now has no remembered email): asked, then refused.
    await signOutFromMenu(page, email);
    await page.goto(link);
    await expect(page.getByText('This link was opened on a different device or browser.')).toBeVisible();
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(alertText(page)).toContainText('This sign-in link is invalid or has already been used. Request a new one below.');
    expect(await storedUser(page)).toBeNull();
    await main.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(main.getByText(`We sent a new sign-in link to ${email}.`)).toBeVisible();

    // The new link opened on another device: the email is asked for, then it signs in.
    const fresh = appUrlOfSignInLink(await latestSignInLink(email));
    expect(fresh).not.toBe(link);
    await page.evaluate(() => window.localStorage.removeItem('hiregen_emailForSignIn'));
    await page.goto(fresh);
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/candidate$/);
  });

  test('a broken link gets a clear message and a way back', async ({ page }) => {
    await page.goto('/auth/magic-link?role=candidate');
    await expect(page.getByRole('alert')).toContainText('this address is not a complete sign-in link');
    await page.getByRole('alert').getByRole('link', { name: 'Go to the login' }).click();
    await expect(page).toHaveURL(/\/login\/candidate$/);
  });
});

test.describe('phone', () => {
  test('a wrong code is refused, the texted code signs in', async ({ page }) => {
    const phone = uniquePhoneNumber();
    await page.goto('/login/interviewer');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign in with phone' }).click();
    await main.getByLabel('Phone number').fill('07700 900');
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(main.getByLabel('Phone number')).toHaveAccessibleDescription(/with its country code/);

    await main.getByLabel('Phone number').fill(phone);
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(main.getByLabel('SMS code')).toBeFocused();
    const code = await latestSmsCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await main.getByLabel('SMS code').fill(wrong);
    await main.getByRole('button', { name: 'Confirm code' }).click();
    await expect(alertText(page)).toContainText('That code is not right. Check the text message and try again.');
    expect(await storedUser(page)).toBeNull();

    await main.getByLabel('SMS code').fill(code);
    await main.getByRole('button', { name: 'Confirm code' }).click();
    await expect(page).toHaveURL(/\/dashboard\/interviewer$/);
    expect(await storedUser(page)).toMatchObject({ role: 'Interviewer', name: phone });
  });
});
