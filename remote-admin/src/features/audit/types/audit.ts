// The /api/admin/audit entries are defined once in shared-schemas.
export type { AuditEntryView as AuditEntry } from 'shared-schemas';

export interface AuditFilter {
  /** Part of a person's name or email (the api finds their uids). */
  person: string;
  /** One actor's uid, set by choosing an actor in the log (shown by name). */
  actor: string;
  action: string;
  from: string;
  to: string;
}

/** The actions the api records (filter suggestions; any exact action may be typed). */
export const KNOWN_ACTIONS = [
  'user.role.change',
  'user.organization.move',
  'user.disable',
  'user.enable',
  'user.delete',
  'organization.suspend',
  'organization.restore',
  'contact.archive',
  'contact.restore',
  'apiKey.create',
  'apiKey.revoke',
];
