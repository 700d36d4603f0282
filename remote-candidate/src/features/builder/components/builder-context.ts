import { createContext, useContext } from 'react';
import type { JsonResume } from 'shared-schemas';

export interface BuilderActions {
  /** Applies an edit to the newest resume; edits with the same group within a second are one undo step. */
  apply: (edit: (resume: JsonResume) => JsonResume, group?: string | null) => void;
  /** Paths the importer was unsure of and the candidate has not yet looked at. */
  review: ReadonlySet<string>;
  /** How sure the importer was of a `review` path (0..1), when it said. */
  reviewConfidence: Readonly<Record<string, number>>;
  markReviewed: (pathKey: string) => void;
  /** Says something to screen readers (moves, additions, removals). */
  announce: (message: string) => void;
}

export const BuilderContext = createContext<BuilderActions | null>(null);

export function useBuilder(): BuilderActions {
  const actions = useContext(BuilderContext);
  if (!actions) throw new Error('useBuilder outside the resume builder');
  return actions;
}
