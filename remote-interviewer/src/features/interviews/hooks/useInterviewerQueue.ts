import { useAsync, useLiveValue, type Unsubscribe } from 'shared-auth/data';
import { readInterviewerClaims, type InterviewerClaims } from '../api/interviewer-claims';
import { readOwnScorecard, readPanelScorecards, subscribeQueue } from '../api/interviews-store';
import type { QueueItem, ScorecardRow } from '../types/interviews';

export interface InterviewerQueue {
  claims: InterviewerClaims | null;
  items: QueueItem[] | null;
  /** Panel scorecards of the interviews where the interviewer has submitted (for calibration). */
  panels: ScorecardRow[][];
  problem: string | null;
}

interface QueueValue {
  items: QueueItem[] | null;
  panels: ScorecardRow[][];
}

const NO_QUEUE: QueueValue = { items: null, panels: [] };

/**
 * The queue, live, each interview with the interviewer's own scorecard; then, for those submitted,
 * the panel's (the queue shows first, the calibration follows). Each change reads them again, and
 * only the newest change's reads are shown.
 */
function subscribeQueueWithScorecards(
  claims: InterviewerClaims & { orgId: string },
  onValue: (value: QueueValue) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let latest = 0;
  let panels: ScorecardRow[][] = [];
  const stop = subscribeQueue(
    claims.orgId,
    claims.uid,
    (rows) => {
      const change = ++latest;
      void (async () => {
        const items = await Promise.all(
          rows.map(async (interview) => ({ interview, mine: await readOwnScorecard(interview.id, claims.uid).catch(() => null) })),
        );
        if (change !== latest) return;
        onValue({ items, panels });
        const submitted = items.filter((item) => item.mine?.submittedAt);
        const cards = await Promise.all(submitted.map((item) => readPanelScorecards(item.interview.id).catch(() => [])));
        if (change !== latest) return;
        panels = cards;
        onValue({ items, panels });
      })();
    },
    onError,
  );
  return () => {
    latest = -1;
    stop();
  };
}

/** The interviewer's panel interviews, live, each with their own scorecard state. */
export function useInterviewerQueue(): InterviewerQueue {
  const signIn = useAsync(() => readInterviewerClaims(), []);
  const claims = signIn.data;
  const orgId = claims?.orgId;
  const queue = useLiveValue(
    NO_QUEUE,
    claims && orgId ? (onValue, onError) => subscribeQueueWithScorecards({ ...claims, orgId }, onValue, onError) : null,
    claims && orgId ? `${orgId}/${claims.uid}` : '',
    () => 'Your interviews could not be loaded. Check your connection and reload.',
  );
  const problem = signIn.error
    ? 'Your sign-in could not be read. Sign in again.'
    : !signIn.loading && !orgId
      ? 'Your account is not an interviewer of an organisation yet: accept the invite HR sent you.'
      : queue.problem;
  return { claims, ...queue.value, problem };
}
