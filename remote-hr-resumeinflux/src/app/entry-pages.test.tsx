import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ResumeinfluxArea from './ResumeinfluxArea';

// The sign-in forms are shared-auth's (tested there); here: which page a path shows.
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  SignInPanel: ({ role }: { role: string }) => <p>sign-in form for {role}</p>,
  SignUpPanel: ({ role }: { role: string }) => <p>sign-up form for {role}</p>,
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

const ENTRY_PAGES: [path: string, heading: string, form: string | null][] = [
  ['/resumeinflux/home', 'resumeinflux', null],
  ['/resumeinflux/login', 'resumeinflux HR login', 'sign-in form for HR'],
  ['/resumeinflux/signup', 'Create your resumeinflux HR account', 'sign-up form for HR'],
];

function show(at: string, routePath: string, Page: ComponentType) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={routePath} element={<Page />} />
      </Routes>
    </MemoryRouter>,
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
        ['/resumeinflux/*', './ResumeinfluxArea'],
      ]),
    );
  });

  it.each(ENTRY_PAGES)('the module mounted at %s shows that page (heading "%s")', async (at, heading, form) => {
    const mount = mounts.find((candidate) => candidate.path === at);
    const file = mount && exposes[mount.module];
    expect(file).toBeDefined();
    const { default: Page } = jest.requireActual<{ default: ComponentType }>(path.join(workspace, file!));
    show(at, at, Page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    if (form) expect(await screen.findByText(form)).toBeInTheDocument();
  });

  it.each(ENTRY_PAGES)('the whole area still opens %s (a registry without the exact mounts)', async (at, heading, form) => {
    show(at, '/resumeinflux/*', ResumeinfluxArea);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    if (form) expect(await screen.findByText(form)).toBeInTheDocument();
  });
});
