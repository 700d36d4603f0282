/** The four search pages: jobs or candidates, on LinkedIn or through Google. */
export type SearchSubject = 'job' | 'candidate';
export type SearchStyle = 'linkedin' | 'google';

export interface SearchVariant {
  path: string;
  subject: SearchSubject;
  style: SearchStyle;
  eyebrow: string;
  /** The page's main tab: HireGen's own search. (The second tab's texts: webSearchTexts.ts.) */
  hiregen: { title: string; lead: string };
}

export const SEARCH_VARIANTS: SearchVariant[] = [
  {
    path: '/job-linkedin-search',
    subject: 'job',
    style: 'linkedin',
    eyebrow: 'Job search · LinkedIn',
    hiregen: {
      title: 'Search jobs on HireGen',
      lead: 'Open jobs from HireGen employers, with filters for skills, place, seniority, pay and date. Sign in as a candidate to see how well you match each one.',
    },
  },
  {
    path: '/job-google-search',
    subject: 'job',
    style: 'google',
    eyebrow: 'Job search · Google',
    hiregen: {
      title: "Search jobs with HireGen's query language",
      lead: 'One box, Google-style: exact phrases, OR, -words, parentheses and title:, skill:, location:, company: fields, over every open job on HireGen.',
    },
  },
  {
    path: '/candidate-linkedin-search',
    subject: 'candidate',
    style: 'linkedin',
    eyebrow: 'Candidate search · LinkedIn',
    hiregen: {
      title: 'Search candidates on HireGen',
      lead: "The talent directory and the applicants you work with (HR: all of your organisation's, uploads included; interviewers: those assigned to you), filtered by skills, place and experience, matched to your open jobs.",
    },
  },
  {
    path: '/candidate-google-search',
    subject: 'candidate',
    style: 'google',
    eyebrow: 'Candidate search · Google X-ray',
    hiregen: {
      title: 'Boolean candidate search on HireGen',
      lead: "Recruiter-style Boolean search over the talent directory and your organisation's candidates: phrases, OR, NOT, groups and fields.",
    },
  },
];

/** The variant for a path; unknown paths fall back to the first (LinkedIn job search). */
export function searchVariantFor(pathname: string): SearchVariant {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SEARCH_VARIANTS.find((variant) => variant.path === path) ?? SEARCH_VARIANTS[0]!;
}
