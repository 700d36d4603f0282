/** Live reads of an organisation's members and invites (firestore.rules: members / HR members). */
import { COLLECTIONS, type Invite } from 'shared-schemas';
import { subscribeLive, type Unsubscribe } from '../../../lib/firestore-live';
import type { InviteRow } from '../types/organisation';

export { subscribeOrgMembers as subscribeMembers } from '../../../lib/org-members';

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
