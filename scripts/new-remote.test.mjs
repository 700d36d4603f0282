// The remote starter (`npm run new-remote`), run into a temp copy of the files it edits, never
// into this checkout. `node --test scripts/new-remote.test.mjs` (api/test/platform/hardening/servers.test.ts
// runs it too).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { after, beforeEach, describe, it } from 'node:test';
import { createRemote } from './new-remote.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const temps = [];
after(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A temp "checkout" holding just what the starter reads and edits. */
function tempCheckout() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hg-new-remote-'));
  temps.push(dir);
  fs.mkdirSync(path.join(dir, 'shell/public'), { recursive: true });
  for (const file of ['package.json', 'apps.config.js', 'shell/public/remotes.json']) fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  const lock = {
    name: 'hiregen',
    lockfileVersion: 3,
    packages: { '': { name: 'hiregen', workspaces: JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).workspaces } },
  };
  fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock));
  return dir;
}

const read = (dir, file) => fs.readFileSync(path.join(dir, file), 'utf8');
const json = (dir, file) => JSON.parse(read(dir, file));

describe('npm run new-remote', () => {
  let dir;
  beforeEach(() => {
    dir = tempCheckout();
  });

  it('creates a workspace shaped like the others and registers it everywhere the product looks', () => {
    const result = createRemote({ name: 'reports', role: 'HR', header: 'Services/Reports', dir });
    assert.deepEqual(
      { workspace: result.workspace, container: result.container, port: result.port, path: result.path },
      { workspace: 'remote-reports', container: 'remote_reports', port: 3006, path: '/reports/*' },
    );

    const files = execFileSync('find', ['.', '-type', 'f'], { cwd: path.join(dir, 'remote-reports'), encoding: 'utf8' })
      .trim()
      .split('\n')
      .sort();
    assert.deepEqual(files, [
      './README.md',
      './jest.config.js',
      './package.json',
      './src/app/App.tsx',
      './src/bootstrap.tsx',
      './src/features/overview/components/OverviewPage.test.tsx',
      './src/features/overview/components/OverviewPage.tsx',
      './src/index.ts',
      './tsconfig.json',
      './webpack.config.js',
    ]);
    // The same shape as remote-interviewer: its config through webpack.common.js, its port from apps.config.js.
    assert.equal(read(dir, 'remote-reports/tsconfig.json'), read(repo, 'remote-interviewer/tsconfig.json'));
    assert.equal(read(dir, 'remote-reports/jest.config.js'), read(repo, 'remote-interviewer/jest.config.js'));
    assert.match(read(dir, 'remote-reports/webpack.config.js'), /createAppConfig\(\{[\s\S]*exposes: \{ '\.\/App': '\.\/src\/app\/App\.tsx' \}/);
    assert.deepEqual(json(dir, 'remote-reports/package.json').scripts, {
      build: 'webpack --mode production',
      start: 'node ../scripts/serve-app.mjs remote-reports',
      dev: 'webpack serve --mode development',
      test: 'jest',
    });
    // Its dependencies at the versions installed here, as the other remotes pin them.
    const interviewerDependencies = json(repo, 'remote-interviewer/package.json').dependencies;
    for (const [name, version] of Object.entries(json(dir, 'remote-reports/package.json').dependencies))
      assert.equal(version, interviewerDependencies[name], name);
    assert.match(read(dir, 'remote-reports/src/features/overview/components/OverviewPage.test.tsx'), /Signed in as Ada \(HR\)\./);

    const workspaces = json(dir, 'package.json').workspaces;
    assert.equal(workspaces.at(-1), 'e2e');
    assert.equal(workspaces.at(-2), 'remote-reports');

    const requireThere = createRequire(path.join(dir, 'apps.config.js'));
    delete requireThere.cache[path.join(dir, 'apps.config.js')]; // the starter read it before its edit
    const apps = requireThere(path.join(dir, 'apps.config.js'));
    assert.deepEqual(apps.remotes.at(-1), { dir: 'remote-reports', container: 'remote_reports', port: 3006, title: 'HireGen — Reports' });
    // The test stack's registry points it at its test port like every other remote.
    assert.equal(apps.remotesManifest(100).remotes.at(-1).entry, 'http://localhost:3106/remoteEntry.js');

    const registry = json(dir, 'shell/public/remotes.json');
    assert.equal(registry.remotes.length, 6);
    assert.deepEqual(registry.remotes.at(-1), {
      name: 'remote_reports',
      entry: 'http://localhost:3006/remoteEntry.js',
      mounts: [{ path: '/reports/*', module: './App', role: 'HR', title: 'Reports' }],
      menus: [
        { menu: 'role', role: 'HR', label: 'Reports', to: '/reports' },
        { menu: 'header', section: 'Services', group: 'Reports', label: 'Reports', to: '/reports' },
      ],
    });
    // The other five are untouched.
    assert.deepEqual(registry.remotes.slice(0, 5), json(repo, 'shell/public/remotes.json').remotes);

    const lock = json(dir, 'package-lock.json');
    assert.ok(lock.packages[''].workspaces.includes('remote-reports'));
    assert.deepEqual(lock.packages['node_modules/remote-reports'], { resolved: 'remote-reports', link: true });
    assert.equal(lock.packages['remote-reports'].version, '0.1.0');
  });

  it('a second remote takes the next free port; without --role it is open to everyone and adds no link', () => {
    createRemote({ name: 'reports', dir });
    const second = createRemote({ name: 'remote-team-news', dir });
    assert.equal(second.port, 3007);
    const registry = json(dir, 'shell/public/remotes.json');
    assert.deepEqual(registry.remotes.at(-1), {
      name: 'remote_team_news',
      entry: 'http://localhost:3007/remoteEntry.js',
      mounts: [{ path: '/team-news/*', module: './App', role: null, title: 'Team News' }],
      menus: [],
    });
  });

  it('--dry-run reports what it would write and changes nothing', () => {
    const before = ['package.json', 'apps.config.js', 'shell/public/remotes.json', 'package-lock.json'].map((file) => read(dir, file));
    const result = createRemote({ name: 'reports', dir, dryRun: true });
    assert.equal(Object.keys(result.files).length, 10);
    assert.equal(fs.existsSync(path.join(dir, 'remote-reports')), false);
    assert.deepEqual(
      ['package.json', 'apps.config.js', 'shell/public/remotes.json', 'package-lock.json'].map((file) => read(dir, file)),
      before,
    );
  });

  for (const [options, message] of [
    [{ name: 'Reports' }, '"Reports" is not a remote name'],
    [{ name: 'reports_2' }, '"reports_2" is not a remote name'],
    [{ name: '' }, 'is not a remote name'],
    [{ name: 'admin' }, 'remote_admin is already registered'],
    [{ name: 'reports', role: 'Boss' }, '--role must be one of Candidate, Interviewer, HR, Admin (got "Boss")'],
    [{ name: 'reports', header: 'Services' }, '--header must be "<Section>/<Group>"'],
    [{ name: 'reports', port: 3003 }, 'Port 3003 is already used.'],
    [{ name: 'reports', port: 3050 }, 'Port 3050 is already used.'],
  ]) {
    it(`refuses ${JSON.stringify(options)} with a clear message and writes nothing`, () => {
      assert.throws(() => createRemote({ ...options, dir }), { message: new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      assert.equal(fs.readdirSync(dir).filter((entry) => entry.startsWith('remote-')).length, 0);
    });
  }

  it('refuses a name that exists already as a folder', () => {
    createRemote({ name: 'reports', dir });
    assert.throws(() => createRemote({ name: 'reports', dir }), { message: 'remote-reports/ already exists.' });
  });

  it('the command line: --dir and --dry-run, and a usage line without a name', () => {
    const script = path.join(repo, 'scripts/new-remote.mjs');
    const out = execFileSync(process.execPath, [script, 'reports', '--role', 'Admin', '--dir', dir, '--dry-run'], { encoding: 'utf8' });
    assert.match(out, /^Would create remote-reports \(container remote_reports, port 3006, mounted at \/reports\/\*\):/);
    assert.equal(fs.existsSync(path.join(dir, 'remote-reports')), false);
    assert.throws(
      () => execFileSync(process.execPath, [script, '--dir', dir], { encoding: 'utf8', stdio: 'pipe' }),
      (error) => /Usage: npm run new-remote -- <name>/.test(error.stderr),
    );
  });
});
