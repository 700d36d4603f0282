/** The organisation's members, live: names for stage history and notes, and the interviewers to assign. */
import { COLLECTIONS, type Member } from 'shared-schemas';
import { subscribeLive, type Unsubscribe } from '../../../lib/firestore-live';
import type { MemberRow } from '../types/pipeline';

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
