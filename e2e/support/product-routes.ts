import { GENAI_TOOL_GROUPS } from 'shared-schemas';
import { demoUid, firstDocumentId, firstSubDocumentId, readStringField, type DemoRole } from './demo-data';
import { DEMO_INVITE_PATH, DEMO_SHARE_PATH } from '../../api/seed/seed-context';

/**
 * Every screen of the product a person can open, by area: the shell's and remote-public's public
 * pages, each GenAI tool, the sign-in screens, and each role area's screens as its demo account
 * (data from `npm run seed`). The a11y and budget specs walk this list; a new screen goes here.
 */
export type Area = 'public' | 'genai-tool' | 'sign-in' | 'hr-public' | 'candidate' | 'interviewer' | 'hr' | 'admin';

export interface ProductRoute {
  path: string;
  area: Area;
  /** Signed in as this demo account; signed out when absent. */
  as?: DemoRole;
}

export const ROLE_OF_AREA: Partial<Record<Area, DemoRole>> = { candidate: 'Candidate', interviewer: 'Interviewer', hr: 'HR', admin: 'Admin' };

const TOOL_SLUGS = GENAI_TOOL_GROUPS.flatMap((group) => group.tools.map((tool) => tool.slug));

/** The routes, with ids of seeded documents filled in (an open job, an application, an interview, a resume). */
export async function productRoutes(): Promise<ProductRoute[]> {
  const [candidateUid, interviewerUid, hrUid] = await Promise.all([demoUid('Candidate'), demoUid('Interviewer'), demoUid('HR')]);
  const orgId = await readStringField(`users/${hrUid}`, 'orgId');
  const [openJobId, applicationId, interviewId, resumeId] = await Promise.all([
    firstDocumentId('jobs', { orgId, status: 'open' }),
    firstDocumentId('applications', { orgId }),
    firstDocumentId('interviews', { orgId }, ['interviewerUids', interviewerUid]),
    firstSubDocumentId(`candidates/${candidateUid}`, 'resumes'),
  ]);
  const within = (area: Area, paths: string[]): ProductRoute[] => paths.map((path) => ({ path, area, as: ROLE_OF_AREA[area] }));
  return [
    ...within('public', [
      '/',
      '/genai-services',
      '/genai-candidate-ats',
      '/mock-interview',
      '/for-hr',
      '/privacy-policy',
      '/contact',
      '/job-linkedin-search',
      '/job-google-search',
      '/candidate-linkedin-search',
      '/candidate-google-search',
      `/jobs/${openJobId}`,
      // The demo candidate's shared resume, and a link that is not (or no longer) shared.
      DEMO_SHARE_PATH,
      '/r/not-shared-link-00000',
      '/genai-resume-builder',
      '/unauthorized',
      '/no-such-page',
    ]),
    ...within(
      'genai-tool',
      TOOL_SLUGS.map((slug) => `/genai-services/${slug}`),
    ),
    ...within('sign-in', ['/select-account', '/login/candidate', '/signup/candidate', '/auth/magic-link']),
    // resumeinflux's signed-out pages: the HR remote's own home, sign-in and sign-up (/login/hr leads
    // there), and the seeded invitation's join page.
    ...within('hr-public', ['/resumeinflux/home', '/resumeinflux/login', '/resumeinflux/signup', '/login/hr', DEMO_INVITE_PATH]),
    ...within('candidate', [
      '/dashboard/candidate',
      '/dashboard/candidate/resumes',
      `/dashboard/candidate/resumes/${resumeId}`,
      '/dashboard/candidate/tailor',
      '/dashboard/candidate/jobs',
      '/dashboard/candidate/applications',
      '/dashboard/candidate/interviews',
      '/dashboard/candidate/inbox',
      '/dashboard/candidate/letters',
      '/dashboard/candidate/privacy',
    ]),
    ...within('interviewer', ['/dashboard/interviewer', '/dashboard/interviewer/interviews', `/dashboard/interviewer/interviews/${interviewId}`]),
    ...within('hr', [
      '/dashboard/hr',
      '/resumeinflux/hr',
      `/resumeinflux/hr/applications/${applicationId}`,
      '/resumeinflux/jobs',
      `/resumeinflux/jobs/${openJobId}`,
      '/resumeinflux/upload-resumes',
      '/resumeinflux/members',
      '/resumeinflux/message-templates',
      '/resumeinflux/api-keys',
    ]),
    ...within('admin', [
      '/dashboard/admin',
      '/dashboard/admin/users',
      '/dashboard/admin/organizations',
      // One organisation's drill-down (the seeded HR account's).
      `/dashboard/admin/organizations/${orgId}`,
      '/dashboard/admin/inbox',
      '/dashboard/admin/audit',
      '/dashboard/admin/api-keys',
      '/dashboard/admin/platform',
    ]),
  ];
}
