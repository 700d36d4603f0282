import { act, render, screen } from '@testing-library/react';
import { SessionProvider } from './SessionProvider';
import { useSession } from './useSession';

function Probe() {
  const { user, setUser, clearUser } = useSession();
  return (
    <div>
      <p>role: {user?.role ?? 'none'}</p>
      <button onClick={() => setUser({ role: 'Candidate', name: 'Ada' })}>sign in</button>
      <button onClick={clearUser}>sign out</button>
    </div>
  );
}

describe('SessionProvider', () => {
  afterEach(() => localStorage.clear());

  it('restores the user from localStorage, writes changes and removes it on clear', () => {
    localStorage.setItem('user', JSON.stringify({ role: 'HR' }));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('role: HR')).toBeInTheDocument();

    act(() => screen.getByText('sign in').click());
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ role: 'Candidate', name: 'Ada' });

    act(() => screen.getByText('sign out').click());
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByText('role: none')).toBeInTheDocument();
  });
});
