// `npm run register-remote -- <remote.json> [--registry <remotes.json>]`
// Adds a deployed remote to a registry after reading its mf-manifest.json: <remote.json> is its
// remotes.json entry ({ "name", "entry", "mounts", "menus" }; `entry` its manifest URL or its
// remoteEntry.js). A remote built against another major of a shared singleton (React…) is
// refused: it is listed under "refused" with the reason (the admin registry view shows it), the
// command exits 1, and the registered remotes are left as they were. The registry defaults to
// HIREGEN_REMOTES_FILE (what `npm start` serves) or shell/public/remotes.json.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultRegistryFile, registerRemote } from './lib/remote-registration.mjs';

const { values, positionals } = parseArgs({ options: { registry: { type: 'string' } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run register-remote -- <remote.json> [--registry <remotes.json>]');
  process.exit(2);
}
const remote = JSON.parse(fs.readFileSync(positionals[0], 'utf8'));
const file = values.registry ?? defaultRegistryFile();
const result = await registerRemote(file, remote);
if (result.ok) {
  console.log(`${remote.name} registered in ${file}.`);
} else {
  console.error(`${remote.name} refused: ${result.reason}`);
  process.exitCode = 1;
}
