import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAccountClaims, type AccountClaims } from 'shared-auth';
import { REMOTE_OVERRIDE_KEY, type RemoteRegistry } from 'shared-schemas';
import { LocalOverrideBanner } from './LocalOverrideBanner';
import { applyOverride, overrideAccess } from './override-access';
import { pendingOverride } from './override-request';
import { activeOverride, setActiveOverride } from './override-store';

jest.mock('shared-auth', () => ({ getAccountClaims: jest.fn(), parseRole: jest.requireActual('shared-schemas').parseRole }));

const LOCAL = 'http://localhost:3105/remoteEntry.js';
const registry: RemoteRegistry = {
  problems: [],
  remotes: [
    {
      name: 'remote_admin',
      entry: 'https://admin.hiregen.example/remoteEntry.js',
      fallbackEntries: ['https://admin-b.hiregen.example/remoteEntry.js'],
      mounts: [],
      menus: [],
    },
    { name: 'remote_public', entry: 'https://public.hiregen.example/remoteEntry.js', mounts: [], menus: [] },
  ],
};
/** The claims the Firebase SDK reads from an account's ID token (shared-auth's getAccountClaims). */
const claims = ({ role, uid }: { role: string; uid: string }): AccountClaims => ({ uid, role, orgId: null, email: null, name: null, emailVerified: true });
const admin = Promise.resolve({ allowed: true, uid: 'admin-1' });

beforeEach(() => {
  jest.mocked(getAccountClaims).mockReset();
  window.localStorage.clear();
  setActiveOverride(null);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('pendingOverride: what the address or this browser asks for', () => {
  const at = (href: string) => {
    const url = new URL(href);
    const history = { state: null, replaceState: jest.fn() };
    return { location: { search: url.search, href }, history };
  };

  it('reads ?remote-override=<container>=<url> and takes it out of the address', () => {
    const { location, history } = at(`http://localhost:3000/dashboard/admin?tab=2&remote-override=remote_admin=${encodeURIComponent(LOCAL)}#top`);
    expect(pendingOverride(location, history, window.localStorage)).toEqual({ container: 'remote_admin', url: LOCAL, requested: true });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/dashboard/admin?tab=2#top');
  });

  it('else the override kept in this browser; ?remote-override=reset forgets it', () => {
    window.localStorage.setItem(REMOTE_OVERRIDE_KEY, JSON.stringify({ container: 'remote_admin', url: LOCAL, uid: 'admin-1' }));
    expect(pendingOverride(at('http://localhost:3000/').location, at('http://localhost:3000/').history, window.localStorage)).toEqual({
      container: 'remote_admin',
      url: LOCAL,
      uid: 'admin-1',
      requested: false,
    });
    const { location, history } = at('http://localhost:3000/?remote-override=reset');
    expect(pendingOverride(location, history, window.localStorage)).toBeNull();
    expect(window.localStorage.getItem(REMOTE_OVERRIDE_KEY)).toBeNull();
  });

  it('nothing asked: nothing pending, the address untouched', () => {
    const { location, history } = at('http://localhost:3000/contact');
    expect(pendingOverride(location, history, window.localStorage)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('overrideAccess: who may override', () => {
  it("an Admin by the ID token's role claim", async () => {
    jest.mocked(getAccountClaims).mockResolvedValue(claims({ role: 'Admin', uid: 'admin-1' }));
    await expect(overrideAccess(false)).resolves.toEqual({ allowed: true, uid: 'admin-1' });
  });

  it('not a Candidate, whatever localStorage says; not someone signed out', async () => {
    window.localStorage.setItem('user', JSON.stringify({ uid: 'cand-1', role: 'Admin' }));
    jest.mocked(getAccountClaims).mockResolvedValue(claims({ role: 'Candidate', uid: 'cand-1' }));
    await expect(overrideAccess(false)).resolves.toMatchObject({ allowed: false });
    jest.mocked(getAccountClaims).mockResolvedValue(null);
    await expect(overrideAccess(false)).resolves.toEqual({ allowed: false });
  });

  it('anyone in a development build, without asking for a token', async () => {
    await expect(overrideAccess(true)).resolves.toEqual({ allowed: true });
    expect(getAccountClaims).not.toHaveBeenCalled();
  });
});

describe('applyOverride', () => {
  it('an allowed override: that remote loads from the URL alone, kept for this Admin, shown in the banner', async () => {
    const applied = await applyOverride(registry, { container: 'remote_admin', url: LOCAL, requested: true }, admin);
    expect(applied.remotes[0]).toEqual({ name: 'remote_admin', entry: LOCAL, mounts: [], menus: [] });
    expect(applied.remotes[1]).toBe(registry.remotes[1]);
    expect(JSON.parse(window.localStorage.getItem(REMOTE_OVERRIDE_KEY)!)).toEqual({ container: 'remote_admin', url: LOCAL, uid: 'admin-1' });
    expect(activeOverride()).toEqual({ container: 'remote_admin', url: LOCAL });
  });

  it.each([
    [{ container: 'remote_admin', url: LOCAL }, Promise.resolve({ allowed: false }), 'only an Admin (or a development build) may point a remote elsewhere'],
    [{ container: 'remote_admin', url: LOCAL, uid: 'admin-2' }, admin, 'only an Admin (or a development build) may point a remote elsewhere'],
    [
      { container: 'remote_admin', url: 'https://evil.example/remoteEntry.js' },
      admin,
      'https://evil.example is not an allowed override origin (http://localhost:*, http://127.0.0.1:*)',
    ],
    [{ container: 'remote_nope', url: LOCAL }, admin, '"remote_nope" is not a remote in remotes.json'],
  ])('%j is ignored: the registry as it is, no banner, nothing kept', async (override, access, why) => {
    const applied = await applyOverride(registry, { ...override, requested: true }, access);
    expect(applied).toBe(registry);
    expect(activeOverride()).toBeNull();
    expect(window.localStorage.getItem(REMOTE_OVERRIDE_KEY)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(`Local override of ${override.container} ignored: ${why}.`);
  });

  it("the registry's overrideOrigins decide where an override may come from", async () => {
    const only = { ...registry, overrideOrigins: ['http://127.0.0.1:4105'] };
    expect(await applyOverride(only, { container: 'remote_admin', url: LOCAL, requested: true }, admin)).toBe(only);
    const applied = await applyOverride(only, { container: 'remote_admin', url: 'http://127.0.0.1:4105/remoteEntry.js', requested: true }, admin);
    expect(applied.remotes[0]!.entry).toBe('http://127.0.0.1:4105/remoteEntry.js');
  });
});

describe('LocalOverrideBanner', () => {
  it('says which remote comes from where; Reset forgets the override and loads the page again', async () => {
    const reload = jest.fn();
    window.localStorage.setItem(REMOTE_OVERRIDE_KEY, JSON.stringify({ container: 'remote_admin', url: LOCAL }));
    setActiveOverride({ container: 'remote_admin', url: LOCAL });
    render(<LocalOverrideBanner reload={reload} />);
    const banner = screen.getByRole('region', { name: 'Local override' });
    expect(banner).toHaveTextContent(`Remote remote_admin is loaded from ${LOCAL} (local override) — Reset`);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(window.localStorage.getItem(REMOTE_OVERRIDE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalled();
  });

  it('shows nothing without an override', () => {
    const { container } = render(<LocalOverrideBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
