/**
 * The checks a form makes before asking the identity service: only what is certainly wrong.
 * The password policy itself is the identity provider's; its answer is shown in words.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MAX_PASSWORD_LENGTH = 128;

export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Enter your email address.';
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(value)) return 'Enter an email address like name@example.com.';
  return undefined;
}

export function passwordProblem(password: string): string | undefined {
  if (!password) return 'Enter your password.';
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export function nameProblem(name: string): string | undefined {
  const value = name.trim();
  if (!value) return 'Enter your name.';
  if (value.length > MAX_NAME_LENGTH) return `Use at most ${MAX_NAME_LENGTH} characters.`;
  return undefined;
}

export function confirmationProblem(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'Enter the password again.';
  if (password !== confirmation) return 'The two passwords are not the same.';
  return undefined;
}

/** E.164: a plus, then 8 to 15 digits (spaces, dashes and brackets are tolerated and dropped). */
export function normalisePhoneNumber(input: string): string | undefined {
  const compact = input.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : undefined;
}

/** "a Candidate", "an Interviewer", "an HR", "an Admin": for headings and links. */
export function roleWithArticle(role: string): string {
  return `${/^(HR|[AEIOU])/i.test(role) ? 'an' : 'a'} ${role}`;
}
