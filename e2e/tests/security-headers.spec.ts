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
  // Full loads of public pages and sign-in, then in-app navigation into the signed-in areas
  // (as federation.spec.ts does: a full load there would go through sign-in first).
  for (const [url, heading] of [
    ['/contact', 'Contact Us'],
    ['/genai-candidate-ats', null],
    ['/login/candidate', null],
  ] as const) {
    await page.goto(url);
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [url, heading] of [
    ['/dashboard/candidate', 'Welcome, Casey'],
    ['/resumeinflux/home', 'resumeinflux'],
  ] as const) {
    await page.evaluate((target) => window.history.pushState({}, '', target), url);
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
