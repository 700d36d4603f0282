// The one reader of a stored time. Firestore hands a Timestamp to the browser SDK and the admin
// SDK, JSON carries its plain {seconds, nanoseconds} form, older documents and api answers hold an
// ISO string, and local state sometimes a Date or milliseconds: all of them become a Date here.
// Written form: a Firestore Timestamp (browser `Timestamp.now()`, admin `Timestamp.now()`), so
// queries and ordering in Firestore compare like with like.
const fromMs = (ms: number): Date | null => (Number.isFinite(ms) ? new Date(ms) : null);

/** A stored time (`StoredTime`, a Date or ms) as a Date, or null when it is missing or unreadable. */
export function storedTimeToDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return fromMs(value.getTime());
  if (typeof value === 'number') return fromMs(value);
  if (typeof value === 'string') return fromMs(Date.parse(value));
  if (typeof value !== 'object') return null;
  const time = value as { toDate?: unknown; seconds?: unknown; nanoseconds?: unknown; _seconds?: unknown; _nanoseconds?: unknown };
  if (typeof time.toDate === 'function') return storedTimeToDate((time.toDate as () => unknown).call(value));
  // {seconds, nanoseconds}; the admin SDK's JSON spells them with an underscore.
  const seconds = typeof time.seconds === 'number' ? time.seconds : time._seconds;
  const nanos = typeof time.seconds === 'number' ? time.nanoseconds : time._nanoseconds;
  if (typeof seconds !== 'number') return null;
  return fromMs(seconds * 1000 + (typeof nanos === 'number' ? Math.round(nanos / 1e6) : 0));
}

/** A stored time in milliseconds since the epoch; 0 when it is missing or unreadable (sorts first). */
export function storedTimeMs(value: unknown): number {
  return storedTimeToDate(value)?.getTime() ?? 0;
}
