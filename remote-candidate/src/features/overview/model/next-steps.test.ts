import { nextSteps, type OverviewState } from './next-steps';

const paths = { resumes: '/r', jobs: '/j', tailor: '/t', privacy: '/p' };
const base: OverviewState = { resumes: [], primaryResumeId: null, directoryOptIn: false, applications: [] };

describe('nextSteps', () => {
  it('asks for a first resume and nothing else when there is none', () => {
    expect(nextSteps(base, paths)).toEqual([{ text: expect.stringMatching(/first resume/), to: '/r' }]);
  });

  it('puts review and a weak score first, then primary, jobs and the directory', () => {
    const steps = nextSteps({ ...base, resumes: [{ id: 'a', title: 'Data', latestScore: 55, review: 3 }] }, paths);
    expect(steps.map((s) => s.to)).toEqual(['/r/a', '/r/a', '/r', '/j']);
    expect(steps[0]!.text).toContain('3 highlighted fields');
    expect(steps[1]!.text).toContain('from 55 to 70+');
  });

  it('suggests tailoring once applications are under way, and nothing about the directory when opted in', () => {
    const steps = nextSteps(
      { resumes: [{ id: 'a', title: 'Data', latestScore: 82, review: 0 }], primaryResumeId: 'a', directoryOptIn: true, applications: [{ stage: 'screening' }] },
      paths,
    );
    expect(steps).toEqual([{ text: 'Tailor a resume to your next application.', to: '/t' }]);
  });
});
