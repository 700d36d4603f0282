/** The organisation's members, live: names for stage history and notes, and the interviewers to assign. */
export { subscribeOrgMembers } from '../../../lib/org-members';
