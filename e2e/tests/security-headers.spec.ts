import { expect, test, type Page } from '@playwright/test';
import { seedUser } from '../support/session';

// The static servers' Content-Security-Policy (scripts/lib/web-security.mjs) on the real build:
// every area loads with no CSP violation (no inline styles or eval needed), and the documents
// carry the headers that stop framing.

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the shell and the remotes load under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
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
    expect(violations, url).toEqual([]);
  }
  await page.goto('/');
  await page.evaluate(() => window.history.pushState({}, '', '/dashboard/candidate'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  // The candidate area's first screen depends on the session; what matters here is that its
  // code and styles loaded without a violation.
  await expect.soft(page.getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();
  expect(violations).toEqual([]);
});
