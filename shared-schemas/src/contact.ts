/** The contact form's rules (required fields, lengths, email shape, error words), shared by the page and the api. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;

/** Server-side caps (characters); the page enforces them with maxLength too. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

/** text @ text . text, with no spaces anywhere (the product's email rule). */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_TEXT = {
  emptyField: (field: ContactField) => `Please fill in the "${field}" field.`,
  invalidEmail: 'Invalid email format.',
  sent: 'Your message has been sent. Our team will contact you shortly.',
  sendFailed: 'Failed to send message. Try again later.',
} as const;

/** A UTF-16 surrogate without its pair: not text, and Firestore refuses to store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type ContactValidation = { ok: true; value: ContactMessage } | { ok: false; field: ContactField; message: string };

/** Trims all four values, then checks them in SPEC order: the first problem wins. */
export function validateContactMessage(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const value = {} as ContactMessage;
  for (const field of CONTACT_FIELDS) {
    const raw = input[field];
    value[field] = typeof raw === 'string' ? raw.trim() : '';
  }
  for (const field of CONTACT_FIELDS) {
    if (value[field] === '') return { ok: false, field, message: CONTACT_TEXT.emptyField(field) };
  }
  if (!CONTACT_EMAIL_PATTERN.test(value.email)) {
    return { ok: false, field: 'email', message: CONTACT_TEXT.invalidEmail };
  }
  for (const field of CONTACT_FIELDS) {
    if (value[field].length > CONTACT_LIMITS[field]) {
      return { ok: false, field, message: `The "${field}" field is too long (at most ${CONTACT_LIMITS[field]} characters).` };
    }
    if (LONE_SURROGATE.test(value[field])) {
      return { ok: false, field, message: `The "${field}" field contains characters that are not valid text.` };
    }
  }
  return { ok: true, value };
}

/**
 * Hidden form field that people never fill in (off-screen, `tabIndex={-1}`, `autoComplete="off"`).
 * A non-empty value marks a bot: the api answers as if sent but stores nothing.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';
