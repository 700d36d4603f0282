import { useEffect, useEffectEvent, useState } from 'react';
import { readProblem } from '../../../lib/read-problem';
import { subscribeApplication, subscribeJobApplications } from '../api/applications-store';
import { subscribeOrgMembers } from '../api/members-store';
import { subscribeNotes } from '../api/notes-store';
import type { ApplicationRow, MemberRow, NoteRow } from '../types/pipeline';

interface Live<T> {
  value: T;
  problem: string | null;
}

/** A live subscription's value (`initial` until the first snapshot) and its read problem. */
function useLive<T>(initial: T, subscribe: ((onValue: (value: T) => void, onError: (error: Error) => void) => () => void) | null, key: string): Live<T> {
  const [state, setState] = useState<Live<T> & { key: string }>({ value: initial, problem: null, key });
  // `subscribe` is rebuilt each render; `key` names what it subscribes to, so only a new key
  // subscribes again (with the `initial` and `subscribe` of that render).
  const start = useEffectEvent((forKey: string) => {
    setState({ value: initial, problem: null, key: forKey });
    if (!subscribe) return undefined;
    return subscribe(
      (value) => setState({ value, problem: null, key: forKey }),
      (error) => setState((current) => ({ ...current, problem: readProblem(error) })),
    );
  });
  useEffect(() => start(key), [key]);
  return state.key === key ? state : { value: initial, problem: null };
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
