// Where a message to a candidate goes: their in-app inbox (candidates/{uid}/messages) and the
// `mail` collection in the format of Firebase's "Trigger Email" extension, which a real
// deployment installs to send it (locally nothing leaves the machine). Both are added to the
// caller's batch or transaction, so the message is written with the change it is about or not at
// all.
import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, textToHtml, type InboxMessage, type MailDocument } from 'shared-schemas';

/** An inbox message before it is stored, with where it goes: the candidate's account and email. */
export interface OutgoingMessage extends Omit<InboxMessage, 'read' | 'createdAt'> {
  candidateUid: string | null;
  email: string | null;
}

/** What was queued: the inbox message's id and whether a mail document was written. */
export interface Queued {
  messageId: string | null;
  mailed: boolean;
}

export function queueMessage(firestore: Firestore, writer: WriteBatch | Transaction, message: OutgoingMessage): Queued {
  let messageId: string | null = null;
  if (message.candidateUid) {
    const ref = firestore.collection(COLLECTIONS.candidates).doc(message.candidateUid).collection(COLLECTIONS.inbox).doc();
    messageId = ref.id;
    writer.create(ref, {
      orgId: message.orgId,
      orgName: message.orgName,
      applicationId: message.applicationId,
      jobTitle: message.jobTitle,
      kind: message.kind,
      subject: message.subject,
      body: message.body,
      senderName: message.senderName,
      scheduleId: message.scheduleId ?? null,
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  if (message.email) {
    const mail: MailDocument = { to: message.email, message: { subject: message.subject, text: message.body, html: textToHtml(message.body) } };
    writer.create(firestore.collection(COLLECTIONS.mail).doc(), mail);
  }
  return { messageId, mailed: Boolean(message.email) };
}
