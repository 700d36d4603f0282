// `node --test scripts/api-upstreams.test.mjs`: which api instance the shell's /api proxy picks
// (scripts/lib/api-upstreams.mjs), and the proxy itself over two real instances, one stopped.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import Fastify from 'fastify';
import { apiUpstreams } from './lib/api-upstreams.mjs';
import { startStaticServer } from './lib/static-server.mjs';

test('turns go round the instances that are up; a refused one is skipped until a probe finds it up', async () => {
  const up = new Set(['http://a', 'http://b']);
  const upstreams = apiUpstreams(['http://a', 'http://b'], { probeMs: 0, probe: async (origin) => up.has(origin) });
  assert.deepEqual([upstreams.next(), upstreams.next(), upstreams.next(), upstreams.next()], ['http://a', 'http://b', 'http://a', 'http://b']);
  upstreams.markDown('http://a');
  assert.deepEqual([upstreams.next(), upstreams.next(), upstreams.next()], ['http://b', 'http://b', 'http://b']);
  await upstreams.check(); // the probe finds a up again
  assert.deepEqual(new Set([upstreams.next(), upstreams.next()]), new Set(['http://a', 'http://b']));
  up.delete('http://b');
  await upstreams.check();
  assert.equal(upstreams.next(), 'http://a');
  assert.equal(upstreams.next('http://a'), 'http://b', 'a retry goes to the other instance even while it is thought down');
  up.clear();
  await upstreams.check();
  assert.ok(['http://a', 'http://b'].includes(upstreams.next()), 'all down: still an answer (the proxy reports the error)');
});

test('one instance never leaves the turns', () => {
  const upstreams = apiUpstreams(['http://only'], { probeMs: 0 });
  upstreams.markDown('http://only');
  assert.equal(upstreams.next(), 'http://only');
});

test('the proxy answers through the other instance when one is stopped', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hiregen-upstreams-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  const instance = async (name) => {
    const api = Fastify();
    api.get('/api/who', async () => ({ name }));
    api.post('/api/echo', async () => ({ name }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    return { api, origin: `http://127.0.0.1:${api.server.address().port}` };
  };
  const a = await instance('a');
  const b = await instance('b');
  const shell = await startStaticServer({ root, port: 0, apiOrigins: [a.origin, b.origin] });
  const base = `http://127.0.0.1:${shell.server.address().port}`;
  try {
    const names = [];
    for (let i = 0; i < 4; i += 1) names.push((await (await fetch(`${base}/api/who`)).json()).name);
    assert.deepEqual(names.sort(), ['a', 'a', 'b', 'b']);
    await a.api.close();
    for (let i = 0; i < 4; i += 1) {
      const answer = await fetch(`${base}/api/who`);
      assert.equal(answer.status, 200);
      assert.equal((await answer.json()).name, 'b');
    }
    const posted = await fetch(`${base}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal((await posted.json()).name, 'b', 'a body goes to the instance still up');
  } finally {
    await shell.close();
    await b.api.close();
  }
});
