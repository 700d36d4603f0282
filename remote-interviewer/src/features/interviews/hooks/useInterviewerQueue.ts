import { useEffect, useState } from 'react';
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

/** The interviewer's panel interviews, live, each with their own scorecard state. */
export function useInterviewerQueue(): InterviewerQueue {
  const [claims, setClaims] = useState<InterviewerClaims | null>(null);
  const [items, setItems] = useState<QueueItem[] | null>(null);
  const [panels, setPanels] = useState<ScorecardRow[][]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    readInterviewerClaims().then(
      (c) => {
        if (!live) return;
        if (!c?.orgId) setProblem('Your account is not an interviewer of an organisation yet: accept the invite HR sent you.');
        setClaims(c);
      },
      () => live && setProblem('Your sign-in could not be read. Sign in again.'),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!claims?.orgId) return undefined;
    let live = true;
    const stop = subscribeQueue(
      claims.orgId,
      claims.uid,
      (rows) => {
        void Promise.all(rows.map(async (interview) => ({ interview, mine: await readOwnScorecard(interview.id, claims.uid).catch(() => null) }))).then(
          async (next) => {
            if (!live) return;
            setItems(next);
            const submitted = next.filter((i) => i.mine?.submittedAt);
            const cards = await Promise.all(submitted.map((i) => readPanelScorecards(i.interview.id).catch(() => [])));
            if (live) setPanels(cards);
          },
        );
      },
      () => live && setProblem('Your interviews could not be loaded. Check your connection and reload.'),
    );
    return () => {
      live = false;
      stop();
    };
  }, [claims]);

  return { claims, items, panels, problem };
}
