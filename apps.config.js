// Every HireGen app, its federation name and its port. The one place ports are decided:
// webpack configs, `npm start`, the test run and the benchmarks all read it.
// `npm test` adds TEST_PORT_OFFSET so a running `npm start` and a test run never collide.

const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{ dir: string, container: string, port: number, title: string }} AppInfo */

/** @type {AppInfo} */
const shell = { dir: 'shell', container: 'shell', port: 3000, title: 'HireGen' };

/** @type {AppInfo[]} */
const remotes = [
  { dir: 'remote-public', container: 'remote_public', port: 3001, title: 'HireGen — public pages' },
  { dir: 'remote-candidate', container: 'remote_candidate', port: 3002, title: 'HireGen — candidate area' },
  { dir: 'remote-interviewer', container: 'remote_interviewer', port: 3003, title: 'HireGen — interviewer area' },
  { dir: 'remote-hr-resumeinflux', container: 'remote_hr_resumeinflux', port: 3004, title: 'HireGen — resumeinflux (HR)' },
  { dir: 'remote-admin', container: 'remote_admin', port: 3005, title: 'HireGen — admin area' },
];

const services = { api: 4000, authEmulator: 9099, firestoreEmulator: 8080, storageEmulator: 9190 };

// HIREGEN_TEST_PORT_OFFSET lets two test runs on one machine (two worktrees) keep apart.
const TEST_PORT_OFFSET = Number(process.env.HIREGEN_TEST_PORT_OFFSET ?? 100);

/**
 * The remotes.json the shell fetches at start (format: shared-schemas/src/remote-registry.ts):
 * the shell's default registry, shell/public/remotes.json, with each of these apps' entries
 * pointed at its port on this machine (+ offset for a test run). Read afresh on every call, so
 * an edit (or `npm run new-remote`) needs no restart of whatever calls it.
 */
function remotesManifest(offset = 0, host = 'localhost') {
  const registry = JSON.parse(fs.readFileSync(path.join(__dirname, shell.dir, 'public/remotes.json'), 'utf8'));
  const ports = new Map(remotes.map((r) => [r.container, r.port + offset]));
  return {
    ...registry,
    remotes: registry.remotes.map((remote) =>
      ports.has(remote.name) ? { ...remote, entry: `http://${host}:${ports.get(remote.name)}/remoteEntry.js` } : remote,
    ),
  };
}

module.exports = { shell, remotes, services, TEST_PORT_OFFSET, remotesManifest };
