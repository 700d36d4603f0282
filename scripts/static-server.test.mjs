// The static servers (shell and remotes, scripts/lib/static-server.mjs): the security headers on
// every answer, HSTS only over https, CORS on the files but never on /api, and the /api proxy's
// X-Forwarded-For and secret. Run with
// `node --test scripts/static-server.test.mjs` (api/test/platform/hardening/servers.test.ts runs it too).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { API_PROXY_TIMEOUT_MS, CLOSE_GRACE_MS, isApiPath, PROXY_SECRET_HEADER, startStaticServer } from './lib/static-server.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'hg-static-'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
writeFileSync(path.join(root, 'remoteEntry.js'), 'var x = 1;');
after(() => rmSync(root, { recursive: true, force: true }));

const REMOTES = { remote_public: 'http://localhost:3101/remoteEntry.js', remote_admin: 'http://localhost:3105/remoteEntry.js' };
const APP_CONFIG = {
  firebase: { projectId: 'demo-hiregen', authDomain: 'demo-hiregen.firebaseapp.com' },
  emulators: { auth: 'http://127.0.0.1:9199', firestore: { host: '127.0.0.1', port: 8180 } },
};
const EXPECTED_CSP = [
  "default-src 'self'",
  // Google's sign-in helper (gapi) sets up the frame a redirect sign-in reports through.
  "script-src 'self' http://localhost:3101 http://localhost:3105 https://apis.google.com",
  "style-src 'self' http://localhost:3101 http://localhost:3105",
  "font-src 'self' http://localhost:3101 http://localhost:3105",
  "img-src 'self' http://localhost:3101 http://localhost:3105 data: blob:",
  // The emulators under both loopback spellings (the page reaches them as its own host name);
  // the Auth emulator's origin is also the frame a redirect sign-in reports back through.
  "connect-src 'self' http://localhost:3101 http://localhost:3105 http://127.0.0.1:4999 http://127.0.0.1:9199 http://localhost:9199 http://127.0.0.1:8180 http://localhost:8180",
  'frame-src http://127.0.0.1:9199 http://localhost:9199',
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

describe('security headers', () => {
  let shell;
  let remote;
  before(async () => {
    shell = await startStaticServer({ root, port: 0, spa: true, remotes: () => REMOTES, appConfig: () => APP_CONFIG, apiOrigin: 'http://127.0.0.1:4999' });
    remote = await startStaticServer({
      root,
      port: 0,
      spa: true,
      cspSources: () => ({ remotes: REMOTES, apiOrigin: 'http://127.0.0.1:4999', appConfig: APP_CONFIG }),
    });
  });
  after(async () => {
    await shell.close();
    await remote.close();
  });

  for (const [name, server] of [
    ['shell', () => shell],
    ['remote', () => remote],
  ]) {
    it(`${name}: CSP naming exactly the remotes.json origins, the api and the emulators; frame-ancestors 'none'; no HSTS over http`, async () => {
      const port = server().server.address().port;
      for (const url of ['/', '/remoteEntry.js', '/some/spa/route', '/missing.js']) {
        const answer = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { accept: 'text/html' } });
        const csp = answer.headers.get('content-security-policy');
        assert.equal(csp, EXPECTED_CSP, url);
        assert.doesNotMatch(csp, /unsafe-eval|unsafe-inline/);
        assert.equal(answer.headers.get('x-frame-options'), 'DENY');
        assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
        assert.equal(answer.headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups');
        assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(answer.headers.get('strict-transport-security'), null);
      }
    });
  }

  it('a real project: Google endpoints and the auth domain frame instead of the emulators', async () => {
    const { contentSecurityPolicy } = await import('./lib/web-security.mjs');
    const csp = contentSecurityPolicy({
      remotes: { r: 'https://r.hiregen.example/remoteEntry.js' },
      apiOrigin: 'https://api.hiregen.example',
      appConfig: { firebase: { authDomain: 'hiregen.firebaseapp.com' }, emulators: null },
    });
    assert.match(csp, /script-src 'self' https:\/\/r\.hiregen\.example https:\/\/apis\.google\.com;/);
    assert.match(csp, /connect-src 'self' https:\/\/r\.hiregen\.example https:\/\/api\.hiregen\.example https:\/\/identitytoolkit\.googleapis\.com/);
    assert.match(csp, /frame-src https:\/\/hiregen\.firebaseapp\.com;/);
    // A data: or javascript: "remote" never becomes a source.
    assert.doesNotMatch(contentSecurityPolicy({ remotes: { r: 'data:text/javascript,alert(1)', s: 'javascript:alert(1)' } }), /data:text|javascript:/);
  });
});

describe('HSTS over https', () => {
  it('is sent when the server speaks https', async (t) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hg-tls-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
    } catch {
      t.skip('openssl is not installed');
      return;
    }
    const server = await startStaticServer({
      root,
      port: 0,
      https: { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    });
    t.after(() => server.close());
    const headers = await new Promise((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port: server.server.address().port, path: '/', rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve(response.headers);
        })
        .on('error', reject);
    });
    assert.equal(headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    assert.match(headers['content-security-policy'], /frame-ancestors 'none'/);
  });
});

describe('/api proxy', () => {
  let api;
  let shell;
  let shellWithSecret;
  before(async () => {
    // Stands in for the api: trusts the proxy on loopback (TRUST_PROXY=127.0.0.1), reports what it sees.
    api = Fastify({ trustProxy: ['127.0.0.1'] });
    api.all('/api/whoami', async (request) => ({
      ip: request.ip,
      xff: request.headers['x-forwarded-for'],
      forwarded: request.headers.forwarded ?? null,
      secret: request.headers[PROXY_SECRET_HEADER] ?? null,
    }));
    // An api that (wrongly) allows every origin: the proxy must not pass that on.
    api.all('/api/open', async (_request, reply) =>
      reply.header('access-control-allow-origin', '*').header('access-control-allow-credentials', 'true').send({ ok: true }),
    );
    await api.listen({ host: '127.0.0.1', port: 0 });
    const apiOrigin = `http://127.0.0.1:${api.server.address().port}`;
    shell = await startStaticServer({ root, port: 0, remotes: () => REMOTES, apiOrigin });
    shellWithSecret = await startStaticServer({ root, port: 0, remotes: () => REMOTES, apiOrigin, proxySecret: 'the-proxy-secret-1234' });
  });
  after(async () => {
    await shell.close();
    await shellWithSecret.close();
    await api.close();
  });

  it('adds no CORS header to /api answers (the shell calls its api same-origin), and drops one the api sent', async () => {
    const port = shell.server.address().port;
    for (const url of ['/api/whoami', '/api/open', '/api/open?x=1', '/api/missing']) {
      const answer = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { origin: 'https://elsewhere.example' } });
      assert.equal(answer.headers.get('access-control-allow-origin'), null, url);
    }
    // The files keep theirs: the shell loads remotes' chunks across origins.
    assert.equal((await fetch(`http://127.0.0.1:${port}/remoteEntry.js`)).headers.get('access-control-allow-origin'), '*');
    assert.equal((await fetch(`http://127.0.0.1:${port}/apiary.js`)).headers.get('access-control-allow-origin'), '*');
    assert.equal(isApiPath('/api'), true);
    assert.equal(isApiPath('/api/v1/keywords?x=1'), true);
    assert.equal(isApiPath('/apiary.js'), false);
  });

  it('sends its own proxy secret to the api, never one a visitor wrote', async () => {
    const forged = { [PROXY_SECRET_HEADER]: 'visitor-guess-0000000000' };
    const without = await (await fetch(`http://127.0.0.1:${shell.server.address().port}/api/whoami`, { headers: forged })).json();
    assert.equal(without.secret, null);
    const withSecret = await (await fetch(`http://127.0.0.1:${shellWithSecret.server.address().port}/api/whoami`, { headers: forged })).json();
    assert.equal(withSecret.secret, 'the-proxy-secret-1234');
  });

  it("replaces a visitor's X-Forwarded-For with the address it saw, so the api cannot be told another", async () => {
    const answer = await fetch(`http://127.0.0.1:${shell.server.address().port}/api/whoami`, {
      headers: { 'x-forwarded-for': '6.6.6.6', forwarded: 'for=6.6.6.6' },
    });
    const seen = await answer.json();
    assert.equal(seen.xff, '127.0.0.1');
    assert.equal(seen.ip, '127.0.0.1');
    assert.equal(seen.forwarded, null);
  });

  it("waits for the api longer than the api's longest answer (rank: 120 s + 30 s queue + 1 s)", () => {
    assert.ok(API_PROXY_TIMEOUT_MS > 151_000);
  });
});

describe('stopping', () => {
  // A download whose reader has stopped reading: more than the loopback socket buffers hold.
  const readerThatStopped = (port) =>
    new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('GET /large.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        socket.pause();
        setTimeout(() => resolve(socket), 300);
      });
      socket.on('error', reject);
    });

  it('drops a connection whose reader stopped reading once the grace is over, instead of waiting for ever', async () => {
    writeFileSync(path.join(root, 'large.js'), Buffer.alloc(16 * 1024 * 1024, 'a'));
    const server = await startStaticServer({ root, port: 0, closeGraceMs: 200 });
    const socket = await readerThatStopped(server.server.address().port);
    try {
      const started = Date.now();
      const closed = await Promise.race([server.close().then(() => true), new Promise((resolve) => setTimeout(resolve, 5_000, false))]);
      assert.ok(closed, 'close() was still waiting for the reader after 5 s');
      const took = Date.now() - started;
      assert.ok(took >= 150 && took < 2_000, `close() took ${took} ms`);
      // The reader, reading again, finds the connection ended before the whole file came.
      let received = 0;
      socket.on('data', (chunk) => (received += chunk.length));
      await new Promise((resolve) => socket.once('close', resolve).resume());
      assert.ok(received < 16 * 1024 * 1024, `${received} bytes arrived`);
    } finally {
      socket.destroy();
      server.server.closeAllConnections();
    }
  });

  it('gives answers under way a few seconds by default', () => {
    assert.equal(CLOSE_GRACE_MS, 2_000);
  });
});

describe('public resume pages (/r/<slug>): the api decides the status, the body stays the page', () => {
  let api;
  let shell;
  const seen = [];
  before(async () => {
    api = Fastify({ trustProxy: ['127.0.0.1'] });
    const states = { sharedSlug000000000000: { indexable: false }, listedSlug000000000000: { indexable: true } };
    api.get('/api/public/resumes/:slug/status', async (request, reply) => {
      seen.push({ slug: request.params.slug, xff: request.headers['x-forwarded-for'], secret: request.headers[PROXY_SECRET_HEADER] ?? null });
      if (request.params.slug === 'offSlug000000000000000') return reply.code(410).send({ message: 'This resume is not shared.' });
      return states[request.params.slug] ?? reply.code(404).send({ message: 'This resume is not shared.' });
    });
    await api.listen({ host: '127.0.0.1', port: 0 });
    shell = await startStaticServer({
      root,
      port: 0,
      spa: true,
      remotes: () => REMOTES,
      apiOrigin: `http://127.0.0.1:${api.server.address().port}`,
      proxySecret: 'the-proxy-secret-1234',
    });
  });
  after(async () => {
    await shell.close();
    await api.close();
  });

  it('answers 404 for an unknown link and 410 for one turned off, to a plain fetch and a browser alike, with the page as body', async () => {
    const base = `http://127.0.0.1:${shell.server.address().port}`;
    for (const accept of [undefined, 'text/html']) {
      const headers = accept ? { accept } : {};
      const unknown = await fetch(`${base}/r/AAAAAAAAAAAAAAAAAAAAAA`, { headers });
      assert.equal(unknown.status, 404);
      assert.equal(unknown.headers.get('x-robots-tag'), 'noindex');
      assert.match(await unknown.text(), /<div id="root">/);
      const off = await fetch(`${base}/r/offSlug000000000000000`, { headers });
      assert.equal(off.status, 410);
      assert.equal(off.headers.get('x-robots-tag'), 'noindex');
      assert.match(await off.text(), /<div id="root">/);
    }
    // A reload (a conditional request) still gets the page, never an empty 304-turned-410.
    const first = await fetch(`${base}/r/offSlug000000000000000`, { headers: { accept: 'text/html' } });
    const conditional = { accept: 'text/html', 'cache-control': 'max-age=0', 'if-none-match': first.headers.get('etag') ?? '"x"' };
    const reload = await fetch(`${base}/r/offSlug000000000000000`, { headers: conditional });
    assert.equal(reload.status, 410);
    assert.match(await reload.text(), /<div id="root">/);
    // The api counts the status request against the visitor, never the shell, and trusts the proxy.
    assert.deepEqual(seen.at(-1), { slug: 'offSlug000000000000000', xff: '127.0.0.1', secret: 'the-proxy-secret-1234' });
  });

  it('answers 200 for a shared link, noindex unless its owner opted in; other routes as before', async () => {
    const base = `http://127.0.0.1:${shell.server.address().port}`;
    const shared = await fetch(`${base}/r/sharedSlug000000000000`);
    assert.equal(shared.status, 200);
    assert.equal(shared.headers.get('x-robots-tag'), 'noindex');
    const listed = await fetch(`${base}/r/listedSlug000000000000`);
    assert.equal(listed.status, 200);
    assert.equal(listed.headers.get('x-robots-tag'), null);
    assert.equal((await fetch(`${base}/some/spa/route`, { headers: { accept: 'text/html' } })).status, 200);
    assert.equal((await fetch(`${base}/missing.js`)).status, 404);
  });

  it('answers 503 (not 200) when the api cannot say', async () => {
    const lonely = await startStaticServer({ root, port: 0, spa: true, remotes: () => REMOTES, apiOrigin: 'http://127.0.0.1:9' });
    try {
      const answer = await fetch(`http://127.0.0.1:${lonely.server.address().port}/r/AAAAAAAAAAAAAAAAAAAAAA`);
      assert.equal(answer.status, 503);
      assert.equal(answer.headers.get('x-robots-tag'), 'noindex');
    } finally {
      await lonely.close();
    }
  });
});
