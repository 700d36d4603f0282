// The inbox answers (ContactRow, ContactStatus) are defined once in shared-schemas.
export type { ContactRow, ContactStatus } from 'shared-schemas';
export type InboxView = 'inbox' | 'new' | 'archived' | 'all';
