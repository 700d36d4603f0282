// The pipeline as PipelinePage composes it: criteria review's summary on each applicant and its
// filter (meets all / meets one criterion) applied to the board and the ranked list.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ApplicationCriteriaReview, JobCriteria } from 'shared-schemas';
import { subscribeCriteriaReviews, subscribeJobCriteria } from '../features/criteria/api/criteria-store';
import { usePipelineCriteria } from '../features/criteria/hooks/usePipelineCriteria';
import { subscribeJobApplications } from '../features/pipeline/api/applications-store';
import { fetchJobRanking } from '../features/pipeline/api/ranking-api';
import { PipelineScreen } from '../features/pipeline/components/PipelineScreen';
import { application } from '../features/pipeline/test/applications';

jest.mock('../features/criteria/api/criteria-store');
jest.mock('../features/pipeline/api/applications-store');
jest.mock('../features/pipeline/api/ranking-api');

const rows = [application('Ada Lovelace'), application('Bo Chen'), application('Cy Diaz')];
const criteria: JobCriteria = {
  orgId: 'org-a',
  jobId: 'job-1',
  version: 1,
  updatedBy: 'hana',
  updatedAt: null as unknown as JobCriteria['updatedAt'],
  criteria: [
    { id: 'go', text: 'Expertise in Go', kind: 'skill' },
    { id: 'years', text: '3+ years of experience', kind: 'experience-years' },
  ],
};
const review = (applicationId: string, go: 'met' | 'not-met' | 'unclear', years: 'met' | 'not-met' | 'unclear'): ApplicationCriteriaReview => {
  const reviews = [
    { criterionId: 'go', verdict: go, evidence: null, reason: '' },
    { criterionId: 'years', verdict: years, evidence: null, reason: '' },
  ];
  return {
    orgId: 'org-a',
    jobId: 'job-1',
    applicationId,
    criteriaVersion: 1,
    reviews,
    reviewedAt: null as unknown as ApplicationCriteriaReview['reviewedAt'],
    counts: {
      met: reviews.filter((r) => r.verdict === 'met').length,
      notMet: reviews.filter((r) => r.verdict === 'not-met').length,
      unclear: reviews.filter((r) => r.verdict === 'unclear').length,
    },
  };
};

function Composed() {
  const addOn = usePipelineCriteria('org-a', 'job-1');
  return (
    <PipelineScreen
      actor={{ orgId: 'org-a', uid: 'hana', name: 'Hana' }}
      jobs={[{ id: 'job-1', title: 'Backend Engineer', status: 'open' }]}
      jobId="job-1"
      onJobChange={() => undefined}
      addOn={addOn}
    />
  );
}

beforeEach(() => {
  jest.mocked(subscribeJobApplications).mockImplementation((_o, _j, onRows) => {
    onRows(rows);
    return () => undefined;
  });
  jest.mocked(subscribeJobCriteria).mockImplementation((_j, on) => {
    on(criteria);
    return () => undefined;
  });
  jest.mocked(subscribeCriteriaReviews).mockImplementation((_o, _j, on) => {
    // Cy has not been reviewed yet.
    on([review(rows[0]!.id, 'met', 'met'), review(rows[1]!.id, 'met', 'not-met')]);
    return () => undefined;
  });
  jest.mocked(fetchJobRanking).mockRejectedValue(new Error('offline'));
});
afterEach(() => jest.resetAllMocks());

const boardNames = () =>
  screen.getAllByRole('region').flatMap((region) =>
    within(region)
      .queryAllByRole('link')
      .map((link) => link.textContent),
  );

test('each applicant shows met / not met / unclear; the criteria filter keeps those who meet all, or one', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Composed />
    </MemoryRouter>,
  );
  expect(screen.getByLabelText('Criteria: 2 met · 0 not met · 0 unclear')).toBeInTheDocument();
  expect(screen.getByLabelText('Criteria: 1 met · 1 not met · 0 unclear')).toBeInTheDocument();
  expect(screen.getByText('Criteria: not reviewed yet')).toBeInTheDocument();
  expect(boardNames()).toEqual(['Ada Lovelace', 'Bo Chen', 'Cy Diaz']);

  await user.selectOptions(screen.getByLabelText('Criteria'), 'Meets all 2 criteria');
  expect(boardNames()).toEqual(['Ada Lovelace']);
  expect(screen.getByText('1 of 3 applicants shown')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Criteria'), 'Meets: Expertise in Go');
  expect(boardNames()).toEqual(['Ada Lovelace', 'Bo Chen']);

  await user.click(screen.getByRole('button', { name: 'Ranked list' }));
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => within(cell).getByRole('link').textContent)
      .sort(),
  ).toEqual(['Ada Lovelace', 'Bo Chen']);
});
