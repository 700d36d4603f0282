import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { previewMatch } from '../../../lib/applications/applications';
import type { OpenJob } from '../../../lib/open-jobs';
import type { ResumeRecord } from '../../../lib/resumes/resume-record';
import { ApplyDialog } from './ApplyDialog';

jest.mock('../../../lib/applications/applications');
const preview = jest.mocked(previewMatch);

const job: OpenJob = {
  id: 'j1',
  title: 'Registered Nurse',
  orgName: 'Acme Health',
  description: 'Patient care.',
  location: null,
  remote: 'onsite',
  requiredSkills: [],
};
const record = (id: string, title: string): ResumeRecord => ({
  id,
  title,
  resume: {},
  template: 'classic',
  score: [],
  ats: null,
  review: [],
  origin: 'scratch',
  updatedAt: 0,
});
const SCORES: Record<string, number> = { r1: 76, r2: 53 };

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  preview.mockReset();
  preview.mockImplementation(async (_jobId, resumeId) => ({ score: SCORES[resumeId] ?? 0, matched: [], missing: [], summary: '' }));
});

describe('ApplyDialog', () => {
  it("shows the chosen resume's own match, asked again when the choice changes", async () => {
    render(
      <ApplyDialog
        job={job}
        resumes={[record('r1', 'Nurse CV'), record('r2', 'Short CV')]}
        defaultResumeId="r1"
        onClose={() => undefined}
        onApplied={() => undefined}
      />,
    );
    expect(await screen.findByTestId('apply-match', {}, { timeout: 10_000 })).toHaveTextContent('Match with this resume: 76 out of 100');
    expect(preview).toHaveBeenLastCalledWith('j1', 'r1', expect.any(AbortSignal));
    expect(screen.queryByText(/The match in your job list is for/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Resume to send'), 'r2');
    expect(await screen.findByText('53', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('apply-match')).toHaveAttribute('data-score', '53');
    expect(preview).toHaveBeenLastCalledWith('j1', 'r2', expect.any(AbortSignal));
    expect(screen.getByText('The match in your job list is for “Nurse CV”.')).toBeInTheDocument();
  });
});
