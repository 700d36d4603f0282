import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRemoteEntries, startRemoteModule, takeStartedModule } from './remote-loader';

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
