import { firestoreError, refused, unreachable } from 'shared-auth/test/firestore-stubs';
import { readProblem } from './read-problem';

describe('readProblem', () => {
  it('explains a refused read by membership', () => {
    expect(readProblem(refused())).toBe('You do not have access to this. Your organisation membership may have changed: sign out and in again.');
  });

  it('words any other failure without Firestore’s own text', () => {
    const text = readProblem(unreachable());
    expect(text).toBe('This data could not be loaded because HireGen cannot be reached. Check your connection and reload the page.');
    expect(readProblem(firestoreError('internal', 'INTERNAL ASSERTION FAILED'))).not.toContain('ASSERTION');
  });
});
