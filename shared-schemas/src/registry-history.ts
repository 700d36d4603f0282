/**
 * The remote registry with history (issue 28, items 3 and 4), served by the api under
 * /api/platform/registry. remotes.json stays the shell's local default (routes, menus, entries);
 * this registry only overrides a listed remote's entry, per version, for everyone or for a canary
 * share of sessions.
 *
 * Firestore (written only by the api):
 *   remoteRegistry/{remote}                      the head: what is served now
 *   remoteRegistry/{remote}/versions/{NNNNNN}    one immutable document per change
 *   remoteRegistry/{remote}/health/{version}_{minute}   loads and failures the shells reported
 */
export const REGISTRY_COLLECTION = 'remoteRegistry';
export const REGISTRY_VERSIONS = 'versions';
export const REGISTRY_HEALTH = 'health';

export const REGISTRY_ACTIONS = ['release', 'rollback', 'canary', 'promote', 'canary-stop', 'auto-rollback'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];

/** What a remote is served from: its entry, optional failover origins and build manifest. */
export interface RegistryTarget {
  entry: string;
  fallbackEntries?: string[];
  /** The build's mf-manifest.json, when its team publishes one (checked at registration elsewhere). */
  manifest?: string;
}

export interface RegistryCanary extends RegistryTarget {
  /** The version document that started it. */
  version: number;
  /** Share of sessions, 1–99, chosen sticky per user or browser. */
  percent: number;
  startedAt: string;
}

/** `remoteRegistry/{remote}`. */
export interface RegistryHead extends RegistryTarget {
  remote: string;
  /** The latest version number: what a change's `expectedVersion` must name (compare-and-set). */
  version: number;
  /** The version document whose entry everyone outside a canary is served. */
  stableVersion: number;
  canary: RegistryCanary | null;
  updatedAt: string;
  updatedBy: string;
}

/** `remoteRegistry/{remote}/versions/{NNNNNN}`: never changed once written. */
export interface RegistryVersion extends RegistryTarget {
  version: number;
  action: RegistryAction;
  /** Who: an Admin's uid, `apiKey:<id>` for a team's CI, or `auto` for an automatic rollback. */
  by: string;
  /** A name to show for `by` (the Admin's name or email, the key's name). */
  byName: string;
  at: string;
  why: string;
  /** A rollback's target, a promote's canary version. */
  from?: number;
  /** A canary's share of sessions. */
  percent?: number;
}

/** Health of one version over the window: loads and failures the shells reported. */
export interface RegistryVersionHealth {
  version: number;
  loads: number;
  failures: number;
  /** failures / loads, or null with no load yet. */
  failureRate: number | null;
}

export interface RegistryRemoteView {
  head: RegistryHead;
  /** Newest first. */
  versions: RegistryVersion[];
  health: RegistryVersionHealth[];
}

/**
 * The automatic rollback: a canary whose reported failures over the last `windowMs` reach
 * `failureRate` of its loads, with at least `minLoads` loads, is rolled back at the next report
 * flush (within `flushMs` of the report arriving).
 */
export const CANARY_GUARD = { windowMs: 5 * 60_000, minLoads: 3, failureRate: 0.2, flushMs: 1_000 } as const;

/** GET /api/platform/registry/resolve?sid=: the entry each released remote has for this session. */
export interface ResolvedRemote {
  name: string;
  entry: string;
  fallbackEntries?: string[];
  version: number;
  /** This session is in the canary share. */
  canary: boolean;
  /** A canary is running for this remote: the shell reports loads as well as failures. */
  watched: boolean;
  /**
   * What the session's reports on this version must carry (with a sid only): signed by the api,
   * short-lived, one session's worth of counts (api features/registry/service/report-tokens.ts).
   */
  token?: string;
}

export const REGISTRY_REPORT_KINDS = ['load', 'load-failure', 'render-failure'] as const;
export type RegistryReportKind = (typeof REGISTRY_REPORT_KINDS)[number];
export interface RegistryReportEvent {
  remote: string;
  version: number;
  kind: RegistryReportKind;
  /** The resolve answer's token for this remote and version: reports without a valid one are refused. */
  token: string;
}
/** Events one report may carry: the shell batches and caps them. */
export const REGISTRY_REPORT_MAX = 20;

/** The shell's anonymous per-browser id for a sticky canary share (localStorage). */
export const REGISTRY_SESSION_KEY = 'hiregen.registrySession';

/** Version numbers as document ids, zero-padded so they sort. */
export const versionId = (version: number) => String(version).padStart(6, '0');
