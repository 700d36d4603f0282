import { useAsync } from 'shared-auth/data';
import { listKeys } from '../api/api-keys-api';
import type { ApiKeyView } from '../types/api-keys';

/** The organisation's keys, newest first, with a reload after create and revoke. */
export function useApiKeys(): { keys: ApiKeyView[] | null; error: string | null; reload: () => void } {
  const { data, error, reload } = useAsync((signal) => listKeys(signal), []);
  return { keys: data, error, reload };
}
