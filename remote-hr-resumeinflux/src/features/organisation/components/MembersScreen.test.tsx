import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribeInvites, subscribeMembers, subscribeOrganisationName } from '../api/members-store';
import { changeMemberRole, createInvite, removeMember, renameOrganisation, revokeInvite } from '../api/organisation-api';
import { MembersScreen } from './MembersScreen';

jest.mock('../api/members-store');
jest.mock('../api/organisation-api');

const org = { orgId: 'org-a', uid: 'hana', name: 'Hana Haddad', email: 'hana@acme.example' };

beforeEach(() => {
  localStorage.clear();
  jest.mocked(subscribeMembers).mockImplementation((_orgId, onRows) => {
    onRows([
      { uid: 'ivan', role: 'Interviewer', name: 'Ivan Novak', email: 'ivan@acme.example', joinedAt: '2026-10-05T09:00:00Z' },
      { uid: 'hana', role: 'HR', name: 'Hana Haddad', email: 'hana@acme.example', joinedAt: '2026-10-01T09:00:00Z' },
    ]);
    return () => undefined;
  });
  jest.mocked(subscribeInvites).mockImplementation((_orgId, onRows) => {
    onRows([
      {
        id: 'old',
        email: 'gone@acme.example',
        role: 'HR',
        tokenHash: 'h',
        createdBy: 'hana',
        createdAt: '2026-01-01T00:00:00Z',
        expiresAt: '2026-01-04T00:00:00Z',
      },
      {
        id: 'inv1',
        email: 'sam@acme.example',
        role: 'Interviewer',
        tokenHash: 'h',
        createdBy: 'hana',
        createdAt: '2099-01-01T00:00:00Z',
        expiresAt: '2099-01-04T00:00:00Z',
      },
    ]);
    return () => undefined;
  });
  jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

describe('MembersScreen', () => {
  it('lists members with their roles; you cannot change or remove yourself', () => {
    render(<MembersScreen org={org} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Hana Haddad (you)', 'Ivan Novak']);
    expect(screen.getByLabelText('Role of Hana Haddad')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove Hana Haddad' })).not.toBeInTheDocument();
  });

  it('changes a role and removes a member through the api', async () => {
    jest.mocked(changeMemberRole).mockResolvedValue();
    jest.mocked(removeMember).mockResolvedValue();
    render(<MembersScreen org={org} />);
    await userEvent.selectOptions(screen.getByLabelText('Role of Ivan Novak'), 'HR');
    expect(changeMemberRole).toHaveBeenCalledWith('org-a', 'ivan', 'HR');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ivan Novak' }));
    expect(removeMember).toHaveBeenCalledWith('org-a', 'ivan');
  });

  it('invites by email and shows the one-time link, which the pending list keeps showing', async () => {
    jest
      .mocked(createInvite)
      .mockResolvedValue({ inviteId: 'inv1', link: 'http://localhost:3000/resumeinflux/invite/tok123', expiresAt: '2099-01-04T00:00:00Z' });
    const { unmount } = render(<MembersScreen org={org} />);
    const pending = screen.getByRole('heading', { name: 'Pending invitations' }).parentElement!;
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
    expect(within(pending).getByText(/revoke and invite again/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'sam@acme');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email address like name@company.com.');
    await userEvent.type(screen.getByLabelText('Email'), '.example');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Interviewer');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(createInvite).toHaveBeenCalledWith('org-a', 'sam@acme.example', 'Interviewer');
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation for sam@acme.example created');
    expect(screen.getAllByLabelText('Invite link')[0]).toHaveValue('http://localhost:3000/resumeinflux/invite/tok123');

    // Another visit to the page: the pending invite shows its link from this browser.
    unmount();
    render(<MembersScreen org={org} />);
    expect(screen.getByLabelText('Invite link')).toHaveValue('http://localhost:3000/resumeinflux/invite/tok123');
    jest.mocked(revokeInvite).mockResolvedValue();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation for sam@acme.example' }));
    expect(revokeInvite).toHaveBeenCalledWith('org-a', 'inv1');
  });

  it('renames the organisation through the api, which says how many jobs and interviews took the name', async () => {
    jest.mocked(subscribeOrganisationName).mockImplementation((_orgId, onName) => {
      onName('Acme Health');
      return () => undefined;
    });
    jest.mocked(renameOrganisation).mockResolvedValue({ orgId: 'org-a', name: 'Acme Care', jobsUpdated: 12, interviewsUpdated: 1 });
    render(<MembersScreen org={org} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Acme Health');

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your organisation’s name.');
    expect(renameOrganisation).not.toHaveBeenCalled();

    await userEvent.type(field, '  Acme   Care ');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(renameOrganisation).toHaveBeenCalledWith('org-a', 'Acme Care');
    expect(field).toHaveValue('Acme Care');
  });

  it("shows the api's refusal of a rename", async () => {
    jest.mocked(subscribeOrganisationName).mockImplementation((_orgId, onName) => {
      onName('Acme Health');
      return () => undefined;
    });
    jest.mocked(renameOrganisation).mockRejectedValue(new Error('Only HR members can do this.'));
    render(<MembersScreen org={org} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' Group');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only HR members can do this.');
  });
});
