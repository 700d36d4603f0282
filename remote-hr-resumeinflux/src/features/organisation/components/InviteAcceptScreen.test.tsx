import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { readAccountClaims } from '../api/account-claims';
import { acceptInvite, previewInvite } from '../api/invite-api';
import { InviteAcceptScreen } from './InviteAcceptScreen';

jest.mock('../api/account-claims');
jest.mock('../api/invite-api');
jest.mock('../api/email-verification');
const signOut = jest.fn(async () => undefined);
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useSignOut: () => signOut,
  SignUpPanel: ({ role }: { role: string }) => <p>Sign-up form for {role}</p>,
  SignInPanel: ({ role }: { role: string }) => <p>Sign-in form for {role}</p>,
}));

const invite = {
  orgName: 'Acme Health',
  role: 'Interviewer' as const,
  email: 'ivan@acme.example',
  expiresAt: '2026-11-26T10:00:00Z',
  status: 'valid' as const,
};

const renderInvite = () =>
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/resumeinflux/invite/tok']}>
        <Routes>
          <Route path="/resumeinflux/invite/:token" element={<InviteAcceptScreen token="tok" />} />
          <Route path="/dashboard/interviewer" element={<p>Interviewer dashboard</p>} />
          <Route path="/login/interviewer" element={<p>Interviewer login</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => jest.resetAllMocks());

describe('InviteAcceptScreen', () => {
  it('signed out: names the organisation and role, and offers an account for that role first', async () => {
    jest.mocked(previewInvite).mockResolvedValue(invite);
    jest.mocked(readAccountClaims).mockResolvedValue(null);
    renderInvite();
    expect(await screen.findByRole('heading', { name: 'Join Acme Health as an interviewer' })).toBeInTheDocument();
    expect(screen.getByText('ivan@acme.example')).toBeInTheDocument();
    expect(screen.getByText('Sign-up form for Interviewer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with an existing account' }));
    expect(screen.getByText('Sign-in form for Interviewer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept and join/ })).not.toBeInTheDocument();
  });

  it('an expired link says so and cannot be accepted', async () => {
    jest.mocked(previewInvite).mockResolvedValue({ ...invite, status: 'expired' });
    jest.mocked(readAccountClaims).mockResolvedValue(null);
    renderInvite();
    expect(await screen.findByText('This invitation to Acme Health has expired. Ask for a new one.')).toBeInTheDocument();
  });

  it('signed in and verified: accepting joins, refreshes the token and lands on the role’s page', async () => {
    localStorage.setItem('user', JSON.stringify({ uid: 'ivan', role: 'Interviewer', name: 'Ivan' }));
    jest.mocked(previewInvite).mockResolvedValue(invite);
    jest
      .mocked(readAccountClaims)
      .mockResolvedValueOnce({ uid: 'ivan', role: 'Interviewer', orgId: null, email: 'ivan@acme.example', name: 'Ivan', emailVerified: true })
      .mockResolvedValue({ uid: 'ivan', role: 'Interviewer', orgId: 'org-a', email: 'ivan@acme.example', name: 'Ivan', emailVerified: true });
    jest.mocked(acceptInvite).mockResolvedValue();
    renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and join Acme Health' }));
    expect(await screen.findByText('Interviewer dashboard')).toBeInTheDocument();
    expect(acceptInvite).toHaveBeenCalledWith('tok');
    // The new orgId claim is read from a fresh token.
    expect(readAccountClaims).toHaveBeenCalledWith(true);
  });

  it('when joining replaced a role the account had (sign-in revoked), asks to sign in again with the new one', async () => {
    localStorage.setItem('user', JSON.stringify({ uid: 'ivan', role: 'HR', name: 'Ivan' }));
    jest.mocked(previewInvite).mockResolvedValue(invite);
    jest
      .mocked(readAccountClaims)
      .mockResolvedValueOnce({ uid: 'ivan', role: 'HR', orgId: null, email: 'ivan@acme.example', name: 'Ivan', emailVerified: true })
      .mockRejectedValue(new Error('auth/user-token-expired'));
    jest.mocked(acceptInvite).mockResolvedValue();
    renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and join Acme Health' }));
    expect(await screen.findByText('Interviewer login')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('warns when the signed-in address is not the invited one', async () => {
    localStorage.setItem('user', JSON.stringify({ uid: 'x', role: 'HR', name: 'Xena' }));
    jest.mocked(previewInvite).mockResolvedValue(invite);
    jest.mocked(readAccountClaims).mockResolvedValue({ uid: 'x', role: 'HR', orgId: null, email: 'xena@other.example', name: 'Xena', emailVerified: true });
    renderInvite();
    expect(await screen.findByText(/You are signed in as xena@other\.example, but this invitation is for ivan@acme\.example/)).toBeInTheDocument();
  });
});
