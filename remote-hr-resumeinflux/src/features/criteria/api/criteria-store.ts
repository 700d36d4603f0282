/** The job's saved criteria and the applicants' verdicts, read live from Firestore (HR only). */
import { watchDoc, watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type ApplicationCriteriaReview, type JobCriteria } from 'shared-schemas';

export function subscribeJobCriteria(jobId: string, onCriteria: (criteria: JobCriteria | null) => void, onError: (error: Error) => void): Unsubscribe {
  return watchDoc(
    { doc: ({ db, firestoreApi: fs }) => fs.doc(db, COLLECTIONS.jobCriteria, jobId), row: (_id, data) => data as JobCriteria },
    onCriteria,
    onError,
  );
}

export function subscribeCriteriaReviews(
  orgId: string,
  jobId: string,
  onReviews: (reviews: ApplicationCriteriaReview[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return watchQuery(
    {
      // orgId first: the rules allow only queries bound to the reader's organisation.
      query: ({ db, firestoreApi: fs }) =>
        fs.query(fs.collection(db, COLLECTIONS.criteriaReviews), fs.where('orgId', '==', orgId), fs.where('jobId', '==', jobId)),
      row: (_id, data) => data as ApplicationCriteriaReview,
    },
    onReviews,
    onError,
  );
}

export function subscribeApplicationReview(
  applicationId: string,
  onReview: (review: ApplicationCriteriaReview | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return watchDoc(
    { doc: ({ db, firestoreApi: fs }) => fs.doc(db, COLLECTIONS.criteriaReviews, applicationId), row: (_id, data) => data as ApplicationCriteriaReview },
    onReview,
    onError,
  );
}

/** The job an application belongs to (the applicant page knows only the application). */
export function subscribeApplicationJobId(applicationId: string, onJobId: (jobId: string | null) => void, onError: (error: Error) => void): Unsubscribe {
  return watchDoc<string | null>(
    { doc: ({ db, firestoreApi: fs }) => fs.doc(db, COLLECTIONS.applications, applicationId), row: (_id, data) => String(data.jobId ?? '') || null },
    onJobId,
    onError,
  );
}
