import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Every remote runs alone from its build (`npm start -w <remote>`), as its team runs it: its own
 * server (scripts/serve-app.mjs) and its standalone page, with no shell. In the product a
 * remote's container takes the federation runtime from the shell (externalRuntime); alone, its
 * page loads the runtime its build emitted for it — without that nothing would render at all.
 */
const offset = Number(process.env.HIREGEN_TEST_PORT_OFFSET ?? 100);
const repo = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- apps.config.js is CommonJS, shared with the build
const { remotes } = require('../../apps.config.js') as { remotes: { dir: string; title: string }[] };

async function serveAlone(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(repo, 'scripts/serve-app.mjs'), dir], {
    cwd: repo,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${dir} did not start on ${port} within 15 s`)), 15_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`on http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => reject(new Error(`${dir} exited with ${code}`)));
  });
  return server;
}

remotes.forEach((remote, index) => {
  test(`${remote.dir} runs alone from its build`, async ({ page }) => {
    const port = 3070 + offset + index;
    const server = await serveAlone(remote.dir, port);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && /federation|RUNTIME|_FEDERATION/i.test(message.text()) && errors.push(message.text()));
      const runtime = page.waitForResponse((response) => /\/standalone-runtime-core\.[0-9a-f]+\.js$/.test(response.url()));
      await page.goto(`http://localhost:${port}/`);
      await expect(page.getByRole('note')).toHaveText(/running standalone$/);
      // Its own pages render: the standalone frame's router brings the remote's home route.
      await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 20_000 });
      expect((await runtime).ok()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
