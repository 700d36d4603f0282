import { render, screen, within } from '@testing-library/react';
import { PlatformPage } from './PlatformPage';

jest.mock('shared-auth', () => ({
  apiFetch: jest.fn(async () => ({
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
  })),
}));

beforeEach(() => {
  // The remote registry reads /remotes.json and probes each entry.
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    if (String(url) === '/remotes.json') return { ok: true, status: 200, json: async () => ({ remote_admin: 'http://localhost:3005/remoteEntry.js' }) } as Response;
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
  expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['7', '2', '30', '220', '5']);
  expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('11-23');
  const remote = await screen.findByTestId('remote-row');
  expect(remote).toHaveTextContent('remote_admin');
  expect(await within(remote).findByText(/Down · Not reachable/)).toBeInTheDocument();
});
