import { useLiveValue } from 'shared-auth/data';
import { readProblem } from '../../../lib/read-problem';
import { subscribeInvites, subscribeMembers } from '../api/members-store';
import type { InviteRow, MemberRow } from '../types/organisation';

export interface OrganisationPeople {
  members: MemberRow[] | null;
  invites: InviteRow[] | null;
  problem: string | null;
}

/** Members and invites of the organisation, live (invites only for those who may see them). */
export function useOrganisationPeople(orgId: string, withInvites: boolean): OrganisationPeople {
  const members = useLiveValue<MemberRow[] | null>(null, (onRows, onError) => subscribeMembers(orgId, onRows, onError), orgId, readProblem);
  const invites = useLiveValue<InviteRow[] | null>(
    null,
    withInvites ? (onRows, onError) => subscribeInvites(orgId, onRows, onError) : null,
    `${orgId}/${withInvites ? 'invites' : ''}`,
    readProblem,
  );
  return { members: members.value, invites: invites.value, problem: members.problem ?? invites.problem };
}
