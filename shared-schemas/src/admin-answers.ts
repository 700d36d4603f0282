// What the Admin api (/api/admin/*) and the API-key routes (/api/keys) answer: one definition for
// the api that builds these answers and the areas (remote-admin, resumeinflux) that show them.
// Times are ISO 8601 strings or null.

/** An account as /api/admin/users lists it. */
export interface AccountRow {
  uid: string;
  email: string | null;
  name: string | null;
  role: string | null;
  orgId: string | null;
  orgName: string | null;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: string | null;
  lastSignInAt: string | null;
}

export interface AccountPage {
  users: AccountRow[];
  nextPageToken: string | null;
  truncated: boolean;
}

export const CONTACT_STATUSES = ['new', 'read', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A contact message in the Admin inbox. */
export interface ContactRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  createdAt: string | null;
  /** When the message is deleted automatically (two years after it arrived). */
  expireAt: string | null;
}

export interface OrganizationRow {
  id: string;
  name: string;
  createdAt: string | null;
  suspendedAt: string | null;
  members: number;
  jobs: number;
  openJobs: number;
  applications: number;
}

/** Counted over time on the Platform page. */
export const PLATFORM_COUNTED = ['organizations', 'jobs', 'applications', 'interviews', 'contactMessages'] as const;
export type PlatformCounted = (typeof PLATFORM_COUNTED)[number];

export interface PlatformStats {
  accounts: { total: number; byRole: Record<string, number>; disabled: number; scanned: number };
  organizations: number;
  suspendedOrganizations: number;
  openJobs: number;
  applications: number;
  interviews: number;
  contactMessages: number;
  unreadContactMessages: number;
  /** Oldest first: totals as they stood at the end of each week (UTC). */
  weekly: ({ weekEnding: string; accounts: number } & Record<PlatformCounted, number>)[];
}

/** A person as the Admin area names them: an account's display name and email (null when unknown or deleted). */
export interface PersonRef {
  uid: string;
  name: string | null;
  email: string | null;
}

/** An audit entry as /api/admin/audit answers it. */
export interface AuditEntryView {
  id: string;
  actorUid: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  at: string;
  /** The actor named (looked up in one batch per page); null for 'system' or a deleted account. */
  actor?: PersonRef | null;
  /** The account a `user:<uid>` target names; null for other targets or a deleted account. */
  targetPerson?: PersonRef | null;
}

/** One organisation opened from the Admin list: its members and jobs. */
export interface OrganizationDetail {
  organization: OrganizationRow;
  members: { uid: string; name: string | null; email: string | null; role: string; joinedAt: string | null }[];
  jobs: { id: string; title: string; status: string; applicants: number; createdAt: string | null }[];
}

/** A HireGen API key as its owner and Admins see it: never the secret or its hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  ownerUid: string;
  orgId: string | null;
  quota: number;
  createdAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

/** The Admin's list adds the organisation's name. */
export interface ApiKeyAdminView extends ApiKeyView {
  orgName: string | null;
}

export const API_KEY_NAME_MAX = 80;
