// The release path's manifest check on its own (no emulator): a local server plays the remote's
// origin. The route test (platform-registry.test.ts) shows a refused release writes no version.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkReleaseCompatibility, type ReleaseCheckOptions } from '../../../src/features/registry/service/release-compatibility';

const manifest = (react: string, name = 'remote_x') => ({
  name,
  metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [{ name: 'react', version: react, singleton: true }],
  exposes: [],
});
/** What the remote's origin serves, by path: a body, or a status. */
const files: Record<string, unknown> = {
  '/ok/mf-manifest.json': manifest('19.0.0'),
  '/old/mf-manifest.json': manifest('18.3.1'),
  '/named/build.json': manifest('18.3.1'),
  '/junk/mf-manifest.json': 'not json',
  '/big/mf-manifest.json': { ...manifest('19.0.0'), padding: 'x'.repeat(600 * 1024) },
};
let server: http.Server;
let origin = '';
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/slow/mf-manifest.json') return void setTimeout(() => response.end('{}'), 2_000).unref();
    const body = files[request.url ?? ''];
    if (body === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections(); // the slow answer's timer and keep-alive sockets
  await new Promise((resolve) => server.close(resolve));
});

const options: ReleaseCheckOptions = { publicUrl: 'http://localhost:3000', shellShared: () => ({ react: '19.3.1', 'react-dom': '19.3.1' }), timeoutMs: 300 };
const check = (target: { entry: string; manifest?: string }, extra: Partial<ReleaseCheckOptions> = {}) =>
  checkReleaseCompatibility('remote_x', target, { ...options, ...extra });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'released',
    (error: { statusCode: number; message: string }) => `${error.statusCode} ${error.message}`,
  );

test('the manifest beside the entry: a compatible build is released, another major of a singleton is refused with 422 and the reason', async () => {
  expect(await check({ entry: `${origin}/ok/remoteEntry.js` })).toEqual({ checked: true, manifest: `${origin}/ok/mf-manifest.json` });
  expect(await refusal(check({ entry: `${origin}/old/remoteEntry.js` }))).toBe(
    "422 remote_x was not released: built against react 18.3.1, but the shell provides react 19.3.1 — one copy is shared by the whole page, so it must be built against the same major version. Rebuild it against the shell's versions. Nothing was changed.",
  );
  expect(
    await refusal(
      check({ entry: `${origin}/ok/remoteEntry.js` }, { shellShared: () => ({ react: '19.3.1' }) }).then(() =>
        checkReleaseCompatibility('remote_y', { entry: `${origin}/ok/remoteEntry.js` }, options),
      ),
    ),
  ).toMatch(/^422 remote_y was not released: its manifest is for the container "remote_x", not "remote_y"\. Nothing was changed\.$/);
  expect(await refusal(check({ entry: `${origin}/junk/remoteEntry.js` }))).toMatch(/^422 remote_x was not released: .+ is not a Module Federation manifest/);
});

test('a named manifest must be read; an entry with none readable beside it is released unchecked, and says so', async () => {
  expect(await refusal(check({ entry: `${origin}/ok/remoteEntry.js`, manifest: `${origin}/named/build.json` }))).toMatch(/^422 .+react 18\.3\.1/);
  expect(await refusal(check({ entry: `${origin}/ok/remoteEntry.js`, manifest: `${origin}/gone/mf-manifest.json` }))).toBe(
    `422 remote_x was not released: its manifest ${origin}/gone/mf-manifest.json could not be read (it answered HTTP 404), so its shared versions cannot be checked. Nothing was changed.`,
  );
  expect(await refusal(check({ entry: `${origin}/slow/mf-manifest.json` }))).toMatch(/could not be read \(it did not answer within 0\.3 s\)/);
  expect(await refusal(check({ entry: `${origin}/big/mf-manifest.json` }))).toMatch(/could not be read \(it is larger than 512 KiB\)/);
  expect(await check({ entry: `${origin}/legacy/remoteEntry.js` })).toEqual({
    checked: false,
    manifest: `${origin}/legacy/mf-manifest.json`,
    why: "No manifest was read beside the entry (it answered HTTP 404): the release was not checked against the shell's shared versions.",
  });
});

test('the api fetches only from where the shell may load remotes: https on its own site in production', async () => {
  const production = { publicUrl: 'https://app.hiregen.example' };
  const fetchImpl = jest.fn(fetch);
  expect(
    await refusal(
      check({ entry: 'https://cdn.hiregen.example/x/remoteEntry.js', manifest: 'http://169.254.169.254/mf-manifest.json' }, { ...production, fetchImpl }),
    ),
  ).toMatch(
    /^422 remote_x was not released: its manifest http:\/\/169\.254\.169\.254\/mf-manifest\.json could not be read \(the api fetches only from where the shell may load remotes: the manifest of "remote_x" must use https/,
  );
  expect(await check({ entry: 'https://elsewhere.example/x/remoteEntry.js' }, { ...production, fetchImpl })).toMatchObject({
    checked: false,
    why: expect.stringMatching(/is not on the allowed list \(hiregen\.example and its subdomains\)/),
  });
  expect(fetchImpl).not.toHaveBeenCalled();
});
