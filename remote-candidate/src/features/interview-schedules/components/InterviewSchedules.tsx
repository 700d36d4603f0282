import { useEffect, useId, useState } from 'react';
import { loadProblem } from 'shared-auth/load-problem';
import { formatInZone, type StoredSlot } from 'shared-schemas';
import { notify } from 'shared-ui';
import { saveFile } from 'shared-ui/download';
import { bookSlot, cancelSchedule, downloadIcs, watchSchedules, type ScheduleRow } from '../../../lib/inbox/schedules';
import './interview-schedules.css';

/** The visitor's own IANA zone (what their calendar shows). */
const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function SlotTime({ slot, proposerZone }: { slot: StoredSlot; proposerZone: string }) {
  const start = Date.parse(slot.startUtc);
  const zone = ownZone();
  return (
    <>
      <strong>{formatInZone(start, zone)}</strong> <span className="hg-hint">your time ({zone})</span>
      {zone !== proposerZone ? (
        <span className="hg-hint is-block">
          {formatInZone(start, proposerZone)} in {proposerZone}, the interviewer’s zone
        </span>
      ) : null}
      <span className="hg-hint is-block">
        {slot.durationMinutes} minutes · {slot.location}
      </span>
    </>
  );
}

async function saveIcs(scheduleId: string) {
  try {
    const { blob, fileName } = await downloadIcs(scheduleId);
    saveFile(fileName ?? 'interview.ics', blob);
  } catch (error) {
    notify.error(error instanceof Error ? error.message : 'The calendar file could not be downloaded.');
  }
}

function ScheduleCard({ schedule }: { schedule: ScheduleRow }) {
  const id = useId();
  const [choice, setChoice] = useState<string>('');
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const booked = schedule.slots.find((slot) => slot.id === schedule.bookedSlotId);

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      notify.success(done);
      setCancelling(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="hg-card is-card" aria-labelledby={`${id}-title`} data-testid="interview-schedule">
      <h3 id={`${id}-title`}>
        {schedule.jobTitle} · {schedule.orgName}
      </h3>
      {schedule.status === 'proposed' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (choice) void act(() => bookSlot(schedule.id, choice), 'Interview booked. Download the calendar file to add it to your calendar.');
          }}
        >
          <fieldset disabled={busy}>
            <legend>Choose a time proposed by {schedule.proposerName || schedule.orgName}</legend>
            <ul className="is-slots">
              {schedule.slots.map((slot) => (
                <li key={slot.id}>
                  <label className="is-slot">
                    <input type="radio" name={`${id}-slot`} value={slot.id} checked={choice === slot.id} onChange={() => setChoice(slot.id)} />
                    <span>
                      <SlotTime slot={slot} proposerZone={schedule.timeZone} />
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <button type="submit" className="hg-button" disabled={!choice}>
              Book this time
            </button>
          </fieldset>
        </form>
      ) : null}
      {schedule.status === 'booked' && booked ? (
        <p className="is-booked">
          <span className="is-status">Booked</span> <SlotTime slot={booked} proposerZone={schedule.timeZone} />
        </p>
      ) : null}
      {schedule.status === 'cancelled' ? (
        <p className="is-cancelled" role="status">
          <span className="is-status is-status--cancelled">Cancelled</span> {schedule.cancelledBy === 'candidate' ? 'by you' : `by ${schedule.orgName}`}:{' '}
          {schedule.cancelReason}
        </p>
      ) : null}
      <div className="hg-actions">
        {booked ? (
          <button type="button" className="hg-button hg-button--secondary" onClick={() => void saveIcs(schedule.id)}>
            {schedule.status === 'cancelled' ? 'Download the cancellation (.ics)' : 'Download calendar file (.ics)'}
          </button>
        ) : null}
        {schedule.status !== 'cancelled' && !cancelling ? (
          <button type="button" className="hg-button hg-button--ghost" onClick={() => setCancelling(true)}>
            Cancel interview
          </button>
        ) : null}
      </div>
      {cancelling ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void act(() => cancelSchedule(schedule.id, reason), 'Interview cancelled.');
          }}
        >
          <div className="hg-field">
            <label htmlFor={`${id}-reason`}>Why are you cancelling?</label>
            <textarea id={`${id}-reason`} rows={3} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} required />
          </div>
          <div className="hg-actions">
            <button type="submit" className="hg-button" disabled={busy || !reason.trim()}>
              Cancel the interview
            </button>
            <button type="button" className="hg-button hg-button--ghost" onClick={() => setCancelling(false)} disabled={busy}>
              Keep it
            </button>
          </div>
        </form>
      ) : null}
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/** Interview times employers proposed: choose one, download the .ics, or cancel. */
export function InterviewSchedules() {
  const [rows, setRows] = useState<ScheduleRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => watchSchedules(setRows, (e) => setError(loadProblem(e, 'your interview times'))), []);
  if (error)
    return (
      <p role="alert" className="hg-error-text">
        {error}
      </p>
    );
  if (!rows || rows.length === 0) return null;
  const order = { proposed: 0, booked: 1, cancelled: 2 } as const;
  return (
    <section aria-labelledby="interview-times" className="is-section">
      <h2 id="interview-times">Interview times</h2>
      {[...rows]
        .sort((a, b) => order[a.status] - order[b.status])
        .map((schedule) => (
          <ScheduleCard key={schedule.id} schedule={schedule} />
        ))}
    </section>
  );
}
