import net from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** A remote's server that a test started, and stops like a team's server going down. */
export interface RemoteServer {
  readonly port: number;
  close(): Promise<void>;
}

/** How long starting or stopping a test's own server may take before the test says which hung. */
const SERVER_STEP_MS = 10_000;

async function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${SERVER_STEP_MS} ms`)), SERVER_STEP_MS);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Serves a remote's build (`root`) on 127.0.0.1:port as its team would. Closing drops every
 * connection at once (no grace), as a server that goes down does: a browser still reading a
 * large chunk must not hold the test's clean-up.
 */
export async function serveRemoteBuild(root: string, port: number): Promise<RemoteServer> {
  const { startStaticServer } = await within(import('../../scripts/lib/static-server.mjs'), 'loading the static server');
  const app = await within(startStaticServer({ root, port, spa: true, closeGraceMs: 0 }), `starting a server on port ${port}`);
  return {
    port,
    close: () => within(app.close(), `stopping the server on port ${port}`),
  };
}

/** One app's production build (`<appDir>/dist`), served on its own port. */
export function startRemoteServer(appDir: string, port: number): Promise<RemoteServer> {
  return serveRemoteBuild(path.resolve(__dirname, '../..', appDir, 'dist'), port);
}

/** A port nothing on 127.0.0.1 listens on now, chosen by the system rather than fixed by the test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port was given'))));
    });
  });
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
