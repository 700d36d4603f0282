import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '../session/SessionProvider';
import { RequireRole } from './RequireRole';

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname} from {(location.state as { from?: string } | null)?.from ?? '-'}
    </p>
  );
}

function renderAt(path: string, role: string) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/dashboard/x"
            element={
              <RequireRole role={role}>
                <p>secret area</p>
              </RequireRole>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('RequireRole', () => {
  afterEach(() => localStorage.clear());

  it('sends a signed-out visitor to the login for the role, remembering where they were going', () => {
    renderAt('/dashboard/x?tab=1', 'Interviewer');
    expect(screen.getByText('at /login/interviewer from /dashboard/x?tab=1')).toBeInTheDocument();
  });

  it('sends signed-out HR visitors to the resumeinflux login', () => {
    renderAt('/dashboard/x', 'HR');
    expect(screen.getByText(/at \/resumeinflux\/login/)).toBeInTheDocument();
  });

  it('lets a user with the role in, ignoring case', () => {
    localStorage.setItem('user', JSON.stringify({ role: 'hr' }));
    renderAt('/dashboard/x', 'HR');
    expect(screen.getByText('secret area')).toBeInTheDocument();
  });

  it('sends a user with another role to /unauthorized', () => {
    localStorage.setItem('user', JSON.stringify({ role: 'Candidate' }));
    renderAt('/dashboard/x', 'Admin');
    expect(screen.getByText(/at \/unauthorized/)).toBeInTheDocument();
  });

  it('treats a corrupted stored user as signed out', () => {
    localStorage.setItem('user', '{not json');
    renderAt('/dashboard/x', 'Admin');
    expect(screen.getByText(/at \/login\/admin/)).toBeInTheDocument();
  });
});
