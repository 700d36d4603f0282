import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A remote served by the test itself, on its own port, so a test can stop and restart it
 * like a team's server going down. The browser is pointed at it by rewriting remotes.json,
 * which is exactly how a deployment switches a remote without rebuilding the shell.
 */
export async function startRemoteServer(appDir: string, port: number) {
  const { startStaticServer } = await import('../../scripts/lib/static-server.mjs');
  return startStaticServer({ root: path.resolve(__dirname, '../..', appDir, 'dist'), port, spa: true });
}

export async function pointRemoteAt(page: Page, container: string, entry: string): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    // remotes.json version 2 (shared-schemas/src/remote-registry.ts): only this remote's entry changes.
    const registry = (await response.json()) as { version: number; remotes: { name: string; entry: string }[] };
    const remotes = registry.remotes.map((remote) => (remote.name === container ? { ...remote, entry } : remote));
    await route.fulfill({ response, json: { ...registry, remotes } });
  });
}
