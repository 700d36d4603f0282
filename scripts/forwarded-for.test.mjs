// X-Forwarded-For spoofing, end to end: the real api (TRUST_PROXY=127.0.0.1, as `npm start` runs
// it) behind the real shell proxy. A visitor who sends their own X-Forwarded-For values still
// falls in one rate-limit bucket: the third contact post in the window is a 429.
// Run with `node --import tsx --test scripts/forwarded-for.test.mjs` (api/test/hardening/servers.test.ts runs it).
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

before(async () => {
  api = await buildApp({ config: loadConfig({ GCLOUD_PROJECT: 'demo-xff', CONTACT_IP_SALT: 't', TRUST_PROXY: '127.0.0.1', CONTACT_RATE_LIMIT: '2' }), logger: false });
  await api.listen({ host: '127.0.0.1', port: 0 });
  shell = await startStaticServer({ root, port: 0, apiOrigin: `http://127.0.0.1:${api.server.address().port}` });
});
after(async () => {
  await shell.close();
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

it('a visitor cannot leave their rate-limit bucket by writing X-Forwarded-For', async () => {
  const statuses = [];
  for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
    const answer = await fetch(`http://127.0.0.1:${shell.server.address().port}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed },
      // The honeypot filled: answered 201 without a Firestore write, counted like any post.
      body: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 's', message: 'm', website: 'bot' }),
    });
    statuses.push(answer.status);
  }
  assert.deepEqual(statuses, [201, 201, 429]);
});

it('the api refuses TRUST_PROXY=true and anything that is not an address', () => {
  assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), ConfigError);
  assert.throws(() => loadConfig({ TRUST_PROXY: '127.0.0.1,proxy.local' }), /must list proxy IP addresses or CIDRs, got "proxy.local"/);
  assert.deepEqual(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy, ['127.0.0.1', '10.0.0.0/8']);
});
