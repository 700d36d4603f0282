// RFC 5545 calendar files for a booked (or cancelled) interview, written by hand because the
// rules that matter are few and tested (api/test/features/schedules/ics.test.ts parses the output back):
// CRLF line endings, lines folded at 75 octets without splitting a UTF-8 character, TEXT values
// escaped, times in UTC with Z, a UID stable per interview, SEQUENCE raised on every reschedule
// and cancel, METHOD:REQUEST for an invitation and METHOD:CANCEL with STATUS:CANCELLED.

export interface IcsEvent {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startMs: number;
  endMs: number;
  /** When the file was made (DTSTAMP). */
  stampMs: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string | null };
  attendees: { name: string; email: string }[];
}

/** 20261201T080000Z */
export function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, with the characters a quoted value may not hold dropped. */
function icsParam(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** Folds one content line into parts of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuations 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const organizer = event.organizer.email ? `ORGANIZER;CN=${icsParam(event.organizer.name)}:mailto:${event.organizer.email}` : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HireGen//Interview scheduling//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stampMs)}`,
    `DTSTART:${icsUtc(event.startMs)}`,
    `DTEND:${icsUtc(event.endMs)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    ...(organizer ? [organizer] : []),
    ...event.attendees.map((attendee) => `ATTENDEE;CN=${icsParam(attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${attendee.email}`),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
