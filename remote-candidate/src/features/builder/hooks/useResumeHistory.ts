/**
 * The resume being edited with undo and redo. Typing into one field is one step, not one step a
 * keystroke: a change with the same `group` as the last one within GROUP_MS replaces it.
 */
import { useCallback, useMemo, useReducer } from 'react';
import type { JsonResume } from 'shared-schemas';

export const HISTORY_MAX = 200;
export const GROUP_MS = 1000;

export interface HistoryState {
  past: JsonResume[];
  present: JsonResume;
  future: JsonResume[];
  lastGroup: string | null;
  lastAt: number;
}

type HistoryAction =
  | { type: 'change'; resume: JsonResume; group: string | null; at: number }
  | { type: 'apply'; edit: (resume: JsonResume) => JsonResume; group: string | null; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; resume: JsonResume };

export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'apply':
      return historyReducer(state, { type: 'change', resume: action.edit(state.present), group: action.group, at: action.at });
    case 'change': {
      if (action.resume === state.present) return state;
      const grouped = action.group !== null && action.group === state.lastGroup && action.at - state.lastAt < GROUP_MS;
      return {
        past: grouped ? state.past : [...state.past, state.present].slice(-HISTORY_MAX),
        present: action.resume,
        future: [],
        lastGroup: action.group,
        lastAt: action.at,
      };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], lastGroup: null, lastAt: 0 };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastGroup: null, lastAt: 0 };
    }
    case 'reset':
      return { past: [], present: action.resume, future: [], lastGroup: null, lastAt: 0 };
  }
}

export function useResumeHistory(initial: JsonResume) {
  const [state, dispatch] = useReducer(historyReducer, { past: [], present: initial, future: [], lastGroup: null, lastAt: 0 });
  const change = useCallback((resume: JsonResume, group: string | null = null) => dispatch({ type: 'change', resume, group, at: Date.now() }), []);
  /** An edit of the current resume (always the newest, so stable callbacks never edit a stale copy). */
  const apply = useCallback(
    (edit: (resume: JsonResume) => JsonResume, group: string | null = null) => dispatch({ type: 'apply', edit, group, at: Date.now() }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((resume: JsonResume) => dispatch({ type: 'reset', resume }), []);
  return useMemo(
    () => ({ resume: state.present, change, apply, undo, redo, reset, canUndo: state.past.length > 0, canRedo: state.future.length > 0 }),
    [state.present, state.past.length, state.future.length, change, apply, undo, redo, reset],
  );
}
