/** The organisation's jobs and applications, live, for the dashboard's figures. */
import { watchQuery, type Unsubscribe } from 'shared-auth/data';
import type { FirestoreHandle } from 'shared-auth';
import { COLLECTIONS } from 'shared-schemas';
import type { DashboardApplication, DashboardJob } from '../types/hiring-stats';

export function subscribeOrgHiringData(
  orgId: string,
  onData: (data: { jobs?: DashboardJob[]; applications?: DashboardApplication[] }) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const ofOrg =
    (collection: string) =>
    ({ db, firestoreApi: fs }: FirestoreHandle) =>
      fs.query(fs.collection(db, collection), fs.where('orgId', '==', orgId));
  const stopJobs = watchQuery(
    { query: ofOrg(COLLECTIONS.jobs), row: (id, data) => ({ id, ...(data as Omit<DashboardJob, 'id'>) }) },
    (jobs) => onData({ jobs }),
    onError,
  );
  const stopApplications = watchQuery(
    { query: ofOrg(COLLECTIONS.applications), row: (id, data) => ({ id, ...(data as Omit<DashboardApplication, 'id'>) }) },
    (applications) => onData({ applications }),
    onError,
  );
  return () => {
    stopJobs();
    stopApplications();
  };
}
