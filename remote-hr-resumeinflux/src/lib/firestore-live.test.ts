import { readProblem } from './firestore-live';

const firestoreError = (code: string, message: string) => Object.assign(new Error(message), { name: 'FirebaseError', code });

describe('readProblem', () => {
  it('explains a refused read by membership', () => {
    expect(readProblem(firestoreError('permission-denied', 'Missing or insufficient permissions.'))).toBe(
      'You do not have access to this. Your organisation membership may have changed: sign out and in again.',
    );
  });

  it('words any other failure without Firestore’s own text', () => {
    const text = readProblem(firestoreError('unavailable', 'Failed to get document because the client is offline.'));
    expect(text).toBe('This data could not be loaded because HireGen cannot be reached. Check your connection and reload the page.');
    expect(readProblem(firestoreError('internal', 'INTERNAL ASSERTION FAILED'))).not.toContain('ASSERTION');
  });
});
