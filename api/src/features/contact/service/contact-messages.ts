// Contact messages from the public form, stored server-side in `contactMessages`
// (Firestore rules: only Admin reads, no client writes). The sender's IP is kept only as a
// salted HMAC, enough to spot abuse from one source without storing the address.
import { createHmac } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { ContactMessage } from 'shared-schemas';
import { withStoreDeadline } from '../../../platform/errors';

export const CONTACT_MESSAGES = 'contactMessages';

export function hashClientIp(ip: string, salt: string): string {
  return createHmac('sha256', salt).update(ip).digest('hex');
}

/** One document, written in one call: it is stored whole or not at all. Resolves with its id. */
export async function storeContactMessage(firestore: Firestore, message: ContactMessage, ipHash: string, timeoutMs: number): Promise<string> {
  const document = firestore.collection(CONTACT_MESSAGES).doc();
  await withStoreDeadline(
    document.create({ ...message, ipHash, status: 'new', createdAt: FieldValue.serverTimestamp() }),
    timeoutMs,
    'Your message could not be sent right now. Please try again later.',
  );
  return document.id;
}
