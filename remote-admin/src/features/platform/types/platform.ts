export interface PlatformStats {
  accounts: { total: number; byRole: Record<string, number>; disabled: number };
  organizations: number;
  suspendedOrganizations: number;
  openJobs: number;
  applications: number;
  interviews: number;
  contactMessages: number;
  unreadContactMessages: number;
  weekly: { weekEnding: string; accounts: number; organizations: number; jobs: number; applications: number; interviews: number; contactMessages: number }[];
}

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
