// `npm start -w <app>`: serves one app's production build on its own port, as its team would.
// The shell also serves remotes.json (pointing at the default remote ports) and proxies /api.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './lib/static-server.mjs';

const require = createRequire(import.meta.url);
const { shell, remotes, services, remotesManifest } = require('../apps.config.js');
const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const dir = process.argv[2];
const app = dir === shell.dir ? shell : remotes.find((r) => r.dir === dir);
if (!app) {
  console.error(`Unknown app "${dir}". Known: ${[shell, ...remotes].map((a) => a.dir).join(', ')}`);
  process.exit(2);
}
const isShell = app === shell;
const apiOrigin = `http://127.0.0.1:${services.api}`;
const server = await startStaticServer({
  root: path.join(repo, app.dir, 'dist'),
  port: Number(process.env.PORT) || app.port,
  spa: true,
  remotes: isShell ? () => remotesManifest() : undefined,
  apiOrigin: isShell ? apiOrigin : undefined,
  // A remote's pages carry the same policy as the shell's (its remotes and the api).
  cspSources: isShell ? undefined : () => ({ remotes: remotesManifest(), apiOrigin }),
  // The api's TRUST_PROXY_SECRET, when it runs with one: set the same value for both.
  proxySecret: isShell ? process.env.TRUST_PROXY_SECRET?.trim() || undefined : undefined,
});
console.log(`${app.dir} on http://localhost:${Number(process.env.PORT) || app.port}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
