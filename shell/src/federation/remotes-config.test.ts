import { showStartupFailure } from '../app/startup-failure';
import { fetchRemoteRegistry } from './remotes-config';

// jsdom has no fetch: a stand-in answering what the server would.
const serve = (body: unknown, status = 200) => {
  global.fetch = jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;
};

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('fetchRemoteRegistry at start-up', () => {
  it('returns the usable remotes and logs each skipped entry on the console', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      version: 2,
      remotes: [
        { name: 'remote_public', entry: 'http://localhost:3001/remoteEntry.js', mounts: [{ path: '/', module: './HomePage', role: null }] },
        { name: 'remote_sixth', entry: 'http://localhost:3050/remoteEntry.js', mounts: [{ path: '/sixth/*', module: './App', role: 'Boss' }] },
        { entry: 'http://localhost:3051/remoteEntry.js' },
      ],
    });
    const registry = await fetchRemoteRegistry();
    expect(registry.remotes.map((remote) => [remote.name, remote.mounts.length])).toEqual([
      ['remote_public', 1],
      ['remote_sixth', 0],
    ]);
    expect(errors.mock.calls).toEqual([
      ['remotes.json: remote "remote_sixth", mount #1: "role" must be null or one of Candidate, Interviewer, HR, Admin (got "Boss"); the mount is skipped.'],
      ['remotes.json: remote #3: "name" must be a non-empty string; the remote is skipped.'],
    ]);
  });

  it.each([
    [{ remote_public: 'data:text/javascript,alert(document.cookie)' }, 'remotes.json is in the old form'],
    [
      { version: 2, remotes: [{ name: 'remote_public', entry: 'data:text/javascript,alert(document.cookie)' }] },
      'remotes.json: the entry of "remote_public" uses "data:"; remote entries must be http(s) URLs.',
    ],
  ])('%j is refused with the "React Rendering Failed" block naming the problem', async (body, message) => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(body);
    // What index.ts does: boot() fails on remotes.json, the failure is shown.
    await fetchRemoteRegistry().catch(showStartupFailure);
    const block = document.querySelector('[role="alert"]');
    expect(block?.querySelector('h1')?.textContent).toBe('React Rendering Failed');
    expect(block?.querySelector('pre')?.textContent).toContain(message);
  });

  it('a request that fails is fatal, naming the file', async () => {
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(fetchRemoteRegistry()).rejects.toThrow('Could not load /remotes.json: Failed to fetch');
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('a server error is fatal with the status in the message', async () => {
    serve('oops', 500);
    await expect(fetchRemoteRegistry()).rejects.toThrow('Could not load /remotes.json: the server answered 500.');
  });
});
