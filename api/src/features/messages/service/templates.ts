// An organisation's message templates: stored ones override the defaults kind by kind, so a new
// organisation has all three from its first day. Saving refuses unknown placeholders.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, DEFAULT_MESSAGE_TEMPLATES, MESSAGE_TEMPLATE_KINDS, messageProblem, type MessageTemplate, type MessageTemplateKind } from 'shared-schemas';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

export interface StoredTemplate extends MessageTemplate {
  /** False while the organisation still uses the default. */
  customised: boolean;
}

const templatesOf = (firestore: Firestore, orgId: string) =>
  firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.messageTemplates);

export async function readTemplates(firestore: Firestore, orgId: string, timeoutMs: number): Promise<StoredTemplate[]> {
  const stored = await withStoreDeadline(templatesOf(firestore, orgId).get(), timeoutMs);
  const byKind = new Map(stored.docs.map((doc) => [doc.id, doc]));
  return MESSAGE_TEMPLATE_KINDS.map((kind) => {
    const doc = byKind.get(kind);
    const subject = doc?.get('subject');
    const body = doc?.get('body');
    return typeof subject === 'string' && typeof body === 'string'
      ? { kind, subject, body, customised: true }
      : { ...DEFAULT_MESSAGE_TEMPLATES[kind], customised: false };
  });
}

/** The organisation's name, as the templates' `{{organizationName}}` placeholder shows it ('' when unset). */
export async function organisationName(firestore: Firestore, orgId: string, timeoutMs: number): Promise<string> {
  const org = await withStoreDeadline(firestore.collection(COLLECTIONS.organizations).doc(orgId).get(), timeoutMs);
  return String(org.get('name') ?? '');
}

export async function saveTemplate(
  firestore: Firestore,
  orgId: string,
  kind: MessageTemplateKind,
  input: { subject: string; body: string },
  uid: string,
  timeoutMs: number,
): Promise<StoredTemplate> {
  const problem = messageProblem(input);
  if (problem) throw new HttpError(400, problem);
  const template = { kind, subject: input.subject.trim(), body: input.body.trim() };
  await withStoreDeadline(
    templatesOf(firestore, orgId)
      .doc(kind)
      .set({ ...template, updatedBy: uid, updatedAt: FieldValue.serverTimestamp() }),
    timeoutMs,
  );
  return { ...template, customised: true };
}

/** Back to the default: the stored template is removed. */
export async function resetTemplate(firestore: Firestore, orgId: string, kind: MessageTemplateKind, timeoutMs: number): Promise<StoredTemplate> {
  await withStoreDeadline(templatesOf(firestore, orgId).doc(kind).delete(), timeoutMs);
  return { ...DEFAULT_MESSAGE_TEMPLATES[kind], customised: false };
}
