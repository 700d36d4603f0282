/** The job's saved criteria and the applicants' verdicts, read live from Firestore (HR only). */
import { COLLECTIONS, type ApplicationCriteriaReview, type JobCriteria } from 'shared-schemas';
import { subscribeLive, type Unsubscribe } from '../../../lib/firestore-live';

export function subscribeJobCriteria(jobId: string, onCriteria: (criteria: JobCriteria | null) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(fs.doc(db, COLLECTIONS.jobCriteria, jobId), (snapshot) => onCriteria(snapshot.exists() ? (snapshot.data() as JobCriteria) : null), onError),
    onError,
  );
}

export function subscribeCriteriaReviews(
  orgId: string,
  jobId: string,
  onReviews: (reviews: ApplicationCriteriaReview[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(
        // orgId first: the rules allow only queries bound to the reader's organisation.
        fs.query(fs.collection(db, COLLECTIONS.criteriaReviews), fs.where('orgId', '==', orgId), fs.where('jobId', '==', jobId)),
        (snapshot) => onReviews(snapshot.docs.map((doc) => doc.data() as ApplicationCriteriaReview)),
        onError,
      ),
    onError,
  );
}

export function subscribeApplicationReview(
  applicationId: string,
  onReview: (review: ApplicationCriteriaReview | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(
        fs.doc(db, COLLECTIONS.criteriaReviews, applicationId),
        (snapshot) => onReview(snapshot.exists() ? (snapshot.data() as ApplicationCriteriaReview) : null),
        onError,
      ),
    onError,
  );
}

/** The job an application belongs to (the applicant page knows only the application). */
export function subscribeApplicationJobId(applicationId: string, onJobId: (jobId: string | null) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(
        fs.doc(db, COLLECTIONS.applications, applicationId),
        (snapshot) => onJobId(snapshot.exists() ? String(snapshot.get('jobId') ?? '') || null : null),
        onError,
      ),
    onError,
  );
}
