/** Live reads of an organisation's members and invites (firestore.rules: members / HR members). */
import { watchDoc, watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type Invite } from 'shared-schemas';
import type { InviteRow } from '../types/organisation';

export { subscribeOrgMembers as subscribeMembers } from '../../../lib/org-members';

export function subscribeInvites(orgId: string, onRows: (rows: InviteRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs }) => fs.collection(db, COLLECTIONS.organizations, orgId, COLLECTIONS.invites),
      row: (id, data) => ({ id, ...(data as Invite) }),
    },
    onRows,
    onError,
  );
}

/** The organisation's current name, live (members may read the organisation document). */
export function subscribeOrganisationName(orgId: string, onName: (name: string) => void, onError: (error: Error) => void): Unsubscribe {
  return watchDoc(
    { doc: ({ db, firestoreApi: fs }) => fs.doc(db, COLLECTIONS.organizations, orgId), row: (_id, data) => (typeof data.name === 'string' ? data.name : '') },
    (name) => onName(name ?? ''),
    onError,
  );
}
