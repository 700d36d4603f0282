import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoCspViolations, watchCspViolations } from '../support/csp';
import { ensureDemoData, signedInState } from '../support/demo-data';
import { serveRemoteBuild, type RemoteServer } from '../support/remote-server';
import { seedUser } from '../support/session';
import { sixthBuild } from '../support/sixth-build';

/**
 * Issue 28, items 5 and 6, on the running stack with the sixth team's fixture remote
 * (e2e/fixtures/remote-sixth) in two copies (support/sixth-build.ts): the registry's build and
 * a developer's "local override" build (another visible label). Failover: remotes.json lists a
 * primary entry and a fallback; the primary's server is down. Override: an Admin points the
 * remote at a server of the other build with ?remote-override=; a Candidate cannot.
 * The servers' CSP follows the served remotes.json (fallback origins) and the allowed override
 * origins (loopback by default): every step checks that nothing was blocked.
 */
const offset = Number(process.env.HIREGEN_TEST_PORT_OFFSET ?? 100);
const PRIMARY_PORT = 3066 + offset;
const SECONDARY_PORT = 3067 + offset;
const OVERRIDE_PORT = 3068 + offset;
const entryAt = (port: number) => `http://127.0.0.1:${port}/remoteEntry.js`;
const PRIMARY = entryAt(PRIMARY_PORT);
const SECONDARY = entryAt(SECONDARY_PORT);
const OVERRIDE = entryAt(OVERRIDE_PORT);
const repo = path.resolve(__dirname, '../..');
const registryFile = process.env.HIREGEN_REMOTES_FILE ?? path.join(repo, '.run', `remotes-${3000 + offset}.json`);
const SHOTS = process.env.HIREGEN_SHOTS_DIR ?? path.join(repo, 'e2e', 'test-results', 'remote-failover-override');

const sixth = {
  name: 'remote_sixth',
  entry: PRIMARY,
  fallbackEntries: [SECONDARY],
  version: '6.0.0',
  mounts: [{ path: '/sixth/*', module: './App', role: null, title: 'Sixth team' }],
  menus: [],
};

const UNAVAILABLE = 'This part of HireGen is unavailable';

test.describe.configure({ mode: 'serial' });

test.describe('failover to a second origin, and a local override for one remote', () => {
  let registryBuild = '';
  let overrideBuild = '';
  let originalRegistry = '';
  const servers = new Map<number, RemoteServer>();

  const up = async (port: number, dir = registryBuild) => {
    if (!servers.has(port)) servers.set(port, await serveRemoteBuild(dir, port));
  };
  const down = async (port: number) => {
    await servers.get(port)?.close();
    servers.delete(port);
  };
  const sixthRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      const { port, pathname } = new URL(request.url());
      if ([PRIMARY_PORT, SECONDARY_PORT, OVERRIDE_PORT].map(String).includes(port)) seen.push(`${port}${pathname}`);
    });
    return seen;
  };

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    expect(fs.existsSync(registryFile), `the stack's served remotes.json (${registryFile})`).toBe(true);
    fs.mkdirSync(SHOTS, { recursive: true });
    registryBuild = await sixthBuild('registry build');
    overrideBuild = await sixthBuild('local override build');
    originalRegistry = fs.readFileSync(registryFile, 'utf8');
    const registry = JSON.parse(originalRegistry) as { version: number; remotes: unknown[] };
    fs.writeFileSync(`${registryFile}.tmp`, JSON.stringify({ ...registry, remotes: [...registry.remotes, sixth] }, null, 2));
    fs.renameSync(`${registryFile}.tmp`, registryFile);
    await ensureDemoData();
  });

  test.afterAll(async () => {
    if (originalRegistry) {
      fs.writeFileSync(`${registryFile}.tmp`, originalRegistry);
      fs.renameSync(`${registryFile}.tmp`, registryFile);
    }
    for (const port of [...servers.keys()]) await down(port);
    for (const dir of [registryBuild, overrideBuild]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the primary origin down, the secondary up: the page renders from the secondary, never the fallback screen; the admin registry view says so', async ({
    page,
  }) => {
    await down(PRIMARY_PORT);
    await up(SECONDARY_PORT);
    const csp = await watchCspViolations(page);
    const requests = sixthRequests(page);
    const unavailableShown: boolean[] = [];
    await page.exposeFunction('__hiregenSawUnavailable', () => unavailableShown.push(true));
    // Watches the whole load, so even a fallback screen shown for a moment would be caught.
    await page.addInitScript((text) => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(text)) (window as unknown as { __hiregenSawUnavailable: () => void }).__hiregenSawUnavailable();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, UNAVAILABLE);
    await seedUser(page, { role: 'Admin', name: 'Ari Admin' });
    await page.goto('/sixth');
    await expect(page.getByRole('heading', { level: 1, name: "Sixth team's area" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('sixth-build')).toHaveText('Sixth team build: registry build');
    expect(unavailableShown).toEqual([]);
    // The primary was asked for first (and refused), then the secondary served the entry and the page's chunk.
    expect(requests[0]).toBe(`${PRIMARY_PORT}/remoteEntry.js`);
    expect(requests).toContain(`${SECONDARY_PORT}/remoteEntry.js`);
    expect(requests.filter((request) => request.startsWith(String(SECONDARY_PORT)) && request.endsWith('.js')).length).toBeGreaterThan(1);
    expectNoCspViolations(csp, '/sixth from its fallback origin');

    // Same tab: the admin registry view shows where the remote was loaded from.
    await page.goto('/dashboard/admin/platform');
    const row = page.getByTestId('remote-row').filter({ hasText: 'remote_sixth' });
    await expect(row.getByRole('rowheader')).toContainText(`Fallback: ${SECONDARY}`, { timeout: 20_000 });
    await expect(row.getByTestId('remote-loaded-from')).toHaveText('Loaded in this tab from fallback #1');
    await expect(page.getByTestId('remote-row').filter({ hasText: 'remote_admin' }).getByTestId('remote-loaded-from')).toHaveText(
      'Loaded in this tab from its entry',
    );
    await expect(row).toContainText('Down · Not reachable'); // the probe asks the primary, which is down
    expectNoCspViolations(csp, 'the admin registry view');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'admin-registry-failover-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'admin-registry-failover-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);

    // Remembered for the tab's session: the next load goes straight to the secondary.
    requests.length = 0;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/sixth');
    await expect(page.getByRole('heading', { level: 1, name: "Sixth team's area" })).toBeVisible({ timeout: 20_000 });
    expect(requests.filter((request) => request.startsWith(String(PRIMARY_PORT)))).toEqual([]);
  });

  test('both origins down: the "unavailable" fallback, and Retry loads it once one is back', async ({ page }) => {
    await down(PRIMARY_PORT);
    await down(SECONDARY_PORT);
    const requests = sixthRequests(page);
    await page.goto('/sixth');
    const fallback = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    expect(requests).toEqual(expect.arrayContaining([`${PRIMARY_PORT}/remoteEntry.js`, `${SECONDARY_PORT}/remoteEntry.js`]));
    await expect(page.locator('header.shell-header')).toBeVisible();
    await up(SECONDARY_PORT);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Sixth team's area" })).toBeVisible({ timeout: 30_000 });
  });

  test("an Admin's local override: the banner on every page, the content from the override, Reset returns to the registry's entry", async ({ browser }) => {
    test.setTimeout(120_000);
    await up(PRIMARY_PORT);
    await up(OVERRIDE_PORT, overrideBuild);
    const context = await browser.newContext({ storageState: await signedInState(browser, 'Admin') });
    try {
      const page = await context.newPage();
      const csp = await watchCspViolations(page);
      await page.goto(`/sixth?remote-override=remote_sixth=${encodeURIComponent(OVERRIDE)}`);
      const banner = page.getByRole('region', { name: 'Local override' });
      await expect(banner).toHaveText(`Remote remote_sixth is loaded from ${OVERRIDE} (local override) — Reset`, { timeout: 30_000 });
      await expect(page.getByTestId('sixth-build')).toHaveText('Sixth team build: local override build');
      // The parameter is gone from the address; the override is kept in this browser only.
      expect(new URL(page.url()).search).toBe('');
      expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('hiregen.remoteOverride'))) ?? '{}')).toMatchObject({
        container: 'remote_sixth',
        url: OVERRIDE,
      });
      expectNoCspViolations(csp, '/sixth from a local override');
      await page.screenshot({ path: path.join(SHOTS, 'override-banner-1280.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(banner).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, 'override-banner-390.png') });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Every page, after a reload too; the admin registry view names the override.
      await page.goto('/dashboard/admin/platform');
      await expect(banner).toBeVisible({ timeout: 20_000 });
      const row = page.getByTestId('remote-row').filter({ hasText: 'remote_sixth' });
      await expect(row.getByTestId('remote-loaded-from')).toHaveText(`Loaded in this tab from a local override (this browser only): ${OVERRIDE}`, {
        timeout: 20_000,
      });
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'admin-registry-override-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(SHOTS, 'admin-registry-override-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/contact');
      await expect(banner).toBeVisible();

      // Reset: the banner goes, and the remote comes from remotes.json again.
      await banner.getByRole('button', { name: 'Reset' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible({ timeout: 20_000 });
      await expect(banner).toHaveCount(0);
      await page.goto('/sixth');
      await expect(page.getByTestId('sixth-build')).toHaveText('Sixth team build: registry build', { timeout: 30_000 });
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('hiregen.remoteOverride'))).toBeNull();
      expectNoCspViolations(csp, 'after Reset');
    } finally {
      await context.close();
    }
  });

  test("a Candidate's ?remote-override= is ignored: no banner, the registry's build, nothing kept", async ({ browser }) => {
    test.setTimeout(120_000);
    await up(PRIMARY_PORT);
    await up(OVERRIDE_PORT, overrideBuild);
    const context = await browser.newContext({ storageState: await signedInState(browser, 'Candidate') });
    try {
      const page = await context.newPage();
      const requests = sixthRequests(page);
      await page.goto(`/sixth?remote-override=remote_sixth=${encodeURIComponent(OVERRIDE)}`);
      await expect(page.getByTestId('sixth-build')).toHaveText('Sixth team build: registry build', { timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Local override' })).toHaveCount(0);
      expect(requests.filter((request) => request.startsWith(String(OVERRIDE_PORT)))).toEqual([]);
      expect(await page.evaluate(() => window.localStorage.getItem('hiregen.remoteOverride'))).toBeNull();
      // Not even a forged localStorage `user` with role Admin makes it count: the token's claim decides.
      await page.evaluate(() => {
        const user = JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
        window.localStorage.setItem('user', JSON.stringify({ ...user, role: 'Admin' }));
      });
      await page.goto(`/sixth?remote-override=remote_sixth=${encodeURIComponent(OVERRIDE)}`);
      await expect(page.getByTestId('sixth-build')).toHaveText('Sixth team build: registry build', { timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Local override' })).toHaveCount(0);
      expect(requests.filter((request) => request.startsWith(String(OVERRIDE_PORT)))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
