import { useCallback, useEffect, useState } from 'react';
import { listKeys } from '../api/api-keys-api';
import type { ApiKeyView } from '../types/api-keys';

/** The organisation's keys, newest first, with a reload after create and revoke. */
export function useApiKeys() {
  const [keys, setKeys] = useState<ApiKeyView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    listKeys(controller.signal).then(
      (value) => {
        setKeys(value);
        setError(null);
      },
      (reason: unknown) => !controller.signal.aborted && setError(reason instanceof Error ? reason.message : 'The keys could not be loaded.'),
    );
    return () => controller.abort();
  }, [tick]);
  const reload = useCallback(() => setTick((value) => value + 1), []);
  return { keys, error, reload };
}
