// Who may report on a remote version: /resolve hands each session a short-lived token per entry it
// served (HMAC-SHA256 over remote, version, a hash of the session id and the expiry, keyed with
// REGISTRY_REPORT_SECRET), and /reports counts an event only with a valid token for that remote
// and version — so failures count only from sessions the api served that version to, and one
// token (one session) adds at most one load and one failure however often it reports. Someone
// who wants to force a rollback must now be served the canary, session by session, through
// /resolve's rate limit; a replayed token counts nothing more.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { RegistryReportEvent } from 'shared-schemas';
import { HttpError } from '../../../platform/errors';

/** How long a served token is good for reports: longer than the shell's cached resolve answer lives. */
export const REPORT_TOKEN_MS = 30 * 60_000;
/** Spent tokens remembered before expired ones are swept. */
const SWEEP_AT = 10_000;

/** An event as the report's body schema admits it: the token may be missing, and is then refused here. */
export type ReportedEvent = Omit<RegistryReportEvent, 'token'> & { token?: string };

export class ReportTokens {
  /** Per token signature: what it has counted, until it expires (per instance: see api/README.md). */
  private spent = new Map<string, { expires: number; load: boolean; failure: boolean }>();

  constructor(
    private readonly secret: string,
    private readonly ttlMs = REPORT_TOKEN_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  /** `remote.version.session.expiry.signature`: the session id only as a hash (it may be a uid). */
  issue(remote: string, version: number, sessionId: string): string {
    const session = createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
    const payload = `${remote}.${version}.${session}.${Math.floor((this.now() + this.ttlMs) / 1000)}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The token's signature when it is valid for the event; else a 403 saying why. */
  private check(event: ReportedEvent): { token: string; signature: string; expires: number } {
    const refuse = (why: string) =>
      new HttpError(
        403,
        `Report refused: ${why}. Only a session the registry served (GET /api/platform/registry/resolve) may report on a version, with the token it was given.`,
      );
    // The body schema lets a missing token through so that this, not a bare schema error, answers it.
    if (!event.token) throw refuse(`the event for ${event.remote} version ${event.version} carries no token`);
    const parts = event.token.split('.');
    if (parts.length !== 5) throw refuse('the token is malformed');
    const [remote, version, , expiry, signature] = parts as [string, string, string, string, string];
    const expected = Buffer.from(this.sign(parts.slice(0, 4).join('.')));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse('the token is not one the registry signed');
    if (remote !== event.remote || Number(version) !== event.version)
      throw refuse(`the token is for ${remote} version ${version}, not ${event.remote} version ${event.version}`);
    const expires = Number(expiry) * 1000;
    if (expires <= this.now()) throw refuse('the token has expired');
    return { token: event.token, signature, expires };
  }

  /**
   * The events to count: every token is checked first (one bad token refuses the whole report,
   * nothing counted), then each token adds at most one load and one failure.
   */
  admit(events: readonly ReportedEvent[]): RegistryReportEvent[] {
    const checked = events.map((event) => ({ event, ...this.check(event) }));
    if (this.spent.size > SWEEP_AT) for (const [key, { expires }] of this.spent) if (expires <= this.now()) this.spent.delete(key);
    return checked.flatMap(({ event, token, signature, expires }) => {
      const spent = this.spent.get(signature) ?? { expires, load: false, failure: false };
      this.spent.set(signature, spent);
      const load = event.kind !== 'render-failure';
      const failure = event.kind !== 'load';
      if ((load && spent.load) || (failure && spent.failure)) return [];
      spent.load ||= load;
      spent.failure ||= failure;
      return [{ ...event, token }];
    });
  }
}
