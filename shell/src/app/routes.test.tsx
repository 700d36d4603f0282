import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import type { RegisteredRemote } from 'shared-schemas';
import { appRoutes } from './routes';

// The remote itself is the loader's business (tested end to end); here: which one a path mounts.
jest.mock('../federation/RemoteModule', () => ({
  RemoteModule: ({ container, module }: { container: string; module: string }) => (
    <p>
      remote {container}/{module}
    </p>
  ),
}));

const remotes: RegisteredRemote[] = [
  { name: 'remote_public', entry: 'http://localhost:3001/remoteEntry.js', mounts: [{ path: '/contact', module: 'ContactPage', role: null }], menus: [] },
  { name: 'remote_sixth', entry: 'http://localhost:3050/remoteEntry.js', mounts: [{ path: '/sixth/*', module: 'App', role: 'HR' }], menus: [] },
  // An area beneath a path with one page of it exposed on its own (as resumeinflux's entry pages).
  {
    name: 'remote_area',
    entry: 'http://localhost:3004/remoteEntry.js',
    mounts: [
      { path: '/area/*', module: 'Area', role: null },
      { path: '/area/login', module: 'LoginPage', role: null },
    ],
    menus: [],
  },
];

function visit(path: string, role?: string) {
  localStorage.clear();
  if (role) localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'x@example.com', name: 'X', role }));
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{appRoutes(remotes)}</Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('routes from the registry', () => {
  it('a public mount renders its remote module for everyone', () => {
    visit('/contact');
    expect(screen.getByText('remote remote_public/ContactPage')).toBeInTheDocument();
  });

  it('a role mount renders for that role, beneath its path too', () => {
    visit('/sixth/reports/2', 'HR');
    expect(screen.getByText('remote remote_sixth/App')).toBeInTheDocument();
  });

  it('a role mount sends another role to /unauthorized', () => {
    visit('/sixth', 'Candidate');
    expect(screen.getByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.queryByText(/remote remote_sixth/)).toBeNull();
  });

  it('an exact mount wins over a splat above it, whatever their order; the splat takes the rest', () => {
    visit('/area/login');
    expect(screen.getByText('remote remote_area/LoginPage')).toBeInTheDocument();
    cleanup();
    visit('/area/jobs');
    expect(screen.getByText('remote remote_area/Area')).toBeInTheDocument();
  });

  it('a path no remote mounts is the 404', () => {
    visit('/seventh');
    expect(screen.queryByText(/^remote /)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found|404/i);
  });
});
