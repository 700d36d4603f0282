// Every HireGen app, its federation name and its port. The one place ports are decided:
// webpack configs, `npm start`, the test run and the benchmarks all read it.
// `npm test` adds TEST_PORT_OFFSET so a running `npm start` and a test run never collide.

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

const services = { api: 4000, authEmulator: 9099, firestoreEmulator: 8080 };

const TEST_PORT_OFFSET = 100;

/** The remotes.json the shell fetches at start: container name → remote entry URL. */
function remotesManifest(offset = 0, host = 'localhost') {
  return Object.fromEntries(remotes.map((r) => [r.container, `http://${host}:${r.port + offset}/remoteEntry.js`]));
}

module.exports = { shell, remotes, services, TEST_PORT_OFFSET, remotesManifest };
