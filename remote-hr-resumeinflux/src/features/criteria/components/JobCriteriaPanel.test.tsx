import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobCriteria } from 'shared-schemas';
import { fetchCriteriaSuggestions, saveJobCriteria } from '../api/criteria-api';
import { subscribeJobCriteria } from '../api/criteria-store';
import { JobCriteriaPanel } from './JobCriteriaPanel';

jest.mock('../api/criteria-api');
jest.mock('../api/criteria-store');

const saved: JobCriteria = {
  orgId: 'org-a',
  jobId: 'job-1',
  version: 1,
  updatedBy: 'hana',
  updatedAt: null as unknown as JobCriteria['updatedAt'],
  criteria: [{ id: 'skill-go', text: 'Expertise in Go', kind: 'skill' }],
};

beforeEach(() => {
  jest.mocked(subscribeJobCriteria).mockImplementation((_jobId, onCriteria) => {
    onCriteria(saved);
    return () => undefined;
  });
  jest.mocked(fetchCriteriaSuggestions).mockResolvedValue({
    criteria: [
      { id: 'skill-go', text: 'Expertise in Go', kind: 'skill' },
      { id: 'experience-years-3', text: '3+ years of experience in backend engineering', kind: 'experience-years' },
      { id: 'education-bsc', text: "Bachelor's degree in Computer Science", kind: 'education' },
    ],
  });
  jest
    .mocked(saveJobCriteria)
    .mockImplementation(async (_jobId, input) => ({ criteria: input.criteria.map((c) => ({ ...c, kind: 'other' as const })), version: 2, reviewed: 4 }));
});
afterEach(() => jest.resetAllMocks());

describe('JobCriteriaPanel', () => {
  it('shows the saved criteria as labelled fields with their kind; nothing to save until HR changes something', async () => {
    render(<JobCriteriaPanel jobId="job-1" />);
    expect(await screen.findByLabelText('Criterion 1')).toHaveValue('Expertise in Go');
    expect(screen.getByLabelText('Criterion 1')).toHaveAccessibleDescription('Skill');
    expect(screen.getByRole('button', { name: 'Save criteria' })).toBeDisabled();
  });

  it('adds suggestions from the posting, then HR edits, removes and adds before a real save through the api', async () => {
    const user = userEvent.setup();
    render(<JobCriteriaPanel jobId="job-1" />);
    await user.click(await screen.findByRole('button', { name: 'Suggest from the posting' }));
    // The one already there is not suggested twice.
    expect(await screen.findByLabelText('Criterion 3')).toHaveValue("Bachelor's degree in Computer Science");
    expect(screen.queryByLabelText('Criterion 4')).toBeNull();

    await user.clear(screen.getByLabelText('Criterion 2'));
    await user.type(screen.getByLabelText('Criterion 2'), '5+ years of backend experience');
    await user.click(screen.getByRole('button', { name: 'Remove criterion 3' }));
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    await waitFor(() => expect(screen.getByLabelText('Criterion 3')).toHaveFocus());
    await user.keyboard('Authorized to work in the UK');
    await user.click(screen.getByRole('button', { name: 'Save criteria' }));

    await waitFor(() => expect(saveJobCriteria).toHaveBeenCalledTimes(1));
    const [jobId, input] = jest.mocked(saveJobCriteria).mock.calls[0]!;
    expect(jobId).toBe('job-1');
    expect(input.criteria.map((c) => c.text)).toEqual(['Expertise in Go', '5+ years of backend experience', 'Authorized to work in the UK']);
    expect(input.criteria[0]!.id).toBe('skill-go');
    expect(new Set(input.criteria.map((c) => c.id)).size).toBe(3);
  });

  it('checks the list with the shared rules before saving: an empty criterion is refused in words', async () => {
    const user = userEvent.setup();
    render(<JobCriteriaPanel jobId="job-1" />);
    await user.click(await screen.findByRole('button', { name: 'Add criterion' }));
    await user.click(screen.getByRole('button', { name: 'Save criteria' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A criterion cannot be empty.');
    expect(saveJobCriteria).not.toHaveBeenCalled();
  });

  it('stops adding at 12 criteria', async () => {
    jest.mocked(subscribeJobCriteria).mockImplementation((_jobId, onCriteria) => {
      onCriteria({ ...saved, criteria: Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, text: `Criterion text ${i}`, kind: 'other' as const })) });
      return () => undefined;
    });
    render(<JobCriteriaPanel jobId="job-1" />);
    expect(await screen.findByRole('button', { name: 'Add criterion' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Review criteria' })).getByText(/12 criteria is the most/)).toBeInTheDocument();
  });
});
