// Naming people in the Admin area: uids become name and email in batches (Auth's getUsers, 100
// identifiers a call), and a typed name or email becomes the uids it matches, so the audit log
// is read and filtered by people, not ids. Audit entries themselves keep only uids.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { PersonRef } from 'shared-schemas';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

const GET_USERS_MAX = 100;
/** Firestore's `in` filter takes at most 30 values. */
export const PERSON_MATCH_MAX = 30;
/** The person search reads at most this many accounts (listUsers pages of 1,000). */
const PERSON_SCAN_MAX = 20_000;

const UID = /^[A-Za-z0-9_-]{1,128}$/;

const personOf = (user: UserRecord): PersonRef => ({ uid: user.uid, name: user.displayName ?? null, email: user.email ?? null });

/** Name and email for each known uid, in batches of 100; unknown or deleted uids are left out. */
export async function peopleByUid(auth: Auth, uids: Iterable<string>, timeoutMs: number): Promise<Map<string, PersonRef>> {
  const unique = [...new Set(uids)].filter((uid) => UID.test(uid) && uid !== 'system');
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += GET_USERS_MAX) batches.push(unique.slice(i, i + GET_USERS_MAX));
  const answers = await withStoreDeadline(Promise.all(batches.map((batch) => auth.getUsers(batch.map((uid) => ({ uid }))))), timeoutMs);
  return new Map(answers.flatMap((answer) => answer.users.map((user) => [user.uid, personOf(user)] as const)));
}

/** The text an Admin may type to find a person: 2 to 200 characters once trimmed. */
export function personNeedle(value: string | undefined): string | undefined {
  const needle = value?.trim().toLowerCase();
  if (!needle) return undefined;
  if (needle.length < 2) throw new HttpError(400, 'The "person" filter needs at least 2 characters of a name or email.');
  return needle;
}

/**
 * The uids whose name or email contains `needle` (case-insensitive). More than PERSON_MATCH_MAX
 * matches is refused (400) rather than silently cut: the Admin narrows the name instead.
 */
export async function uidsMatchingPerson(auth: Auth, needle: string, timeoutMs: number): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  let scanned = 0;
  do {
    const page = await withStoreDeadline(auth.listUsers(1000, token), timeoutMs);
    for (const user of page.users) {
      if (![user.email, user.displayName].some((field) => field?.toLowerCase().includes(needle))) continue;
      found.push(user.uid);
      if (found.length > PERSON_MATCH_MAX) throw new HttpError(400, `More than ${PERSON_MATCH_MAX} people match: type more of the name or email.`);
    }
    scanned += page.users.length;
    token = page.pageToken;
  } while (token && scanned < PERSON_SCAN_MAX);
  return found;
}
