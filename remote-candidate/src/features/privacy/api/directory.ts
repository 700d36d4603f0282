/**
 * The talent directory entry (talentDirectory/{uid}): what verified recruiters of any
 * organisation on HireGen may see. Built from one resume; contact details only when the candidate
 * chooses to include them. Opting in writes it, opting out deletes it.
 */
import { COLLECTIONS, type JsonResume, type TalentDirectoryEntry } from 'shared-schemas';
import { candidateDb } from '../../../lib/resumes/firestore-resume-store';

export const DIRECTORY_SKILLS_MAX = 40;

function monthIndex(date: string | undefined, fallback: number): number {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(date ?? '');
  return match ? Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0) : fallback;
}

/** Whole years of work, counting overlapping roles once. */
export function yearsOfExperience(resume: JsonResume, now = new Date()): number {
  const today = now.getFullYear() * 12 + now.getMonth();
  const spans = (resume.work ?? [])
    .filter((w) => w.startDate)
    .map((w) => [monthIndex(w.startDate, today), w.endDate ? monthIndex(w.endDate, today) : today] as [number, number])
    .filter(([a, b]) => b >= a)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let end = -Infinity;
  for (const [start, stop] of spans) {
    const from = Math.max(start, end);
    if (stop > from) months += stop - from;
    end = Math.max(end, stop);
  }
  return Math.floor(months / 12);
}

export type DirectoryEntryDraft = Omit<TalentDirectoryEntry, 'updatedAt'>;

export function directoryEntryFrom(resume: JsonResume, includeContact: boolean): DirectoryEntryDraft {
  const basics = resume.basics ?? {};
  const location = [basics.location?.city, basics.location?.region, basics.location?.countryCode].filter(Boolean).join(', ');
  const skills = [
    ...new Set(
      (resume.skills ?? [])
        .flatMap((g) => g.keywords ?? [])
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, DIRECTORY_SKILLS_MAX);
  const shared: JsonResume = JSON.parse(JSON.stringify(resume)) as JsonResume;
  if (!includeContact && shared.basics) {
    shared.basics = {
      ...shared.basics,
      email: '',
      phone: '',
      location: { city: basics.location?.city ?? '', region: basics.location?.region ?? '', countryCode: basics.location?.countryCode ?? '' },
    };
  }
  return { name: (basics.name ?? '').slice(0, 200), headline: basics.label ?? '', location, skills, years: yearsOfExperience(resume), resume: shared };
}

export async function optIn(entry: DirectoryEntryDraft): Promise<void> {
  const { db, firestoreApi: fs, uid } = await candidateDb();
  await fs.setDoc(fs.doc(db, COLLECTIONS.talentDirectory, uid), { ...entry, updatedAt: fs.serverTimestamp() });
  await fs.setDoc(
    fs.doc(db, COLLECTIONS.candidates, uid),
    { directoryOptIn: true, headline: entry.headline, location: entry.location, skills: entry.skills, updatedAt: fs.serverTimestamp() },
    { merge: true },
  );
}

export async function optOut(): Promise<void> {
  const { db, firestoreApi: fs, uid } = await candidateDb();
  await fs.deleteDoc(fs.doc(db, COLLECTIONS.talentDirectory, uid));
  await fs.setDoc(fs.doc(db, COLLECTIONS.candidates, uid), { directoryOptIn: false, updatedAt: fs.serverTimestamp() }, { merge: true });
}
