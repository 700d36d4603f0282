import { buildSearch, parseTerms } from './build-search';

describe('parseTerms', () => {
  it('splits on commas, trims, drops typed quotes and empties, and caps the count', () => {
    expect(parseTerms(' react developer ,"typescript";; \n node ')).toEqual(['react developer', 'typescript', 'node']);
    expect(parseTerms(Array.from({ length: 20 }, (_, i) => `t${i}`).join(','))).toHaveLength(10);
  });
});

describe('buildSearch', () => {
  const input = { keywords: 'react developer, typescript', location: 'Noida', exclude: 'intern' };

  it('needs at least one keyword', () => {
    expect(buildSearch('job', 'google', { keywords: ' , ' })).toBeUndefined();
  });

  it('builds a LinkedIn job search with keywords and location', () => {
    const built = buildSearch('job', 'linkedin', input)!;
    expect(built.site).toBe('LinkedIn');
    const url = new URL(built.url);
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/jobs/search/');
    expect(url.searchParams.get('keywords')).toBe('"react developer" typescript NOT intern');
    expect(url.searchParams.get('location')).toBe('Noida');
  });

  it('builds a LinkedIn people search with the place among the keywords', () => {
    const url = new URL(buildSearch('candidate', 'linkedin', { keywords: 'java', location: 'New Delhi' })!.url);
    expect(url.pathname).toBe('/search/results/people/');
    expect(url.searchParams.get('keywords')).toBe('java "New Delhi"');
  });

  it('builds a Google job search', () => {
    const built = buildSearch('job', 'google', input)!;
    expect(built.query).toBe('"react developer" typescript jobs "Noida" -intern');
    expect(new URL(built.url).searchParams.get('q')).toBe(built.query);
  });

  it('builds a Google X-ray search of LinkedIn profiles for candidates', () => {
    const built = buildSearch('candidate', 'google', { keywords: 'data scientist, NLP', exclude: 'recruiter, hiring manager' })!;
    expect(built.query).toBe('site:linkedin.com/in "data scientist" NLP -recruiter -"hiring manager"');
    expect(built.url.startsWith('https://www.google.com/search?q=')).toBe(true);
  });
});
