import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApplicationsPage, InterviewsPage, JobsPage, ResumesPage, candidateStylesHere, pageAt, warmPagesOnLinkIntent } from './dashboard-pages';

// Stand-ins for two pages' code: what matters here is when that code is asked for.
jest.mock('../features/applications/components/ApplicationsPage', () => ({ ApplicationsPage: () => <h1>Applications stand-in</h1> }));
jest.mock('./InterviewsPage', () => ({ InterviewsPage: () => <h1>Interviews stand-in</h1> }));

const BASE = '/dashboard/candidate';

describe('the candidate dashboard pages', () => {
  it('finds the page a path opens, sub-paths included, and nothing for the overview, account or other areas', () => {
    expect(pageAt(BASE, '/dashboard/candidate/resumes/r1')).toBe(ResumesPage);
    expect(pageAt(BASE, '/dashboard/candidate/jobs')).toBe(JobsPage);
    expect(pageAt(BASE, '/dashboard/candidate')).toBeUndefined();
    expect(pageAt(BASE, '/dashboard/candidate/account')).toBeUndefined();
    expect(pageAt(BASE, '/dashboard/candidate/constructor')).toBeUndefined();
    expect(pageAt(BASE, '/dashboard/candidates/jobs')).toBeUndefined();
  });

  it('fetches a page’s code, with the area’s stylesheet, when a link to it is pointed at, so it opens with no loading state', async () => {
    expect(candidateStylesHere()).toBe(false); // the dashboard's first render does not wait for it
    warmPagesOnLinkIntent(BASE);
    document.body.innerHTML = '<a id="to-applications" href="/dashboard/candidate/applications">Applications</a>';
    await act(async () => {
      document.getElementById('to-applications')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    render(
      <MemoryRouter>
        <ApplicationsPage jobsPath="/dashboard/candidate/jobs" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Applications stand-in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(candidateStylesHere()).toBe(true);
  });

  it('shows the loading state for a page nobody headed for, until its code is here', async () => {
    render(<InterviewsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Interviews stand-in' })).toBeInTheDocument();
  });
});
