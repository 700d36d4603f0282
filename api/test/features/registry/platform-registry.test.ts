// The remote registry with history through the api: compare-and-set releases (two at once: one
// 201, one 409 naming the winner), rollback to any earlier version, a sticky canary share near
// its percent, the automatic rollback of a failing canary, and who may do what.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { bearer, type TestAccount } from '../../support/emulator-accounts';
import { canaryBucket } from '../../../src/features/registry/service/registry-history';
import { buildTestApp } from '../../support/test-app';
import { accountWith, observer, type Observer } from '../admin/admin-fixtures';

const run = promisify(execFile);
let app: FastifyInstance;
let watch: Observer;
let admin: TestAccount;
let hr: TestAccount;

beforeAll(async () => {
  // No resolve cache and a fast health flush, so the test waits for nothing it does not check.
  process.env.REGISTRY_RESOLVE_CACHE_MS = '0';
  process.env.REGISTRY_REPORT_FLUSH_MS = '100';
  app = await buildTestApp({ STORE_TIMEOUT_MS: '20000' });
  watch = observer();
  admin = await accountWith(watch, 'registry-admin', { role: 'Admin' });
  hr = await accountWith(watch, 'registry-hr', { role: 'HR' });
});
afterAll(async () => {
  await app.close();
  await watch.close();
});

const remoteName = () => `remote_t${randomBytes(4).toString('hex')}`;
const entry = (build: string) => `http://127.0.0.1:3999/${build}/remoteEntry.js`;

const post = (url: string, payload: unknown, headers: Record<string, string> = bearer(admin.idToken)) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });
const release = (remote: string, expectedVersion: number, build: string, extra: Record<string, unknown> = {}) =>
  post(`/api/platform/registry/${remote}/releases`, { expectedVersion, entry: entry(build), why: `ship ${build}`, ...extra });

async function resolve(sid: string) {
  const response = await app.inject({ method: 'GET', url: `/api/platform/registry/resolve?sid=${sid}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { remotes: { name: string; entry: string; version: number; canary: boolean; watched: boolean; token?: string }[] }).remotes;
}

async function view(remote: string) {
  const response = await app.inject({ method: 'GET', url: '/api/platform/registry', headers: bearer(admin.idToken) });
  expect(response.statusCode).toBe(200);
  const found = (
    response.json() as {
      remotes: {
        head: { remote: string; version: number; stableVersion: number; entry: string; canary: unknown };
        versions: { version: number; action: string; by: string; byName: string; why: string; from?: number }[];
        health: { version: number; loads: number; failures: number }[];
      }[];
    }
  ).remotes;
  return found.find((item) => item.head.remote === remote)!;
}

test('two concurrent releases on the same version: one 201, one 409 naming the version that won and who made it', async () => {
  const remote = remoteName();
  expect((await release(remote, 0, 'v1')).statusCode).toBe(201);
  const [a, b] = await Promise.all([release(remote, 1, 'team-a'), release(remote, 1, 'team-b')]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  const refused = a.statusCode === 409 ? a : b;
  expect(refused.json().message).toMatch(
    new RegExp(`${remote} is now at version 2 \\(changed by registry-admin tester at .+\\), not 1: someone released in between\\. Nothing was changed`),
  );
  const state = await view(remote);
  expect(state.head.version).toBe(2);
  expect(state.versions.map((version) => [version.version, version.action])).toEqual([
    [2, 'release'],
    [1, 'release'],
  ]);
  expect(state.versions[0]).toMatchObject({ by: admin.uid, byName: 'registry-admin tester' });
  // A stale version is refused however old; a first release must say 0.
  expect((await release(remote, 1, 'late')).statusCode).toBe(409);
  expect((await release(remoteName(), 3, 'v1')).json().message).toMatch(/has no version yet: release it with expectedVersion 0/);
});

test('rollback to any earlier version is one action, recorded as a new version with who and why', async () => {
  const remote = remoteName();
  await release(remote, 0, 'v1');
  await release(remote, 1, 'v2');
  await release(remote, 2, 'v3');
  const rolled = await post(`/api/platform/registry/${remote}/rollback`, { expectedVersion: 3, toVersion: 1, why: 'v2 and v3 break sign-in' });
  expect(rolled.statusCode).toBe(201);
  expect(rolled.json().head).toMatchObject({ version: 4, stableVersion: 4, entry: entry('v1'), canary: null });
  const state = await view(remote);
  expect(state.versions[0]).toMatchObject({ version: 4, action: 'rollback', from: 1, why: 'v2 and v3 break sign-in', byName: 'registry-admin tester' });
  expect((await post(`/api/platform/registry/${remote}/rollback`, { expectedVersion: 4, toVersion: 9, why: 'x' })).statusCode).toBe(400);
  expect((await resolve('someone-anonymous')).find((item) => item.name === remote)).toMatchObject({ entry: entry('v1'), version: 4, canary: false });
});

test('a 50% canary splits sessions near half, each one sticky; stop and promote end it', async () => {
  const remote = remoteName();
  await release(remote, 0, 'v1');
  const started = await release(remote, 1, 'v2', { canaryPercent: 50 });
  expect(started.statusCode).toBe(201);
  expect(started.json().head).toMatchObject({ version: 2, stableVersion: 1, entry: entry('v1'), canary: { version: 2, percent: 50, entry: entry('v2') } });
  // The share: 2,000 sessions' buckets land near 50%.
  const share = Array.from({ length: 2_000 }, (_, i) => `session-${i}`).filter((sid) => canaryBucket(remote, sid) < 50).length / 2_000;
  expect(share).toBeGreaterThan(0.46);
  expect(share).toBeLessThan(0.54);
  // Through the api: each session gets its bucket's side, the same every time. Sessions are picked
  // on each side (16 drawn at random left one side with 2 once in about 250 runs).
  for (const inCanary of [true, false]) {
    for (const sid of sessionsOn(remote, inCanary, 4)) {
      const first = (await resolve(sid)).find((item) => item.name === remote)!;
      expect(Boolean(first.canary)).toBe(inCanary);
      expect(first).toMatchObject(inCanary ? { entry: entry('v2'), version: 2, watched: true } : { entry: entry('v1'), version: 1, watched: true });
      expect((await resolve(sid)).find((item) => item.name === remote)).toMatchObject({ ...first, token: expect.any(String) });
    }
  }

  const promoted = await post(`/api/platform/registry/${remote}/canary/promote`, { expectedVersion: 2, why: 'healthy' });
  expect(promoted.json().head).toMatchObject({ version: 3, stableVersion: 3, entry: entry('v2'), canary: null });
  await release(remote, 3, 'v3', { canaryPercent: 10 });
  const stopped = await post(`/api/platform/registry/${remote}/canary/stop`, { expectedVersion: 4, why: 'not today' });
  expect(stopped.json().head).toMatchObject({ version: 5, stableVersion: 3, entry: entry('v2'), canary: null });
  expect((await post(`/api/platform/registry/${remote}/canary/stop`, { expectedVersion: 5, why: 'again' })).json().message).toMatch(/no canary running/);
});

/** Session ids on one side of a 50% share of `remote`: picked, not hoped for. */
const sessionsOn = (remote: string, inCanary: boolean, count: number) => {
  const found: string[] = [];
  for (let i = 0; found.length < count; i += 1) if (canaryBucket(remote, `session-${i}-x`) < 50 === inCanary) found.push(`session-${i}-x`);
  return found;
};
/** The report token /resolve served `sid` for `remote`. */
const tokenFor = async (remote: string, sid: string) => (await resolve(sid)).find((item) => item.name === remote)!.token!;

test('a canary failing past the threshold rolls back by itself and records an auto-rollback; the stable version is untouched', async () => {
  const remote = remoteName();
  await release(remote, 0, 'v1');
  await release(remote, 1, 'v2', { canaryPercent: 50 });
  const report = (events: { version: number; kind: string; token: string }[]) =>
    app.inject({ method: 'POST', url: '/api/platform/registry/reports', payload: { events: events.map((event) => ({ remote, ...event })) } });
  const [stableA, stableB] = await Promise.all(sessionsOn(remote, false, 2).map((sid) => tokenFor(remote, sid)));
  const canary = await Promise.all(sessionsOn(remote, true, 3).map((sid) => tokenFor(remote, sid)));
  // Healthy stable loads and one canary load: below the minimum, nothing happens.
  expect(
    (
      await report([
        { version: 1, kind: 'load', token: stableA! },
        { version: 1, kind: 'load', token: stableB! },
        { version: 2, kind: 'load', token: canary[0]! },
        { version: 2, kind: 'render-failure', token: canary[0]! },
      ])
    ).statusCode,
  ).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect((await view(remote)).head.canary).not.toBeNull();
  const started = Date.now();
  await report([
    { version: 2, kind: 'load', token: canary[1]! },
    { version: 2, kind: 'render-failure', token: canary[1]! },
    { version: 2, kind: 'load-failure', token: canary[2]! },
  ]);
  let state = await view(remote);
  while (state.head.canary && Date.now() - started < 8_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    state = await view(remote);
  }
  expect(state.head).toMatchObject({ version: 3, stableVersion: 1, entry: entry('v1'), canary: null });
  expect(state.versions[0]).toMatchObject({ action: 'auto-rollback', by: 'auto', byName: 'Automatic rollback', from: 2 });
  expect(state.versions[0]!.why).toMatch(/Canary version 2 failed in 3 of 3 loads in the last 5 minutes \(threshold 20%\)/);
  expect(state.health.find((item) => item.version === 2)).toMatchObject({ loads: 3, failures: 3 });
  expect(state.health.find((item) => item.version === 1)).toMatchObject({ loads: 2, failures: 0 });
  // Events for versions or remotes the registry does not know are not counted.
  expect((await report([{ version: 99, kind: 'load', token: (await tokenFor(remote, 'session-99-y')).replace(/^([^.]+)\.\d+\./, '$1.99.') }])).statusCode).toBe(
    403,
  );
});

test('reports count only with the token /resolve served: none, a forged, mismatched or expired one is 403, and a token counts one failing session', async () => {
  const remote = remoteName();
  await release(remote, 0, 'v1');
  await release(remote, 1, 'v2', { canaryPercent: 50 });
  const report = (events: Record<string, unknown>[]) =>
    app.inject({ method: 'POST', url: '/api/platform/registry/reports', payload: { events: events.map((event) => ({ remote, version: 2, ...event })) } });
  const sid = sessionsOn(remote, true, 1)[0]!;
  const token = await tokenFor(remote, sid);
  expect(token).toMatch(new RegExp(`^${remote}\\.2\\.`));
  expect(token).not.toContain(sid); // the session id only as a hash

  const none = await report([{ kind: 'render-failure' }]);
  expect(none.statusCode).toBe(403);
  expect(none.json().message).toMatch(/^Report refused: the event for remote_\w+ version 2 carries no token\. Only a session the registry served/);
  const [head, version, session, expiry, signature] = token.split('.') as [string, string, string, string, string];
  const forged = `${head}.${version}.${session}.${Number(expiry) + 3600}.${signature}`;
  const otherVersion = await tokenFor(remote, sessionsOn(remote, false, 1)[0]!); // a stable session's: version 1
  const expired = `${head}.${version}.${session}.${Math.floor(Date.now() / 1000) - 1}.${signature}`;
  for (const [bad, why] of [
    [forged, /not one the registry signed/],
    [otherVersion, /is for .+ version 1, not .+ version 2/],
    [expired, /not one the registry signed|expired/],
    ['junk', /malformed/],
  ] as const) {
    const refused = await report([
      { kind: 'load', token },
      { kind: 'render-failure', token: bad },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(why);
    expect(refused.json().message).toMatch(/Only a session the registry served/);
  }
  // One session's token, replayed: one load and one failure, however often.
  expect(
    (
      await report([
        { kind: 'load', token },
        { kind: 'render-failure', token },
      ])
    ).json(),
  ).toEqual({ counted: 2 });
  expect(
    (
      await report([
        { kind: 'load', token },
        { kind: 'render-failure', token },
        { kind: 'load-failure', token },
      ])
    ).json(),
  ).toEqual({ counted: 0 });
  await new Promise((resolve) => setTimeout(resolve, 400));
  const state = await view(remote);
  expect(state.health.find((item) => item.version === 2)).toMatchObject({ loads: 1, failures: 1 });
  expect(state.head.canary).not.toBeNull();
  // Without a session id, /resolve hands out no token.
  const anonymous = await app.inject({ method: 'GET', url: '/api/platform/registry/resolve' });
  expect(anonymous.json().remotes.find((item: { name: string }) => item.name === remote)).not.toHaveProperty('token');
});

test('a release whose manifest is built against another React major is refused with 422 and the reason; no version is written', async () => {
  const remote = remoteName();
  const server = http.createServer((request, response) => {
    const react = request.url?.startsWith('/old/') ? '18.3.1' : '19.3.1';
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        name: remote,
        metaData: { name: remote, remoteEntry: { name: 'remoteEntry.js', path: '' } },
        shared: [{ name: 'react', version: react, singleton: true }],
        exposes: [],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const ok = await post(`/api/platform/registry/${remote}/releases`, { expectedVersion: 0, entry: `${at}/new/remoteEntry.js`, why: 'v1' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().compatibility).toEqual({ checked: true, manifest: `${at}/new/mf-manifest.json` });
    const refused = await post(`/api/platform/registry/${remote}/releases`, {
      expectedVersion: 1,
      entry: `${at}/old/remoteEntry.js`,
      why: 'v2',
      canaryPercent: 50,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(
      new RegExp(`^${remote} was not released: built against react 18\\.3\\.1, but the shell provides react 19\\.\\d+\\.\\d+ .+ Nothing was changed\\.$`),
    );
    expect((await view(remote)).versions.map((version) => version.version)).toEqual([1]);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('who may do what: Admins change; a release key only releases its own remote; bodies are validated', async () => {
  const remote = remoteName();
  const other = remoteName();
  expect((await app.inject({ method: 'GET', url: '/api/platform/registry' })).statusCode).toBe(401);
  expect((await app.inject({ method: 'GET', url: '/api/platform/registry', headers: bearer(hr.idToken) })).statusCode).toBe(403);
  expect((await release(remote, 0, 'v1', {})).statusCode).toBe(201);
  expect((await post(`/api/platform/registry/${remote}/releases`, { expectedVersion: 1, entry: entry('v2'), why: 'x' }, bearer(hr.idToken))).statusCode).toBe(
    403,
  );
  expect((await post(`/api/platform/registry/${remote}/releases`, { expectedVersion: 1, entry: 'javascript:alert(1)', why: 'x' })).statusCode).toBe(400);
  expect((await post(`/api/platform/registry/${remote}/releases`, { expectedVersion: 1, entry: entry('v2') })).json().message).toMatch(/why/);

  const minted = await post(`/api/platform/registry/${remote}/keys`, { name: 'team CI' });
  expect(minted.statusCode).toBe(201);
  const key = (minted.json() as { key: string }).key;
  const withKey = { 'x-api-key': key };
  const byKey = await post(`/api/platform/registry/${remote}/releases`, { expectedVersion: 1, entry: entry('v2'), why: 'CI build 42' }, withKey);
  expect(byKey.statusCode).toBe(201);
  expect(byKey.json().version).toMatchObject({ version: 2, by: expect.stringMatching(/^apiKey:/), why: 'CI build 42' });
  const elsewhere = await post(`/api/platform/registry/${other}/releases`, { expectedVersion: 0, entry: entry('v1'), why: 'x' }, withKey);
  expect(elsewhere.statusCode).toBe(403);
  expect(elsewhere.json().message).toMatch(new RegExp(`needs the scope remote:${other}`));
  expect((await post(`/api/platform/registry/${remote}/rollback`, { expectedVersion: 2, toVersion: 1, why: 'x' }, withKey)).statusCode).toBe(401);
  // A team's CI: `npm run release` with the key, based on the version it reads; a stale --expect is refused.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const cli = (...args: string[]) =>
    run(process.execPath, [path.join(__dirname, '..', '..', '..', '..', 'scripts', 'release.mjs'), remote, entry('v3'), ...args], {
      env: { ...process.env, HIREGEN_API_URL: address, HIREGEN_API_KEY: key },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );
  expect(await cli('--why', 'CI build 43', '--canary', '30')).toEqual({
    code: 0,
    out: `Released ${remote} version 3 (canary, 30% of sessions): ${entry('v3')}\n`,
  });
  const stale = await cli('--expect', '2');
  expect(stale.code).toBe(1);
  expect(stale.out).toMatch(new RegExp(`The registry refused \\(409\\): ${remote} is now at version 3 \\(changed by release key`));
  // A release key is not a HireGen API key.
  const v1 = await app.inject({ method: 'POST', url: '/api/v1/keywords', payload: { text: 'React' }, headers: withKey });
  expect(v1.statusCode).toBe(403);
});
