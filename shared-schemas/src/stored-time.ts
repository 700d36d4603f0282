// The one reader of a stored time. Firestore hands a Timestamp to the browser SDK and the admin
// SDK, JSON carries its plain {seconds, nanoseconds} form (`_seconds` from the admin SDK), older
// documents and api answers hold an ISO string, and local state sometimes a Date or milliseconds:
// all of them become a Date here. Written form: a Firestore Timestamp (browser and admin
// `Timestamp.now()`), so queries and ordering in Firestore compare like with like.
// Kept small on purpose: public screens (the resume builder) load it before their content.

type TimeLike = { toDate?: () => unknown; seconds?: unknown; nanoseconds?: unknown; _seconds?: unknown; _nanoseconds?: unknown } | null | undefined;

/** Milliseconds since the epoch, NaN when missing or unreadable. */
function msOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  if (value instanceof Date) return value.getTime();
  const time = (typeof value === 'object' ? value : null) as TimeLike;
  if (typeof time?.toDate === 'function') return msOf(time.toDate());
  const seconds = time?.seconds ?? time?._seconds;
  const nanos = time?.nanoseconds ?? time?._nanoseconds;
  return typeof seconds === 'number' ? seconds * 1000 + (typeof nanos === 'number' ? Math.round(nanos / 1e6) : 0) : NaN;
}

/** A stored time (`StoredTime`, a Date or ms) as a Date, or null when it is missing or unreadable. */
export function storedTimeToDate(value: unknown): Date | null {
  const ms = msOf(value);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** A stored time as an ISO string (the form api answers carry), or null when it is missing or unreadable. */
export function storedTimeIso(value: unknown): string | null {
  return storedTimeToDate(value)?.toISOString() ?? null;
}

/** A stored time in milliseconds since the epoch; 0 when it is missing or unreadable (sorts first). */
export function storedTimeMs(value: unknown): number {
  const ms = msOf(value);
  return Number.isFinite(ms) ? ms : 0;
}
