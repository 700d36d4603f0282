import { interviewState } from '../components/AssignedInterviews';
import type { AssignedInterview } from '../api/assigned-interviews-store';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const base: AssignedInterview = { id: 'i', jobTitle: 'Nurse', mode: 'ai-async', status: 'scheduled', dueAt: new Date(NOW + 3_600_000), scheduledAt: null, questions: [{ id: 'q1', text: 'A' }, { id: 'q2', text: 'B' }], answers: {} };

describe('assigned interview state', () => {
  it('is open to answer before the deadline, with progress', () => {
    expect(interviewState(base, NOW)).toEqual({ label: 'Not started', open: true });
    expect(interviewState({ ...base, status: 'in-progress', answers: { q1: { text: 'x', durationSec: 3 } } }, NOW)).toEqual({ label: 'In progress: 1 of 2 answered', open: true });
  });

  it('is closed after the deadline, once submitted, and for live interviews', () => {
    expect(interviewState({ ...base, dueAt: new Date(NOW - 1) }, NOW)).toEqual({ label: 'Deadline passed', open: false });
    expect(interviewState({ ...base, status: 'completed' }, NOW)).toEqual({ label: 'Submitted', open: false });
    expect(interviewState({ ...base, mode: 'live', dueAt: null, scheduledAt: null }, NOW).open).toBe(false);
  });
});
