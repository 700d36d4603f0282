import { getFirestoreDb } from 'shared-auth';
import { withdraw } from '../applications/applications';
import { updateProfile } from '../candidate-profile';
import { firestoreResumeStore } from './firestore-resume-store';

// Firestore as the rules answer a refused or unreachable write: a code, and a text for developers.
const refused = () => Object.assign(new Error('Missing or insufficient permissions.'), { name: 'FirebaseError', code: 'permission-denied' });
const unreachable = () => Object.assign(new Error('Failed to get document because the client is offline.'), { name: 'FirebaseError', code: 'unavailable' });
let failure: () => Error = refused;
const failing = jest.fn(async () => Promise.reject(failure()));
const firestoreApi = {
  collection: jest.fn(() => ({})),
  doc: jest.fn(() => ({})),
  addDoc: failing,
  updateDoc: failing,
  setDoc: failing,
  deleteDoc: failing,
  getDocs: failing,
  serverTimestamp: jest.fn(),
  arrayUnion: jest.fn(),
  Timestamp: { now: jest.fn() },
};
jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), getFirestoreDb: jest.fn() }));

beforeEach(() => {
  failure = refused;
  jest.mocked(getFirestoreDb).mockResolvedValue({ db: {}, firestoreApi, uid: 'asha' } as unknown as Awaited<ReturnType<typeof getFirestoreDb>>);
});

describe('candidate writes that fail say why in words', () => {
  it('saving, creating and deleting a resume', async () => {
    const store = firestoreResumeStore();
    await expect(store.save('r1', { title: 'Analyst' })).rejects.toThrow('You do not have access to your changes. Sign out and in again; if this keeps happening, contact support.');
    failure = unreachable;
    await expect(store.create({ title: 'Analyst', resume: {}, review: [], origin: 'scratch' })).rejects.toThrow(
      'The resume could not be created because HireGen cannot be reached. Check your connection and try again.',
    );
    await expect(store.remove('r1')).rejects.toThrow('The resume could not be deleted because HireGen cannot be reached.');
    await expect(store.saveVersion('r1', { resume: {}, note: '' })).rejects.toThrow('The version could not be saved because HireGen cannot be reached.');
  });

  it('withdrawing an application and saving settings', async () => {
    await expect(withdraw('a1')).rejects.toThrow('You do not have access to the application.');
    failure = unreachable;
    await expect(updateProfile({ directoryOptIn: true })).rejects.toThrow('Your settings could not be saved because HireGen cannot be reached.');
  });

  it('never shows Firestore’s own text', async () => {
    const error = (await firestoreResumeStore()
      .save('r1', {})
      .then(
        () => undefined,
        (e: unknown) => e,
      )) as Error;
    expect(error.message).not.toContain('insufficient permissions');
    expect((error.cause as Error).message).toBe('Missing or insufficient permissions.');
  });
});
