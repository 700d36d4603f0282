import { expect, test } from '@playwright/test';
import { watchCspViolations } from '../support/csp';
import { seedUser } from '../support/session';

// The static servers' Content-Security-Policy (scripts/lib/web-security.mjs) on the real build:
// every area loads with no CSP violation (no inline styles or eval needed), and the documents
// carry the headers that stop framing.

test('the shell and the remotes load under the CSP with no violation', async ({ page }) => {
  const csp = await watchCspViolations(page);
  await seedUser(page, { role: 'Candidate', name: 'Casey' });
  const answer = await page.goto('/');
  const headers = answer!.headers();
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Full loads of the public pages, sign-in and the HR landing (each a remote of its own), then
  // in-app navigation into the candidate area. The violations are checked at every step.
  for (const [url, heading] of [
    ['/contact', 'Contact Us'],
    ['/genai-candidate-ats', null],
    ['/for-hr', null],
    ['/mock-interview', null],
    ['/login/candidate', null],
    ['/resumeinflux/home', 'resumeinflux'],
  ] as const) {
    await page.goto(url);
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(csp.all, url).toEqual([]);
  }
  await page.goto('/');
  await page.evaluate(() => window.history.pushState({}, '', '/dashboard/candidate'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  // The candidate area's first screen depends on the session; what matters here is that its
  // code and styles loaded without a violation.
  await expect.soft(page.getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();
  expect(csp.all).toEqual([]);
});
