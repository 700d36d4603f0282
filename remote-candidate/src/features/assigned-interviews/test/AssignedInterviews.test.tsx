import { render, screen } from '@testing-library/react';
import { AssignedInterviews, interviewState } from '../components/AssignedInterviews';
import { subscribeAssignedInterviews, type AssignedInterview } from '../api/assigned-interviews-store';

jest.mock('../api/assigned-interviews-store', () => ({ ...jest.requireActual('../api/assigned-interviews-store'), subscribeAssignedInterviews: jest.fn() }));

const NOW = Date.parse('2026-11-20T12:00:00Z');
const base: AssignedInterview = {
  id: 'i',
  jobTitle: 'Nurse',
  orgName: 'Acme Health',
  mode: 'ai-async',
  status: 'scheduled',
  dueAt: new Date(NOW + 3_600_000),
  scheduledAt: null,
  questions: [
    { id: 'q1', text: 'A' },
    { id: 'q2', text: 'B' },
  ],
  answers: {},
};

describe('assigned interview state', () => {
  it('is open to answer before the deadline, with progress', () => {
    expect(interviewState(base, NOW)).toEqual({ label: 'Not started', open: true });
    expect(interviewState({ ...base, status: 'in-progress', answers: { q1: { text: 'x', durationSec: 3 } } }, NOW)).toEqual({
      label: 'In progress: 1 of 2 answered',
      open: true,
    });
  });

  it('is closed after the deadline, once submitted, and for live interviews', () => {
    expect(interviewState({ ...base, dueAt: new Date(NOW - 1) }, NOW)).toEqual({ label: 'Deadline passed', open: false });
    expect(interviewState({ ...base, status: 'completed' }, NOW)).toEqual({ label: 'Submitted', open: false });
    expect(interviewState({ ...base, mode: 'live', dueAt: null, scheduledAt: null }, NOW).open).toBe(false);
  });
});

describe('the interviews list', () => {
  it('names the employer of each interview', async () => {
    jest.mocked(subscribeAssignedInterviews).mockImplementation((onRows) => {
      onRows([{ ...base, dueAt: new Date(Date.now() + 3_600_000) }]);
      return () => undefined;
    });
    render(<AssignedInterviews />);
    const card = (await screen.findByRole('heading', { name: 'Nurse' })).closest('li')!;
    expect(card).toHaveTextContent('Acme Health');
    expect(screen.getByRole('button', { name: 'Start the interview for Nurse at Acme Health' })).toBeInTheDocument();
  });
});
