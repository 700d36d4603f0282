import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RoleDashboard } from './RoleDashboard';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/dashboard/hr/*"
          element={
            <RoleDashboard
              base="/dashboard/hr"
              areaName="HR dashboard"
              signedInAs={{ name: 'Hana HR', role: 'HR' }}
              overview={<p>overview page</p>}
              account={<p>account page</p>}
              pages={[{ path: 'openings', label: 'Openings', element: <p>openings page</p> }]}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RoleDashboard', () => {
  it('shows who is signed in and the area navigation in order', () => {
    renderAt('/dashboard/hr');
    expect(screen.getByTestId('signed-in-user')).toHaveTextContent('Hana HR');
    const nav = screen.getByRole('navigation', { name: 'HR dashboard navigation' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Overview', 'Openings', 'Account']);
    expect(screen.getByText('overview page')).toBeInTheDocument();
  });

  it('routes to area pages, the account page and 404', () => {
    renderAt('/dashboard/hr/openings');
    expect(screen.getByText('openings page')).toBeInTheDocument();
  });

  it('shows 404 for unknown area paths', () => {
    renderAt('/dashboard/hr/nope');
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
