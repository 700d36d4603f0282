import { getFirestoreDb } from 'shared-auth';
import { moveApplications } from './applications-store';

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

describe('pipeline writes that the rules refuse say so in words', () => {
  it('moving applicants, without Firestore’s own text', async () => {
    const failure = await moveApplications([{ id: 'a1', stage: 'applied' }], 'screening', 'hana').then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toBe('You do not have access to the move. Sign out and in again; if this keeps happening, contact support.');
    expect(failure?.message).not.toContain('insufficient');
  });
});
