// Who is calling: verifies the Firebase ID token in `Authorization: Bearer <token>` with
// firebase-admin, then reads the account from Firebase Auth. The role is taken from the
// account's custom claims as stored by Auth, not from the token: the Auth emulator accepts
// unsigned tokens, so on the emulator a hand-made token could claim any role; reading the
// stored claims keeps roles authoritative there too (and catches revoked or disabled accounts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { parseRole, type Role } from 'shared-schemas';
import { HttpError } from '../platform/errors';
import { sharedPlugin } from './shared-plugin';

export interface SignedInAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The role custom claim; null until the account has chosen or been granted one. */
  role: Role | null;
  /** The organisation claim of HR and Interviewer members; null otherwise. */
  orgId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: SignedInAccount | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid Firebase ID token is sent. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler factory: 403 unless the caller has one of these roles. */
    requireRole(...roles: Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;
const MAX_TOKEN_LENGTH = 8192;

function unauthorized(message: string): HttpError {
  return new HttpError(401, message);
}

/** Past the auth deadline: the caller is told to retry (503), never let in and never held. */
class AuthDeadlineError extends HttpError {
  constructor() {
    super(503, 'Sign-in cannot be checked right now. Please try again later.', { 'retry-after': '5' });
  }
}

function withAuthDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AuthDeadlineError()), timeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Default deadline of one token check (verify + account read), as config.authTimeoutMs. */
export const DEFAULT_AUTH_TIMEOUT_MS = 5_000;

export async function accountFromToken(auth: Auth, header: string | undefined, timeoutMs = DEFAULT_AUTH_TIMEOUT_MS): Promise<SignedInAccount> {
  if (!header) throw unauthorized('Sign in first: the Authorization header with a Firebase ID token is missing.');
  const match = header.length <= MAX_TOKEN_LENGTH ? BEARER.exec(header) : null;
  if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <Firebase ID token>".');
  let decoded;
  try {
    // The token check may fetch Google's signing keys (or call the emulator): it gets a deadline.
    decoded = await withAuthDeadline(auth.verifyIdToken(match[1]), timeoutMs);
  } catch (error) {
    if (error instanceof AuthDeadlineError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'auth/id-token-expired') throw unauthorized('Your sign-in has expired. Please sign in again.');
    if (code === 'auth/id-token-revoked') throw unauthorized('Your sign-in was revoked. Please sign in again.');
    if (code === 'auth/user-disabled') throw unauthorized('This account is disabled.');
    throw unauthorized('Your sign-in token is not valid. Please sign in again.');
  }
  let user;
  try {
    user = await withAuthDeadline(auth.getUser(decoded.uid), timeoutMs);
  } catch (error) {
    if (error instanceof AuthDeadlineError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found') throw unauthorized('This account no longer exists.');
    throw new HttpError(503, 'Sign-in cannot be checked right now. Please try again later.');
  }
  if (user.disabled) throw unauthorized('This account is disabled.');
  // Tokens issued before a revocation (sign out everywhere, password change) are refused.
  const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) / 1000 : 0;
  if (decoded.auth_time < Math.floor(validAfter)) throw unauthorized('Your sign-in was revoked. Please sign in again.');
  return {
    uid: user.uid,
    email: user.email ?? null,
    emailVerified: user.emailVerified,
    name: user.displayName ?? null,
    role: parseRole(user.customClaims?.role) ?? null,
    orgId: typeof user.customClaims?.orgId === 'string' ? user.customClaims.orgId : null,
  };
}

export const authPlugin = sharedPlugin(async (app: FastifyInstance, options: { auth: Auth; timeoutMs?: number }) => {
  app.decorateRequest('account', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.account = await accountFromToken(options.auth, request.headers.authorization, options.timeoutMs);
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const role = request.account?.role;
    if (!role || !roles.includes(role)) {
      throw new HttpError(403, `Only ${roles.join(' or ')} accounts may do this.`);
    }
  });
});
