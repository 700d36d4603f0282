import { storedTimeMs } from 'shared-schemas';
import type { NoteRow } from '../types/pipeline';

/** Each member's rating is the one on their latest rated note; the average is over members. */
export function memberRatings(notes: NoteRow[]): { byMember: Map<string, number>; average: number | null } {
  const latest = new Map<string, { rating: number; at: number }>();
  for (const note of notes) {
    if (typeof note.rating !== 'number' || note.rating < 1 || note.rating > 5) continue;
    const at = storedTimeMs(note.createdAt);
    const current = latest.get(note.authorUid);
    if (!current || at >= current.at) latest.set(note.authorUid, { rating: note.rating, at });
  }
  const byMember = new Map([...latest].map(([uid, { rating }]) => [uid, rating]));
  const values = [...byMember.values()];
  return { byMember, average: values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : null };
}
