/** The organisation's members, live (firestore.rules: members read them): one reader for every feature. */
import { watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type Member } from 'shared-schemas';

export interface MemberRow extends Member {
  uid: string;
}

export function subscribeOrgMembers(orgId: string, onRows: (rows: MemberRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs }) => fs.collection(db, COLLECTIONS.organizations, orgId, COLLECTIONS.members),
      row: (uid, data) => ({ uid, ...(data as Member) }),
    },
    onRows,
    onError,
  );
}
