import type { InterviewRow } from '../types/interviews';

export const dateTime = (d: Date | null) => (d ? d.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) : '—');

/** The one time that matters for an interview: its deadline (AI-led) or its meeting time (live). */
export function whenText(i: InterviewRow): string {
  return i.mode === 'ai-async' ? `Answer by ${dateTime(i.dueAt)}` : `Live ${dateTime(i.scheduledAt)}`;
}
