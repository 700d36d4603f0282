import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRemoteEntries, startedLoadsSettled, startRemoteModule, takeStartedModule } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const remotes = [{ name: 'remote_public', entry: 'http://localhost:3001/remoteEntry.js', mounts: [], menus: [] }];

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
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
