import type { ComponentType } from 'react';
import { Loading, lazyComponent, warmOnLinkIntent, type LazyComponent } from 'shared-ui';

let stylesLoad: Promise<unknown> | undefined;
let stylesHere = false;

/**
 * Fetches the area's stylesheet (app/candidate.css) once. Every page below waits for it with its
 * code; the overview waits for it with its data (Dashboard). A failed fetch is forgotten, so the
 * next page's Try again fetches it afresh.
 */
export function loadCandidateStyles(): Promise<unknown> {
  stylesLoad ??= import('./candidate-styles').then(
    () => {
      stylesHere = true;
    },
    (error: unknown) => {
      stylesLoad = undefined;
      throw error;
    },
  );
  return stylesLoad;
}

/** Whether the area's stylesheet has arrived. */
export const candidateStylesHere = (): boolean => stylesHere;

// The dashboard's pages other than the overview, each a chunk of its own fetched when its route
// first opens, or earlier when a link to it is about to be followed (warmPagesOnLinkIntent): a
// cold /dashboard/candidate parses and runs only the overview's code before its first render.
// lazyComponent, not React.lazy behind a Suspense fallback: React 19 would hold each page back
// 300 ms after that fallback showed.
const page = <P extends object>(what: string, load: () => Promise<ComponentType<P>>): LazyComponent<P> =>
  lazyComponent(() => Promise.all([load(), loadCandidateStyles()]).then(([component]) => component), { fallback: <Loading />, what });

export const ResumesPage = page('The resumes page', () => import('./CandidateResumes').then((m) => m.CandidateResumes));
export const TailorPage = page('The tailoring page', () => import('../features/tailor/components/TailorPage').then((m) => m.TailorPage));
export const JobsPage = page('The job matches page', () => import('../features/jobs/components/JobsPage').then((m) => m.JobsPage));
export const ApplicationsPage = page('The applications page', () =>
  import('../features/applications/components/ApplicationsPage').then((m) => m.ApplicationsPage),
);
export const InterviewsPage = page('The interviews page', () => import('./InterviewsPage').then((m) => m.InterviewsPage));
export const InboxPage = page('The inbox', () => import('../features/inbox/components/InboxPage').then((m) => m.InboxPage));
export const LettersPage = page('The cover letters page', () => import('../features/letters/components/LettersPage').then((m) => m.LettersPage));
export const PrivacyPage = page('The privacy page', () => import('../features/privacy/components/PrivacyPage').then((m) => m.PrivacyPage));

/** Each page by its path under the dashboard's base (RoleDashboard's `pages[].path`). */
const PAGES: Record<string, { preload: () => Promise<void> }> = {
  resumes: ResumesPage,
  tailor: TailorPage,
  jobs: JobsPage,
  applications: ApplicationsPage,
  interviews: InterviewsPage,
  inbox: InboxPage,
  letters: LettersPage,
  privacy: PrivacyPage,
};

/** The page a path under `base` opens (…/resumes/abc is the Resumes page), if it is one of these. */
export function pageAt(base: string, pathname: string): { preload: () => Promise<void> } | undefined {
  if (!pathname.startsWith(`${base}/`)) return undefined;
  const [segment = ''] = pathname.slice(base.length + 1).split('/');
  return Object.hasOwn(PAGES, segment) ? PAGES[segment] : undefined;
}

let warming = false;

/**
 * From now on, a page's code is fetched as soon as a link to it is pointed at, focused or touched,
 * wherever that link is (the area's navigation, the overview's next steps, the shell's menus).
 * Once per page load; pages nobody heads for are never fetched.
 */
export function warmPagesOnLinkIntent(base: string): void {
  if (warming || typeof document === 'undefined') return;
  warming = true;
  warmOnLinkIntent((pathname) => void pageAt(base, pathname)?.preload());
}
