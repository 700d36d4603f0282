import { storedTimeMs } from 'shared-schemas';
import type { InviteRow } from '../types/organisation';

/** Invites still waiting: not accepted and not expired, the newest first. */
export function pendingInvites(invites: InviteRow[], now = Date.now()): InviteRow[] {
  return invites
    .filter((invite) => !invite.acceptedAt && storedTimeMs(invite.expiresAt) > now)
    .sort((a, b) => storedTimeMs(b.createdAt) - storedTimeMs(a.createdAt));
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function inviteEmailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'Enter the colleague’s email address.';
  if (trimmed.length > 254 || !EMAIL_RE.test(trimmed)) return 'Enter an email address like name@company.com.';
  return undefined;
}
