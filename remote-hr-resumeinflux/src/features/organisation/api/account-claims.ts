/**
 * The signed-in account's claims, read from its ID token. The browser only displays them and
 * picks which screen to show; the api and firestore.rules check the same token themselves.
 */
import { currentIdToken } from 'shared-auth';
import type { AccountClaims } from '../types/organisation';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** The claims in a Firebase ID token (a JWT); throws on anything that is not one. */
export function decodeAccountClaims(token: string): AccountClaims {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('The sign-in token is malformed. Sign in again.');
  const claims = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>;
  const uid = text(claims.user_id) ?? text(claims.sub);
  if (!uid) throw new Error('The sign-in token names no account. Sign in again.');
  return {
    uid,
    role: text(claims.role),
    orgId: text(claims.orgId),
    email: text(claims.email),
    name: text(claims.name),
    emailVerified: claims.email_verified === true,
  };
}

/** The current account's claims, or null when signed out. `fresh` asks Firebase for a new token. */
export async function readAccountClaims(fresh = false): Promise<AccountClaims | null> {
  const token = await currentIdToken(fresh);
  return token ? decodeAccountClaims(token) : null;
}
