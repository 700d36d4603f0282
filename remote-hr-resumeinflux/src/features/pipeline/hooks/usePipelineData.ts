import { useLiveValue, type LiveValue } from 'shared-auth/data';
import { readProblem } from '../../../lib/read-problem';
import { subscribeApplication, subscribeJobApplications } from '../api/applications-store';
import { subscribeOrgMembers } from '../api/members-store';
import { subscribeNotes } from '../api/notes-store';
import type { ApplicationRow, MemberRow, NoteRow } from '../types/pipeline';

/** shared-auth's `useLiveValue`, its failures worded by readProblem. */
function useLive<T>(initial: T, subscribe: Parameters<typeof useLiveValue<T>>[1], key: string): LiveValue<T> {
  return useLiveValue(initial, subscribe, key, readProblem);
}

export function useJobApplications(orgId: string, jobId: string | null): LiveValue<ApplicationRow[] | null> {
  return useLive<ApplicationRow[] | null>(
    null,
    jobId ? (onRows, onError) => subscribeJobApplications(orgId, jobId, onRows, onError) : null,
    `${orgId}/${jobId ?? ''}`,
  );
}

/** undefined while loading, null when missing or not readable. */
export function useApplication(applicationId: string): LiveValue<ApplicationRow | null | undefined> {
  return useLive<ApplicationRow | null | undefined>(undefined, (onRow, onError) => subscribeApplication(applicationId, onRow, onError), applicationId);
}

export function useNotes(applicationId: string): LiveValue<NoteRow[] | null> {
  return useLive<NoteRow[] | null>(null, (onRows, onError) => subscribeNotes(applicationId, onRows, onError), applicationId);
}

export function useOrgMembers(orgId: string): LiveValue<MemberRow[]> {
  return useLive<MemberRow[]>([], (onRows, onError) => subscribeOrgMembers(orgId, onRows, onError), orgId);
}
