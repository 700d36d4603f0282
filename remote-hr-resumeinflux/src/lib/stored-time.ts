import type { StoredTime } from 'shared-schemas';

/** A Firestore Timestamp, its plain {seconds} form or an ISO string, as a Date (null if unreadable). */
export function toDate(value: StoredTime | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if ('toDate' in value && typeof value.toDate === 'function') return value.toDate();
  if ('seconds' in value) return new Date(value.seconds * 1000);
  return null;
}

export function toMillis(value: StoredTime | null | undefined): number {
  return toDate(value)?.getTime() ?? 0;
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDateTime(value: StoredTime | null | undefined): string {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : '—';
}

export function formatDate(value: StoredTime | null | undefined): string {
  const date = toDate(value);
  return date ? DATE.format(date) : '—';
}
