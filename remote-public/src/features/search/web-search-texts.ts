import type { SearchInput } from './build-search';

/**
 * The second tab's texts on each search page (the LinkedIn/Google search builder, `?tab=web`),
 * keyed by the page's path. Apart from searchVariants.ts: they load with that tab, not with the page.
 */
export interface WebSearchTexts {
  title: string;
  lead: string;
  /** Labels of the form's keyword field and its hint. */
  keywordsLabel: string;
  keywordsHint: string;
  /** The next step inside HireGen once the search has found something. */
  next: { label: string; to: string };
  howItWorks: { title: string; text: string }[];
  /** Ready-made searches that fill the form. */
  examples: SearchInput[];
}

export const WEB_SEARCH_TEXTS: Record<string, WebSearchTexts> = {
  '/job-linkedin-search': {
    title: 'Search LinkedIn jobs, precisely',
    lead: 'Say what role you want and where, and HireGen builds the LinkedIn job search for you — exact phrases, the words you want left out, and the place. Then check your match in HireGen.',
    keywordsLabel: 'Job title or skills',
    keywordsHint: 'Separate terms with commas, e.g. “frontend developer, react”.',
    next: { label: 'Sign in to check your match', to: '/select-account' },
    howItWorks: [
      { title: 'Describe the job', text: 'A title or skills, a place, and anything you want to leave out.' },
      { title: 'Open the search', text: 'HireGen writes the LinkedIn job search and opens it in a new tab.' },
      { title: 'Check your fit', text: 'Bring a job you like back to HireGen to see how well your resume matches.' },
    ],
    examples: [
      { keywords: 'frontend developer, react', location: 'Noida', exclude: 'intern' },
      { keywords: 'data analyst', location: 'Bengaluru' },
      { keywords: 'product designer, figma', location: 'Remote' },
    ],
  },
  '/job-google-search': {
    title: 'Find jobs on every board with one Google search',
    lead: 'Company career pages, job boards and networks in one go: HireGen writes a precise Google search for the role and place you want, with exact phrases and the noise left out.',
    keywordsLabel: 'Job title or skills',
    keywordsHint: 'Separate terms with commas, e.g. “java backend, spring boot”.',
    next: { label: 'Sign in to check your match', to: '/select-account' },
    howItWorks: [
      { title: 'Describe the job', text: 'A title or skills, a place, and words to leave out.' },
      { title: 'Search the whole web', text: 'HireGen builds the Google query and opens it in a new tab.' },
      { title: 'Check your fit', text: 'Bring a job you like back to HireGen to see how well your resume matches.' },
    ],
    examples: [
      { keywords: 'java backend, spring boot', location: 'Pune', exclude: 'intern' },
      { keywords: 'HR generalist', location: 'Gurugram' },
      { keywords: 'react native developer', location: 'Remote', exclude: 'unpaid' },
    ],
  },
  '/candidate-linkedin-search': {
    title: 'Find candidates on LinkedIn',
    lead: 'For recruiters and HR teams: turn a role’s must-have skills and location into a LinkedIn people search in one click, then bring promising resumes into resumeinflux to rank them against the job.',
    keywordsLabel: 'Role or must-have skills',
    keywordsHint: 'Separate terms with commas, e.g. “java developer, kafka”.',
    next: { label: 'Sign in as HR to rank resumes', to: '/resumeinflux/login' },
    howItWorks: [
      { title: 'Describe the person', text: 'The role, must-have skills and the place.' },
      { title: 'Open the search', text: 'HireGen writes the LinkedIn people search and opens it in a new tab.' },
      { title: 'Rank with HireGen', text: 'Upload the resumes you receive to resumeinflux and see who fits best, and why.' },
    ],
    examples: [
      { keywords: 'java developer, spring boot, kafka', location: 'Noida' },
      { keywords: 'QA engineer, playwright', location: 'Hyderabad', exclude: 'manual testing' },
      { keywords: 'talent acquisition', location: 'Mumbai' },
    ],
  },
  '/candidate-google-search': {
    title: 'Find candidates with a Google X-ray search',
    lead: 'Recruiters search public LinkedIn profiles through Google — an “X-ray” search — to reach people LinkedIn’s own search hides. HireGen writes the boolean string so you don’t have to.',
    keywordsLabel: 'Role or must-have skills',
    keywordsHint: 'Separate terms with commas, e.g. “data scientist, NLP”.',
    next: { label: 'Sign in as HR to rank resumes', to: '/resumeinflux/login' },
    howItWorks: [
      { title: 'Describe the person', text: 'The role, must-have skills, the place and what to leave out.' },
      { title: 'X-ray with Google', text: 'HireGen builds the site:linkedin.com/in query and opens it in a new tab.' },
      { title: 'Rank with HireGen', text: 'Upload the resumes you receive to resumeinflux and see who fits best, and why.' },
    ],
    examples: [
      { keywords: 'data scientist, NLP', location: 'Bengaluru', exclude: 'recruiter' },
      { keywords: 'devops engineer, kubernetes', location: 'Noida' },
      { keywords: 'payroll specialist', location: 'Chennai', exclude: 'jobs' },
    ],
  },
};

/** The texts of a search page's second tab; unknown paths get the first page's, as searchVariantFor does. */
export const webSearchTextsFor = (path: string): WebSearchTexts => WEB_SEARCH_TEXTS[path] ?? WEB_SEARCH_TEXTS['/job-linkedin-search']!;
