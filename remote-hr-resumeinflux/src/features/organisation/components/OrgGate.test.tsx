import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readAccountClaims } from '../api/account-claims';
import { recheckVerification, sendVerificationEmail } from '../api/email-verification';
import { createOrganisation } from '../api/organisation-api';
import type { AccountClaims } from '../types/organisation';
import { OrgGate } from './OrgGate';

jest.mock('../api/account-claims');
jest.mock('../api/email-verification');
jest.mock('../api/organisation-api');

const claims = (fields: Partial<AccountClaims>): AccountClaims => ({
  uid: 'u1',
  role: 'HR',
  orgId: null,
  email: 'hana@acme.example',
  name: 'Hana',
  emailVerified: false,
  ...fields,
});
const readClaims = jest.mocked(readAccountClaims);

const renderGate = () =>
  render(
    <OrgGate>
      {(org) => (
        <p>
          Inside {org.orgId} as {org.uid}
        </p>
      )}
    </OrgGate>,
  );

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.resetAllMocks());

describe('OrgGate', () => {
  it('asks an unverified account to verify, resends the email, and moves on once verified', async () => {
    readClaims.mockResolvedValueOnce(claims({})).mockResolvedValueOnce(claims({ emailVerified: true }));
    jest.mocked(recheckVerification).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    jest.mocked(sendVerificationEmail).mockResolvedValue();
    renderGate();

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/Auth emulator prints the verification link/)).toBeInTheDocument();
    // Sign-up sends no verification email: the step sends the first one itself, once per tab.
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByText('We sent a new link to hana@acme.example.')).toBeInTheDocument();
    expect(sendVerificationEmail).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'I have verified my email' }));
    expect(await screen.findByText(/not verified yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have verified my email' }));
    expect(await screen.findByRole('heading', { name: 'Create your organisation' })).toBeInTheDocument();
    // The second read asked for a fresh token (email_verified is in the token).
    expect(readClaims).toHaveBeenLastCalledWith(true);
  });

  it('creates the organisation, then shows the pages with its id', async () => {
    readClaims.mockResolvedValueOnce(claims({ emailVerified: true })).mockResolvedValueOnce(claims({ emailVerified: true, orgId: 'org-9' }));
    jest.mocked(createOrganisation).mockResolvedValue({ orgId: 'org-9' });
    renderGate();

    await userEvent.click(await screen.findByRole('button', { name: 'Create organisation' }));
    expect(screen.getByText('Enter your organisation’s name.')).toBeInTheDocument();
    expect(createOrganisation).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Organisation name'), '  Acme Health ');
    await userEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('Inside org-9 as u1')).toBeInTheDocument();
    expect(createOrganisation).toHaveBeenCalledWith('Acme Health');
    expect(readClaims).toHaveBeenLastCalledWith(true);
  });

  it('shows what went wrong when the organisation cannot be created', async () => {
    readClaims.mockResolvedValue(claims({ emailVerified: true }));
    jest.mocked(createOrganisation).mockRejectedValue(new Error('You already belong to an organisation.'));
    renderGate();
    await userEvent.type(await screen.findByLabelText('Organisation name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('You already belong to an organisation.')).toBeInTheDocument();
  });

  it('lets a member with an organisation straight through', async () => {
    readClaims.mockResolvedValue(claims({ emailVerified: true, orgId: 'org-a' }));
    renderGate();
    await waitFor(() => expect(screen.getByText('Inside org-a as u1')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Set up resumeinflux' })).not.toBeInTheDocument();
  });
});
