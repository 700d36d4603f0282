import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from 'shared-auth';
import { RemoteVersions } from './RemoteVersions';

jest.mock('shared-auth', () => ({ callApi: jest.fn() }));

const at = '2026-11-27T20:00:00.000Z';
const version = (n: number, action: string, extra: Record<string, unknown> = {}) => ({
  version: n,
  action,
  entry: `https://cdn.example/${n}/remoteEntry.js`,
  by: 'u1',
  byName: 'Ada Admin',
  at,
  why: `why ${n}`,
  ...extra,
});
const HISTORY = {
  guard: { windowMs: 300_000, minLoads: 3, failureRate: 0.2 },
  remotes: [
    {
      head: {
        remote: 'remote_reports',
        version: 3,
        stableVersion: 2,
        entry: 'https://cdn.example/2/remoteEntry.js',
        canary: { version: 3, entry: 'https://cdn.example/3/remoteEntry.js', percent: 25, startedAt: at },
        updatedAt: at,
        updatedBy: 'Ada Admin',
      },
      versions: [version(3, 'canary', { percent: 25 }), version(2, 'release'), version(1, 'release')],
      health: [
        { version: 3, loads: 8, failures: 1, failureRate: 0.125 },
        { version: 2, loads: 20, failures: 0, failureRate: 0 },
      ],
    },
  ],
};

beforeEach(() => {
  jest.mocked(callApi).mockReset();
  jest.mocked(callApi).mockImplementation(async (endpoint: string) => {
    if (endpoint === 'GET /api/platform/registry') return HISTORY;
    throw new Error(
      'remote_reports is now at version 4 (changed by release key abc123 at 2026-11-27T20:01:00.000Z), not 3: someone released in between. Nothing was changed; reload and try again.',
    );
  });
});

test('shows the shares with their failure rates and every version with who, when and why', async () => {
  render(<RemoteVersions />);
  const card = await screen.findByRole('article', { name: 'remote_reports' });
  expect(within(card).getByTestId('registry-serving')).toHaveTextContent(
    'Version 2 to 75% of sessions (20 loads, 0 failures (0% failed)); canary version 3 to 25% (8 loads, 1 failures (13% failed)).',
  );
  const rows = within(card).getAllByTestId('registry-version');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('3Canary 25%Ada Admin'),
    expect.stringContaining('2ReleaseAda Admin'),
    expect.stringContaining('1ReleaseAda Admin'),
  ]);
  expect(rows[0]).toHaveTextContent('why 3');
  // Every earlier version can be rolled back to; the newest cannot.
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  expect(within(rows[2]!).getByRole('button', { name: 'Roll back to version 1' })).toBeEnabled();
  expect(screen.getByText(/rolls back by itself/)).toHaveTextContent(
    'A canary whose failures reach 20% of at least 3 loads in 5 minutes rolls back by itself.',
  );
});

test('a rollback asks for why, sends the version it was based on, and shows a conflict as the api words it', async () => {
  const user = userEvent.setup();
  render(<RemoteVersions />);
  const card = await screen.findByRole('article', { name: 'remote_reports' });
  await user.click(within(card).getByRole('button', { name: 'Roll back to version 1' }));
  expect(within(card).getByRole('alert')).toHaveTextContent('Say why in the "Why" field first');
  await user.type(within(card).getByLabelText('Why'), 'v2 breaks exports');
  await user.click(within(card).getByRole('button', { name: 'Roll back to version 1' }));
  expect(callApi).toHaveBeenCalledWith('POST /api/platform/registry/:remote/rollback', {
    params: { remote: 'remote_reports' },
    json: { expectedVersion: 3, why: 'v2 breaks exports', toVersion: 1 },
  });
  expect(await within(card).findByRole('alert')).toHaveTextContent('remote_reports is now at version 4 (changed by release key abc123');
});

test('a release with a share starts a canary; promote and stop act on the running one', async () => {
  const user = userEvent.setup();
  jest
    .mocked(callApi)
    .mockImplementation(async (endpoint: string) => (endpoint === 'GET /api/platform/registry' ? HISTORY : { version: version(4, 'canary') }));
  render(<RemoteVersions />);
  const card = await screen.findByRole('article', { name: 'remote_reports' });
  await user.type(within(card).getByLabelText('Why'), 'new charts');
  await user.type(within(card).getByLabelText('New entry URL'), 'https://cdn.example/4/remoteEntry.js');
  await user.type(within(card).getByLabelText('Canary share (%)'), '50');
  await user.click(within(card).getByRole('button', { name: 'Start canary' }));
  expect(callApi).toHaveBeenCalledWith('POST /api/platform/registry/:remote/releases', {
    params: { remote: 'remote_reports' },
    json: { expectedVersion: 3, why: 'new charts', entry: 'https://cdn.example/4/remoteEntry.js', canaryPercent: 50 },
  });
  expect(await within(card).findByRole('status')).toHaveTextContent('Canary started for 50% of sessions: version 4.');
  expect(within(card).getByRole('button', { name: 'Promote canary' })).toBeEnabled();
  expect(within(card).getByRole('button', { name: 'Stop canary' })).toBeEnabled();
});
