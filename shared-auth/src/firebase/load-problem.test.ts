import { loadProblem } from './load-problem';

/** A FirestoreError as the SDK hands it to a listener: a code, and a message meant for developers. */
function firestoreError(code: string, message: string): Error {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

describe('loadProblem', () => {
  it('never shows Firestore’s own message', () => {
    const text = loadProblem(firestoreError('permission-denied', 'Missing or insufficient permissions.'), 'your resumes');
    expect(text).toBe('You do not have access to your resumes. Sign out and in again; if this keeps happening, contact support.');
    expect(text).not.toContain('insufficient');
  });

  it('tells a person whose session ended to sign in again', () => {
    expect(loadProblem(firestoreError('unauthenticated', 'x'), 'your applications')).toBe('Your session has ended. Sign in again to see your applications.');
    const notSignedIn = Object.assign(new Error('Your session has ended.'), { name: 'NotSignedInError' });
    expect(loadProblem(notSignedIn, 'this resume')).toBe('Your session has ended. Sign in again to see this resume.');
  });

  it('points at the connection when the server cannot be reached', () => {
    expect(loadProblem(firestoreError('unavailable', 'Failed to get document because the client is offline.'), 'open jobs')).toBe(
      'Open jobs could not be loaded because HireGen cannot be reached. Check your connection and reload the page.',
    );
    expect(loadProblem(firestoreError('firestore/deadline-exceeded', 'Deadline exceeded'), 'open jobs')).toMatch(/^Open jobs could not be loaded because HireGen cannot be reached/);
  });

  it('says the browser is offline even when the error carries no code', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(loadProblem(new TypeError('Failed to fetch'), 'your resumes')).toMatch(/^Your resumes could not be loaded because HireGen cannot be reached/);
    } finally {
      onLine.mockRestore();
    }
  });

  it('asks a person to wait when the quota is spent', () => {
    expect(loadProblem(firestoreError('resource-exhausted', 'Quota exceeded.'), 'your resumes')).toBe('Your resumes could not be loaded because HireGen is busy. Wait a minute and reload the page.');
  });

  it('words anything else the same way, whatever was thrown', () => {
    const expected = 'This resume could not be loaded. Reload the page to try again; if this keeps happening, contact support.';
    expect(loadProblem(firestoreError('internal', 'INTERNAL ASSERTION FAILED: Unexpected state'), 'this resume')).toBe(expected);
    expect(loadProblem('a string', 'this resume')).toBe(expected);
    expect(loadProblem(null, 'this resume')).toBe(expected);
  });
});
