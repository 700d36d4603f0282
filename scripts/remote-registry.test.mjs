// remotes.json on this machine's servers (scripts/lib/remote-registry.mjs) and the CSP derived
// from it (web-security.mjs). `node --test scripts/remote-registry.test.mjs`
// (api/test/platform/hardening/servers.test.ts runs it too).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, describe, it } from 'node:test';
import { formatRegistry, registryFileReader, writeRegistryFile } from './lib/remote-registry.mjs';
import { registerRemote, shellSharedVersions } from './lib/remote-registration.mjs';
import { contentSecurityPolicy, remoteEntryUrls } from './lib/web-security.mjs';

const require = createRequire(import.meta.url);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hg-registry-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

const sixth = { name: 'remote_sixth', entry: 'http://localhost:3160/remoteEntry.js', mounts: [{ path: '/sixth/*', module: './App', role: 'HR' }], menus: [] };

describe('the served registry file', () => {
  it('is read again when it changes (the next page load has the new remote); a broken edit keeps the last good one', async () => {
    const file = path.join(dir, 'nested/remotes.json');
    const base = require('../apps.config.js').remotesManifest(100);
    writeRegistryFile(file, base);
    const errors = [];
    const read = registryFileReader(file, (line) => errors.push(line));
    assert.deepEqual(read(), base);
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeRegistryFile(file, { ...base, remotes: [...base.remotes, sixth] });
    assert.deepEqual(
      read()
        .remotes.map((remote) => remote.name)
        .at(-1),
      'remote_sixth',
    );
    fs.writeFileSync(file, '{ "version": 2, "remotes": [');
    assert.equal(read().remotes.length, 6);
    assert.equal(errors.length, 1);
    assert.match(errors[0], /still serving the previous remotes\.json/);
  });

  it("the shell's default registry is kept in the hand-editable layout formatRegistry writes", () => {
    const text = fs.readFileSync(new URL('../shell/public/remotes.json', import.meta.url), 'utf8');
    assert.equal(formatRegistry(JSON.parse(text)), text);
  });

  it('the test stack points every app at its test port', () => {
    const entries = remoteEntryUrls(require('../apps.config.js').remotesManifest(100));
    assert.deepEqual(
      entries,
      [3101, 3102, 3103, 3104, 3105].map((port) => `http://localhost:${port}/remoteEntry.js`),
    );
  });
});

describe('CSP from remotes.json', () => {
  it('names the entries of a version-2 registry, and of the old flat form', () => {
    const v2 = contentSecurityPolicy({ remotes: { version: 2, remotes: [{ name: 'a', entry: 'http://localhost:3101/remoteEntry.js' }, sixth] } });
    // The registry names no overrideOrigins: a local override may come from this machine, any port.
    assert.match(v2, /script-src 'self' http:\/\/localhost:3101 http:\/\/localhost:3160 http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*;/);
    const flat = contentSecurityPolicy({ remotes: { a: 'http://localhost:3101/remoteEntry.js' } });
    assert.match(flat, /script-src 'self' http:\/\/localhost:3101;/);
    // A malformed remote never becomes a source.
    assert.match(
      contentSecurityPolicy({ remotes: { version: 2, overrideOrigins: [], remotes: [null, { name: 'x', entry: 'data:text/javascript,1' }] } }),
      /script-src 'self';/,
    );
  });

  it("names every fallback entry's origin too (failover must not be blocked), never a malformed one", () => {
    const csp = contentSecurityPolicy({
      remotes: {
        version: 2,
        overrideOrigins: [],
        remotes: [{ ...sixth, fallbackEntries: ['http://127.0.0.1:3161/remoteEntry.js', 42, 'data:text/javascript,1'] }],
      },
    });
    assert.match(csp, /script-src 'self' http:\/\/127\.0\.0\.1:3161 http:\/\/localhost:3160;/);
    assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:3161 http:\/\/localhost:3160;/);
  });

  it("names the origins a local override may load from: the registry's overrideOrigins, never a malformed one; [] allows none", () => {
    const csp = contentSecurityPolicy({
      remotes: {
        version: 2,
        overrideOrigins: ['https://dev.hiregen.example', 'http://localhost:3105', 'javascript:alert(1)', "'unsafe-inline'"],
        remotes: [sixth],
      },
    });
    assert.match(csp, /script-src 'self' http:\/\/localhost:3160 https:\/\/dev\.hiregen\.example http:\/\/localhost:3105;/);
    assert.doesNotMatch(csp, /unsafe-inline|javascript:/);
    assert.match(contentSecurityPolicy({ remotes: { version: 2, overrideOrigins: [], remotes: [sixth] } }), /script-src 'self' http:\/\/localhost:3160;/);
  });
});

describe('registering a remote reads its mf-manifest.json', () => {
  const shellShared = shellSharedVersions();
  const manifestWith = (name, react) => ({
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [
      { name: 'react', version: react, singleton: true },
      { name: 'react-dom', version: react, singleton: true },
    ],
    exposes: [{ name: 'App', path: './App', assets: { js: { sync: ['app.js'], async: [] }, css: { sync: [], async: [] } } }],
  });
  // Each path a remote's server: /<folder>/mf-manifest.json.
  const manifests = { current: manifestWith('remote_reports', shellShared.react), legacy: manifestWith('remote_legacy', '17.0.2'), broken: { name: 'x' } };
  let server;
  let origin = '';
  const base = { version: 2, remotes: [{ name: 'remote_admin', entry: 'http://localhost:3105/remoteEntry.js', mounts: [], menus: [] }] };
  const remoteAt = (name, folder, file = 'mf-manifest.json') => ({
    name,
    entry: `${origin}/${folder}/${file}`,
    mounts: [{ path: `/${folder}/*`, module: './App', role: null }],
    menus: [],
  });
  const freshRegistry = () => {
    const file = path.join(dir, `registry-${Math.random().toString(36).slice(2)}.json`);
    writeRegistryFile(file, base);
    return file;
  };

  it('starts a manifest server', async () => {
    server = http.createServer((request, response) => {
      const manifest = manifests[request.url.split('/')[1]];
      if (!manifest || !request.url.endsWith('/mf-manifest.json')) return response.writeHead(404).end('Not found');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server?.close());

  it("the shell's shared versions come from webpack.common.js (what the shell is built with)", () => {
    assert.match(shellShared.react, /^\d+\.\d+\.\d+$/);
    assert.equal(shellShared['react-dom'], shellShared.react);
    assert.ok(shellShared['react-router-dom'] && shellShared['shared-ui']);
  });

  it("a remote built against the shell's React is added (by its manifest URL, or its remoteEntry.js with the manifest beside it)", async () => {
    const file = freshRegistry();
    assert.deepEqual(await registerRemote(file, remoteAt('remote_reports', 'current'), { shellShared }), { ok: true });
    const byEntry = remoteAt('remote_reports', 'current', 'remoteEntry.js');
    assert.deepEqual(await registerRemote(file, byEntry, { shellShared }), { ok: true });
    const written = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.deepEqual(
      written.remotes.map((remote) => remote.entry),
      [base.remotes[0].entry, byEntry.entry],
    );
    assert.equal(written.refused, undefined);
    assert.equal(formatRegistry(written), fs.readFileSync(file, 'utf8'));
  });

  it('one built against React 17 is refused with the reason, kept out of `remotes` (and the CSP), the others untouched', async () => {
    const file = freshRegistry();
    const result = await registerRemote(file, remoteAt('remote_legacy', 'legacy'), { shellShared, now: new Date('2026-11-27T21:00:00Z') });
    assert.equal(result.ok, false);
    assert.match(
      result.reason,
      new RegExp(`^built against react 17\\.0\\.2, but the shell provides react ${shellShared.react.replace(/\./g, '\\.')}; react-dom 17\\.0\\.2`),
    );
    const written = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.deepEqual(written.remotes, base.remotes);
    assert.deepEqual(written.refused, [
      { name: 'remote_legacy', entry: `${origin}/legacy/mf-manifest.json`, reason: result.reason, at: '2026-11-27T21:00:00.000Z' },
    ]);
    assert.doesNotMatch(contentSecurityPolicy({ remotes: written }), new RegExp(origin.replace(/\./g, '\\.')));
  });

  it('a missing, malformed or misnamed manifest is refused too, with what is wrong', async () => {
    const file = freshRegistry();
    assert.match((await registerRemote(file, remoteAt('remote_gone', 'gone'), { shellShared })).reason, /mf-manifest\.json could not be read \(HTTP 404\)/);
    assert.match(
      (await registerRemote(file, remoteAt('remote_broken', 'broken'), { shellShared })).reason,
      /is not a Module Federation manifest: the manifest has no "metaData"/,
    );
    assert.match(
      (await registerRemote(file, remoteAt('remote_other', 'current'), { shellShared })).reason,
      /its manifest is for the container "remote_reports", not "remote_other"/,
    );
    assert.deepEqual(
      JSON.parse(fs.readFileSync(file, 'utf8')).refused.map((item) => item.name),
      ['remote_gone', 'remote_broken', 'remote_other'],
    );
  });

  it('a refused remote registered again once rebuilt leaves the refused list', async () => {
    const file = freshRegistry();
    await registerRemote(file, remoteAt('remote_legacy', 'legacy'), { shellShared });
    manifests.legacy = manifestWith('remote_legacy', shellShared.react);
    assert.deepEqual(await registerRemote(file, remoteAt('remote_legacy', 'legacy'), { shellShared }), { ok: true });
    const written = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.equal(written.refused, undefined);
    assert.equal(written.remotes.at(-1).name, 'remote_legacy');
  });
});
