import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenJob } from '../../../lib/open-jobs';
import type { ResumeRecord } from '../../../lib/resumes/resume-record';
import { ApplyDialog } from './ApplyDialog';

jest.mock('../../../lib/applications/applications');

const job: OpenJob = { id: 'j1', title: 'Registered Nurse', orgName: 'Acme Health', description: 'Patient care.', location: null, remote: 'onsite', requiredSkills: [] };
const record = (id: string, title: string): ResumeRecord => ({ id, title, resume: {}, template: 'classic', score: [], ats: null, review: [], origin: 'scratch', updatedAt: 0 });

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) { this.open = false; };
});

describe('ApplyDialog', () => {
  it('says that a resume other than the matched one gets its own match', async () => {
    render(<ApplyDialog job={job} resumes={[record('r1', 'Nurse CV'), record('r2', 'Short CV')]} defaultResumeId="r1" onClose={() => undefined} onApplied={() => undefined} />);
    expect(screen.queryByText(/gets its own match/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Resume to send'), 'r2');
    expect(screen.getByText(/The match in your job list is for “Nurse CV”\. This resume gets its own match when you send it/)).toBeInTheDocument();
  });
});
