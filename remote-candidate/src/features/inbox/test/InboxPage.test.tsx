import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { markRead, watchInbox, type InboxRow } from '../../../lib/inbox/inbox';
import { InboxPage } from '../components/InboxPage';

jest.mock('../../../lib/inbox/inbox', () => ({ ...jest.requireActual('../../../lib/inbox/inbox'), watchInbox: jest.fn(), markRead: jest.fn() }));

const row = (id: string, overrides: Partial<InboxRow> = {}): InboxRow => ({
  id,
  orgName: 'Acme Health',
  jobTitle: 'Nurse',
  kind: 'interview',
  subject: `Subject ${id}`,
  body: `Dear Ada,\n\nBody of ${id}`,
  senderName: 'Priya Rao',
  scheduleId: null,
  read: false,
  createdAt: Date.parse('2026-11-20T12:00:00Z'),
  ...overrides,
});

describe('the inbox', () => {
  let push: (rows: InboxRow[]) => void = () => undefined;
  beforeEach(() => {
    jest.mocked(watchInbox).mockImplementation((onChange) => {
      push = onChange;
      onChange([row('m1'), row('m2', { read: true, scheduleId: 's1', subject: 'Choose a time' })]);
      return () => undefined;
    });
    jest.mocked(markRead).mockResolvedValue(undefined);
  });
  afterEach(() => jest.resetAllMocks());

  it('counts the unread, opens a message and marks it read; marking unread again sticks', async () => {
    render(
      <MemoryRouter>
        <InboxPage interviewsPath="/dashboard/candidate/interviews" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '1 unread' })).toBeInTheDocument();
    const [first] = screen.getAllByTestId('inbox-item');
    expect(within(first!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    await userEvent.click(first!);
    expect(screen.getByRole('article')).toHaveTextContent('Body of m1');
    expect(markRead).toHaveBeenCalledWith('m1', true);
    act(() => push([row('m1', { read: true }), row('m2', { read: true, scheduleId: 's1', subject: 'Choose a time' })]));
    expect(screen.getByRole('heading', { name: 'All read' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(markRead).toHaveBeenLastCalledWith('m1', false);
    expect(markRead).toHaveBeenCalledTimes(2);
  });

  it('links a scheduling message to the interviews page and keeps a read message read', async () => {
    render(
      <MemoryRouter>
        <InboxPage interviewsPath="/dashboard/candidate/interviews" />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Choose a time/ }));
    expect(screen.getByRole('link', { name: 'Go to your interviews' })).toHaveAttribute('href', '/dashboard/candidate/interviews');
    expect(markRead).not.toHaveBeenCalled();
  });
});
