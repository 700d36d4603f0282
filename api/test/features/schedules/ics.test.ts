// The .ics files parsed back as a calendar client would: unfold, split properties, read the
// instants. Checks the RFC 5545 rules the feature relies on.
import { zonedTimeToUtc } from 'shared-schemas';
import { buildIcs, foldLine, icsText, type IcsEvent } from '../../../src/features/schedules/service/ics';

/** RFC 5545 §3.1: CRLF + one space or tab continues the previous line. */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}
function property(ics: string, name: string): string | undefined {
  const line = unfold(ics).find((entry) => entry.split(/[;:]/)[0] === name);
  return line?.slice(line.indexOf(':') + 1);
}
function instant(value: string | undefined): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) throw new Error(`not a UTC date-time: ${value}`);
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`;
}

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => {
  const start = zonedTimeToUtc('2026-12-01T09:00', 'Europe/Berlin')!;
  return {
    uid: 'sched-1@hiregen',
    sequence: 0,
    method: 'REQUEST',
    startMs: start,
    endMs: start + 45 * 60_000,
    stampMs: Date.parse('2026-11-27T12:00:00Z'),
    summary: 'Interview: Registered Nurse, Acme Health',
    description: 'Line one\nLine; two, with a \\ backslash',
    location: 'https://meet.example/abc',
    organizer: { name: 'Priya Rao', email: 'hr@acme.example' },
    attendees: [{ name: 'Asha Kulkarni', email: 'candidate@hiregen.example' }],
    ...overrides,
  };
};

describe('buildIcs', () => {
  it('writes 09:00 Europe/Berlin as 08:00Z in winter and 07:00Z in summer', () => {
    const winter = buildIcs(event());
    expect(instant(property(winter, 'DTSTART'))).toBe('2026-12-01T08:00:00Z');
    expect(instant(property(winter, 'DTEND'))).toBe('2026-12-01T08:45:00Z');
    const summerStart = zonedTimeToUtc('2027-07-01T09:00', 'Europe/Berlin')!;
    expect(instant(property(buildIcs(event({ startMs: summerStart, endMs: summerStart + 3_600_000 })), 'DTSTART'))).toBe('2027-07-01T07:00:00Z');
  });

  it('is a VCALENDAR with one VEVENT, CRLF line endings only, no line over 75 octets', () => {
    const ics = buildIcs(event({ description: 'Über lange Beschreibung '.repeat(20) }));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfold(ics).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(property(ics, 'DESCRIPTION')).toBe(icsText('Über lange Beschreibung '.repeat(20)));
    for (const name of ['PRODID', 'UID', 'DTSTAMP', 'METHOD']) expect(property(ics, name)).toBeDefined();
  });

  it('escapes TEXT values and reads them back', () => {
    const ics = buildIcs(event());
    expect(property(ics, 'DESCRIPTION')).toBe('Line one\\nLine\\; two\\, with a \\\\ backslash');
    expect(property(ics, 'SUMMARY')).toBe('Interview: Registered Nurse\\, Acme Health');
  });

  it('keeps the UID, raises SEQUENCE, and cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const request = buildIcs(event());
    const cancel = buildIcs(event({ method: 'CANCEL', sequence: 2 }));
    expect(property(request, 'UID')).toBe(property(cancel, 'UID'));
    expect([property(request, 'METHOD'), property(request, 'STATUS'), property(request, 'SEQUENCE')]).toEqual(['REQUEST', 'CONFIRMED', '0']);
    expect([property(cancel, 'METHOD'), property(cancel, 'STATUS'), property(cancel, 'SEQUENCE')]).toEqual(['CANCEL', 'CANCELLED', '2']);
  });
});

describe('foldLine', () => {
  it('never splits a multi-byte character and unfolds to the original', () => {
    const line = `DESCRIPTION:${'€'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});
