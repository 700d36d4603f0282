// Stored times read through shared-schemas' one converter; the formats HR screens show them in.
import { storedTimeMs, storedTimeToDate, type StoredTime } from 'shared-schemas';

export const toDate = (value: StoredTime | null | undefined): Date | null => storedTimeToDate(value);
export const toMillis = (value: StoredTime | null | undefined): number => storedTimeMs(value);

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
