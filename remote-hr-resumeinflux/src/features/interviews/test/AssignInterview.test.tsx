import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssignInterview } from '../components/AssignInterview';

jest.mock('../api/kits-store', () => ({
  subscribeKits: (_org: string, _job: string, onRows: (rows: unknown[]) => void) => {
    onRows([{ id: 'kit1', jobId: 'job1', title: 'Nurse kit', questions: [{ id: 'q1', text: 'Q', kind: 'behavioural', competency: 'teamwork', rubric: '' }] }]);
    return () => undefined;
  },
}));
jest.mock('../api/interviews-store', () => ({
  loadInterviewers: async () => [
    { uid: 'iv1', name: 'Ivan Mehta' },
    { uid: 'iv2', name: 'Nina Shah' },
  ],
}));
const assignInterview = jest.fn(async (_input: unknown) => ({ id: 'int1' }));
jest.mock('../api/assign-interview', () => ({ assignInterview: (input: unknown) => assignInterview(input) }));
jest.mock('shared-ui', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

describe('AssignInterview', () => {
  it('needs an interviewer, then assigns an AI-led interview with the kit, panel and deadline', async () => {
    const onAssigned = jest.fn();
    const user = userEvent.setup();
    render(<AssignInterview orgId="org" applicationId="app1" jobId="job1" hasCandidateAccount onAssigned={onAssigned} />);
    await screen.findByRole('checkbox', { name: 'Ivan Mehta' });
    await user.click(screen.getByRole('button', { name: 'Assign interview' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one interviewer.');

    await user.click(screen.getByRole('checkbox', { name: 'Nina Shah' }));
    await user.click(screen.getByRole('button', { name: 'Assign interview' }));
    await waitFor(() => expect(onAssigned).toHaveBeenCalledWith('int1'));
    const input = assignInterview.mock.calls[0]![0] as { applicationId: string; kitId: string; mode: string; interviewerUids: string[]; at: string };
    expect(input).toMatchObject({ applicationId: 'app1', kitId: 'kit1', mode: 'ai-async', interviewerUids: ['iv2'] });
    expect(Date.parse(input.at)).toBeGreaterThan(Date.now() + 5 * 86_400_000);
  });

  it('offers only a live interview for an uploaded resume', async () => {
    render(<AssignInterview orgId="org" applicationId="app2" jobId="job1" hasCandidateAccount={false} />);
    expect(await screen.findByRole('radio', { name: /AI-led/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Live/ })).toBeChecked();
    expect(screen.getByLabelText('Interview time')).toBeInTheDocument();
  });
});
