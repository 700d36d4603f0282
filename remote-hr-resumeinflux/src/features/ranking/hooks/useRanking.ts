import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from 'shared-ui';
import { CANCELLED, RankRequestError, rankResumes } from '../api/rankResumes';
import type { Ranking } from '../types/ranking';
import { loadLastRanking, saveLastRanking } from '../utils/ranking-storage';

export type RankingPhase = 'idle' | 'uploading' | 'ranking' | 'done' | 'failed';

export interface RankingState {
  phase: RankingPhase;
  /** Upload progress 0..1 while uploading. */
  progress: number;
  /** The newest ranking, or the one kept from before a reload. */
  ranking: Ranking | null;
  /** What went wrong with the last attempt, shown inline. */
  error?: string;
  /** False when the browser would not keep the ranking for a reload. */
  kept: boolean;
}

/** Runs a ranking request and keeps its outcome (and the last ranking across reloads). */
export function useRanking() {
  const [state, setState] = useState<RankingState>(() => ({ phase: 'idle', progress: 0, ranking: loadLastRanking(), kept: true }));
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops an upload nobody is waiting for.
  useEffect(() => () => controller.current?.abort(), []);

  const rank = useCallback(async (job: string, files: File[]) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((previous) => ({ ...previous, phase: 'uploading', progress: 0, error: undefined }));
    try {
      const ranking = await rankResumes(job, files, {
        signal: current.signal,
        onProgress: (progress) => setState((previous) => (previous.phase === 'uploading' ? { ...previous, progress } : previous)),
        onUploaded: () => setState((previous) => (previous.phase === 'uploading' ? { ...previous, phase: 'ranking', progress: 1 } : previous)),
      });
      if (controller.current !== current) return;
      const kept = saveLastRanking(ranking);
      setState({ phase: 'done', progress: 1, ranking, kept });
    } catch (error) {
      if (controller.current !== current) return;
      const message = error instanceof RankRequestError ? error.message : 'Ranking failed. Please try again.';
      if (message !== CANCELLED) notify.error(message);
      setState((previous) => ({ ...previous, phase: 'failed', progress: 0, error: message }));
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { ...state, busy: state.phase === 'uploading' || state.phase === 'ranking', rank, cancel };
}
