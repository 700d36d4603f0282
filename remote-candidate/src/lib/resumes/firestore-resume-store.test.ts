import { getFirestoreDb } from 'shared-auth';
import { failingFirestore, refused, unreachable } from 'shared-auth/test/firestore-stubs';
import { withdraw } from '../applications/applications';
import { updateProfile } from '../candidate-profile';
import { firestoreResumeStore } from './firestore-resume-store';

// Refused by the rules unless a test says the server cannot be reached.
let failure: () => Error = refused;
jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), getFirestoreDb: jest.fn() }));

beforeEach(() => {
  failure = refused;
  jest.mocked(getFirestoreDb).mockResolvedValue(failingFirestore(() => failure(), 'asha'));
});

describe('candidate writes that fail say why in words', () => {
  it('saving, creating and deleting a resume', async () => {
    const store = firestoreResumeStore();
    await expect(store.save('r1', { title: 'Analyst' })).rejects.toThrow(
      'You do not have access to your changes. Sign out and in again; if this keeps happening, contact support.',
    );
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
