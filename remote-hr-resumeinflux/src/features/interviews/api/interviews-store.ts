// What HR reads about an applicant's interviews: the interviews (members of the organisation) and
// every scorecard (HR reads them all under firestore.rules), and the organisation's interviewers.
import { getFirestoreDb } from 'shared-auth';
import { watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, storedTimeToDate, type Interview, type ScorecardRecord } from 'shared-schemas';

export interface ApplicantInterview {
  id: string;
  mode: Interview['mode'];
  status: Interview['status'];
  dueAt: Date | null;
  scheduledAt: Date | null;
  interviewerUids: string[];
  questions: Interview['questions'];
  answered: number;
  scorecards: (ScorecardRecord & { authorUid: string })[];
}

export interface InterviewerOption {
  uid: string;
  name: string;
}

export function subscribeApplicantInterviews(
  orgId: string,
  applicationId: string,
  onRows: (rows: ApplicantInterview[]) => void,
  onError: (e: Error) => void,
): Unsubscribe {
  let stopped = false;
  const stop = watchQuery(
    {
      query: ({ db, firestoreApi: fs }) =>
        fs.query(fs.collection(db, COLLECTIONS.interviews), fs.where('orgId', '==', orgId), fs.where('applicationId', '==', applicationId)),
      row: (id, data) => ({ id, data: data as Interview }),
    },
    (interviews) => void withScorecards(interviews).then((rows) => !stopped && onRows(rows), onError),
    onError,
  );
  return () => {
    stopped = true;
    stop();
  };
}

/** Each interview with its panel's scorecards (none when they cannot be read). */
async function withScorecards(interviews: { id: string; data: Interview }[]): Promise<ApplicantInterview[]> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  return Promise.all(
    interviews.map(async ({ id, data }) => {
      const cards = await fs.getDocs(fs.collection(db, COLLECTIONS.interviews, id, COLLECTIONS.scorecards)).catch(() => null);
      return {
        id,
        mode: data.mode,
        status: data.status,
        dueAt: storedTimeToDate(data.dueAt),
        scheduledAt: storedTimeToDate(data.scheduledAt),
        interviewerUids: data.interviewerUids ?? [],
        questions: data.questions ?? [],
        answered: Object.keys(data.answers ?? {}).length,
        scorecards: cards ? cards.docs.map((c) => ({ authorUid: c.id, ...(c.data() as ScorecardRecord) })) : [],
      };
    }),
  );
}

export async function loadInterviewers(orgId: string): Promise<InterviewerOption[]> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  const snap = await fs.getDocs(fs.query(fs.collection(db, COLLECTIONS.organizations, orgId, COLLECTIONS.members), fs.where('role', '==', 'Interviewer')));
  return snap.docs
    .map((d) => {
      const data = d.data() as { name?: string | null; email?: string };
      return { uid: d.id, name: data.name || data.email || d.id };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
