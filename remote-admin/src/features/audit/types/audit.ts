// The /api/admin/audit entries are defined once in shared-schemas.
export type { AuditEntryView as AuditEntry } from 'shared-schemas';

export interface AuditFilter {
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
