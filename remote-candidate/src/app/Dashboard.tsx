import { useEffect, useState } from 'react';
import { AccountSummary, useSession } from 'shared-auth';
import { RoleDashboard, notify } from 'shared-ui';
import { PracticeProgress } from '../features/assigned-interviews/components/PracticeProgress';
import { useApplications } from '../lib/applications/useApplications';
import { OverviewPage } from '../features/overview/components/OverviewPage';
import { useResumes } from '../lib/resumes/useResumes';
import { useInbox } from '../lib/inbox/useInbox';
import { updateProfile } from '../lib/candidate-profile';
import {
  ApplicationsPage,
  InboxPage,
  InterviewsPage,
  JobsPage,
  LettersPage,
  PrivacyPage,
  ResumesPage,
  TailorPage,
  candidateStylesHere,
  loadCandidateStyles,
  warmPagesOnLinkIntent,
} from './dashboard-pages';
import { cloudResumeStore } from './stores';
import { useProfile } from './useProfile';

const BASE = '/dashboard/candidate';
export const CANDIDATE_PATHS = {
  resumes: `${BASE}/resumes`,
  tailor: `${BASE}/tailor`,
  jobs: `${BASE}/jobs`,
  applications: `${BASE}/applications`,
  interviews: `${BASE}/interviews`,
  inbox: `${BASE}/inbox`,
  letters: `${BASE}/letters`,
  privacy: `${BASE}/privacy`,
};

// Set up when this module is evaluated, so also when the shell's role preload fetched it ahead of
// a visit: a link to one of the pages, here or in the shell's menus, fetches that page's code.
warmPagesOnLinkIntent(BASE);

/** True once the area's stylesheet is here (asked for on the first render, not waited for by it). */
function useCandidateStyles(): boolean {
  const [here, setHere] = useState(candidateStylesHere);
  useEffect(() => {
    if (here) return undefined;
    let live = true;
    // A stylesheet that cannot be fetched leaves the figures plain rather than hidden behind "Loading...".
    const settle = () => live && setHere(true);
    loadCandidateStyles().then(settle, settle);
    return () => {
      live = false;
    };
  }, [here]);
  return here;
}

/** The Candidate area, mounted by the shell at /dashboard/candidate/* behind the Candidate guard. */
export default function Dashboard() {
  const { user } = useSession();
  const store = cloudResumeStore();
  const { resumes, error: resumesProblem } = useResumes(store);
  const { applications, error: applicationsProblem } = useApplications();
  const profile = useProfile();
  // The navigation shows how many messages are unread, on every page of the area.
  const { unread } = useInbox();
  // The overview draws its figures with the area's stylesheet: until that is here too, its data is not.
  const styled = useCandidateStyles();
  const makePrimary = (id: string) =>
    updateProfile({ primaryResumeId: id }).then(
      () => notify.success('Primary resume set: job matches use it.'),
      (e: Error) => notify.error(e.message),
    );

  return (
    <RoleDashboard
      base={BASE}
      areaName="Candidate dashboard"
      signedInAs={user}
      overview={
        <OverviewPage
          resumes={styled ? resumes : null}
          applications={styled ? applications : null}
          profile={profile}
          paths={CANDIDATE_PATHS}
          practice={<PracticeProgress />}
          resumesProblem={resumesProblem}
          applicationsProblem={applicationsProblem}
        />
      }
      account={<AccountSummary />}
      pages={[
        {
          path: 'resumes',
          label: 'Resumes',
          element: <ResumesPage store={store} basePath={CANDIDATE_PATHS.resumes} primaryId={profile?.primaryResumeId ?? null} onMakePrimary={makePrimary} />,
        },
        { path: 'tailor', label: 'Tailor to a job', element: <TailorPage store={store} resumesPath={CANDIDATE_PATHS.resumes} /> },
        {
          path: 'jobs',
          label: 'Job matches',
          element: (
            <JobsPage
              store={store}
              primaryResumeId={profile?.primaryResumeId ?? null}
              tailorPath={CANDIDATE_PATHS.tailor}
              resumesPath={CANDIDATE_PATHS.resumes}
            />
          ),
        },
        { path: 'applications', label: 'Applications', element: <ApplicationsPage jobsPath={CANDIDATE_PATHS.jobs} /> },
        { path: 'interviews', label: 'Interviews', element: <InterviewsPage /> },
        { path: 'inbox', label: 'Inbox', element: <InboxPage interviewsPath={CANDIDATE_PATHS.interviews} />, badge: { count: unread, label: 'unread' } },
        { path: 'letters', label: 'Cover letters', element: <LettersPage store={store} resumesPath={CANDIDATE_PATHS.resumes} /> },
        { path: 'privacy', label: 'Privacy and data', element: <PrivacyPage profile={profile} resumes={resumes} /> },
      ]}
    />
  );
}
