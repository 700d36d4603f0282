/**
 * The candidate's applications: created by the api (POST /api/applications, which snapshots the
 * chosen resume and computes the match), read live from Firestore (`applications` where
 * candidateUid == me), and withdrawn from the browser (the rules allow a candidate exactly that).
 */
import { callApi } from 'shared-auth';
import { wordedWrite } from 'shared-auth/load-problem';
import { signedInUid, watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, storedTimeMs, type Application, type ApplicationMatch, type ApplicationStage } from 'shared-schemas';
import { candidateDb } from '../resumes/firestore-resume-store';

export interface CandidateApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  orgName: string;
  stage: ApplicationStage;
  history: { stage: ApplicationStage; at: number }[];
  matchScore: number | null;
  createdAt: number;
  updatedAt: number;
}

/** Stages after which there is nothing left to withdraw. */
export const FINAL_STAGES: ApplicationStage[] = ['hired', 'rejected', 'withdrawn'];

export function applicationFrom(id: string, data: Partial<Application> & { orgName?: string }): CandidateApplication {
  return {
    id,
    jobId: data.jobId ?? '',
    jobTitle: data.jobTitle ?? 'Job',
    orgName: typeof data.orgName === 'string' ? data.orgName : '',
    stage: data.stage ?? 'applied',
    history: (Array.isArray(data.stageHistory) ? data.stageHistory : []).map((h) => ({ stage: h.stage, at: storedTimeMs(h.at) })),
    matchScore: typeof data.match?.score === 'number' ? data.match.score : null,
    createdAt: storedTimeMs(data.createdAt),
    updatedAt: storedTimeMs(data.updatedAt),
  };
}

export function watchApplications(onChange: (applications: CandidateApplication[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs, uid }) => fs.query(fs.collection(db, COLLECTIONS.applications), fs.where('candidateUid', '==', signedInUid({ uid }))),
      row: applicationFrom,
      estimate: true,
      order: (a, b) => b.createdAt - a.createdAt,
    },
    onChange,
    onError,
  );
}

export function apply(jobId: string, resumeId: string): Promise<{ id?: string }> {
  return callApi('POST /api/applications', { json: { jobId, resumeId } }).then((answer) => ({ id: answer.applicationId }));
}

/**
 * The match applying with this resume would store (POST /api/applications/match): the api reads
 * the job and the stored resume exactly as applying does, so the figure is the one sent.
 */
export function previewMatch(jobId: string, resumeId: string, signal?: AbortSignal): Promise<ApplicationMatch> {
  return callApi<'POST /api/applications/match', { match: ApplicationMatch }>('POST /api/applications/match', { json: { jobId, resumeId } }, { signal }).then(
    (answer) => answer.match,
  );
}

export function withdraw(applicationId: string): Promise<void> {
  return wordedWrite('the application', 'withdrawn', async () => {
    const { db, firestoreApi: fs, uid } = await candidateDb();
    await fs.updateDoc(fs.doc(db, COLLECTIONS.applications, applicationId), {
      stage: 'withdrawn',
      // serverTimestamp() is not allowed inside an array element: the client's clock it is.
      stageHistory: fs.arrayUnion({ stage: 'withdrawn', at: fs.Timestamp.now(), by: uid }),
      updatedAt: fs.serverTimestamp(),
    });
  });
}
