import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, preloadRemoteModule, registerRemoteEntries } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => {
  // The runtime's registered remotes (what getInstance().options.remotes holds), kept by registerRemotes.
  const remotes: Array<{ name: string; entry: string }> = [];
  const register = (list: Array<{ name: string; entry: string }>) =>
    list.forEach((remote) => {
      const at = remotes.findIndex((item) => item.name === remote.name);
      if (at >= 0) remotes.splice(at, 1);
      remotes.push(remote);
    });
  return {
    loadRemote: jest.fn(),
    registerRemotes: jest.fn(register),
    // The page's shared scope as the shell's runtime holds it.
    getInstance: () => ({
      options: { name: 'shell', remotes, shared: { react: [{ version: '19.3.1', from: 'shell' }], 'react-dom': [{ version: '19.3.1', from: 'shell' }] } },
    }),
  };
});
// manifest-entry.ts imports the runtime package itself: the same runtime.
jest.mock('@module-federation/runtime', () => jest.requireMock('@module-federation/enhanced/runtime'));

const MANIFEST = 'http://localhost:3070/app/mf-manifest.json';
const manifestOf = (name: string, react: string) => ({
  name,
  metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [{ name: 'react', version: react, singleton: true }],
  exposes: [
    {
      name: 'App',
      path: './App',
      assets: { js: { sync: ['__federation_expose_App.1.js'], async: ['9.js'] }, css: { sync: ['__federation_expose_App.2.css'], async: [] } },
    },
  ],
});
// jsdom has no Response: what the reader uses of one.
const answer = (body: unknown, status = 200) => Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as unknown as Response);
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockClear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  document.head.innerHTML = '';
  window.sessionStorage.clear();
});

const register = (name: string, entry = MANIFEST) => registerRemoteEntries([{ name, entry, mounts: [], menus: [] }]);

describe('a remote registered by its mf-manifest.json', () => {
  it("is loaded from the remoteEntry.js its manifest names, read once, with its module's first-render files preloaded", async () => {
    register('remote_reports');
    fetchMock.mockImplementation(() => answer(manifestOf('remote_reports', '19.0.0')));
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await loadRemoteModule('remote_reports', 'App');
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST, expect.objectContaining({ cache: 'no-cache' }));
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'remote_reports', entry: 'http://localhost:3070/app/remoteEntry.js' }], { force: true });
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('as'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['script', 'http://localhost:3070/app/__federation_expose_App.1.js'],
      ['style', 'http://localhost:3070/app/__federation_expose_App.2.css'],
    ]);
    // A second load (and a preload) neither reads the manifest again nor re-registers the remote.
    await loadRemoteModule('remote_reports', 'App');
    await preloadRemoteModule('remote_reports', 'App');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('built against another React major, it is refused on the page too: never loaded, the reason reaches the "unavailable" screen', async () => {
    register('remote_legacy');
    fetchMock.mockImplementation(() => answer(manifestOf('remote_legacy', '17.0.2')));
    await expect(loadRemoteModule('remote_legacy', 'App')).rejects.toThrow(
      'remote_legacy is refused: built against react 17.0.2, but the shell provides react 19.3.1',
    );
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('a missing manifest fails the load as unavailable (read again on the next try)', async () => {
    register('remote_gone');
    fetchMock.mockImplementation(() => answer({}, 404));
    await expect(loadRemoteModule('remote_gone', 'App')).rejects.toThrow("remote_gone's manifest answered HTTP 404.");
    await expect(loadRemoteModule('remote_gone', 'App')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('a remoteEntry.js entry is loaded as before, no manifest read', async () => {
    register('remote_public', 'http://localhost:3001/remoteEntry.js');
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await loadRemoteModule('remote_public', 'HomePage');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});
