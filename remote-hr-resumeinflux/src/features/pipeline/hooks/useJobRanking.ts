import { useEffect, useRef, useState } from 'react';
import { JOB_RANKING_LIMITS, type JobRankingAnswer } from 'shared-schemas';
import { fetchJobRanking } from '../api/ranking-api';

export interface JobRanking {
  /** The latest answer for this job (kept while a larger page or a retry is on its way), or null. */
  answer: JobRankingAnswer | null;
  /** Why the latest request failed, fit to show; null while it is on its way or after a success. */
  error: string | null;
  loading: boolean;
  /** How many applicants the latest request asked for. */
  limit: number;
  /** Asks again with the same page size (after an error, or to take in new applicants). */
  retry: () => void;
  /** Asks for the best `limit` (at most the api's maximum). */
  rankMore: (limit: number) => void;
}

interface Wanted {
  jobId: string | null;
  limit: number;
  /** Bumped by retry, so the same job and page size are asked again. */
  attempt: number;
}

interface Outcome {
  key: string;
  jobId: string;
  answer: JobRankingAnswer | null;
  error: string | null;
}

const firstPage = (jobId: string | null): Wanted => ({ jobId, limit: JOB_RANKING_LIMITS.defaultLimit, attempt: 0 });

/**
 * The api's ranking of a job's applicants, asked for once `enabled` (the ranked list is shown):
 * ranking re-runs the engine, so the board alone never asks. A request keeps going when the
 * list is hidden again, and its answer is kept for the job until a retry or a larger page.
 */
export function useJobRanking(jobId: string | null, enabled: boolean): JobRanking {
  const [stored, setWanted] = useState<Wanted>(() => firstPage(jobId));
  // Another job starts over at the first page.
  const wanted = stored.jobId === jobId ? stored : firstPage(jobId);
  const key = `${jobId ?? ''}|${wanted.limit}|${wanted.attempt}`;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inflight = useRef<{ key: string; controller: AbortController } | null>(null);

  useEffect(() => {
    if (!enabled || !jobId || outcome?.key === key || inflight.current?.key === key) return;
    // A newer request replaces an older one (another job, a retry, a larger page).
    inflight.current?.controller.abort();
    const controller = new AbortController();
    inflight.current = { key, controller };
    const settle = (answer: JobRankingAnswer | null, error: string | null) => {
      if (inflight.current?.controller !== controller) return;
      inflight.current = null;
      // A failed request keeps the job's last answer on screen beside its error.
      setOutcome((previous) => ({ key, jobId, answer: answer ?? (previous?.jobId === jobId ? previous.answer : null), error }));
    };
    fetchJobRanking(jobId, wanted.limit, controller.signal).then(
      (answer) => settle(answer, null),
      (error: unknown) => settle(null, error instanceof Error ? error.message : 'The applicants could not be ranked just now; try again.'),
    );
  }, [enabled, jobId, key, wanted.limit, outcome?.key]);

  // Leaving the page cancels the request.
  useEffect(
    () => () => {
      inflight.current?.controller.abort();
      inflight.current = null;
    },
    [],
  );

  const ask = (limit: (current: Wanted) => number) =>
    setWanted((previous) => {
      const current = previous.jobId === jobId ? previous : firstPage(jobId);
      return { jobId, limit: Math.min(limit(current), JOB_RANKING_LIMITS.maxLimit), attempt: current.attempt + 1 };
    });

  return {
    answer: outcome?.jobId === jobId ? outcome.answer : null,
    error: outcome?.key === key ? outcome.error : null,
    loading: Boolean(enabled && jobId) && outcome?.key !== key,
    limit: wanted.limit,
    retry: () => ask((current) => current.limit),
    rankMore: (limit) => ask(() => limit),
  };
}
