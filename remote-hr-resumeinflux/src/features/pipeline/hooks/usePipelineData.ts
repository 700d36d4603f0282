import { useLiveValue, type LiveValue } from 'shared-auth/data';
import { readProblem } from '../../../lib/read-problem';
import { subscribeApplication, subscribeJobApplications } from '../api/applications-store';
import { subscribeOrgMembers } from '../api/members-store';
import { subscribeNotes } from '../api/notes-store';
import type { ApplicationRow, MemberRow, NoteRow } from '../types/pipeline';

/** A live read's value and its problem in words (shared-auth's `useLiveValue`, worded by readProblem). */
export type Live<T> = LiveValue<T>;

function useLive<T>(initial: T, subscribe: Parameters<typeof useLiveValue<T>>[1], key: string): Live<T> {
  return useLiveValue(initial, subscribe, key, readProblem);
}

export function useJobApplications(orgId: string, jobId: string | null): Live<ApplicationRow[] | null> {
  return useLive<ApplicationRow[] | null>(
    null,
    jobId ? (onRows, onError) => subscribeJobApplications(orgId, jobId, onRows, onError) : null,
    `${orgId}/${jobId ?? ''}`,
  );
}

/** undefined while loading, null when missing or not readable. */
export function useApplication(applicationId: string): Live<ApplicationRow | null | undefined> {
  return useLive<ApplicationRow | null | undefined>(undefined, (onRow, onError) => subscribeApplication(applicationId, onRow, onError), applicationId);
}

export function useNotes(applicationId: string): Live<NoteRow[] | null> {
  return useLive<NoteRow[] | null>(null, (onRows, onError) => subscribeNotes(applicationId, onRows, onError), applicationId);
}

export function useOrgMembers(orgId: string): Live<MemberRow[]> {
  return useLive<MemberRow[]>([], (onRows, onError) => subscribeOrgMembers(orgId, onRows, onError), orgId);
}
