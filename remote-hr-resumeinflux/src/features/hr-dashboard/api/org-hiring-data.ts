/** The organisation's jobs and applications, live, for the dashboard's figures. */
import { watchQuery, type Unsubscribe } from 'shared-auth/data';
import type { FirestoreHandle } from 'shared-auth';
import { COLLECTIONS } from 'shared-schemas';
import type { DashboardApplication, DashboardJob } from '../types/hiring-stats';

const ofOrg =
  (collection: string, orgId: string) =>
  ({ db, firestoreApi: fs }: FirestoreHandle) =>
    fs.query(fs.collection(db, collection), fs.where('orgId', '==', orgId));

export function subscribeOrgJobs(orgId: string, onJobs: (jobs: DashboardJob[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery({ query: ofOrg(COLLECTIONS.jobs, orgId), row: (id, data) => ({ id, ...(data as Omit<DashboardJob, 'id'>) }) }, onJobs, onError);
}

export function subscribeOrgApplications(
  orgId: string,
  onApplications: (applications: DashboardApplication[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return watchQuery(
    { query: ofOrg(COLLECTIONS.applications, orgId), row: (id, data) => ({ id, ...(data as Omit<DashboardApplication, 'id'>) }) },
    onApplications,
    onError,
  );
}
