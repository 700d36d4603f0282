// Messages to candidates (issue 27, feature 11): per-organisation templates with placeholders,
// the candidate's in-app inbox, and the `mail` documents Firebase's "Trigger Email" extension
// sends in a real deployment. Pure functions: the HR editor's live preview, the stage dialog and
// the api fill and check templates with the same code.

/** The kinds of template an organisation keeps; each has a seeded default. */
export const MESSAGE_TEMPLATE_KINDS = ['interview', 'rejection', 'offer'] as const;
export type MessageTemplateKind = (typeof MESSAGE_TEMPLATE_KINDS)[number];

/** Which pipeline stage offers which template when a card is moved there. */
export const STAGE_TEMPLATE: Readonly<Record<string, MessageTemplateKind>> = { interview: 'interview', rejected: 'rejection', offer: 'offer' };

export const MESSAGE_TEMPLATE_LABELS: Record<MessageTemplateKind, string> = {
  interview: 'Invite to interview',
  rejection: 'Rejection',
  offer: 'Offer',
};

/** The placeholders a template may use, with what each becomes. */
export const MESSAGE_PLACEHOLDERS = ['candidateName', 'jobTitle', 'organizationName', 'senderName'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<MessagePlaceholder, string>;

export const MESSAGE_PLACEHOLDER_HINTS: Record<MessagePlaceholder, string> = {
  candidateName: 'the candidate’s name',
  jobTitle: 'the job’s title',
  organizationName: 'your organisation’s name',
  senderName: 'your name',
};

export const MESSAGE_LIMITS = { subjectMax: 200, bodyMax: 5_000, reasonMax: 500 } as const;

export interface MessageTemplate {
  kind: MessageTemplateKind;
  subject: string;
  body: string;
}

export const DEFAULT_MESSAGE_TEMPLATES: Record<MessageTemplateKind, MessageTemplate> = {
  interview: {
    kind: 'interview',
    subject: 'Interview for {{jobTitle}} at {{organizationName}}',
    body: 'Dear {{candidateName}},\n\nThank you for applying for the {{jobTitle}} role. We would like to invite you to an interview. We will send you times to choose from shortly.\n\nKind regards,\n{{senderName}}\n{{organizationName}}',
  },
  rejection: {
    kind: 'rejection',
    subject: 'Your application for {{jobTitle}}',
    body: 'Dear {{candidateName}},\n\nThank you for your interest in the {{jobTitle}} role at {{organizationName}}. After careful consideration we have decided not to move forward with your application.\n\nWe wish you every success.\n\nKind regards,\n{{senderName}}\n{{organizationName}}',
  },
  offer: {
    kind: 'offer',
    subject: 'An offer for {{jobTitle}} at {{organizationName}}',
    body: 'Dear {{candidateName}},\n\nWe are delighted to offer you the {{jobTitle}} role at {{organizationName}}. We will be in touch with the details of the offer.\n\nKind regards,\n{{senderName}}\n{{organizationName}}',
  },
};

/** `{{ name }}`, spaces allowed inside the braces. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function isMessageTemplateKind(value: unknown): value is MessageTemplateKind {
  return typeof value === 'string' && (MESSAGE_TEMPLATE_KINDS as readonly string[]).includes(value);
}

/** Placeholder names used in `text` that are not in MESSAGE_PLACEHOLDERS, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name)) unknown.add(name);
  }
  return [...unknown];
}

/** Replaces every known placeholder with its value; unknown ones are left as written. */
export function fillTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as MessagePlaceholder] : whole,
  );
}

/**
 * Why a template (or a message about to be sent) cannot be saved, as a sentence for HR; null when
 * it can. Unknown placeholders are refused by name, so a typo like {{candidate}} never reaches a
 * candidate as braces.
 */
export function messageProblem(input: { subject: unknown; body: unknown }): string | null {
  if (typeof input.subject !== 'string' || !input.subject.trim()) return 'Write a subject.';
  if (typeof input.body !== 'string' || !input.body.trim()) return 'Write the message.';
  if (input.subject.length > MESSAGE_LIMITS.subjectMax) return `The subject is too long (at most ${MESSAGE_LIMITS.subjectMax} characters).`;
  if (input.body.length > MESSAGE_LIMITS.bodyMax) return `The message is too long (at most ${MESSAGE_LIMITS.bodyMax} characters).`;
  const unknown = unknownPlaceholders(`${input.subject}\n${input.body}`);
  if (unknown.length) {
    const names = unknown.map((name) => `{{${name}}}`).join(', ');
    return `Unknown placeholder${unknown.length === 1 ? '' : 's'} ${names}: use only ${MESSAGE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}.`;
  }
  return null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Plain text as mail HTML: every character escaped, paragraphs on blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** candidates/{uid}/messages/{id}: one message in the candidate's inbox (written by the api). */
export interface InboxMessage {
  orgId: string;
  orgName: string;
  applicationId: string | null;
  jobTitle: string;
  /** A stage template's kind, or what the scheduling feature says (proposed, booked, rescheduled, cancelled). */
  kind: string;
  subject: string;
  body: string;
  senderName: string;
  /** The schedule this message is about, when it is one (interview scheduling). */
  scheduleId?: string | null;
  read: boolean;
  createdAt: unknown;
}

/** mail/{id}: the Trigger Email extension's format. No client reads or writes it. */
export interface MailDocument {
  to: string;
  message: { subject: string; text: string; html: string };
}
