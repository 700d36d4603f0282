// The signed-in interviewer's uid and organisation, from the Firebase SDK's view of the ID token
// (shared-auth; the same token firestore.rules check). The browser only uses them to build its queries.
import { getAccountClaims, type AccountClaims } from 'shared-auth';

export type InterviewerClaims = Pick<AccountClaims, 'uid' | 'orgId' | 'role' | 'name'>;

export const readInterviewerClaims = (): Promise<InterviewerClaims | null> => getAccountClaims();
