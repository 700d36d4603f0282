// The search lives in the URL (shareable; back and forward work). Typing replaces the current
// history entry, so Back does not step through keystrokes; a filter, sort or page change adds one.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Parameters that are page chrome, not part of the api request. */
const UI_ONLY = new Set(['tab']);

export function useSearchUrl() {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, string | null>, options: { push?: boolean; keepPage?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!options.keepPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !options.push },
      );
    },
    [setParams],
  );

  const apiParams = new URLSearchParams();
  for (const [name, value] of params) if (!UI_ONLY.has(name) && value) apiParams.set(name, value);
  return { params, apiParams, update };
}

/** A comma list parameter as a set of values. */
export function listOf(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

export function toggled(list: string[], value: string): string {
  return (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]).join(',');
}
