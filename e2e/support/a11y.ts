import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core (bundled with @axe-core/playwright, nothing downloaded) over the whole page as it is
 * now: every rule axe runs by default (WCAG 2.x A/AA and best practices), plus Label in Name.
 * HireGen's bar: no serious or critical finding on any screen. Any spec can call
 * `expectAccessible(page)` once its screen has settled.
 */
const BLOCKING = new Set(['serious', 'critical']);
/**
 * WCAG 2.5.3 "Label in Name" (level A): a control's accessible name contains its visible text, so
 * a voice-control user can say what they see. axe 4.13 still marks the rule experimental (off by
 * default; 4.14 turns it on but needs Node 22), so it is switched on here.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Rules whose findings always carry a fixed minor or moderate impact (landmarks, heading order,
 * `region`…): they can never produce a blocking finding, so they are not run at all. axe spends
 * much of a screen's time in them (`region` walks every node). axe publishes no impact in
 * `getRules()`, so this reads the bundled copy's rule table; if that moves, every rule runs.
 */
function neverBlockingRules(): Record<string, { enabled: false }> {
  // `_audit` is axe's own rule table (the metadata `getRules()` omits); typed loosely on purpose.
  const audit = (axe as unknown as { _audit?: { rules?: { id: string; impact?: string; enabled?: boolean }[] } })._audit;
  const rules = audit?.rules ?? [];
  return Object.fromEntries(
    rules
      .filter((rule) => rule.enabled !== false && rule.impact !== undefined && !BLOCKING.has(rule.impact))
      .map((rule) => [rule.id, { enabled: false as const }]),
  );
}
const RULES = { ...neverBlockingRules(), ...EXTRA_RULES };

export interface A11yFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function seriousA11yFindings(page: Page): Promise<A11yFinding[]> {
  // Legacy mode runs axe once in the page itself; the default (runPartial) opens a second page to
  // combine frames, which HireGen's screens (no iframes) do not need. With the two options below
  // a screen's check takes half the time (1.7 s against 3.4 s, same screens, loaded machine).
  // `resultTypes` keeps axe from collecting every passing node: only violations are read.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: RULES, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** One line per finding, with up to five of the elements it names: what a failure message shows. */
export function describeFindings(findings: A11yFinding[]): string {
  return findings
    .map((f) => `${f.rule} (${f.impact}): ${f.help} — ${f.targets.length} element(s): ${f.targets.slice(0, 5).join(' | ')}${f.targets.length > 5 ? ' …' : ''}`)
    .join('\n');
}

export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const findings = await seriousA11yFindings(page);
  expect(findings, `axe: serious or critical findings on ${label}\n${describeFindings(findings)}`).toEqual([]);
}

/**
 * Waits until the route's screen has its main heading and no "Loading..." status left (the
 * remote, then its data), so checks see the screen a person sees, not a spinner.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.hg-loading')).toHaveCount(0, { timeout: 15_000 });
}
