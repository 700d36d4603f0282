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

/** What a remote's mf-manifest.json says (readManifest), or why it could not be read. */
export interface ManifestSummary {
  url: string;
  /** Exposed modules, without "./". */
  exposes?: string[];
  /** The singletons it was built against: "react 19.3.1". */
  shared?: string[];
  /** Files its manifest lists (every expose's JS and CSS). */
  assets?: number;
  /** Why registration would refuse it against this page's singletons. */
  incompatible?: string;
  error?: string;
}
