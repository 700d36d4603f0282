// What every demo-data module receives. Modules live beside this file as `NN-<area>.ts`, run in
// file-name order, and export `seed(context)`. Each builds on what earlier ones stored in
// `context.shared` (e.g. the organisations module leaves the demo org's id and job ids there).
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from '../src/platform/blobs/blob-store';
import type { ClaimPatch } from '../src/features/auth/service/claims';

export interface SeedContext {
  auth: Auth;
  firestore: Firestore;
  /** Where uploaded originals live (the api's store): seeded applicants get a file too. */
  blobs: BlobStore;
  /** Values earlier modules hand to later ones (ids of the demo org, jobs, accounts…). */
  shared: Record<string, unknown>;
  /** One line for the person running the seed. */
  log(line: string): void;
  /** Creates (or finds) an email+password account, verified, with the given claims (through the one claim writer). */
  account(input: { email: string; password: string; name: string; claims: ClaimPatch }): Promise<string>;
}

export type SeedModule = { seed(context: SeedContext): Promise<void> };

/** Every demo account's password (local emulators only). */
export const DEMO_PASSWORD = 'hiregen-demo';

/** The demo's pending invitation (Acme Health, Interviewer): open it signed out to see the join page. */
export const DEMO_INVITE = {
  orgId: 'acme-health',
  inviteId: 'demo-invite',
  secret: 'hiregen-demo-invite-link',
  email: 'new.interviewer@acme.example',
} as const;
/** Its join page (the token is the api's `<orgId>~<inviteId>~<secret>`; e2e opens it, so a change of format shows). */
/** The demo candidate's public resume link (a fixed slug so the README can name it; real ones are random). */
export const DEMO_SHARE_SLUG = 'demo-asha-kulkarni-cv1';
export const DEMO_SHARE_PATH = `/r/${DEMO_SHARE_SLUG}`;
export const DEMO_INVITE_PATH = `/resumeinflux/invite/${DEMO_INVITE.orgId}~${DEMO_INVITE.inviteId}~${DEMO_INVITE.secret}`;
