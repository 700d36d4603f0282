// The signed-in interviewer's uid and organisation, read from the ID token's claims (the same
// token firestore.rules check). The browser only uses them to build its queries.
import { currentIdToken } from 'shared-auth';

export interface InterviewerClaims {
  uid: string;
  orgId: string | null;
  role: string | null;
  name: string | null;
}

function decodeSegment(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}

export function claimsOf(token: string): InterviewerClaims {
  const claims = JSON.parse(decodeSegment(token.split('.')[1] ?? '')) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const uid = text(claims.user_id) ?? text(claims.sub);
  if (!uid) throw new Error('The sign-in token names no account. Sign in again.');
  return { uid, orgId: text(claims.orgId), role: text(claims.role), name: text(claims.name) };
}

export async function readInterviewerClaims(): Promise<InterviewerClaims | null> {
  const token = await currentIdToken();
  return token ? claimsOf(token) : null;
}
