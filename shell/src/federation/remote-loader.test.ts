import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOADED_FROM_KEY } from 'shared-schemas';
import {
  currentEntry,
  FALLBACK_MODULE,
  loadRemoteModule,
  registerRemoteEntries,
  resetRemote,
  startedLoadsSettled,
  startRemoteModule,
  takeStartedModule,
} from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const remotes = [{ name: 'remote_public', entry: 'http://localhost:3001/remoteEntry.js', mounts: [], menus: [] }];

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockClear();
  window.sessionStorage.clear();
  registerRemoteEntries(remotes);
});

describe('startRemoteModule: the opening route loaded early', () => {
  it('the route then takes that very load: the module is fetched once', async () => {
    const page = { default: () => null };
    jest.mocked(loadRemote).mockResolvedValue(page);
    startRemoteModule('remote_public', 'HomePage');
    expect(loadRemote).toHaveBeenCalledWith('remote_public/HomePage');
    await expect(loadRemoteModule('remote_public', 'HomePage')).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // Handed over once: a later load (a Retry) asks the runtime again.
    await loadRemoteModule('remote_public', 'HomePage');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a failed early load reaches the route as RemoteUnavailableError, never as an unhandled rejection', async () => {
    jest.mocked(loadRemote).mockResolvedValue(undefined);
    startRemoteModule('remote_public', 'HomePage');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadRemoteModule('remote_public', 'HomePage')).rejects.toThrow('The remote_public part of HireGen could not be loaded.');
  });

  it('once arrived, the module is handed over as it is (no promise), once; before that, nothing', async () => {
    const page = { default: () => null };
    let arrive!: (value: unknown) => void;
    jest.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    startRemoteModule('remote_public', 'HomePage');
    expect(takeStartedModule('remote_public', 'HomePage')).toBeUndefined();
    arrive(page);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeStartedModule('remote_public', 'HomePage')).toBe(page);
    expect(takeStartedModule('remote_public', 'HomePage')).toBeUndefined();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a remote not in remotes.json is not fetched: its route is told so', async () => {
    startRemoteModule('remote_nope', 'App');
    expect(loadRemote).not.toHaveBeenCalled();
    await expect(loadRemoteModule('remote_nope', 'App')).rejects.toThrow('The remote_nope part of HireGen could not be loaded.');
  });
});

describe('startedLoadsSettled: the first render waits a moment for the opening route', () => {
  const settledWithin = async (promise: Promise<void>, ms: number) => {
    let done = false;
    void promise.then(() => (done = true));
    await jest.advanceTimersByTimeAsync(ms);
    return done;
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not wait when no remote was started', async () => {
    await startedLoadsSettled(0); // clears what earlier tests started (all settled)
    expect(await settledWithin(startedLoadsSettled(150), 0)).toBe(true);
  });

  it('waits for the module and for what its `ready` export still loads', async () => {
    let finishScreen!: () => void;
    const ready = new Promise<void>((resolve) => (finishScreen = resolve));
    let arrive!: (value: unknown) => void;
    jest.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    startRemoteModule('remote_public', 'ServicesArea');
    const waiting = startedLoadsSettled(150);
    expect(await settledWithin(waiting, 10)).toBe(false);
    arrive({ default: () => null, ready });
    expect(await settledWithin(waiting, 10)).toBe(false); // the module is here; its screen is not
    finishScreen();
    expect(await settledWithin(waiting, 0)).toBe(true);
  });

  it('stops waiting after its time, so a slow remote never holds the shell back longer', async () => {
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    startRemoteModule('remote_public', 'HomePage');
    const waiting = startedLoadsSettled(150);
    expect(await settledWithin(waiting, 149)).toBe(false);
    expect(await settledWithin(waiting, 1)).toBe(true);
  });

  it('a failed load ends the wait at once; the route shows the failure', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('404'));
    startRemoteModule('remote_public', 'HomePage');
    expect(await settledWithin(startedLoadsSettled(150), 0)).toBe(true);
    await expect(loadRemoteModule('remote_public', 'HomePage')).rejects.toThrow('404');
  });
});

describe('failover: a remote whose entry is down loads from its fallback entries', () => {
  const PRIMARY = 'http://127.0.0.1:3060/remoteEntry.js';
  const SECONDARY = 'http://127.0.0.1:3061/remoteEntry.js';
  const THIRD = 'http://127.0.0.1:3062/remoteEntry.js';
  const sixth = { name: 'remote_sixth', entry: PRIMARY, fallbackEntries: [SECONDARY, THIRD], mounts: [], menus: [] };
  const page = { default: () => null };
  const fallbackModule = { default: () => null, [FALLBACK_MODULE]: true };
  /** The URL the runtime was last registered with for remote_sixth, as the runtime would load it. */
  const registeredEntry = () =>
    jest
      .mocked(registerRemotes)
      .mock.calls.flatMap(([list]) => list)
      .filter((remote) => remote.name === 'remote_sixth')
      .map((remote) => ('entry' in remote ? remote.entry : undefined))
      .at(-1);
  /** A runtime where only the servers in `up` answer: the others give the fallback module, as the plugin does. */
  const serversUp = (...up: string[]) => {
    const asked: string[] = [];
    jest.mocked(loadRemote).mockImplementation(async () => {
      const entry = registeredEntry()!;
      asked.push(entry);
      return up.includes(entry) ? page : fallbackModule;
    });
    return asked;
  };

  it('tries the entry, then each fallback in order, and stops at the first that answers', async () => {
    registerRemoteEntries([sixth]);
    const asked = serversUp(THIRD);
    await expect(loadRemoteModule('remote_sixth', 'App')).resolves.toBe(page);
    expect(asked).toEqual([PRIMARY, SECONDARY, THIRD]);
    expect(currentEntry('remote_sixth')).toBe(THIRD);
  });

  it('the primary up: no fallback is asked for', async () => {
    registerRemoteEntries([sixth]);
    const asked = serversUp(PRIMARY, SECONDARY);
    await expect(loadRemoteModule('remote_sixth', 'App')).resolves.toBe(page);
    expect(asked).toEqual([PRIMARY]);
  });

  it('every URL down: each is tried once, then the fallback module ("unavailable") is handed back', async () => {
    registerRemoteEntries([sixth]);
    const asked = serversUp();
    await expect(loadRemoteModule('remote_sixth', 'App')).resolves.toBe(fallbackModule);
    expect(asked).toEqual([PRIMARY, SECONDARY, THIRD]);
  });

  it('an error (not the fallback module) fails over too, and the last error reaches the caller', async () => {
    registerRemoteEntries([sixth]);
    jest.mocked(loadRemote).mockImplementation(async () => {
      throw new Error(`refused by ${registeredEntry()}`);
    });
    await expect(loadRemoteModule('remote_sixth', 'App')).rejects.toThrow(`refused by ${THIRD}`);
  });

  it('remembers for the session which URL worked: the next page load starts there; Retry too', async () => {
    registerRemoteEntries([sixth]);
    serversUp(SECONDARY);
    await loadRemoteModule('remote_sixth', 'App');
    expect(JSON.parse(window.sessionStorage.getItem(REMOTE_LOADED_FROM_KEY)!)).toEqual({ remote_sixth: SECONDARY });
    // The next page load of this tab registers the remote with the URL that worked.
    registerRemoteEntries([sixth]);
    expect(currentEntry('remote_sixth')).toBe(SECONDARY);
    const asked = serversUp(SECONDARY);
    await loadRemoteModule('remote_sixth', 'App');
    expect(asked).toEqual([SECONDARY]);
    // It goes down too: the others are tried, the primary first, then Retry starts from there.
    const after = serversUp(PRIMARY);
    await expect(loadRemoteModule('remote_sixth', 'App')).resolves.toBe(page);
    expect(after).toEqual([SECONDARY, THIRD, PRIMARY]);
    resetRemote('remote_sixth');
    expect(registeredEntry()).toBe(PRIMARY);
  });

  it('a remembered URL the registry no longer lists is not used', () => {
    window.sessionStorage.setItem(REMOTE_LOADED_FROM_KEY, JSON.stringify({ remote_sixth: 'http://127.0.0.1:9999/remoteEntry.js' }));
    registerRemoteEntries([sixth]);
    expect(currentEntry('remote_sixth')).toBe(PRIMARY);
  });

  it('two loads of one remote at once fail over together: no URL is asked twice by the switch', async () => {
    registerRemoteEntries([sixth]);
    const asked = serversUp(SECONDARY);
    const [a, b] = await Promise.all([loadRemoteModule('remote_sixth', 'App'), loadRemoteModule('remote_sixth', 'Other')]);
    expect([a, b]).toEqual([page, page]);
    expect(asked.filter((entry) => entry === PRIMARY)).toHaveLength(2);
    expect(currentEntry('remote_sixth')).toBe(SECONDARY);
  });
});
