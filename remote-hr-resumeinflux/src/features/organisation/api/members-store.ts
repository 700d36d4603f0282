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

/** The organisation's current name, live (members may read the organisation document). */
export function subscribeOrganisationName(orgId: string, onName: (name: string) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(
        fs.doc(db, COLLECTIONS.organizations, orgId),
        (snapshot) => onName(typeof snapshot.get('name') === 'string' ? (snapshot.get('name') as string) : ''),
        onError,
      ),
    onError,
  );
}
