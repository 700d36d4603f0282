import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { LAST_RANKING_KEY } from '../features/ranking/utils/ranking-storage';
import { HrWorkspacePage } from './HrWorkspacePage';

function renderWorkspace() {
  return render(
    <MemoryRouter initialEntries={['/resumeinflux/hr']}>
      <SessionProvider>
        <HrWorkspacePage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

const row = (file: string, rank: number, score: number) => ({ file, rank, score, matched: [], missing: [], strengths: [], gaps: [] });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('user', JSON.stringify({ role: 'HR', name: 'Hana Haddad' }));
});

describe('HrWorkspacePage', () => {
  it('explains ranking and leads to the upload page; with no ranking yet it says so', () => {
    renderWorkspace();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Hana' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Upload and rank resumes' })[0]).toHaveAttribute('href', '/resumeinflux/upload-resumes');
    expect(screen.getByRole('heading', { name: 'How ranking works' })).toBeInTheDocument();
    expect(screen.getByText(/No ranking in this tab yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Top \d candidates/ })).not.toBeInTheDocument();
  });

  it('shows the top five of the last ranking with their scores, and nothing it does not have', () => {
    sessionStorage.setItem(
      LAST_RANKING_KEY,
      JSON.stringify({
        jobTitle: 'Full Stack Engineer',
        rankedAt: '2026-11-22T04:00:00.000Z',
        rows: [row('a.pdf', 1, 91), row('b.pdf', 2, 80), row('c.pdf', 3, 66), row('d.pdf', 4, 54), row('e.pdf', 5, 40), row('f.pdf', 6, 12), { file: 'scan.pdf', error: 'No text.', matched: [], missing: [], strengths: [], gaps: [] }],
      }),
    );
    renderWorkspace();
    expect(screen.getByRole('heading', { name: 'Last ranking: Full Stack Engineer' })).toBeInTheDocument();
    expect(screen.getByText(/6 resumes ranked, 1 could not be read/)).toBeInTheDocument();
    const top = screen.getByRole('list', { name: 'Top 5 candidates' });
    const items = within(top).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('meter').getAttribute('aria-label'))).toEqual([
      'Match score for a.pdf',
      'Match score for b.pdf',
      'Match score for c.pdf',
      'Match score for d.pdf',
      'Match score for e.pdf',
    ]);
    expect(within(items[0]!).getByRole('meter')).toHaveAttribute('aria-valuenow', '91');
    expect(screen.queryByText('f.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the full ranking' })).toHaveAttribute('href', '/resumeinflux/upload-resumes');
  });

  it('ignores a stored value that is not a ranking', () => {
    sessionStorage.setItem(LAST_RANKING_KEY, JSON.stringify({ rows: [{ file: 3 }] }));
    renderWorkspace();
    expect(screen.getByText(/No ranking in this tab yet/)).toBeInTheDocument();
  });
});
