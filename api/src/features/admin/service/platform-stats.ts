// Platform figures for the Admin overview: accounts by role (from Firebase Auth), organisations,
// open jobs, applications, interviews and contact messages now, and the same totals at the end
// of each of the last weeks (counted by `createdAt`, so the chart needs no stored history).
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, ROLES, PLATFORM_COUNTED, type PlatformCounted as Counted, type PlatformStats } from 'shared-schemas';
import { withStoreDeadline } from '../../../platform/errors';

export const COUNTED = PLATFORM_COUNTED;

export type { PlatformStats };

const ACCOUNT_SCAN_MAX = 50_000;
const WEEK_MS = 7 * 86_400_000;

export async function platformStats(auth: Auth, firestore: Firestore, weeks: number, timeoutMs: number): Promise<PlatformStats> {
  const work = async (): Promise<PlatformStats> => {
    const byRole: Record<string, number> = Object.fromEntries([...ROLES, 'none'].map((role) => [role, 0]));
    const created: number[] = [];
    let disabled = 0;
    let token: string | undefined;
    do {
      const page = await auth.listUsers(1000, token);
      for (const user of page.users) {
        const role = typeof user.customClaims?.role === 'string' ? user.customClaims.role : 'none';
        byRole[role] = (byRole[role] ?? 0) + 1;
        if (user.disabled) disabled += 1;
        const time = Date.parse(user.metadata.creationTime);
        if (!Number.isNaN(time)) created.push(time);
      }
      token = page.pageToken;
    } while (token && created.length < ACCOUNT_SCAN_MAX);

    const col = (name: Counted) => firestore.collection(COLLECTIONS[name]);
    const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
    const now = Date.now();
    const ends = Array.from({ length: weeks }, (_, i) => now - (weeks - 1 - i) * WEEK_MS);
    const [totals, current] = await Promise.all([
      Promise.all(
        ends.map(async (end) => {
          const at = Timestamp.fromMillis(end);
          const counts = await Promise.all(COUNTED.map((name) => count(col(name).where('createdAt', '<=', at))));
          return {
            weekEnding: new Date(end).toISOString().slice(0, 10),
            accounts: created.filter((time) => time <= end).length,
            ...(Object.fromEntries(COUNTED.map((name, i) => [name, counts[i]!])) as Record<Counted, number>),
          };
        }),
      ),
      Promise.all([
        count(col('organizations')),
        count(col('organizations').where('suspendedAt', '!=', null)),
        count(col('jobs').where('status', '==', 'open')),
        count(col('applications')),
        count(col('interviews')),
        count(col('contactMessages')),
        count(col('contactMessages').where('status', '==', 'new')),
      ]),
    ]);
    const [organizations, suspendedOrganizations, openJobs, applications, interviews, contactMessages, unreadContactMessages] = current;
    return {
      accounts: { total: created.length, byRole, disabled, scanned: created.length },
      organizations: organizations!,
      suspendedOrganizations: suspendedOrganizations!,
      openJobs: openJobs!,
      applications: applications!,
      interviews: interviews!,
      contactMessages: contactMessages!,
      unreadContactMessages: unreadContactMessages!,
      weekly: totals,
    };
  };
  // About 70 small count queries: a wider deadline than one store call.
  return withStoreDeadline(work(), timeoutMs * 4, 'Platform figures cannot be read right now. Please try again later.');
}
