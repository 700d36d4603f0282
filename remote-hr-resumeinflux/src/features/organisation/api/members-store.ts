/** Live reads of an organisation's members and invites (firestore.rules: members / HR members). */
import { COLLECTIONS, type Invite, type Member } from 'shared-schemas';
import { subscribeLive, type Unsubscribe } from '../../../lib/firestore-live';
import type { InviteRow, MemberRow } from '../types/organisation';

export function subscribeMembers(orgId: string, onRows: (rows: MemberRow[]) => void, onError: (error: Error) => void): Unsubscribe {
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

export function subscribeInvites(orgId: string, onRows: (rows: InviteRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(
        fs.collection(db, COLLECTIONS.organizations, orgId, COLLECTIONS.invites),
        (snapshot) => onRows(snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Invite) }))),
        onError,
      ),
    onError,
  );
}
