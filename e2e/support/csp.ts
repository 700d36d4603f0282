import { expect, type Page } from '@playwright/test';

/**
 * Content-Security-Policy violations a page reports while a test drives it: Chromium's console
 * message ("Applying inline style violates the following Content Security Policy directive …",
 * "Refused to load the script …") and the document's `securitypolicyviolation` events, which name
 * the directive and the file and line that caused it. The static servers' policy
 * (scripts/lib/web-security.mjs) has no 'unsafe-inline' for styles or scripts: anything that
 * injects a `<style>` element or a style attribute is blocked and renders unstyled for users.
 *
 * Call `watchCspViolations(page)` before the page's first navigation, then
 * `expectNoCspViolations(watch, label)` after each step.
 */
export interface CspWatch {
  /** Every violation so far, oldest first; `take()` empties it. */
  readonly all: string[];
  take(): string[];
  /** Puts taken violations back, to be reported by the next check. */
  restore(violations: string[]): void;
}

const REPORTER = '__hiregenReportCspViolation';

export async function watchCspViolations(page: Page): Promise<CspWatch> {
  let pending: string[] = [];
  const all: string[] = [];
  const add = (text: string) => {
    pending.push(text);
    all.push(text);
  };
  await page.exposeFunction(REPORTER, (text: string) => add(`event: ${text}`));
  await page.addInitScript((reporter) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[reporter];
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
      const sample = event.sample ? ` sample "${event.sample}"` : '';
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}${sample}`);
    });
  }, REPORTER);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) add(`console: ${message.text()}`);
  });
  return {
    all,
    take: () => {
      const taken = pending;
      pending = [];
      return taken;
    },
    restore: (violations) => {
      pending = [...violations, ...pending];
    },
  };
}

/** Fails (softly, so every screen is reported) when a violation was logged since the last check. */
export function expectNoCspViolations(watch: CspWatch, label: string): void {
  const found = watch.take();
  expect.soft(found, `CSP violations on ${label}:\n${found.join('\n')}`).toEqual([]);
}

/**
 * Runs a checker that trips the CSP itself, dropping what it reports: axe-core parses the page's
 * stylesheets into `<style>` elements of its own (to read their rules), which the policy blocks
 * and reports as inline styles — the checker's, not the product's. Violations logged before it
 * ran are kept for the next check.
 */
export async function ignoringCspViolationsOf<T>(watch: CspWatch, checker: () => Promise<T>): Promise<T> {
  const before = watch.take();
  try {
    return await checker();
  } finally {
    watch.take();
    watch.restore(before);
  }
}
