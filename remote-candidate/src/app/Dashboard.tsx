import { AccountSummary, useSession } from 'shared-auth';
import { PageHeader, RoleDashboard, notify } from 'shared-ui';
import { ApplicationsPage } from '../features/applications/components/ApplicationsPage';
import { AssignedInterviews, PracticeProgress } from '../features/assigned-interviews';
import { useApplications } from '../lib/applications/useApplications';
import { JobsPage } from '../features/jobs/components/JobsPage';
import { OverviewPage } from '../features/overview/components/OverviewPage';
import { PrivacyPage } from '../features/privacy/components/PrivacyPage';
import { MoveLocalResumes } from '../features/resumes/components/MoveLocalResumes';
import { useResumes } from '../lib/resumes/useResumes';
import { TailorPage } from '../features/tailor/components/TailorPage';
import { updateProfile } from '../lib/candidate-profile';
import { ResumesArea } from './ResumesArea';
import { browserResumeStore, cloudResumeStore } from './stores';
import { useProfile } from './useProfile';
import './candidate.css';

const BASE = '/dashboard/candidate';
export const CANDIDATE_PATHS = {
  resumes: `${BASE}/resumes`,
  tailor: `${BASE}/tailor`,
  jobs: `${BASE}/jobs`,
  applications: `${BASE}/applications`,
  privacy: `${BASE}/privacy`,
};

/** The Candidate area, mounted by the shell at /dashboard/candidate/* behind the Candidate guard. */
export default function Dashboard() {
  const { user } = useSession();
  const store = cloudResumeStore();
  const { resumes } = useResumes(store);
  const { applications } = useApplications();
  const profile = useProfile();
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
      overview={<OverviewPage resumes={resumes} applications={applications} profile={profile} paths={CANDIDATE_PATHS} practice={<PracticeProgress />} />}
      account={<AccountSummary />}
      pages={[
        { path: 'resumes', label: 'Resumes', element: <ResumesArea store={store} basePath={CANDIDATE_PATHS.resumes} primaryId={profile?.primaryResumeId ?? null} onMakePrimary={makePrimary} notice={<MoveLocalResumes local={browserResumeStore()} cloud={store} />} /> },
        { path: 'tailor', label: 'Tailor to a job', element: <TailorPage store={store} resumesPath={CANDIDATE_PATHS.resumes} /> },
        { path: 'jobs', label: 'Job matches', element: <JobsPage store={store} primaryResumeId={profile?.primaryResumeId ?? null} tailorPath={CANDIDATE_PATHS.tailor} resumesPath={CANDIDATE_PATHS.resumes} /> },
        { path: 'applications', label: 'Applications', element: <ApplicationsPage jobsPath={CANDIDATE_PATHS.jobs} /> },
        {
          path: 'interviews',
          label: 'Interviews',
          element: (
            <>
              <PageHeader title="Interviews" lead="Interviews employers assigned to you, and your practice." />
              <AssignedInterviews />
            </>
          ),
        },
        { path: 'privacy', label: 'Privacy and data', element: <PrivacyPage profile={profile} resumes={resumes} /> },
      ]}
    />
  );
}
