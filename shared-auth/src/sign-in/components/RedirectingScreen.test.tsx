import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '../../session/SessionProvider';
import RedirectingScreen from './RedirectingScreen';

// The Firebase side is stubbed at the shared-auth boundary: the sign-in methods module.
const startProviderRedirect = jest.fn();
jest.mock('../sign-in-methods', () => ({
  startProviderRedirect: (...args: unknown[]) => startProviderRedirect(...args),
  completeProviderRedirect: jest.fn(),
}));
const notifyError = jest.fn();
jest.mock('shared-ui', () => ({
  notify: { error: (text: string) => notifyError(text), success: jest.fn() },
  Loading: ({ label }: { label: string }) => <p>{label}</p>,
}));

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderAt(url: string) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/redirecting" element={<RedirectingScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('RedirectingScreen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    startProviderRedirect.mockReset();
    notifyError.mockReset();
  });

  it('stores the role, sets the flag and starts a Google redirect', async () => {
    startProviderRedirect.mockReturnValue(new Promise(() => undefined));
    renderAt('/redirecting?role=Candidate');
    expect(screen.getByText('Redirecting to Google Login... Please wait a moment.')).toBeInTheDocument();
    await waitFor(() => expect(startProviderRedirect).toHaveBeenCalledWith('google'));
    expect(sessionStorage.getItem('hiregen_role')).toBe('Candidate');
    expect(sessionStorage.getItem('hiregen_redirecting_to_google')).toBe('true');
  });

  it('without a role: toast and /select-account, no redirect', async () => {
    renderAt('/redirecting');
    expect(await screen.findByText('at /select-account')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Missing role. Redirecting...');
    expect(startProviderRedirect).not.toHaveBeenCalled();
  });

  it('when the redirect fails: toast and /login/{role} in lower case, flag cleared', async () => {
    startProviderRedirect.mockRejectedValue(new Error('network'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/redirecting?role=Interviewer');
    expect(await screen.findByText('at /login/interviewer')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Failed to redirect to Google login.');
    expect(sessionStorage.getItem('hiregen_redirecting_to_google')).toBeNull();
  });
});
