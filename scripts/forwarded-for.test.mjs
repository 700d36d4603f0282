// X-Forwarded-For spoofing, end to end: the real api (TRUST_PROXY=127.0.0.1 and
// TRUST_PROXY_SECRET, as `npm start` runs it) behind the real shell proxy. A visitor who sends
// their own X-Forwarded-For values still falls in one rate-limit bucket, through the proxy or
// straight to the api port: the third contact post in the window is a 429. No answer under /api
// carries CORS headers, through the proxy or direct.
// Run with `node --import tsx --test scripts/forwarded-for.test.mjs` (api/test/platform/hardening/servers.test.ts runs it).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { buildApp } from '../api/src/app.ts';
import { ConfigError, loadConfig } from '../api/src/config.ts';
import { startStaticServer } from './lib/static-server.mjs';

process.env.METADATA_SERVER_DETECTION = 'none';
const root = mkdtempSync(path.join(os.tmpdir(), 'hg-xff-'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
let api;
let shell;
const SECRET = 'forwarded-for-test-secret-42';
const botPost = (port, forged) =>
  fetch(`http://127.0.0.1:${port}/api/contact-us`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
    // The honeypot filled: answered 201 without a Firestore write, counted like any post.
    body: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 's', message: 'm', website: 'bot' }),
  }).then((answer) => answer.status);

before(async () => {
  api = await buildApp({
    config: loadConfig({ GCLOUD_PROJECT: 'demo-xff', CONTACT_IP_SALT: 't', TRUST_PROXY: '127.0.0.1', TRUST_PROXY_SECRET: SECRET, CONTACT_RATE_LIMIT: '2' }),
    logger: false,
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  shell = await startStaticServer({ root, port: 0, apiOrigin: `http://127.0.0.1:${api.server.address().port}`, proxySecret: SECRET });
});
after(async () => {
  await shell.close();
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

it('a visitor cannot leave their rate-limit bucket by writing X-Forwarded-For', async () => {
  const statuses = [];
  for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) statuses.push(await botPost(shell.server.address().port, spoofed));
  assert.deepEqual(statuses, [201, 201, 429]);
});

it("nor by calling the api port directly, from the proxy's own address (127.0.0.1)", async () => {
  // The proxy named this visitor 127.0.0.1 above; a direct caller is 127.0.0.1 by its socket.
  // Its bucket is full whatever X-Forwarded-For it writes.
  const statuses = [];
  for (const spoofed of ['4.4.4.4', '5.5.5.5']) statuses.push(await botPost(api.server.address().port, spoofed));
  assert.deepEqual(statuses, [429, 429]);
});

it('no /api answer carries CORS headers, through the shell or direct, while the files do', async () => {
  const origin = { origin: 'https://elsewhere.example' };
  for (const port of [shell.server.address().port, api.server.address().port]) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/search/skills?prefix=js`, { headers: origin });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('access-control-allow-origin'), null, `port ${port}`);
    const preflight = await fetch(`http://127.0.0.1:${port}/api/contact-us`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null, `preflight, port ${port}`);
    assert.equal(preflight.headers.get('access-control-allow-methods'), null);
  }
  assert.equal((await fetch(`http://127.0.0.1:${shell.server.address().port}/index.html`)).headers.get('access-control-allow-origin'), '*');
});

it('the api refuses TRUST_PROXY=true and anything that is not an address', () => {
  assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), ConfigError);
  assert.throws(() => loadConfig({ TRUST_PROXY: '127.0.0.1,proxy.local' }), /must list proxy IP addresses or CIDRs, got "proxy.local"/);
  assert.deepEqual(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy, ['127.0.0.1', '10.0.0.0/8']);
});
