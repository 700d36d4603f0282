import { checkSlots, zonedTimeToUtc, zoneOffsetMinutes } from './scheduling';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('zonedTimeToUtc', () => {
  it('reads a wall-clock time in the zone, daylight saving included', () => {
    expect(iso(zonedTimeToUtc('2026-12-01T09:00', 'Europe/Berlin'))).toBe('2026-12-01T08:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-07-01T09:00', 'Europe/Berlin'))).toBe('2027-07-01T07:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-12-01T09:00', 'America/New_York'))).toBe('2026-12-01T14:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-12-01T09:00', 'Asia/Kolkata'))).toBe('2026-12-01T03:30:00.000Z');
    expect(iso(zonedTimeToUtc('2026-12-01T09:00', 'UTC'))).toBe('2026-12-01T09:00:00.000Z');
    expect(zoneOffsetMinutes(Date.parse('2027-07-01T07:00:00Z'), 'Europe/Berlin')).toBe(120);
  });

  it('refuses a time skipped by the spring change, bad dates and unknown zones', () => {
    expect(zonedTimeToUtc('2027-03-28T02:30', 'Europe/Berlin')).toBeNull();
    expect(zonedTimeToUtc('2026-02-30T09:00', 'Europe/Berlin')).toBeNull();
    expect(zonedTimeToUtc('2026-12-01 09:00', 'Europe/Berlin')).toBeNull();
    expect(zonedTimeToUtc('2026-12-01T09:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('checkSlots', () => {
  const slot = (start: string, durationMinutes = 45, location = 'https://meet.example/abc') => ({ start, durationMinutes, location });

  it('accepts future, separate slots and sorts them', () => {
    const result = checkSlots([slot('2026-12-02T10:00'), slot('2026-12-01T09:00')], 'Europe/Berlin', NOW);
    expect(result.ok && result.slots.map((s) => iso(s.startMs))).toEqual(['2026-12-01T08:00:00.000Z', '2026-12-02T09:00:00.000Z']);
  });

  it('refuses overlaps, past times, counts and durations out of bounds, and a missing place', () => {
    expect(checkSlots([slot('2026-12-01T09:00', 60), slot('2026-12-01T09:30')], 'Europe/Berlin', NOW)).toEqual({
      ok: false,
      message: expect.stringMatching(/overlap/),
    });
    expect(checkSlots([slot('2026-11-27T09:00')], 'Europe/Berlin', NOW)).toEqual({ ok: false, message: expect.stringMatching(/past/) });
    expect(checkSlots([], 'Europe/Berlin', NOW)).toEqual({ ok: false, message: expect.stringMatching(/between 1 and 10/) });
    expect(
      checkSlots(
        Array.from({ length: 11 }, (_, i) => slot(`2026-12-${String(i + 1).padStart(2, '0')}T09:00`)),
        'Europe/Berlin',
        NOW,
      ).ok,
    ).toBe(false);
    expect(checkSlots([slot('2026-12-01T09:00', 5)], 'Europe/Berlin', NOW)).toEqual({ ok: false, message: expect.stringMatching(/length/) });
    expect(checkSlots([slot('2026-12-01T09:00', 45, ' ')], 'Europe/Berlin', NOW)).toEqual({ ok: false, message: expect.stringMatching(/place/) });
    expect(checkSlots([slot('2026-12-01T09:00')], 'Nowhere/Else', NOW)).toEqual({ ok: false, message: expect.stringMatching(/time zone/) });
  });

  it('lets one slot start exactly when another ends', () => {
    expect(checkSlots([slot('2026-12-01T09:00', 30), slot('2026-12-01T09:30', 30)], 'Europe/Berlin', NOW).ok).toBe(true);
  });
});
