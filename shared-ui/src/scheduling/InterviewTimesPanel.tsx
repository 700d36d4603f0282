// Interview times (issue 27, feature 12) for the staff side, shared by HR (resumeinflux) and the
// interviewer's dashboard: propose 1–10 times in your zone, see what the candidate booked,
// download the .ics, reschedule or cancel. Data access is the caller's (props), so this module
// needs no api client and each remote bundles its own copy (it is not a federation singleton).
import { useId, useState } from 'react';
import { SCHEDULE_LIMITS, checkSlots, formatInZone, type InterviewSchedule, type SlotInput } from 'shared-schemas';
// The package's own entry, so a remote's copy of this module uses the shared toaster.
import { notify } from 'shared-ui';
import { saveFile } from 'shared-ui/download';
import './interview-times.css';

export type ScheduleRow = InterviewSchedule & { id: string };

/** What the panel asks its remote to do (each through the api). */
export interface InterviewTimesActions {
  propose(timeZone: string, slots: SlotInput[]): Promise<unknown>;
  reschedule(scheduleId: string, timeZone: string, slots: SlotInput[]): Promise<unknown>;
  cancel(scheduleId: string, reason: string): Promise<unknown>;
  downloadIcs(scheduleId: string): Promise<{ blob: Blob; fileName: string | null }>;
}

const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const blankSlot = (): SlotInput => ({ start: '', durationMinutes: 45, location: '' });

/** Up to ten times in the proposer's zone; checked here as the api checks them. */
function SlotsForm({
  submitLabel,
  onSubmit,
  onClose,
}: {
  submitLabel: string;
  onSubmit(timeZone: string, slots: SlotInput[]): Promise<unknown>;
  onClose?(): void;
}) {
  const id = useId();
  const [timeZone, setTimeZone] = useState(ownZone);
  const [slots, setSlots] = useState<SlotInput[]>([blankSlot()]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (index: number, change: Partial<SlotInput>) => setSlots((current) => current.map((slot, i) => (i === index ? { ...slot, ...change } : slot)));

  const submit = async () => {
    const check = checkSlots(slots, timeZone);
    if (!check.ok) return setProblem(check.message);
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(timeZone, slots);
      setSlots([blankSlot()]);
      onClose?.();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The times could not be sent.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="sc-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={busy}>
        <legend>Times to offer the candidate</legend>
        <div className="hg-field">
          <label htmlFor={`${id}-zone`}>Your time zone</label>
          <input id={`${id}-zone`} value={timeZone} onChange={(event) => setTimeZone(event.target.value)} />
        </div>
        <ol className="sc-slots">
          {slots.map((slot, index) => (
            <li key={index} className="sc-slot">
              <div className="hg-field">
                <label htmlFor={`${id}-start-${index}`}>Time {index + 1}: start</label>
                <input
                  id={`${id}-start-${index}`}
                  type="datetime-local"
                  value={slot.start}
                  onChange={(event) => edit(index, { start: event.target.value.slice(0, 16) })}
                />
              </div>
              <div className="hg-field">
                <label htmlFor={`${id}-length-${index}`}>Minutes</label>
                <input
                  id={`${id}-length-${index}`}
                  type="number"
                  min={SCHEDULE_LIMITS.minDurationMinutes}
                  max={SCHEDULE_LIMITS.maxDurationMinutes}
                  step={5}
                  value={slot.durationMinutes}
                  onChange={(event) => edit(index, { durationMinutes: Number(event.target.value) })}
                />
              </div>
              <div className="hg-field sc-where">
                <label htmlFor={`${id}-where-${index}`}>Place or video link</label>
                <input
                  id={`${id}-where-${index}`}
                  value={slot.location}
                  maxLength={SCHEDULE_LIMITS.locationMax}
                  onChange={(event) => edit(index, { location: event.target.value })}
                />
              </div>
              {slots.length > 1 ? (
                <button type="button" className="hg-button hg-button--ghost" onClick={() => setSlots((current) => current.filter((_, i) => i !== index))}>
                  Remove time {index + 1}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
        <div className="hg-actions">
          <button
            type="button"
            className="hg-button hg-button--secondary"
            disabled={slots.length >= SCHEDULE_LIMITS.maxSlots}
            onClick={() => setSlots((current) => [...current, { ...blankSlot(), location: current[current.length - 1]?.location ?? '' }])}
          >
            Add a time
          </button>
          <button type="submit" className="hg-button">
            {submitLabel}
          </button>
          {onClose ? (
            <button type="button" className="hg-button hg-button--ghost" onClick={onClose}>
              Close
            </button>
          ) : null}
        </div>
      </fieldset>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function ScheduleSummary({ schedule, actions }: { schedule: ScheduleRow; actions: InterviewTimesActions }) {
  const id = useId();
  const [mode, setMode] = useState<'idle' | 'reschedule' | 'cancel'>('idle');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const booked = schedule.slots.find((slot) => slot.id === schedule.bookedSlotId);
  const zone = ownZone();
  const ics = async () => {
    try {
      const { blob, fileName } = await actions.downloadIcs(schedule.id);
      saveFile(fileName ?? 'interview.ics', blob);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The calendar file could not be downloaded.');
    }
  };
  const cancel = async () => {
    setBusy(true);
    try {
      await actions.cancel(schedule.id, reason);
      notify.success('Interview cancelled; the candidate has been told.');
      setMode('idle');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The interview could not be cancelled.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="sc-summary" data-testid="schedule-summary">
      {schedule.status === 'proposed' ? (
        <>
          <p>
            <span className="sc-status">Waiting for the candidate</span> to choose one of {schedule.slots.length} time{schedule.slots.length === 1 ? '' : 's'}:
          </p>
          <ul>
            {schedule.slots.map((slot) => (
              <li key={slot.id}>
                {formatInZone(Date.parse(slot.startUtc), zone)} ({zone}), {slot.durationMinutes} min
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {schedule.status === 'booked' && booked ? (
        <p>
          <span className="sc-status sc-status--ok">Booked</span> {formatInZone(Date.parse(booked.startUtc), zone)} ({zone}), {booked.durationMinutes} min,{' '}
          {booked.location}
        </p>
      ) : null}
      {schedule.status === 'cancelled' ? (
        <p>
          <span className="sc-status sc-status--bad">Cancelled</span> by {schedule.cancelledBy === 'candidate' ? 'the candidate' : 'your team'}:{' '}
          {schedule.cancelReason}
        </p>
      ) : null}
      <div className="hg-actions">
        {booked ? (
          <button type="button" className="hg-button hg-button--secondary" onClick={() => void ics()}>
            Download .ics
          </button>
        ) : null}
        {schedule.status !== 'cancelled' ? (
          <>
            <button type="button" className="hg-button hg-button--ghost" onClick={() => setMode('reschedule')}>
              Reschedule
            </button>
            <button type="button" className="hg-button hg-button--ghost" onClick={() => setMode('cancel')}>
              Cancel interview
            </button>
          </>
        ) : null}
      </div>
      {mode === 'reschedule' ? (
        <SlotsForm
          submitLabel="Send new times"
          onClose={() => setMode('idle')}
          onSubmit={async (timeZone, slots) => {
            await actions.reschedule(schedule.id, timeZone, slots);
            notify.success('New times sent; the booked time is released.');
          }}
        />
      ) : null}
      {mode === 'cancel' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void cancel();
          }}
        >
          <div className="hg-field">
            <label htmlFor={`${id}-reason`}>Reason for cancelling (the candidate reads it)</label>
            <textarea id={`${id}-reason`} rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} required />
          </div>
          <div className="hg-actions">
            <button type="submit" className="hg-button" disabled={busy || !reason.trim()}>
              Cancel the interview
            </button>
            <button type="button" className="hg-button hg-button--ghost" disabled={busy} onClick={() => setMode('idle')}>
              Keep it
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/**
 * The staff's "Interview times" card: the open schedule (or the form to propose one) and the
 * cancelled ones. `schedules` null while loading.
 */
export function InterviewTimesPanel({
  schedules,
  problem,
  actions,
  unavailable,
}: {
  schedules: ScheduleRow[] | null;
  problem: string | null;
  actions: InterviewTimesActions;
  unavailable?: string;
}) {
  const id = useId();
  const active = schedules?.find((row) => row.status !== 'cancelled');
  const past = schedules?.filter((row) => row.status === 'cancelled') ?? [];
  return (
    <section className="hg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Interview times</h2>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {unavailable ? (
        <p className="hg-hint">{unavailable}</p>
      ) : schedules === null ? null : (
        <>
          {active ? (
            <ScheduleSummary schedule={active} actions={actions} />
          ) : (
            <SlotsForm
              submitLabel="Propose times"
              onSubmit={async (timeZone, slots) => {
                await actions.propose(timeZone, slots);
                notify.success('Times sent; the candidate chooses one in their dashboard.');
              }}
            />
          )}
          {past.map((row) => (
            <ScheduleSummary key={row.id} schedule={row} actions={actions} />
          ))}
        </>
      )}
    </section>
  );
}
