import type { SearchStyle, SearchSubject } from './search-variants';

export interface SearchInput {
  /** Role, title or skills; commas separate terms ("react developer, typescript"). */
  keywords: string;
  location?: string;
  /** Words to leave out, comma-separated ("intern, unpaid"). */
  exclude?: string;
}

export interface BuiltSearch {
  /** What the visitor sees and can copy. */
  query: string;
  /** Where the search opens. */
  url: string;
  site: 'LinkedIn' | 'Google';
}

const MAX_TERMS = 10;
const MAX_TERM_LENGTH = 80;

/** Splits on commas, semicolons and new lines; drops quotes a visitor typed (we add our own). */
export function parseTerms(text = ''): string[] {
  return text
    .split(/[,;\n]/)
    .map((term) => term.replace(/["“”]/g, '').replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_LENGTH))
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

/** A phrase of several words is quoted so both LinkedIn and Google match it exactly. */
const phrase = (term: string) => (/\s/.test(term) ? `"${term}"` : term);

/**
 * Builds the search a recruiter or job seeker would otherwise write by hand: LinkedIn's own job
 * or people search, or a Google search (for candidates, an "X-ray" of public LinkedIn profiles).
 * Returns undefined until there is at least one keyword.
 */
export function buildSearch(subject: SearchSubject, style: SearchStyle, input: SearchInput): BuiltSearch | undefined {
  const terms = parseTerms(input.keywords).map(phrase);
  if (terms.length === 0) return undefined;
  const [location = ''] = parseTerms(input.location);
  const excluded = parseTerms(input.exclude);

  if (style === 'linkedin') {
    const keywords = [...terms, ...excluded.map((term) => `NOT ${phrase(term)}`)].join(' ');
    if (subject === 'job') {
      const params = new URLSearchParams({ keywords });
      if (location) params.set('location', location);
      const query = location ? `${keywords} · ${location}` : keywords;
      return { query, url: `https://www.linkedin.com/jobs/search/?${params}`, site: 'LinkedIn' };
    }
    // People search has no location box: the place joins the keywords.
    const query = location ? `${keywords} ${phrase(location)}` : keywords;
    return { query, url: `https://www.linkedin.com/search/results/people/?${new URLSearchParams({ keywords: query })}`, site: 'LinkedIn' };
  }

  const parts = subject === 'candidate' ? ['site:linkedin.com/in', ...terms] : [...terms, 'jobs'];
  if (location) parts.push(`"${location}"`);
  parts.push(...excluded.map((term) => `-${phrase(term)}`));
  const query = parts.join(' ');
  return { query, url: `https://www.google.com/search?${new URLSearchParams({ q: query })}`, site: 'Google' };
}
