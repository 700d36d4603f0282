import { render, screen, within } from '@testing-library/react';
import type { ApplicationCriteriaReview, JobCriteria } from 'shared-schemas';
import { subscribeApplicationReview, subscribeJobCriteria } from '../api/criteria-store';
import { ApplicantCriteriaPanel } from './ApplicantCriteriaPanel';

jest.mock('../api/criteria-store');

const criteria: JobCriteria = {
  orgId: 'org-a',
  jobId: 'job-1',
  version: 2,
  updatedBy: 'hana',
  updatedAt: null as unknown as JobCriteria['updatedAt'],
  criteria: [
    { id: 'go', text: 'Expertise in Go', kind: 'skill' },
    { id: 'years', text: '5+ years of backend experience', kind: 'experience-years' },
    { id: 'mission', text: 'A passion for our mission', kind: 'other' },
  ],
};
const review = (version = 2): ApplicationCriteriaReview => ({
  orgId: 'org-a',
  jobId: 'job-1',
  applicationId: 'app-1',
  criteriaVersion: version,
  reviewedAt: null as unknown as ApplicationCriteriaReview['reviewedAt'],
  counts: { met: 1, notMet: 1, unclear: 1 },
  reviews: [
    { criterionId: 'go', verdict: 'met', evidence: 'Built billing services in Go and PostgreSQL.', reason: 'The resume names Go in its work.' },
    {
      criterionId: 'years',
      verdict: 'not-met',
      evidence: 'Backend Engineer, Ledgerly, Feb 2023 – Present',
      reason: "About 3.8 years in backend from the roles' dates; 5 asked.",
    },
    { criterionId: 'mission', verdict: 'unclear', evidence: null, reason: 'A free-text criterion the engine does not judge: read the resume.' },
  ],
});

const mount = (r: ApplicationCriteriaReview | null) => {
  jest.mocked(subscribeApplicationReview).mockImplementation((_id, on) => {
    on(r);
    return () => undefined;
  });
  jest.mocked(subscribeJobCriteria).mockImplementation((_id, on) => {
    on(criteria);
    return () => undefined;
  });
  render(<ApplicantCriteriaPanel applicationId="app-1" jobId="job-1" />);
};
afterEach(() => jest.resetAllMocks());

describe('ApplicantCriteriaPanel', () => {
  it('lists each criterion with its verdict, the quoted resume sentence and the reason', () => {
    mount(review());
    const items = within(screen.getByRole('region', { name: 'Criteria review' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('MetExpertise in Go');
    expect(within(items[0]!).getByText('Built billing services in Go and PostgreSQL.').tagName).toBe('BLOCKQUOTE');
    expect(items[1]).toHaveTextContent('Not met5+ years of backend experience');
    expect(items[1]).toHaveTextContent('5 asked.');
    expect(items[2]).toHaveTextContent('Unclear');
    expect(within(items[2]!).queryByRole('blockquote')).toBeNull();
    expect(screen.getByText('1 met · 1 not met · 1 unclear')).toBeInTheDocument();
  });

  it('says when the review is of older criteria, and when there is none yet', () => {
    mount(review(1));
    expect(screen.getByText(/the criteria changed; this review is being redone/)).toBeInTheDocument();
  });

  it('an applicant not reviewed yet is said so, not shown as failing', () => {
    mount(null);
    expect(screen.getByText(/Not reviewed yet/)).toBeInTheDocument();
    expect(screen.queryByText('Not met')).toBeNull();
  });
});
