import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { stubFetch } from 'shared-auth/test/api-stubs';
import { SearchLanding } from './SearchLanding';
import { searchVariantFor } from '../search-variants';

const JOB = {
  id: 'j1',
  title: 'Frontend Engineer',
  orgId: 'o1',
  orgName: 'Acme',
  location: 'Noida',
  remote: 'onsite',
  seniority: 'mid',
  minYears: 2,
  salary: null,
  requiredSkills: ['JavaScript'],
  preferredSkills: [],
  postedAt: new Date().toISOString(),
  score: 3.2,
  highlights: { title: { text: 'Frontend Engineer', marks: [[0, 8]] }, skills: ['JavaScript'] },
};
const answer = (total: number) => ({
  total,
  page: 1,
  pageSize: 20,
  results: total ? [JOB] : [],
  facets: { seniority: [{ value: 'mid', count: total }], posted: [], years: [] },
});

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderPage(path: string) {
  window.localStorage.clear();
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <SearchLanding variant={searchVariantFor(path.split('?')[0]!)} />
        <Url />
      </MemoryRouter>
    </SessionProvider>,
  );
  return userEvent.setup();
}

afterEach(() => jest.restoreAllMocks());

describe('HireGen search tab', () => {
  it('searches as the visitor types, marks the matches, and keeps the query in the URL', async () => {
    const { calls } = stubFetch((call) => ({ status: 200, body: answer(call.path.includes('q=front') ? 1 : 0) }));
    const user = renderPage('/job-linkedin-search');
    expect(await screen.findByRole('heading', { name: '0 open jobs' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search HireGen jobs'), 'front');
    expect(await screen.findByRole('heading', { name: '1 open job' })).toBeInTheDocument();
    expect(screen.getByText('Frontend', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute('href', '/jobs/j1');
    expect(screen.getByTestId('url')).toHaveTextContent('/job-linkedin-search?q=front');
    expect(calls.at(-1)?.path).toBe('/api/search/jobs?q=front');
  });

  it("shows the api's message for a malformed query and keeps the last results", async () => {
    stubFetch((call) =>
      call.path.includes('%22')
        ? { status: 400, body: { message: 'The quote at position 1 is never closed: add a closing ".' } }
        : { status: 200, body: answer(1) },
    );
    const user = renderPage('/job-google-search?q=frontend');
    expect(await screen.findByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search HireGen jobs'));
    await user.type(screen.getByLabelText('Search HireGen jobs'), '"front');
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote at position 1 is never closed');
    expect(screen.getByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
  });

  it('asks visitors to sign in as a member before searching candidates, and calls nothing', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: answer(0) }));
    renderPage('/candidate-linkedin-search');
    expect(screen.getByRole('heading', { name: 'Candidate search is for hiring teams' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as HR' })).toHaveAttribute('href', '/resumeinflux/login');
    await waitFor(() => expect(calls).toHaveLength(0));
  });

  it('switches to the LinkedIn/Google builder tab with the arrow keys', async () => {
    stubFetch(() => ({ status: 200, body: answer(0) }));
    const user = renderPage('/job-google-search');
    screen.getByRole('tab', { name: 'Search HireGen' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Build a Google search' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Search on Google' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/job-google-search?tab=web');
  });
});
