// Interview scheduling (issue 27, feature 12): HR or an interviewer proposes slots, the candidate
// books one, both download an .ics file. Slots are proposed as wall-clock times in the
// proposer's IANA time zone and stored as UTC instants; these helpers convert and validate.

export const SCHEDULE_LIMITS = {
  minSlots: 1,
  maxSlots: 10,
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  /** How far ahead a slot may be proposed. */
  maxDaysAhead: 180,
  locationMax: 300,
} as const;

export const SCHEDULE_STATUSES = ['proposed', 'booked', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** A slot as the proposer sends it: wall-clock start in their zone (`YYYY-MM-DDTHH:mm`). */
export interface SlotInput {
  start: string;
  durationMinutes: number;
  location: string;
}

/** A slot as stored: UTC instants (ISO strings through the api, Timestamps in Firestore). */
export interface StoredSlot {
  id: string;
  startUtc: string;
  endUtc: string;
  durationMinutes: number;
  location: string;
}

/** interviewSchedules/{id}. */
export interface InterviewSchedule {
  orgId: string;
  orgName: string;
  applicationId: string;
  jobTitle: string;
  candidateUid: string;
  candidateName: string;
  interviewerUids: string[];
  proposedBy: string;
  proposerName: string;
  /** The proposer's IANA zone: the candidate sees each slot in it as well as in their own. */
  timeZone: string;
  slots: StoredSlot[];
  status: ScheduleStatus;
  bookedSlotId: string | null;
  /** RFC 5545 SEQUENCE: raised on every reschedule and cancel. */
  sequence: number;
  cancelReason: string | null;
  cancelledBy: string | null;
  createdAt: unknown;
  updatedAt: unknown;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64 || !zone) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `utcMs`, in minutes (Europe/Berlin in winter: 60). */
export function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(utcMs))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * The UTC instant of a wall-clock time in a zone, or null when the text is not a valid
 * `YYYY-MM-DDTHH:mm` or the time does not exist there (skipped by a spring-forward change).
 */
export function zonedTimeToUtc(local: string, timeZone: string): number | null {
  const match = LOCAL.exec(local);
  if (!match || !isTimeZone(timeZone)) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(naive);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes settle the offset on either side of a change; a time that maps back to another
  // wall-clock time does not exist in that zone.
  let utc = naive - zoneOffsetMinutes(naive, timeZone) * 60_000;
  utc = naive - zoneOffsetMinutes(utc, timeZone) * 60_000;
  return naive - zoneOffsetMinutes(utc, timeZone) * 60_000 === utc ? utc : null;
}

/** A time shown in a zone, e.g. "Tue 1 Dec 2026, 09:00". */
export function formatInZone(utcMs: number, timeZone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(utcMs));
}

export type SlotCheck = { ok: true; slots: { startMs: number; endMs: number; durationMinutes: number; location: string }[] } | { ok: false; message: string };

/** Checks proposed slots: count, zone, each a real future time, durations, no two overlapping. */
export function checkSlots(slots: SlotInput[], timeZone: string, now = Date.now()): SlotCheck {
  if (!isTimeZone(timeZone)) return { ok: false, message: 'Unknown time zone: choose one such as Europe/Berlin.' };
  if (!Array.isArray(slots) || slots.length < SCHEDULE_LIMITS.minSlots || slots.length > SCHEDULE_LIMITS.maxSlots) {
    return { ok: false, message: `Propose between ${SCHEDULE_LIMITS.minSlots} and ${SCHEDULE_LIMITS.maxSlots} times.` };
  }
  const out: { startMs: number; endMs: number; durationMinutes: number; location: string }[] = [];
  for (const [index, slot] of slots.entries()) {
    const n = index + 1;
    const startMs = zonedTimeToUtc(slot.start, timeZone);
    if (startMs === null) return { ok: false, message: `Time ${n}: "${slot.start}" is not a date and time in ${timeZone}.` };
    if (startMs <= now) return { ok: false, message: `Time ${n} is in the past: propose future times.` };
    if (startMs > now + SCHEDULE_LIMITS.maxDaysAhead * 86_400_000)
      return { ok: false, message: `Time ${n} is more than ${SCHEDULE_LIMITS.maxDaysAhead} days ahead.` };
    const duration = slot.durationMinutes;
    if (!Number.isInteger(duration) || duration < SCHEDULE_LIMITS.minDurationMinutes || duration > SCHEDULE_LIMITS.maxDurationMinutes) {
      return { ok: false, message: `Time ${n}: the length must be ${SCHEDULE_LIMITS.minDurationMinutes}–${SCHEDULE_LIMITS.maxDurationMinutes} minutes.` };
    }
    const location = typeof slot.location === 'string' ? slot.location.trim() : '';
    if (!location) return { ok: false, message: `Time ${n}: give a place or a video link.` };
    if (location.length > SCHEDULE_LIMITS.locationMax)
      return { ok: false, message: `Time ${n}: the place is too long (at most ${SCHEDULE_LIMITS.locationMax} characters).` };
    out.push({ startMs, endMs: startMs + duration * 60_000, durationMinutes: duration, location });
  }
  const sorted = [...out].sort((a, b) => a.startMs - b.startMs);
  for (let i = 1; i < sorted.length; i += 1) {
    if (sorted[i]!.startMs < sorted[i - 1]!.endMs) return { ok: false, message: 'Two of the times overlap: make each start after the one before ends.' };
  }
  return { ok: true, slots: sorted };
}
