import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { GENAI_TOOL_GROUPS } from 'shared-schemas';
import CandidateAtsPage from './candidate-ats/CandidateAtsPage';
import ContactPage from './contact/ContactPage';
import ForHrPage from './for-hr/ForHrPage';
import HomePage from './home/HomePage';
import MockInterviewPage from './mock-interview/MockInterviewPage';
import SearchPage from './search/SearchPage';

/** Every path a public page may link to: the product's public routes (the shell owns the non-remote ones). */
const KNOWN_PATHS = new Set([
  '/',
  '/select-account',
  '/genai-resume-builder',
  '/genai-candidate-ats',
  '/mock-interview',
  '/for-hr',
  '/privacy-policy',
  '/contact',
  '/candidate-linkedin-search',
  '/candidate-google-search',
  '/job-linkedin-search',
  '/job-google-search',
  '/genai-services',
  '/resumeinflux/login',
  '/resumeinflux/signup',
  '/resumeinflux/home',
  // The shell's sign-in for a role (candidate search asks members to sign in).
  '/login/candidate',
  '/login/interviewer',
  '/login/admin',
  // The API section: HR's own keys page (resumeinflux) and the api's OpenAPI reference.
  '/resumeinflux/api-keys',
  '/api/docs',
  // Each GenAI tool's own screen, under /genai-services.
  ...GENAI_TOOL_GROUPS.flatMap((group) => group.tools.map((tool) => `/genai-services/${tool.slug}`)),
]);
const KNOWN_ANCHORS: Record<string, string[]> = {
  '/genai-services': ['resume-tools', 'job-tools', 'skills-matching', 'utilities'],
  '/genai-candidate-ats': ['ats-check'],
  '/mock-interview': ['api', 'practice-now'],
  '/privacy-policy': ['contact'],
};

const PAGES: [string, ComponentType][] = [
  ['/', HomePage],
  ['/for-hr', ForHrPage],
  ['/mock-interview', MockInterviewPage],
  ['/genai-candidate-ats', CandidateAtsPage],
  ['/contact', ContactPage],
  ['/job-linkedin-search', SearchPage],
  ['/job-google-search', SearchPage],
  ['/candidate-linkedin-search', SearchPage],
  ['/candidate-google-search', SearchPage],
];

function renderAt(path: string, Page: ComponentType) {
  return render(
    // The shell provides the session; /mock-interview's practice reads it.
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe.each(PAGES)('%s', (path, Page) => {
  it('has exactly one h1 and links only to routes that exist', () => {
    renderAt(path, Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const internal = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) {
      const [target = '', anchor] = href.split('#');
      expect(KNOWN_PATHS).toContain(target);
      if (anchor) expect(KNOWN_ANCHORS[target]).toContain(anchor);
    }
  });
});

describe('HomePage', () => {
  it('leads with a call to action to /select-account and links every offering', () => {
    renderAt('/', HomePage);
    expect(screen.getByRole('link', { name: /get started/i })).toHaveAttribute('href', '/select-account');
    const hrefs = new Set(screen.getAllByRole('link').map((link) => link.getAttribute('href')));
    for (const href of [
      '/genai-services#resume-tools',
      '/genai-services#job-tools',
      '/genai-services#skills-matching',
      '/genai-services#utilities',
      '/genai-resume-builder',
      '/for-hr',
      '/mock-interview',
      '/mock-interview#api',
      '/resumeinflux/home',
    ])
      expect(hrefs).toContain(href);
  });
});

describe('SearchPage', () => {
  it.each([
    // HireGen's own search is the first tab; the variant shows in the switcher's current link.
    ['/job-linkedin-search', 'Job search · HireGen'],
    ['/job-google-search', 'Job search · HireGen'],
    ['/candidate-linkedin-search', 'Candidate search · HireGen'],
    ['/candidate-google-search', 'Candidate search · HireGen'],
  ])('picks its variant from the path %s', (path, eyebrow) => {
    renderAt(path, SearchPage);
    expect(screen.getByText(eyebrow, { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
  });
});

describe('MockInterviewPage', () => {
  it('has the HireGen API section the footer points at', () => {
    const { container } = renderAt('/mock-interview', MockInterviewPage);
    expect(container.querySelector('#api h2')?.textContent).toBe('The HireGen API');
  });

  it('says how HR makes API keys, with the keys page and the reference linked (issue 27)', () => {
    const { container } = renderAt('/mock-interview', MockInterviewPage);
    const api = container.querySelector<HTMLElement>('#api')!;
    expect(api).not.toHaveTextContent('on request');
    expect(api).toHaveTextContent('HR → API keys');
    expect(within(api).getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/resumeinflux/api-keys');
    expect(within(api).getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
  });
});
