import { expect, test, type Page } from '@playwright/test';
import { describeFindings, expectAccessible, seriousA11yFindings, waitForScreen } from '../support/a11y';
import { expectNoCspViolations, ignoringCspViolationsOf, watchCspViolations } from '../support/csp';
import { ensureDemoData, signedInState } from '../support/demo-data';
import { kib, measureFirstLoad, type FirstLoad } from '../support/first-load';
import { productRoutes, ROLE_OF_AREA, type Area, type ProductRoute } from '../support/product-routes';

/**
 * Issue 17's guard rails on every screen of the product (e2e/support/product-routes.ts): the
 * public pages, every GenAI tool, the sign-in screens, and each role area's screens signed in
 * as its demo account over the seeded data. Each screen is opened once, in a cold browser:
 *  - budget: the JS fetched before its content shows (gzip). Public pages, GenAI tools and sign-in
 *    screens hold the 140 KiB bar and never fetch the Firestore SDK; each role area has a budget of
 *    its own (its heaviest screen when measured, plus ~10%);
 *  - axe-core: no serious or critical finding;
 *  - no Content-Security-Policy violation logged (support/csp.ts): an inline style the policy
 *    blocks is something drawn unstyled;
 *  - issue 27: on a phone (390×844) the page never scrolls sideways, nor does a table that
 *    stacks into cards there (class `…--stacks`) inside its box. The same page is resized
 *    after the desktop checks, so the phone check costs no second load.
 * One test per area; all of an area's overruns and findings are reported together, and the
 * per-screen figures and per-area table are printed for the README.
 */
const KIB = 1024;
/** Issue 17's bar for public pages: JS before content, gzip. */
const PUBLIC_BAR = 140 * KIB;
const BUDGETS: Record<Area, number> = {
  public: PUBLIC_BAR,
  'genai-tool': PUBLIC_BAR,
  'sign-in': PUBLIC_BAR,
  // resumeinflux's signed-out pages hold the public bar: the remote exposes them on their own,
  // mounted at their exact paths, not inside the whole HR area.
  'hr-public': PUBLIC_BAR,
  // Measured 24 Nov 2026 (heaviest screen → budget): candidate 376.3 → 414, interviewer 352.1 → 388,
  // HR 398.6 → 438, admin 196.8 → 216.
  candidate: 414 * KIB,
  interviewer: 388 * KIB,
  hr: 438 * KIB,
  admin: 216 * KIB,
};
/** Areas that never read Firestore: the SDK must not load there. */
const FIRESTORE_FREE: Area[] = ['public', 'genai-tool', 'sign-in', 'hr-public'];
/** Areas whose screens read Firestore: seeing the SDK there shows the check above can see it. */
const FIRESTORE_READERS: Area[] = ['candidate', 'interviewer', 'hr'];
const AREAS = Object.keys(BUDGETS) as Area[];
/** Issue 27: a phone's viewport; the page may be at most 1 px wider (sub-pixel rounding). */
const PHONE = { width: 390, height: 844 };

/** How far the page is wider than a phone's screen, in px (0 when it fits), after resizing to one. */
async function phoneOverflow(page: Page): Promise<number> {
  await page.setViewportSize(PHONE);
  // Two frames: media queries apply and layout settles before measuring.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  return scrollWidth - innerWidth > 1 ? scrollWidth - innerWidth : 0;
}

/**
 * Tables that stack into cards on a phone (class `…--stacks`) that still scroll sideways inside
 * their box: "caption: N px" each. Call after phoneOverflow (the page is at phone size).
 */
async function stackingTablesThatScroll(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table[class*="--stacks"]')].flatMap((table) => {
      const box = table.parentElement ?? table;
      const over = Math.max(table.scrollWidth - box.clientWidth, box.scrollWidth - box.clientWidth);
      return over > 1 ? [`${table.querySelector('caption')?.textContent?.trim() || table.className}: ${over} px`] : [];
    }),
  );
}

let routes: ProductRoute[] = [];
const measured = new Map<Area, FirstLoad[]>();

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await ensureDemoData();
  routes = await productRoutes();
});

test.afterAll(() => {
  const table = ['| area | budget (KiB gzip) | heaviest screen | its JS before content (KiB gzip) | screens | Firestore SDK |', '|---|---|---|---|---|---|'];
  const detail: string[] = [];
  const aboveBar: string[] = [];
  for (const area of AREAS) {
    const loads = measured.get(area);
    if (!loads?.length) continue;
    const heaviest = loads.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    const firestore = loads.filter((load) => load.firestore).length;
    const budget = kib(BUDGETS[area]);
    table.push(
      `| ${area} | ${budget} | \`${heaviest.path}\` | ${kib(heaviest.gzipBytes)} | ${loads.length} | ${firestore ? `on ${firestore} of ${loads.length}` : 'never'} |`,
    );
    for (const load of loads) {
      detail.push(
        `  ${area.padEnd(12)} ${kib(load.gzipBytes).padStart(6)} KiB gzip (${kib(load.rawBytes).padStart(6)} raw, ${String(load.scripts).padStart(2)} files)${load.firestore ? ' +firestore' : '           '}  ${load.path}`,
      );
      if (FIRESTORE_FREE.includes(area) && load.gzipBytes > PUBLIC_BAR) aboveBar.push(`${load.path} ${kib(load.gzipBytes)}`);
    }
  }
  console.log(`\nJS before content, per screen:\n${detail.join('\n')}\n\nPer-area budgets:\n${table.join('\n')}\n`);
  if (aboveBar.length) console.log(`Signed-out screens over the ${kib(PUBLIC_BAR)} KiB bar (KiB gzip): ${aboveBar.join(', ')}\n`);
});

for (const area of AREAS) {
  test(`${area}: every screen within its JS budget${FIRESTORE_FREE.includes(area) ? ', no Firestore SDK' : ''}, no serious axe finding`, async ({
    browser,
  }) => {
    const role = ROLE_OF_AREA[area];
    const storageState = role ? await signedInState(browser, role) : undefined;
    const screens = routes.filter((route) => route.area === area);
    expect(screens.length).toBeGreaterThan(0);
    // Each cold screen can take ~20 s on a loaded two-core machine (the public walk timed out at
    // 150 s once): an area with more screens gets more time.
    test.setTimeout(Math.max(300_000, 25_000 * screens.length));
    const loads: FirstLoad[] = [];
    const a11y: string[] = [];
    const sideways: string[] = [];
    for (const { path } of screens) {
      const context = await browser.newContext({ storageState }); // a new context is a cold cache
      try {
        const page = await context.newPage();
        const csp = await watchCspViolations(page);
        // A late Firestore fetch matters only where it must never happen.
        loads.push(await measureFirstLoad(page, path, { lateMs: FIRESTORE_FREE.includes(area) ? 500 : 0 }));
        expectNoCspViolations(csp, path);
        // Every screen but the home page names its tab (the shell reads the screen's heading).
        if (path !== '/') await expect.soft(page, `${path} names its tab`).not.toHaveTitle('HireGen', { timeout: 5_000 });
        const findings = await ignoringCspViolationsOf(csp, () => seriousA11yFindings(page));
        if (findings.length) a11y.push(`${path}\n${describeFindings(findings).replace(/^/gm, '  ')}`);
        const overflow = await phoneOverflow(page);
        if (overflow) sideways.push(`${path}: ${overflow} px wider than ${PHONE.width} px`);
        for (const table of await stackingTablesThatScroll(page)) sideways.push(`${path}: the table "${table}" scrolls sideways`);
      } finally {
        await context.close();
      }
    }
    measured.set(area, loads);

    const over = loads
      .filter((load) => load.gzipBytes > BUDGETS[area])
      .map((load) => `${load.path}: ${kib(load.gzipBytes)} KiB (${load.gzipBytes} bytes) > ${kib(BUDGETS[area])} KiB`);
    expect.soft(over, `JS before content over budget on ${area} screens:\n${over.join('\n')}`).toEqual([]);
    if (FIRESTORE_FREE.includes(area)) {
      expect
        .soft(
          loads.filter((load) => load.firestore).map((load) => load.path),
          `the Firestore SDK was fetched on ${area} screens`,
        )
        .toEqual([]);
    }
    if (FIRESTORE_READERS.includes(area)) {
      expect
        .soft(
          loads.some((load) => load.firestore),
          `no ${area} screen fetched the Firestore SDK: is its marker still right?`,
        )
        .toBe(true);
    }
    expect.soft(sideways, `pages that scroll sideways at ${PHONE.width} px on ${area} screens:\n${sideways.join('\n')}`).toEqual([]);
    expect(a11y, `axe: serious or critical findings on ${a11y.length} of ${screens.length} ${area} screens:\n${a11y.join('\n')}`).toEqual([]);
  });
}

/** The header's menus open, at desktop and phone widths, signed out and signed in. */
test('open menus: no serious axe finding', async ({ browser }) => {
  // Five axe runs and two sign-ins: 45 s was not enough on the loaded machine (27 Nov 2026).
  test.setTimeout(120_000);
  const open = async (page: Page, button: string, openName = button) => {
    await page.locator('header').getByRole('button', { name: button, exact: true }).click();
    await expect(page.locator('header').getByRole('button', { name: openName, exact: true })).toHaveAttribute('aria-expanded', 'true');
  };
  const desktop = await browser.newContext({ storageState: await signedInState(browser, 'Candidate') });
  try {
    const page = await desktop.newPage();
    const csp = await watchCspViolations(page);
    await page.goto('/');
    await waitForScreen(page);
    for (const menu of ['Services', 'Job & Candidate Search']) {
      await open(page, menu);
      await ignoringCspViolationsOf(csp, () => expectAccessible(page, `/ with the ${menu} menu open`));
    }
    await open(page, 'Asha Kulkarni'); // the account menu, named for the demo candidate
    await ignoringCspViolationsOf(csp, () => expectAccessible(page, '/ with the account menu open'));
    expectNoCspViolations(csp, '/ with each menu open');
  } finally {
    await desktop.close();
  }
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await phone.newPage();
    await page.goto('/contact');
    await waitForScreen(page);
    await expectAccessible(page, '/contact at 390 px');
    await open(page, 'Open menu', 'Close menu');
    await expectAccessible(page, '/contact at 390 px with the menu open');
  } finally {
    await phone.close();
  }
});
