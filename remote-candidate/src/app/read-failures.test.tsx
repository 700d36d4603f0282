import type { ComponentProps } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { refused, unreachable } from 'shared-auth/test/firestore-stubs';
import { watchApplications } from '../lib/applications/applications';
import { loadOpenJobs } from '../lib/open-jobs';
import type { ResumeStore } from '../lib/resumes/resume-store';
import { ApplicationsPage } from '../features/applications/components/ApplicationsPage';
import { BuilderScreen } from '../features/builder/components/BuilderScreen';
import { JobsPage } from '../features/jobs/components/JobsPage';
import { OverviewPage } from '../features/overview/components/OverviewPage';
import { ResumesPage } from '../features/resumes/components/ResumesPage';
import { TailorPage } from '../features/tailor/components/TailorPage';

// The overview greets the signed-in person; the shell's session is not what these tests are about.
jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), useSession: () => ({ user: { name: 'Asha' } }) }));
jest.mock('../lib/applications/applications', () => ({ ...jest.requireActual('../lib/applications/applications'), watchApplications: jest.fn() }));
jest.mock('../lib/open-jobs', () => ({ ...jest.requireActual('../lib/open-jobs'), loadOpenJobs: jest.fn() }));
const watchApplicationsMock = watchApplications as jest.MockedFunction<typeof watchApplications>;
const loadOpenJobsMock = loadOpenJobs as jest.MockedFunction<typeof loadOpenJobs>;

function failingStore(error: Error): ResumeStore {
  const never = () => new Promise<never>(() => undefined);
  return {
    kind: 'cloud',
    watchResumes: (_onChange, onError) => {
      onError(error);
      return () => undefined;
    },
    load: async () => Promise.reject(error),
    create: never,
    save: never,
    remove: never,
    versions: never,
    saveVersion: never,
  };
}

const inRouter = (ui: React.ReactNode, path = '/') => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
/** The overview with no profile and no applications yet, and what a test sets. */
const overview = (props: Partial<ComponentProps<typeof OverviewPage>>) =>
  inRouter(
    <OverviewPage
      resumes={null}
      applications={null}
      profile={null}
      paths={{ resumes: '/r', jobs: '/j', tailor: '/t', privacy: '/p', applications: '/a' }}
      {...props}
    />,
  );

beforeEach(() => {
  watchApplicationsMock.mockImplementation((_onChange, onError) => {
    onError(refused());
    return () => undefined;
  });
  loadOpenJobsMock.mockReturnValue(new Promise(() => undefined));
});

describe('candidate screens whose read fails', () => {
  it('resumes: a worded sentence, not Firestore’s text', async () => {
    inRouter(<ResumesPage store={failingStore(refused())} basePath="/r" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have access to your resumes. Sign out and in again; if this keeps happening, contact support.',
    );
    expect(screen.queryByText(/insufficient permissions/)).not.toBeInTheDocument();
  });

  it('builder: says the resume could not be reached and what to do', async () => {
    inRouter(
      <Routes>
        <Route path="/r/:resumeId" element={<BuilderScreen store={failingStore(unreachable())} backTo="/r" renderPdf={jest.fn()} />} />
      </Routes>,
      '/r/abc',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This resume could not be loaded because HireGen cannot be reached. Check your connection and reload the page.',
    );
    expect(screen.queryByText(/client is offline/)).not.toBeInTheDocument();
  });

  it('applications: a worded sentence', async () => {
    inRouter(<ApplicationsPage jobsPath="/j" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to your applications.');
  });

  it('job matches: a failed job list is worded', async () => {
    loadOpenJobsMock.mockRejectedValue(unreachable());
    const store = failingStore(unreachable());
    store.watchResumes = () => () => undefined;
    inRouter(<JobsPage store={store} primaryResumeId={null} tailorPath="/t" resumesPath="/r" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Open jobs could not be loaded because HireGen cannot be reached.');
  });

  it('job matches and tailoring stop waiting when the resumes cannot be read', async () => {
    const first = inRouter(<JobsPage store={failingStore(refused())} primaryResumeId={null} tailorPath="/t" resumesPath="/r" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to your resumes.');
    first.unmount();
    inRouter(<TailorPage store={failingStore(refused())} resumesPath="/r" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to your resumes.');
  });

  it('overview: shows why its figures are missing instead of loading for ever', () => {
    overview({ resumes: null, resumesProblem: 'Your resumes could not be loaded. Reload the page to try again; if this keeps happening, contact support.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your resumes could not be loaded. Reload the page');
  });

  it('overview: an applications failure shows in its own block', () => {
    overview({
      resumes: [],
      applicationsProblem: 'You do not have access to your applications. Sign out and in again; if this keeps happening, contact support.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to your applications.');
    expect(screen.getByRole('heading', { name: 'Applications by stage' })).toBeInTheDocument();
  });
});
