// PlatformStats (the /api/admin/platform answer) is defined once in shared-schemas.
export type { PlatformStats } from 'shared-schemas';

export interface RemoteStatus {
  container: string;
  url: string;
  /** The version remotes.json registers for it, if it names one. */
  registeredVersion?: string;
  state: 'checking' | 'up' | 'down';
  /** Milliseconds to answer. */
  ms?: number;
  /** What the remote's build-info.json says it serves. */
  version?: string;
  buildId?: string;
  builtAt?: string;
  /** First 12 hex digits of the SHA-256 of the remote entry it serves: changes with every build. */
  digest?: string;
  lastModified?: string | null;
  message?: string;
}
