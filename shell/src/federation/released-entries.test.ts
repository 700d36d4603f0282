import { loadRemote } from '@module-federation/enhanced/runtime';
import { REGISTRY_SESSION_KEY, type RemoteRegistry } from 'shared-schemas';
import { RESOLVED_KEY as REGISTRY_RESOLVED_KEY, RESOLVED_MAX_AGE_MS, withReleasedEntries } from './released-entries';
import { loadRemoteModule, registerRemoteEntries, reportRemote } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const file = (): RemoteRegistry => ({
  remotes: [
    { name: 'remote_public', entry: 'http://localhost:3001/remoteEntry.js', mounts: [], menus: [] },
    { name: 'remote_admin', entry: 'http://localhost:3005/remoteEntry.js', fallbackEntries: ['http://localhost:4005/remoteEntry.js'], mounts: [], menus: [] },
  ],
  problems: [],
});

const answer = (body: unknown, ok = true) => {
  global.fetch = jest.fn(async () => ({ ok, json: async () => body })) as unknown as typeof fetch;
};

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('withReleasedEntries: the api registry over remotes.json', () => {
  it("takes each released remote's entry for this browser's sticky id, keeps the file's fallbacks and ignores remotes it does not list", async () => {
    answer({
      remotes: [
        { name: 'remote_admin', entry: 'http://localhost:3005/v2/remoteEntry.js', version: 7, canary: true, watched: true, token: 't7' },
        { name: 'remote_unknown', entry: 'http://localhost:3099/remoteEntry.js', version: 1, canary: false, watched: false },
      ],
    });
    const registry = await withReleasedEntries(Promise.resolve(file()));
    const id = window.localStorage.getItem(REGISTRY_SESSION_KEY);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(jest.mocked(fetch).mock.calls[0]?.[0]).toBe(`/api/platform/registry/resolve?sid=${id}`);
    expect(registry.remotes.map((remote) => [remote.name, remote.entry, remote.fallbackEntries, remote.release])).toEqual([
      ['remote_public', 'http://localhost:3001/remoteEntry.js', undefined, undefined],
      [
        'remote_admin',
        'http://localhost:3005/v2/remoteEntry.js',
        ['http://localhost:4005/remoteEntry.js'],
        { version: 7, canary: true, watched: true, token: 't7' },
      ],
    ]);
    // The same browser asks with the same id next time.
    await withReleasedEntries(Promise.resolve(file()));
    expect(jest.mocked(fetch).mock.calls[1]?.[0]).toBe(`/api/platform/registry/resolve?sid=${id}`);
  });

  it('a signed-in user is asked for by uid, so the share follows the person', async () => {
    window.localStorage.setItem('user', JSON.stringify({ role: 'HR', uid: 'uid12345' }));
    answer({ remotes: [] });
    await withReleasedEntries(Promise.resolve(file()));
    expect(jest.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/platform/registry/resolve?sid=uid12345');
  });

  it('no api, an error answer, or an entry the origin policy refuses: remotes.json as it is', async () => {
    global.fetch = jest.fn(async () => Promise.reject(new Error('down'))) as unknown as typeof fetch;
    expect(await withReleasedEntries(Promise.resolve(file()))).toEqual(file());
    answer({ message: 'no' }, false);
    expect(await withReleasedEntries(Promise.resolve(file()))).toEqual(file());
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ remotes: [{ name: 'remote_admin', entry: 'javascript:alert(1)', version: 2, canary: false, watched: false }] });
    expect(await withReleasedEntries(Promise.resolve(file()))).toEqual(file());
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/remote entries must be http\(s\) URLs/);
  });
});

describe('reportRemote: what the canary guard hears', () => {
  /** The reports the page sent (one batch after a second), as events. */
  async function sent(): Promise<{ remote: string; version: number; kind: string }[]> {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    return jest
      .mocked(fetch)
      .mock.calls.flatMap(([url, init]) => (url === '/api/platform/registry/reports' ? (JSON.parse(String(init?.body)) as { events: never[] }).events : []));
  }
  beforeEach(() => answer({}));

  it('a watched remote reports a failed load, its load and a render failure once each; a failed load is not also a render failure', async () => {
    registerRemoteEntries([{ ...file().remotes[1]!, release: { version: 7, canary: true, watched: true, token: 'tok7' } }]);
    jest.mocked(loadRemote).mockResolvedValue(undefined);
    const failed = await loadRemoteModule('remote_admin', 'Dashboard').catch((error: unknown) => error);
    reportRemote('remote_admin', 'render-failure', failed);
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await loadRemoteModule('remote_admin', 'Dashboard');
    await loadRemoteModule('remote_admin', 'Dashboard');
    reportRemote('remote_admin', 'render-failure', new Error('boom'));
    reportRemote('remote_admin', 'render-failure', new Error('again'));
    expect(await sent()).toEqual([
      { remote: 'remote_admin', version: 7, kind: 'load-failure', token: 'tok7' },
      { remote: 'remote_admin', version: 7, kind: 'load', token: 'tok7' },
      { remote: 'remote_admin', version: 7, kind: 'render-failure', token: 'tok7' },
    ]);
  });

  it('an unwatched release reports failures only; a remote from remotes.json alone, or a release without a token, reports nothing', async () => {
    registerRemoteEntries([
      { ...file().remotes[1]!, name: 'remote_quiet', release: { version: 3, canary: false, watched: false, token: 'tok3' } },
      { ...file().remotes[1]!, name: 'remote_untokened', release: { version: 4, canary: false, watched: false } },
      file().remotes[0]!,
    ]);
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await loadRemoteModule('remote_quiet', 'Dashboard');
    await loadRemoteModule('remote_public', 'HomePage');
    reportRemote('remote_public', 'render-failure', new Error('x'));
    reportRemote('remote_quiet', 'render-failure', new Error('x'));
    reportRemote('remote_untokened', 'render-failure', new Error('x'));
    expect(await sent()).toEqual([{ remote: 'remote_quiet', version: 3, kind: 'render-failure', token: 'tok3' }]);
  });
});

describe("withReleasedEntries: this browser's last answer, so a slow api holds no first load", () => {
  const released = (version: number, canary = false) => ({
    remotes: [{ name: 'remote_admin', entry: `http://localhost:3005/v${version}/remoteEntry.js`, version, canary, watched: canary, token: `t${version}` }],
  });
  /** An api that answers only when `release` is called (a slow one), counting the requests. */
  function slowApi(body: unknown) {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async () => {
      await answered;
      return { ok: true, json: async () => body };
    }) as unknown as typeof fetch;
    return () => {
      release();
      return new Promise((resolve) => setTimeout(resolve, 0));
    };
  }
  const entryOf = (registry: RemoteRegistry) => registry.remotes.find((remote) => remote.name === 'remote_admin')!;

  it('uses the stored answer at once while the api has not answered, and stores the fresh one for the next load', async () => {
    answer(released(2, true));
    await withReleasedEntries(Promise.resolve(file())); // the first load waits and stores v2 (a canary)
    const answerNow = slowApi(released(3));
    const second = await withReleasedEntries(Promise.resolve(file())); // resolves though the api has not answered
    expect(entryOf(second)).toMatchObject({ entry: 'http://localhost:3005/v2/remoteEntry.js', release: { version: 2, canary: true, token: 't2' } });
    expect(fetch).toHaveBeenCalledTimes(1); // the fresh one was still asked for
    await answerNow();
    answer({ remotes: [] });
    expect(entryOf(await withReleasedEntries(Promise.resolve(file())))).toMatchObject({
      entry: 'http://localhost:3005/v3/remoteEntry.js',
      release: { version: 3, canary: false },
    });
  });

  it("waits for the api when the stored answer is older than its max age, is another session's, or was dropped after a canary failed", async () => {
    const sid = 'browser-one';
    window.localStorage.setItem(REGISTRY_SESSION_KEY, sid);
    const store = (at: number, forSid = sid) =>
      window.localStorage.setItem(REGISTRY_RESOLVED_KEY, JSON.stringify([forSid, at + RESOLVED_MAX_AGE_MS, released(2, true)]));
    for (const stale of [
      () => store(Date.now() - RESOLVED_MAX_AGE_MS - 1),
      () => store(Date.now(), 'someone-else'),
      () => window.localStorage.removeItem(REGISTRY_RESOLVED_KEY),
    ]) {
      stale();
      const answerNow = slowApi(released(1));
      let done = false;
      const loading = withReleasedEntries(Promise.resolve(file())).then((registry) => ((done = true), registry));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).toBe(false);
      await answerNow();
      expect(entryOf(await loading).release).toMatchObject({ version: 1 });
    }
  });

  it('a failing canary drops the stored answer; a stable one that fails keeps it', async () => {
    answer(released(2, true));
    await withReleasedEntries(Promise.resolve(file()));
    registerRemoteEntries([{ ...file().remotes[1]!, name: 'remote_stable', release: { version: 1, canary: false, watched: true, token: 't1' } }]);
    reportRemote('remote_stable', 'render-failure', new Error('x'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.localStorage.getItem(REGISTRY_RESOLVED_KEY)).not.toBeNull();
    registerRemoteEntries([{ ...file().remotes[1]!, name: 'remote_canary', release: { version: 2, canary: true, watched: true, token: 't2' } }]);
    reportRemote('remote_canary', 'render-failure', new Error('x'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.localStorage.getItem(REGISTRY_RESOLVED_KEY)).toBeNull();
  });
});
