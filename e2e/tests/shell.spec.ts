import { expect, test } from '@playwright/test';
import { seedUser } from '../support/session';

test.describe('public shell', () => {
  test('header is 5rem high with logo, menus, Global label and Sign In', async ({ page }) => {
    await page.goto('/contact');
    const header = page.locator('header.shell-header');
    await expect(header).toBeVisible();
    const box = await header.boundingBox();
    expect(box?.height).toBe(80);
    await expect(header.getByText('Global')).toBeVisible();
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/select-account$/);
    await page.getByRole('link', { name: 'HireGen home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Job & Candidate Search menu has both groups, closes on outside click, Escape and route change', async ({ page }) => {
    await page.goto('/privacy-policy');
    const button = page.getByRole('button', { name: 'Job & Candidate Search' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#menu-job-candidate-search');
    await expect(panel.getByRole('heading', { name: 'Job Search' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Candidate Search' })).toBeVisible();
    const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(['/job-linkedin-search', '/job-google-search', '/candidate-linkedin-search', '/candidate-google-search']);

    await page.mouse.click(5, 600);
    await expect(panel).toBeHidden();

    await button.click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await button.click();
    await panel.getByRole('link', { name: 'Google Job Search' }).click();
    await expect(page).toHaveURL(/\/job-google-search$/);
    await expect(panel).toBeHidden();
  });

  test('Services menu lists the four groups and every entry goes to /genai-services', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Services' }).click();
    const panel = page.locator('#menu-services');
    for (const group of ['Resume Tools', 'Job Tools', 'Skills & Matching', 'Utilities']) {
      await expect(panel.getByRole('heading', { name: group })).toBeVisible();
    }
    const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toHaveLength(13);
    expect(new Set(hrefs)).toEqual(new Set(['/genai-services']));
  });

  test('menus are keyboard-usable', async ({ page }) => {
    await page.goto('/contact');
    const button = page.getByRole('button', { name: 'Services' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-services a').first()).toBeFocused();
  });

  test('mobile menu mirrors the menus and closes on outside click and route change', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Services' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const mobile = page.locator('#mobile-menu');
    await expect(mobile.getByText('Job & Candidate Search')).toBeVisible();
    await expect(mobile.getByRole('heading', { name: 'Utilities' })).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await mobile.getByRole('link', { name: 'LinkedIn Candidate Search' }).click();
    await expect(page).toHaveURL(/\/candidate-linkedin-search$/);
    await expect(mobile).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobile).toBeVisible();
    await page.mouse.click(200, 40); // the header, outside the toggle and the panel
    await expect(mobile).toBeHidden();
  });

  test('footer links and placeholders', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.locator('footer');
    const expected: [string, string][] = [
      ['GenAI Resume Builder', '/genai-candidate-ats'],
      ['GenAI For HR', '/for-hr'],
      ['AI Interviews', '/mock-interview'],
      ['HireGen API', '/mock-interview'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of ['Blog', 'Resume Tips', 'Career Advice', 'About']) {
      await expect(footer.getByText(name, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
  });

  test('unknown paths show 404 - Page Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.locator('header.shell-header')).toBeVisible();
  });

  test('each tab is named for its screen, and follows client-side navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('HireGen');
    await page.goto('/genai-services/resume-parser');
    await expect(page).toHaveTitle('Resume Parser · HireGen');
    await page.getByRole('link', { name: 'HireGen home' }).click();
    await expect(page).toHaveTitle('HireGen');
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle('Privacy Policy · HireGen');
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('404 - Page Not Found · HireGen');
  });

  test('the page scrolls to the top when the path changes', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('pages load lazily with "Loading..." meanwhile', async ({ page }) => {
    // Hold the remote's page chunk back so the loading state is observable.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    const navigation = page.goto('/for-hr');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    release();
    await navigation;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('role guard', () => {
  test('signed out: replaces the history entry with the role login', async ({ page }) => {
    await page.goto('/contact');
    await page.goto('/dashboard/interviewer');
    await expect(page).toHaveURL(/\/login\/interviewer$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('signed out HR goes to /resumeinflux/login', async ({ page }) => {
    await page.goto('/dashboard/hr');
    await expect(page).toHaveURL(/\/resumeinflux\/login$/);
    await page.goto('/resumeinflux/upload-resumes');
    await expect(page).toHaveURL(/\/resumeinflux\/login$/);
  });

  test('wrong role: replaced by /unauthorized', async ({ page }) => {
    await seedUser(page, { role: 'candidate', name: 'Casey Candidate' });
    await page.goto('/contact');
    await page.goto('/dashboard/admin');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: /don't have access/ })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
  });

  for (const role of ['Candidate', 'Interviewer', 'HR', 'Admin']) {
    test(`${role} dashboard shows the signed-in user and its navigation`, async ({ page }) => {
      await seedUser(page, { role: role.toUpperCase(), name: `Pat ${role}`, email: `pat.${role.toLowerCase()}@example.com` });
      await page.goto(`/dashboard/${role.toLowerCase()}`);
      await expect(page.getByRole('heading', { name: 'Welcome, Pat' })).toBeVisible();
      await expect(page.getByTestId('signed-in-user')).toContainText(`Pat ${role}`);
      const nav = page.getByRole('navigation', { name: `${role} dashboard navigation` });
      await nav.getByRole('link', { name: 'Account' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role.toLowerCase()}/account$`));
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
      await expect(page.getByText(`pat.${role.toLowerCase()}@example.com`).last()).toBeVisible();
    });
  }
});
