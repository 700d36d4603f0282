import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookSlot, watchSchedules, type ScheduleRow } from '../../../lib/inbox/schedules';
import { InterviewSchedules } from '../components/InterviewSchedules';

jest.mock('../../../lib/inbox/schedules', () => ({ watchSchedules: jest.fn(), bookSlot: jest.fn(), cancelSchedule: jest.fn(), downloadIcs: jest.fn() }));

const schedule: ScheduleRow = {
  id: 's1',
  orgName: 'Acme Health',
  jobTitle: 'Nurse',
  proposerName: 'Priya Rao',
  timeZone: 'Europe/Berlin',
  status: 'proposed',
  bookedSlotId: null,
  cancelReason: null,
  cancelledBy: null,
  slots: [{ id: 'a', startUtc: '2026-12-01T08:00:00.000Z', endUtc: '2026-12-01T08:45:00.000Z', durationMinutes: 45, location: 'https://meet.example/x' }],
};

describe('interview times', () => {
  afterEach(() => jest.resetAllMocks());

  it('shows each time in the candidate’s zone and the proposer’s, and books the one chosen', async () => {
    jest.mocked(watchSchedules).mockImplementation((onChange) => {
      onChange([schedule]);
      return () => undefined;
    });
    jest.mocked(bookSlot).mockResolvedValue({});
    render(<InterviewSchedules />);
    // Jest runs in UTC (scripts set TZ): 08:00 UTC is 09:00 in Berlin in December.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(`your time (${zone})`)).toBeInTheDocument();
    if (zone !== 'Europe/Berlin') expect(screen.getByText(/09:00 in Europe\/Berlin, the interviewer’s zone/)).toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book this time' });
    expect(book).toBeDisabled();
    await userEvent.click(screen.getByRole('radio'));
    await userEvent.click(book);
    expect(bookSlot).toHaveBeenCalledWith('s1', 'a');
  });

  it('offers the .ics once booked and shows a cancellation with its reason', () => {
    jest.mocked(watchSchedules).mockImplementation((onChange) => {
      onChange([
        { ...schedule, id: 's2', status: 'booked', bookedSlotId: 'a' },
        { ...schedule, id: 's3', jobTitle: 'Doctor', status: 'cancelled', cancelReason: 'Role filled.', cancelledBy: 'staff' },
      ]);
      return () => undefined;
    });
    render(<InterviewSchedules />);
    expect(screen.getByRole('button', { name: 'Download calendar file (.ics)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled by Acme Health: Role filled.');
  });
});
