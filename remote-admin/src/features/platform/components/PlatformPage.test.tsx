import { render, screen, waitFor, within } from '@testing-library/react';
import { PlatformPage } from './PlatformPage';

jest.mock('shared-auth', () => ({
  callApi: jest.fn(async (endpoint: string) =>
    endpoint === 'GET /api/platform/registry'
      ? { remotes: [], guard: { windowMs: 300_000, minLoads: 3, failureRate: 0.2 } }
      : {
          accounts: { total: 7, byRole: { Candidate: 4, Interviewer: 1, HR: 1, Admin: 1, none: 0 }, disabled: 0 },
          organizations: 2,
          suspendedOrganizations: 1,
          openJobs: 12,
          applications: 220,
          interviews: 5,
          contactMessages: 9,
          unreadContactMessages: 3,
          weekly: [
            { weekEnding: '2026-11-16', accounts: 5, organizations: 1, jobs: 20, applications: 150, interviews: 2, contactMessages: 6 },
            { weekEnding: '2026-11-23', accounts: 7, organizations: 2, jobs: 30, applications: 220, interviews: 5, contactMessages: 9 },
          ],
        },
  ),
}));

const REGISTRY = {
  version: 2,
  remotes: [
    { name: 'remote_admin', entry: 'http://localhost:3005/remoteEntry.js', mounts: [{ path: '/dashboard/admin/*', module: './Dashboard', role: 'Admin' }] },
    { name: 'remote_sixth', entry: 'http://localhost:3050/remoteEntry.js', version: '2.1.0', mounts: [{ path: '/sixth/*', module: './App', role: null }] },
    { name: 'remote_seventh', entry: 'http://localhost:3051/remoteEntry.js', mounts: 'all' },
  ],
};

beforeEach(() => {
  // The remote registry reads /remotes.json and probes each entry.
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    if (String(url) === '/remotes.json') return { ok: true, status: 200, json: async () => REGISTRY } as Response;
    if (String(url) === 'http://localhost:3050/remoteEntry.js')
      return { ok: true, status: 200, arrayBuffer: async () => new TextEncoder().encode('var sixth;').buffer, headers: new Headers() } as Response;
    if (String(url) === 'http://localhost:3050/build-info.json')
      return {
        ok: true,
        status: 200,
        json: async () => ({ name: 'remote_sixth', version: '2.1.1', buildId: '3f2a9c1b7d0e', builtAt: '2026-11-24T01:00:00.000Z' }),
      } as Response;
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
});

test('shows the counts, the weekly totals as a table, and a remote that does not answer', async () => {
  render(<PlatformPage />);
  const counts = await screen.findByRole('list', { name: 'Platform counts' });
  expect(within(counts).getByText('Applications').previousSibling?.textContent).toBe('220');
  expect(within(counts).getByText('Suspended organisations').previousSibling?.textContent).toBe('1');
  const table = screen.getByRole('table', { name: 'Totals at the end of each week (last 12 weeks)' });
  const rows = within(table).getAllByRole('row');
  expect(
    within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['7', '2', '30', '220', '5']);
  expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('11-23');
  const remote = (await screen.findAllByTestId('remote-row'))[0]!;
  expect(remote).toHaveTextContent('remote_admin');
  expect(await within(remote).findByText(/Down · Not reachable/)).toBeInTheDocument();
});

test("the remote registry: each remote's mounts, its version and build id from its build-info.json, and the entries the shell skips", async () => {
  // jsdom has no WebCrypto digest; Node's is the same API the browser has.
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: (await import('node:crypto')).webcrypto, configurable: true });
  render(<PlatformPage />);
  const rows = await screen.findAllByTestId('remote-row');
  // Each row's manifest line (here: not reachable) comes on its own time; the rest is checked whole.
  await waitFor(() => expect(screen.getAllByTestId('remote-manifest')).toHaveLength(2));
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'remote_adminhttp://localhost:3005/remoteEntry.js/dashboard/admin/* (Admin)Not loaded in this tab yetManifest not reachable',
    'remote_sixthhttp://localhost:3050/remoteEntry.js/sixth/*Not loaded in this tab yetManifest not reachable',
  ]);
  const sixth = rows[1]!;
  expect(await within(sixth).findByText(/Answers · \d+ ms/)).toBeInTheDocument();
  const cells = within(sixth)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells[1]).toBe('2.1.1registered 2.1.0');
  expect(cells[2]).toBe('3f2a9c1b7d0e');
  const skipped = screen.getByRole('status', { name: 'Skipped by the shell (1)' });
  expect(skipped).toHaveTextContent('remotes.json: remote "remote_seventh": "mounts" must be a list; the remote is skipped.');
});

test("the remote registry: each remote's fallback URLs and the URL this tab loaded it from (entry or fallback)", async () => {
  window.sessionStorage.setItem(
    'hiregen.remoteLoadedFrom',
    JSON.stringify({ remote_sixth: 'http://localhost:3052/remoteEntry.js', remote_admin: 'http://localhost:3005/remoteEntry.js' }),
  );
  const withFallback = { ...REGISTRY, remotes: [REGISTRY.remotes[0], { ...REGISTRY.remotes[1], fallbackEntries: ['http://localhost:3052/remoteEntry.js'] }] };
  const serve = global.fetch;
  global.fetch = jest.fn(async (url: RequestInfo | URL) =>
    String(url) === '/remotes.json' ? ({ ok: true, status: 200, json: async () => withFallback } as Response) : serve(url),
  ) as typeof fetch;
  try {
    render(<PlatformPage />);
    const rows = await screen.findAllByTestId('remote-row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Fallback: http://localhost:3052/remoteEntry.js');
    expect(within(rows[0]!).getByTestId('remote-loaded-from')).toHaveTextContent('Loaded in this tab from its entry');
    expect(within(rows[1]!).getByTestId('remote-loaded-from')).toHaveTextContent('Loaded in this tab from fallback #1');
  } finally {
    window.sessionStorage.clear();
  }
});

test('a remote not loaded in this tab says so', async () => {
  render(<PlatformPage />);
  const rows = await screen.findAllByTestId('remote-row');
  expect(within(rows[1]!).getByTestId('remote-loaded-from')).toHaveTextContent('Not loaded in this tab yet');
});

test("the remote registry: each remote's manifest (exposes, shared singletons, files), an incompatible one flagged, and the remotes refused at registration with why", async () => {
  const { version } = await import('react');
  const manifestOf = (name: string, react: string) => ({
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [
      { name: 'react', version: react, singleton: true },
      { name: 'react/jsx-runtime', version: react },
      { name: 'react-dom', version: react, singleton: true },
    ],
    exposes: [{ name: 'Dashboard', path: './Dashboard', assets: { js: { sync: ['a.js', 'b.js'], async: ['c.js'] }, css: { sync: ['a.css'], async: [] } } }],
  });
  const refused = {
    name: 'remote_legacy',
    entry: 'http://localhost:3070/mf-manifest.json',
    reason: 'built against react 17.0.2, but the shell provides react 19.3.1',
    at: '2026-11-27T21:00:00.000Z',
  };
  const serve = global.fetch;
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
    if (String(url) === '/remotes.json') return answer({ ...REGISTRY, refused: [refused] });
    if (String(url) === 'http://localhost:3005/mf-manifest.json') return answer(manifestOf('remote_admin', version));
    if (String(url) === 'http://localhost:3050/mf-manifest.json') return answer(manifestOf('remote_sixth', '17.0.2'));
    return serve(url);
  }) as typeof fetch;
  render(<PlatformPage />);
  const rows = await screen.findAllByTestId('remote-row');
  const admin = await within(rows[0]!).findByTestId('remote-manifest');
  expect(admin).toHaveTextContent(`Manifest: exposes Dashboard · 4 filesShared react ${version}, react-dom ${version}`);
  expect(within(rows[0]!).queryByText('Incompatible')).toBeNull();
  const sixth = rows[1]!;
  expect(await within(sixth).findByText('Incompatible')).toBeInTheDocument();
  expect(within(sixth).getByTestId('remote-manifest')).toHaveTextContent(`Incompatible built against react 17.0.2, but the shell provides react ${version}`);
  const card = screen.getByRole('status', { name: 'Refused at registration (1)' });
  expect(within(card).getByTestId('remote-refused')).toHaveTextContent('remote_legacy http://localhost:3070/mf-manifest.json');
  expect(within(card).getByTestId('remote-refused')).toHaveTextContent('Refused: built against react 17.0.2, but the shell provides react 19.3.1');
});
