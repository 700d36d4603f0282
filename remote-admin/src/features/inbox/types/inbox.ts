export type ContactStatus = 'new' | 'read' | 'archived';
export type InboxView = 'inbox' | 'new' | 'archived' | 'all';

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
