/**
 * Saves the edited value a moment after the last change (and when the page is hidden or left),
 * one save at a time, the newest value winning. Reports what a person needs to know: saved,
 * saving, unsaved changes, or why saving failed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const AUTOSAVE_DELAY_MS = 1200;

export type SaveStatus = { state: 'saved' | 'saving' | 'pending' } | { state: 'error'; message: string };

export function useAutosave<T>(value: T, save: (value: T) => Promise<void>, { delayMs = AUTOSAVE_DELAY_MS, enabled = true } = {}) {
  const [status, setStatus] = useState<SaveStatus>({ state: 'saved' });
  const saved = useRef(value);
  const latest = useRef(value);
  const running = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  latest.current = value;

  const flush = useCallback(async (): Promise<void> => {
    if (running.current) await running.current.catch(() => undefined);
    const target = latest.current;
    if (target === saved.current) return;
    setStatus({ state: 'saving' });
    running.current = saveRef.current(target);
    try {
      await running.current;
      saved.current = target;
      setStatus(latest.current === target ? { state: 'saved' } : { state: 'pending' });
    } catch (error) {
      setStatus({ state: 'error', message: error instanceof Error ? error.message : 'Saving failed.' });
    } finally {
      running.current = null;
    }
  }, []);

  useEffect(() => {
    if (!enabled || value === saved.current) return;
    setStatus((s) => (s.state === 'saving' ? s : { state: 'pending' }));
    const timer = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer);
  }, [value, enabled, delayMs, flush]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void flush();
    };
  }, [flush]);

  /** Marks a value as already stored (after loading, or restoring a version that was saved). */
  const markSaved = useCallback((stored: T) => {
    saved.current = stored;
    setStatus({ state: 'saved' });
  }, []);

  return { status, flush, markSaved };
}
