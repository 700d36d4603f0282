import { expect, test, type Page } from '@playwright/test';
import { createAccount, idTokenFor, uniqueEmail } from '../support/auth-emulator';
import { alertText, fillSignIn, fillSignUp, PASSWORD, signOutFromMenu, storedUser } from '../support/auth-pages';
import { API_URL } from '../support/stack';

/**
 * Email + password sign-up and sign-in for every role against the real Auth emulator and api
 * (issue 3): where people land, the role the server gives them, sign out, reload, the guard.
 */
const ADMIN_EMAIL = 'admin@hiregen.test';

async function expectDashboard(page: Page, role: string) {
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role.toLowerCase()}$`));
  // Each role's area: its greeting and its own navigation.
  await expect(page.getByRole('navigation', { name: `${role} dashboard navigation` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

async function apiAs(token: string, path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await fetch(`${API_URL}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { Authorization: `Bearer ${token}`, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test.describe('email + password', () => {
  test('Candidate signs up, keeps the session on reload, signs out, and the guard brings them back after signing in', async ({ page }) => {
    const email = uniqueEmail('candidate');
    await page.goto('/select-account');
    await page.getByRole('link', { name: 'Continue as Candidate' }).click();
    await expect(page).toHaveURL(/\/login\/candidate$/);
    await page.getByRole('link', { name: 'Create a Candidate account' }).click();
    await expect(page).toHaveURL(/\/signup\/candidate$/);
    await fillSignUp(page, { name: 'Ada Lovelace', email });
    await expectDashboard(page, 'Candidate');

    const user = await storedUser(page);
    expect(user).toMatchObject({ role: 'Candidate', name: 'Ada Lovelace', email });
    expect(user?.uid).toBeTruthy();
    // The role is the server's: the token's claim and the profile say Candidate.
    const me = await apiAs(await idTokenFor(email, PASSWORD), '/api/me');
    expect(me).toEqual({ status: 200, body: { uid: user?.uid, email, name: 'Ada Lovelace', role: 'Candidate' } });

    await page.reload();
    await expectDashboard(page, 'Candidate');
    const menuButton = page.locator('header').getByRole('button', { name: 'Ada Lovelace' });
    await menuButton.click();
    const menu = page.locator('#user-menu');
    await expect(menu.getByText('Candidate', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/dashboard/candidate');
    await page.keyboard.press('Escape');

    await signOutFromMenu(page, 'Ada Lovelace');
    await expect(page).toHaveURL(/\/$/);
    expect(await storedUser(page)).toBeNull();
    // Firebase's own session is gone too: its persisted account is removed from IndexedDB.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('firebaseLocalStorageDb');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(0);
                const count = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
                count.onsuccess = () => resolve(count.result);
              };
              open.onerror = () => resolve(-1);
            }),
        ),
      )
      .toBe(0);

    await page.goto('/dashboard/candidate/account');
    await expect(page).toHaveURL(/\/login\/candidate$/);
    await fillSignIn(page, { email });
    await expect(page).toHaveURL(/\/dashboard\/candidate\/account$/);
    expect((await storedUser(page))?.role).toBe('Candidate');
  });

  test('Interviewer signs up and signs in', async ({ page }) => {
    const email = uniqueEmail('interviewer');
    await page.goto('/signup/interviewer');
    await fillSignUp(page, { name: 'Grace Hopper', email });
    await expectDashboard(page, 'Interviewer');
    await signOutFromMenu(page, 'Grace Hopper');

    await page.goto('/login/interviewer');
    await fillSignIn(page, { email });
    await expectDashboard(page, 'Interviewer');
    expect(await storedUser(page)).toMatchObject({ role: 'Interviewer', name: 'Grace Hopper', email });
  });

  test('HR signs up on /resumeinflux/signup and signs in on /resumeinflux/login, landing on the asked page', async ({ page }) => {
    const email = uniqueEmail('hr');
    await page.goto('/resumeinflux/signup');
    await expect(page.getByRole('heading', { name: 'Create an HR account' })).toBeVisible();
    await fillSignUp(page, { name: 'Katherine Johnson', email });
    await expectDashboard(page, 'HR');
    await signOutFromMenu(page, 'Katherine Johnson');

    await page.goto('/resumeinflux/upload-resumes');
    await expect(page).toHaveURL(/\/resumeinflux\/login$/);
    await fillSignIn(page, { email });
    await expect(page).toHaveURL(/\/resumeinflux\/upload-resumes$/);
    expect((await storedUser(page))?.role).toBe('HR');
    // /login/hr and /signup/hr lead to resumeinflux (HR's login is /resumeinflux/login).
    await page.goto('/login/hr');
    await expect(page).toHaveURL(/\/resumeinflux\/login$/);
  });

  test('Admin: an ADMIN_EMAILS account becomes Admin on first sign-in, and an Admin grant lets another account in', async ({ page }) => {
    // The first Admin exists before anyone signs up through the product (ADMIN_EMAILS).
    await createAccount(ADMIN_EMAIL, PASSWORD).catch((error: Error) => {
      if (!/EMAIL_EXISTS/.test(error.message)) throw error;
    });
    await page.goto('/signup/admin');
    await expect(page.getByRole('heading', { name: 'Admin accounts are granted' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the Admin login' }).click();
    await expect(page).toHaveURL(/\/login\/admin$/);
    await fillSignIn(page, { email: ADMIN_EMAIL });
    await expectDashboard(page, 'Admin');
    expect((await storedUser(page))?.role).toBe('Admin');

    // An account without a grant gets a clear refusal at the Admin login, and no session.
    const colleague = uniqueEmail('colleague');
    await createAccount(colleague, PASSWORD);
    await signOutFromMenu(page, ADMIN_EMAIL);
    await page.goto('/login/admin');
    await fillSignIn(page, { email: colleague });
    await expect(alertText(page)).toContainText('This account does not have Admin access. Admin access is granted by an existing administrator.');
    expect(await storedUser(page)).toBeNull();

    // The Admin grants it (through the api, as the Admin area does), then it signs in as Admin.
    const grant = await apiAs(await idTokenFor(ADMIN_EMAIL, PASSWORD), '/api/admin/grants', { json: { email: colleague, role: 'Admin' } });
    expect(grant.status).toBe(200);
    await page.goto('/login/admin');
    await fillSignIn(page, { email: colleague });
    await expectDashboard(page, 'Admin');
  });
});

test.describe('roles no browser can forge', () => {
  test('an account signing in under another role gets a clear message and no access', async ({ page }) => {
    const email = uniqueEmail('one-role');
    await page.goto('/signup/candidate');
    await fillSignUp(page, { name: 'Only Candidate', email });
    await expectDashboard(page, 'Candidate');
    await signOutFromMenu(page, 'Only Candidate');

    await page.goto('/login/interviewer');
    await fillSignIn(page, { email });
    await expect(alertText(page)).toContainText('This account is registered as Candidate. Sign in from the Candidate login.');
    expect(await storedUser(page)).toBeNull();
    await expect(page).toHaveURL(/\/login\/interviewer$/);
    await alertText(page).getByRole('link', { name: 'Go to the Candidate login' }).click();
    await expect(page).toHaveURL(/\/login\/candidate$/);
  });

  test('localStorage edited to say Admin: the Admin screen may render, but every Admin call is refused', async ({ page }) => {
    const email = uniqueEmail('tamper');
    await page.goto('/signup/candidate');
    await fillSignUp(page, { name: 'Mallory', email });
    await expectDashboard(page, 'Candidate');

    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('user') ?? '{}');
      window.localStorage.setItem('user', JSON.stringify({ ...user, role: 'Admin' }));
    });
    await page.goto('/dashboard/admin');
    await expect(page).toHaveURL(/\/dashboard\/admin$/); // the guard is courtesy only

    // The page's own session (the same Firebase account) asks the api as an Admin would.
    const answers = await page.evaluate(async () => {
      const call = async (path: string, body?: unknown) => {
        const { idToken } = await new Promise<{ idToken: string }>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
            all.onsuccess = () => {
              const entry = all.result.find((row: { fbase_key: string }) => row.fbase_key.startsWith('firebase:authUser:'));
              resolve({ idToken: entry?.value?.stsTokenManager?.accessToken });
            };
          };
        });
        const response = await fetch(path, {
          method: body ? 'POST' : 'GET',
          headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, body: await response.json() };
      };
      return {
        grant: await call('/api/admin/grants', { email: 'someone@hiregen.test', role: 'Admin' }),
        selfAdmin: await call('/api/auth/role', { role: 'Admin' }),
        me: await call('/api/me'),
      };
    });
    expect(answers.grant.status).toBe(403);
    expect(typeof answers.grant.body.message).toBe('string');
    expect(answers.selfAdmin.status).toBe(403);
    expect(answers.me.body.role).toBe('Candidate');
  });
});

test.describe('bad input', () => {
  test('wrong password, unknown email, empty fields', async ({ page }) => {
    const email = uniqueEmail('badpass');
    await createAccount(email, PASSWORD);
    await page.goto('/login/candidate');

    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    const emailField = page.getByRole('main').getByLabel('Email');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('Enter your email address.');
    await expect(emailField).toBeFocused();

    await fillSignIn(page, { email, password: 'not-the-password' });
    await expect(alertText(page)).toContainText(/password is incorrect|email or password is incorrect/);
    expect(await storedUser(page)).toBeNull();

    await fillSignIn(page, { email: uniqueEmail('nobody') });
    await expect(alertText(page)).toContainText(/No account uses this email|email or password is incorrect/);
    expect(await storedUser(page)).toBeNull();
  });

  test('weak password, mismatched confirmation and a duplicate account at sign-up', async ({ page }) => {
    const email = uniqueEmail('dup');
    await createAccount(email, PASSWORD);
    await page.goto('/signup/interviewer');

    await fillSignUp(page, { name: 'Weak', email: uniqueEmail('weak'), password: '123' });
    await expect(alertText(page)).toContainText('This password is too weak. Use at least 6 characters.');
    await expect(page.getByRole('main').getByLabel('Password', { exact: true })).toBeFocused();

    await fillSignUp(page, { name: 'Typo', email: uniqueEmail('typo'), password: PASSWORD, confirmation: `${PASSWORD}x` });
    await expect(page.getByRole('main').getByLabel('Confirm password')).toHaveAccessibleDescription('The two passwords are not the same.');

    await fillSignUp(page, { name: 'Twice', email });
    await expect(alertText(page)).toContainText('An account with this email already exists. Sign in instead, or use another email.');
    expect(await storedUser(page)).toBeNull();
    await expect(page).toHaveURL(/\/signup\/interviewer$/);
  });

  test('a role that does not exist in the URL gets a clear page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login/wizard');
    await expect(page.getByRole('heading', { name: 'Unknown account type' })).toBeVisible();
    await expect(page.getByText('"wizard" is not a HireGen account type.')).toBeVisible();
    await page.getByRole('link', { name: 'Choose your account type' }).click();
    await expect(page).toHaveURL(/\/select-account$/);
    await page.goto('/signup/wizard');
    await expect(page.getByRole('heading', { name: 'Unknown account type' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
