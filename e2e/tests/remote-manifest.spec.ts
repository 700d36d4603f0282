import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { serveRemoteBuild, type RemoteServer } from '../support/remote-server';
import { seedUser } from '../support/session';

/**
 * Issue 28 item 2: each remote serves mf-manifest.json; registration reads it and refuses a
 * remote built against another major of a shared singleton (e2e/fixtures/remote-react17 says
 * React 17), with the reason in the admin registry view, while the rest of HireGen keeps working;
 * and a registry entry may be a manifest URL, which the shell resolves to the remote's entry.
 */
const offset = Number(process.env.HIREGEN_TEST_PORT_OFFSET ?? 100);
const LEGACY_PORT = 3070 + offset;
const LEGACY_MANIFEST = `http://127.0.0.1:${LEGACY_PORT}/mf-manifest.json`;
const PUBLIC_ORIGIN = `http://localhost:${3001 + offset}`;
const repo = path.resolve(__dirname, '../..');
const registryFile = process.env.HIREGEN_REMOTES_FILE ?? path.join(repo, '.run', `remotes-${3000 + offset}.json`);
/** Screenshots of the admin view at 1280 and 390 px, only when asked for (they cost the run seconds). */
const SHOTS = process.env.HIREGEN_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
};

const legacy = {
  name: 'remote_legacy',
  entry: LEGACY_MANIFEST,
  mounts: [{ path: '/legacy/*', module: './App', role: null, title: 'Legacy team' }],
  menus: [{ menu: 'header', section: 'Teams', group: 'Legacy team', label: 'Legacy reports', to: '/legacy' }],
};

test.describe.configure({ mode: 'serial' });

test.describe('remote manifests and the incompatible-singleton check', () => {
  let server: RemoteServer | null = null;
  let originalRegistry = '';
  let workDir = '';

  const restoreRegistry = () => {
    fs.writeFileSync(`${registryFile}.tmp`, originalRegistry);
    fs.renameSync(`${registryFile}.tmp`, registryFile);
  };
  /** What the page fetched from the legacy remote's server, and whether its entry ever ran. */
  const legacyRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => request.url().startsWith(`http://127.0.0.1:${LEGACY_PORT}/`) && urls.push(request.url()));
    return urls;
  };

  test.beforeAll(async () => {
    expect(fs.existsSync(registryFile), `the stack's served remotes.json (${registryFile})`).toBe(true);
    originalRegistry = fs.readFileSync(registryFile, 'utf8');
    server = await serveRemoteBuild(path.join(repo, 'e2e/fixtures/remote-react17'), LEGACY_PORT);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hg-remote-manifest-'));
  });

  test.afterAll(async () => {
    if (originalRegistry) restoreRegistry();
    await server?.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('a remote built against React 17 is refused at registration: listed with the reason in the admin view, never loaded, the rest works', async ({
    page,
  }) => {
    const remoteFile = path.join(workDir, 'remote_legacy.json');
    fs.writeFileSync(remoteFile, JSON.stringify(legacy));
    // Registration as a team runs it: the command reads the manifest and refuses (exit code 1).
    const run = promisify(execFile)(process.execPath, ['scripts/register-remote.mjs', remoteFile, '--registry', registryFile], { cwd: repo, timeout: 30_000 });
    const failure = await run.then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      /^remote_legacy refused: built against react 17\.0\.2, but the shell provides react 19\.\d+\.\d+; react-dom 17\.0\.2, but the shell provides react-dom 19\.\d+\.\d+; react-router-dom 6\.30\.1, but the shell provides react-router-dom 7\./,
    );
    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as {
      remotes: Array<{ name: string }>;
      refused: Array<{ name: string; reason: string }>;
    };
    expect(registry.remotes.map((remote) => remote.name)).toEqual(
      (JSON.parse(originalRegistry) as { remotes: Array<{ name: string }> }).remotes.map((remote) => remote.name),
    );
    expect(registry.refused.map((remote) => remote.name)).toEqual(['remote_legacy']);

    const fetched = legacyRequests(page);
    await seedUser(page, { role: 'Admin', name: 'Ari Admin' });
    await page.goto('/dashboard/admin/platform');
    const card = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Refused at registration (1)' }) });
    await expect(card).toContainText('Not loaded by any page; the remotes above keep working.');
    await expect(card.getByTestId('remote-refused')).toContainText(`remote_legacy ${LEGACY_MANIFEST}`);
    await expect(card.getByTestId('remote-refused')).toContainText('Refused: built against react 17.0.2, but the shell provides react 19.');
    // The product's remotes beside it, each with what its own manifest says.
    const adminRow = page.getByTestId('remote-row').filter({ hasText: 'remote_admin' });
    await expect(adminRow.getByTestId('remote-manifest')).toContainText(/Manifest: exposes Dashboard · \d+ files\s*Shared .*react 19\.\d+\.\d+/, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('remote-row').filter({ hasText: 'Incompatible' })).toHaveCount(0);
    await shoot(page, 'admin-registry-refused-1280.png');
    // A phone: the refusal reads without sideways scrolling (the table scrolls in its own box).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shoot(page, 'admin-registry-refused-390.png');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Not in the menus, not routed, never loaded; the rest of HireGen works.
    await page.goto('/legacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Teams' })).toHaveCount(0);
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(fetched.filter((url) => !url.endsWith('/mf-manifest.json') && !url.endsWith('/build-info.json'))).toEqual([]);
    expect(await page.evaluate(() => (window as { __legacyRemoteRan?: boolean }).__legacyRemoteRan ?? false)).toBe(false);
  });

  test('a remote registered by its manifest URL: the shell reads the manifest and loads the remote entry it names', async ({ page }) => {
    // remote_public (the home page) registered by its mf-manifest.json instead of its remoteEntry.js.
    const registry = JSON.parse(originalRegistry) as { remotes: Array<{ name: string; entry: string }> };
    const byManifest = {
      ...registry,
      remotes: registry.remotes.map((remote) => (remote.name === 'remote_public' ? { ...remote, entry: `${PUBLIC_ORIGIN}/mf-manifest.json` } : remote)),
    };
    fs.writeFileSync(`${registryFile}.tmp`, JSON.stringify(byManifest, null, 2));
    fs.renameSync(`${registryFile}.tmp`, registryFile);
    try {
      const fetched: string[] = [];
      page.on('request', (request) => request.url().startsWith(PUBLIC_ORIGIN) && fetched.push(new URL(request.url()).pathname));
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible({ timeout: 20_000 });
      expect(fetched[0]).toBe('/mf-manifest.json');
      expect(fetched).toContain('/remoteEntry.js');
      // The module's first-render files were asked for from the manifest (preload), beside the entry.
      const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
      expect(preloads.some((href) => href.startsWith(`${PUBLIC_ORIGIN}/__federation_expose_ContactPage`))).toBe(true);
    } finally {
      restoreRegistry();
    }
  });
});
