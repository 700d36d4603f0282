// The formats HR screens show stored times in (read through shared-schemas' one converter).
import { storedTimeToDate, type StoredTime } from 'shared-schemas';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDateTime(value: StoredTime | null | undefined): string {
  const date = storedTimeToDate(value);
  return date ? DATE_TIME.format(date) : '—';
}

export function formatDate(value: StoredTime | null | undefined): string {
  const date = storedTimeToDate(value);
  return date ? DATE.format(date) : '—';
}
