import { getFirestoreDb } from 'shared-auth';
import { setJobStatus, updateJob } from './jobs-store';

// Firestore as the rules answer a refused write: a code, and a text meant for developers.
const refused = async () => Promise.reject(Object.assign(new Error('Missing or insufficient permissions.'), { name: 'FirebaseError', code: 'permission-denied' }));
const firestoreApi = {
  doc: jest.fn(() => ({})),
  updateDoc: jest.fn(refused),
  serverTimestamp: jest.fn(),
  arrayUnion: jest.fn(),
  Timestamp: { now: jest.fn() },
  writeBatch: jest.fn(() => ({ update: jest.fn(), commit: jest.fn(refused) })),
};
jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), getFirestoreDb: jest.fn() }));

beforeEach(() => {
  jest.mocked(getFirestoreDb).mockResolvedValue({ db: {}, firestoreApi, uid: 'hana' } as unknown as Awaited<ReturnType<typeof getFirestoreDb>>);
});

describe('job writes that the rules refuse say so in words', () => {
  it('saving a job and changing its status', async () => {
    await expect(updateJob('job-01', { title: 'Nurse', description: 'x', parsed: null as never })).rejects.toThrow(
      'You do not have access to the job. Sign out and in again; if this keeps happening, contact support.',
    );
    await expect(setJobStatus({ id: 'job-01', openedAt: null }, 'open')).rejects.toThrow('You do not have access to the job’s status.');
  });
});
