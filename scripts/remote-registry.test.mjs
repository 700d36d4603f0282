// remotes.json on this machine's servers (scripts/lib/remote-registry.mjs) and the CSP derived
// from it (web-security.mjs). `node --test scripts/remote-registry.test.mjs`
// (api/test/hardening/servers.test.ts runs it too).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, describe, it } from 'node:test';
import { formatRegistry, registryFileReader, writeRegistryFile } from './lib/remote-registry.mjs';
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
    assert.deepEqual(read().remotes.map((remote) => remote.name).at(-1), 'remote_sixth');
    fs.writeFileSync(file, '{ "version": 2, "remotes": [');
    assert.equal(read().remotes.length, 6);
    assert.equal(errors.length, 1);
    assert.match(errors[0], /still serving the previous remotes\.json/);
  });

  it('the shell\'s default registry is kept in the hand-editable layout formatRegistry writes', () => {
    const text = fs.readFileSync(new URL('../shell/public/remotes.json', import.meta.url), 'utf8');
    assert.equal(formatRegistry(JSON.parse(text)), text);
  });

  it('the test stack points every app at its test port', () => {
    const entries = remoteEntryUrls(require('../apps.config.js').remotesManifest(100));
    assert.deepEqual(entries, [3101, 3102, 3103, 3104, 3105].map((port) => `http://localhost:${port}/remoteEntry.js`));
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
    assert.match(contentSecurityPolicy({ remotes: { version: 2, overrideOrigins: [], remotes: [null, { name: 'x', entry: 'data:text/javascript,1' }] } }), /script-src 'self';/);
  });

  it('names every fallback entry\'s origin too (failover must not be blocked), never a malformed one', () => {
    const csp = contentSecurityPolicy({ remotes: { version: 2, overrideOrigins: [], remotes: [{ ...sixth, fallbackEntries: ['http://127.0.0.1:3161/remoteEntry.js', 42, 'data:text/javascript,1'] }] } });
    assert.match(csp, /script-src 'self' http:\/\/127\.0\.0\.1:3161 http:\/\/localhost:3160;/);
    assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:3161 http:\/\/localhost:3160;/);
  });

  it('names the origins a local override may load from: the registry\'s overrideOrigins, never a malformed one; [] allows none', () => {
    const csp = contentSecurityPolicy({ remotes: { version: 2, overrideOrigins: ['https://dev.hiregen.example', 'http://localhost:3105', 'javascript:alert(1)', "'unsafe-inline'"], remotes: [sixth] } });
    assert.match(csp, /script-src 'self' http:\/\/localhost:3160 https:\/\/dev\.hiregen\.example http:\/\/localhost:3105;/);
    assert.doesNotMatch(csp, /unsafe-inline|javascript:/);
    assert.match(contentSecurityPolicy({ remotes: { version: 2, overrideOrigins: [], remotes: [sixth] } }), /script-src 'self' http:\/\/localhost:3160;/);
  });
});
