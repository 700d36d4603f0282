import type { Invite, MemberRole } from 'shared-schemas';

/** What the signed-in account's ID token says about it (claims set only by the api). */
export type { AccountClaims } from 'shared-auth';

/** The organisation the pages below the gate work in. */
export interface OrgContext {
  orgId: string;
  uid: string;
  name: string | null;
  email: string | null;
}

export type { MemberRow } from '../../../lib/org-members';

export interface InviteRow extends Invite {
  id: string;
}

export interface CreatedInvite {
  inviteId: string;
  link: string;
  expiresAt: string;
}

export interface InvitePreview {
  orgName: string;
  role: MemberRole;
  email: string;
  expiresAt: string;
  /** The api's reading of the link: only a valid one can be accepted. */
  status?: 'valid' | 'expired' | 'accepted';
}
