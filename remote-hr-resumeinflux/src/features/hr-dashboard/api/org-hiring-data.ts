/** The organisation's jobs and applications, live, for the dashboard's figures. */
import { COLLECTIONS } from 'shared-schemas';
import { subscribeLive, type Unsubscribe } from '../../../lib/firestore-live';
import type { DashboardApplication, DashboardJob } from '../types/hiring-stats';

export function subscribeOrgHiringData(
  orgId: string,
  onData: (data: { jobs?: DashboardJob[]; applications?: DashboardApplication[] }) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeLive(({ db, firestoreApi: fs }) => {
    const ofOrg = (collection: string) => fs.query(fs.collection(db, collection), fs.where('orgId', '==', orgId));
    const stopJobs = fs.onSnapshot(
      ofOrg(COLLECTIONS.jobs),
      (snapshot) => onData({ jobs: snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<DashboardJob, 'id'>) })) }),
      onError,
    );
    const stopApplications = fs.onSnapshot(
      ofOrg(COLLECTIONS.applications),
      (snapshot) => onData({ applications: snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<DashboardApplication, 'id'>) })) }),
      onError,
    );
    return () => {
      stopJobs();
      stopApplications();
    };
  }, onError);
}
