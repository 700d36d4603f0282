import { expect, type Page } from '@playwright/test';

/** The sign-in screens as a person uses them: by label and button name. */
export const PASSWORD = 'hiregen-test-pass-42';

const main = (page: Page) => page.getByRole('main');

export async function fillSignUp(page: Page, values: { name: string; email: string; password?: string; confirmation?: string }) {
  const password = values.password ?? PASSWORD;
  await main(page).getByLabel('Full name').fill(values.name);
  await main(page).getByLabel('Email').fill(values.email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page)
    .getByLabel('Confirm password')
    .fill(values.confirmation ?? password);
  await main(page).getByRole('button', { name: 'Create account' }).click();
}

export async function fillSignIn(page: Page, values: { email: string; password?: string }) {
  await main(page).getByLabel('Email').fill(values.email);
  await main(page)
    .getByLabel('Password', { exact: true })
    .fill(values.password ?? PASSWORD);
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The stored session user (localStorage `user`), as the page sees it. */
export function storedUser(page: Page): Promise<{ uid?: string; role?: string; name?: string; email?: string } | null> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
}

export function alertText(page: Page) {
  return main(page).getByRole('alert');
}

/** Global toasts are react-hot-toast's, top-center. */
export function globalToast(page: Page, text: string) {
  return page.locator('[role="status"][aria-live]').getByText(text, { exact: true });
}

export async function signOutFromMenu(page: Page, displayName: string) {
  await page.locator('header').getByRole('button', { name: displayName }).click();
  await page.locator('#user-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();
}
