/** The organisation's members, live (firestore.rules: members read them): one reader for every feature. */
import { COLLECTIONS, type Member } from 'shared-schemas';
import { subscribeLive, type Unsubscribe } from './firestore-live';

export interface MemberRow extends Member {
  uid: string;
}

export function subscribeOrgMembers(orgId: string, onRows: (rows: MemberRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(
        fs.collection(db, COLLECTIONS.organizations, orgId, COLLECTIONS.members),
        (snapshot) => onRows(snapshot.docs.map((doc) => ({ uid: doc.id, ...(doc.data() as Member) }))),
        onError,
      ),
    onError,
  );
}
