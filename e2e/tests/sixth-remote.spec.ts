import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveRemoteBuild, type RemoteServer } from '../support/remote-server';
import { seedUser } from '../support/session';
import { sixthBuild } from '../support/sixth-build';

/**
 * Issue 17's bar: a new team's area appears by deploying its remote and editing remotes.json —
 * no shell rebuild. A sixth remote (e2e/fixtures/remote-sixth) is built here, outside the
 * product's build, served on its own port, and added to the remotes.json the running stack
 * serves (the file in HIREGEN_REMOTES_FILE, which the servers re-read, CSP included). Its route
 * then gets the guard and the failure layers like any other.
 */
const offset = Number(process.env.HIREGEN_TEST_PORT_OFFSET ?? 100);
const SIXTH_PORT = 3060 + offset;
const SIXTH_ENTRY = `http://127.0.0.1:${SIXTH_PORT}/remoteEntry.js`;
const repo = path.resolve(__dirname, '../..');
const registryFile = process.env.HIREGEN_REMOTES_FILE ?? path.join(repo, '.run', `remotes-${3000 + offset}.json`);
const shellDist = path.join(repo, 'shell/dist');
const SHOTS = path.join(__dirname, '..', '..', 'test-results', 'sixth-remote');

const sixth = {
  name: 'remote_sixth',
  entry: SIXTH_ENTRY,
  version: '6.0.0',
  mounts: [
    { path: '/sixth/*', module: './App', role: 'HR', title: 'Sixth team' },
    { path: '/sixth-broken', module: './Broken', role: null },
  ],
  menus: [
    { menu: 'role', role: 'HR', label: 'Sixth team reports', to: '/sixth' },
    { menu: 'header', section: 'Teams', group: 'Sixth team', label: 'Sixth team reports', to: '/sixth' },
  ],
};

/** Every file of the shell's build and its digest: what "the shell was not rebuilt" means. */
function shellBuild(): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(shellDist)
      .sort()
      .map((file) => [
        file,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(shellDist, file)))
          .digest('hex'),
      ]),
  );
}

test.describe.configure({ mode: 'serial' });

test.describe('a sixth remote added through remotes.json, without rebuilding the shell', () => {
  let buildDir = '';
  let originalRegistry = '';
  let shellBefore: Record<string, string> = {};
  let server: RemoteServer | null = null;

  const startSixth = async () => {
    server = await serveRemoteBuild(buildDir, SIXTH_PORT);
  };
  const stopSixth = async () => {
    await server?.close();
    server = null;
  };
  const writeRegistry = (extra: unknown[]) => {
    const registry = JSON.parse(originalRegistry) as { version: number; remotes: unknown[] };
    // Written whole, then renamed over the served file, as a deployment would: never half a file.
    fs.writeFileSync(`${registryFile}.tmp`, JSON.stringify({ ...registry, remotes: [...registry.remotes, ...extra] }, null, 2));
    fs.renameSync(`${registryFile}.tmp`, registryFile);
  };

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    expect(fs.existsSync(registryFile), `the stack's served remotes.json (${registryFile})`).toBe(true);
    shellBefore = shellBuild();
    // The sixth team's own build: its webpack config through webpack.common.js, in a folder of its own.
    buildDir = await sixthBuild();
    await startSixth();
    originalRegistry = fs.readFileSync(registryFile, 'utf8');
    writeRegistry([sixth]);
  });

  test.afterAll(async () => {
    if (originalRegistry) {
      fs.writeFileSync(`${registryFile}.tmp`, originalRegistry);
      fs.renameSync(`${registryFile}.tmp`, registryFile);
    }
    await stopSixth();
    if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
  });

  const loadedShellMain = (page: Page) => {
    const mains: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(3000 + offset) && /^\/main\.[0-9a-f]+\.js$/.test(url.pathname)) mains.push(url.pathname.slice(1));
    });
    return mains;
  };

  test('its route renders its content for its role, with its links in the header and the user menu', async ({ page }) => {
    const mains = loadedShellMain(page);
    const entries: string[] = [];
    page.on('request', (request) => request.url() === SIXTH_ENTRY && entries.push(request.url()));
    await seedUser(page, { role: 'HR', name: 'Hana HR' });
    await page.goto('/sixth');
    await expect(page.getByRole('heading', { level: 1, name: "Sixth team's area" })).toBeVisible({ timeout: 20_000 });
    // The shell's session reaches it: shared-auth is one singleton across the shell and the remote.
    await expect(page.getByText('Signed in as Hana HR (HR).')).toBeVisible();
    // Its own routes beneath the mount path.
    await page.getByRole('link', { name: 'Report 7' }).click();
    await expect(page).toHaveURL(/\/sixth\/reports\/7$/);
    await expect(page.getByText('Showing report 7.')).toBeVisible();
    expect(entries.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Teams' }).click();
    await expect(page.locator('#menu-teams').getByRole('link', { name: 'Sixth team reports' })).toHaveAttribute('href', '/sixth');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Hana HR' }).click();
    await expect(page.locator('#user-menu').getByRole('link', { name: 'Sixth team reports' })).toHaveAttribute('href', '/sixth');
    await page.screenshot({ path: path.join(SHOTS, 'sixth-remote.png') });

    // The page ran the same shell build that was there before the sixth remote existed.
    const indexHtml = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    expect(mains.length).toBeGreaterThan(0);
    for (const main of mains) expect(indexHtml).toContain(`/${main}`);
  });

  test('signed in as HR, its entry and module are preloaded while idle; signed out, nothing of it loads', async ({ page }) => {
    const sixthRequests: string[] = [];
    page.on('request', (request) => request.url().startsWith(`http://127.0.0.1:${SIXTH_PORT}/`) && sixthRequests.push(request.url()));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(sixthRequests).toEqual([]);

    await seedUser(page, { role: 'HR', name: 'Hana HR' });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    // The entry, then the chunk of its exposed ./App, without visiting /sixth.
    await expect.poll(() => sixthRequests.filter((url) => !url.endsWith('/remoteEntry.js')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(sixthRequests[0]).toBe(SIXTH_ENTRY);
    const before = sixthRequests.length;
    await page.evaluate(() => {
      window.history.pushState({}, '', '/sixth');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: "Sixth team's area" })).toBeVisible();
    // Already loaded: the visit fetched nothing more from it.
    expect(sixthRequests.length).toBe(before);
  });

  test('the guard applies: signed out → the HR sign-in; another role → /unauthorized', async ({ page }) => {
    await page.goto('/sixth');
    await expect(page).toHaveURL(/\/resumeinflux\/login$/);
    await seedUser(page, { role: 'Candidate', name: 'Casey' });
    await page.goto('/sixth');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  });

  test('a module that throws is contained, with its version and build id for support', async ({ page }) => {
    const buildInfo = JSON.parse(fs.readFileSync(path.join(buildDir, 'build-info.json'), 'utf8')) as { version: string; buildId: string };
    expect(buildInfo.version).toBe('6.0.0');
    await page.goto('/sixth-broken');
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of HireGen is unavailable' });
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('Details: the sixth team shipped a bug');
    await expect(fallback.getByTestId('remote-support')).toContainText(
      `For support: remote_sixth, registered version 6.0.0, serving version 6.0.0, build ${buildInfo.buildId}`,
    );
    await expect(page.locator('header.shell-header')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'sixth-remote-broken.png'), fullPage: true });
  });

  test('its server down: the "unavailable" fallback, the rest of HireGen works, Retry loads it once it is back', async ({ page }) => {
    await stopSixth();
    try {
      await seedUser(page, { role: 'HR', name: 'Hana HR' });
      await page.goto('/sixth');
      const fallback = page.getByRole('alert').filter({ hasText: 'This part of HireGen is unavailable' });
      await expect(fallback).toBeVisible({ timeout: 30_000 });
      await expect(fallback.getByTestId('remote-support')).toContainText(
        'For support: remote_sixth, registered version 6.0.0, build unknown (its server did not say)',
      );
      await page.screenshot({ path: path.join(SHOTS, 'sixth-remote-down.png') });
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
      await page.goBack();
      await expect(fallback).toBeVisible({ timeout: 30_000 });
    } finally {
      await startSixth();
    }
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Sixth team's area" })).toBeVisible({ timeout: 20_000 });
  });

  test('the admin registry view lists it with its mounts, the version and build id its server reports', async ({ page }) => {
    const buildInfo = JSON.parse(fs.readFileSync(path.join(buildDir, 'build-info.json'), 'utf8')) as { version: string; buildId: string };
    await seedUser(page, { role: 'Admin', name: 'Ari Admin' });
    await page.goto('/dashboard/admin/platform');
    const row = page.getByTestId('remote-row').filter({ hasText: 'remote_sixth' });
    await expect(row).toContainText('Answers', { timeout: 20_000 });
    await expect(row.getByRole('rowheader')).toContainText(`remote_sixth${SIXTH_ENTRY}/sixth/* (HR), /sixth-broken`);
    await expect(row.getByRole('cell').nth(1)).toHaveText('6.0.0');
    await expect(row.getByRole('cell').nth(2)).toHaveText(buildInfo.buildId);
    // The product's own remotes report their builds too.
    await expect(page.getByTestId('remote-row').filter({ hasText: 'remote_admin' }).getByRole('cell').nth(1)).toHaveText('0.1.0');
    await page.getByRole('heading', { name: 'Remote registry' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'admin-registry.png'), fullPage: true });
  });

  test('a bad entry beside it is skipped: the rest works and an Admin is told why', async ({ page }) => {
    writeRegistry([
      sixth,
      { name: 'remote_seventh', entry: `http://127.0.0.1:${SIXTH_PORT + 1}/remoteEntry.js`, mounts: [{ path: '/seventh/*', module: './App', role: 'Boss' }] },
    ]);
    try {
      await seedUser(page, { role: 'Admin', name: 'Ari Admin' });
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: 'remotes.json: one entry was skipped' });
      await expect(notice).toContainText(
        'remotes.json: remote "remote_seventh", mount #1: "role" must be null or one of Candidate, Interviewer, HR, Admin (got "Boss"); the mount is skipped.',
      );
      await page.screenshot({ path: path.join(SHOTS, 'registry-problems-notice.png') });
      await page.goto('/seventh');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
    } finally {
      writeRegistry([sixth]);
    }
  });

  test("the shell's build is the same as before the sixth remote was added", () => {
    expect(shellBuild()).toEqual(shellBefore);
  });
});
