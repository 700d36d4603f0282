import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import ResumeinfluxArea from './ResumeinfluxArea';

// The sign-in forms are shared-auth's (tested there); here: which page a path shows.
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  SignInPanel: ({ role }: { role: string }) => <p>sign-in form for {role}</p>,
  SignUpPanel: ({ role }: { role: string }) => <p>sign-up form for {role}</p>,
}));
// The invite page asks the api about its token: here it names an organisation.
jest.mock('../features/organisation/api/invite-api', () => ({
  previewInvite: async () => ({ orgName: 'Acme Health', role: 'Interviewer', email: 'ivan@acme.example', expiresAt: '2026-11-26T10:00:00Z', status: 'valid' }),
  acceptInvite: async () => undefined,
}));
// What this remote exposes, as webpack.config.js hands it to the shared build config.
jest.mock('../../../webpack.common', () => ({ createAppConfig: (app: unknown) => app }));

const workspace = path.resolve(__dirname, '../..');
const { exposes } = jest.requireActual<{ exposes: Record<string, string> }>(path.join(workspace, 'webpack.config.js'));

interface Mount {
  path: string;
  module: string;
}
/** This remote's mounts in the shell's default registry (read as data: apps never import apps). */
const registry = JSON.parse(fs.readFileSync(path.join(workspace, '../shell/public/remotes.json'), 'utf8')) as { remotes: { name: string; mounts: Mount[] }[] };
const mounts = registry.remotes.find((remote) => remote.name === 'remote_hr_resumeinflux')?.mounts ?? [];

/** Each signed-out page: the registry's path, the URL opened, its heading, what it shows next. */
const ENTRY_PAGES: [path: string, url: string, heading: string, then: string | null][] = [
  ['/resumeinflux/home', '/resumeinflux/home', 'resumeinflux', null],
  ['/resumeinflux/login', '/resumeinflux/login', 'resumeinflux HR login', 'sign-in form for HR'],
  ['/resumeinflux/signup', '/resumeinflux/signup', 'Create your resumeinflux HR account', 'sign-up form for HR'],
  ['/resumeinflux/invite/:token', '/resumeinflux/invite/tok', 'Join your team on resumeinflux', 'sign-up form for Interviewer'],
];

/** Signed out, as the shell renders a mount: inside its session and router. */
function show(at: string, routePath: string, Page: ComponentType) {
  localStorage.clear();
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={routePath} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe("resumeinflux's signed-out entry pages", () => {
  it('every module the registry mounts from this remote is one it exposes', () => {
    expect(mounts.length).toBeGreaterThan(0);
    expect(mounts.filter((mount) => !exposes[mount.module]).map((mount) => mount.module)).toEqual([]);
  });

  it('the registry mounts each entry page at its exact path, beside the area beneath /resumeinflux', () => {
    expect(mounts.map((mount) => [mount.path, mount.module])).toEqual(
      expect.arrayContaining([
        ['/resumeinflux/home', './HomePage'],
        ['/resumeinflux/login', './LoginPage'],
        ['/resumeinflux/signup', './SignupPage'],
        ['/resumeinflux/invite/:token', './InvitePage'],
        ['/resumeinflux/*', './ResumeinfluxArea'],
      ]),
    );
  });

  it.each(ENTRY_PAGES)('the module mounted at %s shows that page (%s: "%s")', async (routePath, url, heading, then) => {
    const mount = mounts.find((candidate) => candidate.path === routePath);
    const file = mount && exposes[mount.module];
    expect(file).toBeDefined();
    const { default: Page } = jest.requireActual<{ default: ComponentType }>(path.join(workspace, file!));
    show(url, routePath, Page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    if (then) expect(await screen.findByText(then)).toBeInTheDocument();
  });

  it.each(ENTRY_PAGES)('the whole area still opens %s (a registry without the exact mounts)', async (_routePath, url, heading, then) => {
    show(url, '/resumeinflux/*', ResumeinfluxArea);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    if (then) expect(await screen.findByText(then)).toBeInTheDocument();
  });
});
