// PlatformStats (the /api/admin/platform answer) is defined once in shared-schemas.
export type { PlatformStats } from 'shared-schemas';

export interface RemoteStatus {
  container: string;
  url: string;
  state: 'checking' | 'up' | 'down';
  /** Milliseconds to answer. */
  ms?: number;
  /** First 12 hex digits of the SHA-256 of the remote entry it serves: changes with every build. */
  build?: string;
  lastModified?: string | null;
  message?: string;
}
