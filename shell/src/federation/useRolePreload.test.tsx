import { act, render } from '@testing-library/react';
import { SessionProvider } from 'shared-auth';
import { setRegistry } from './registry-store';
import { preloadRemoteModule } from './remote-loader';
import { useRolePreload } from './useRolePreload';

jest.mock('./remote-loader', () => ({ preloadRemoteModule: jest.fn(async () => undefined) }));

function Probe() {
  useRolePreload();
  return null;
}

const start = (role?: string) => {
  localStorage.clear();
  if (role) localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'x@example.com', name: 'X', role }));
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
};

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(preloadRemoteModule).mockClear();
  setRegistry({
    problems: [],
    remotes: [
      { name: 'remote_public', entry: 'http://localhost:3001/remoteEntry.js', mounts: [{ path: '/', module: 'HomePage', role: null }], menus: [] },
      {
        name: 'remote_hr',
        entry: 'http://localhost:3004/remoteEntry.js',
        mounts: [
          { path: '/dashboard/hr/*', module: 'Dashboard', role: 'HR' },
          { path: '/resumeinflux/*', module: 'ResumeinfluxArea', role: null },
        ],
        menus: [],
      },
      { name: 'remote_sixth', entry: 'http://localhost:3050/remoteEntry.js', mounts: [{ path: '/sixth/*', module: 'App', role: 'HR' }], menus: [] },
    ],
  });
});

afterEach(() => jest.useRealTimers());

describe('useRolePreload', () => {
  it('a signed-in HR user: every mount that requires HR is preloaded once the page is idle, nothing else', () => {
    start('HR');
    expect(preloadRemoteModule).not.toHaveBeenCalled();
    act(() => jest.runOnlyPendingTimers());
    expect(jest.mocked(preloadRemoteModule).mock.calls).toEqual([
      ['remote_hr', 'Dashboard'],
      ['remote_sixth', 'App'],
    ]);
  });

  it('signed out: nothing is fetched (the public first load stays lean)', () => {
    start();
    act(() => jest.runOnlyPendingTimers());
    expect(preloadRemoteModule).not.toHaveBeenCalled();
  });

  it('a role no mount requires: nothing is fetched', () => {
    start('Interviewer');
    act(() => jest.runOnlyPendingTimers());
    expect(preloadRemoteModule).not.toHaveBeenCalled();
  });
});
