import { useEffect, useState } from 'react';
import { readProblem } from '../../../lib/read-problem';
import { subscribeInvites, subscribeMembers } from '../api/members-store';
import type { InviteRow, MemberRow } from '../types/organisation';

export interface OrganisationPeople {
  members: MemberRow[] | null;
  invites: InviteRow[] | null;
  problem: string | null;
}

/** Members and invites of the organisation, live. */
export function useOrganisationPeople(orgId: string, withInvites: boolean): OrganisationPeople {
  const [members, setMembers] = useState<MemberRow[] | null>(null);
  const [invites, setInvites] = useState<InviteRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const fail = (error: Error) => setProblem(readProblem(error));
    const stops = [subscribeMembers(orgId, setMembers, fail)];
    if (withInvites) stops.push(subscribeInvites(orgId, setInvites, fail));
    return () => stops.forEach((stop) => stop());
  }, [orgId, withInvites]);
  return { members, invites, problem };
}
