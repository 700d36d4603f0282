import { loadProblem, saveProblem, wordedWrite } from './load-problem';
import { firestoreError, refused } from './test/firestore-stubs';

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
    expect(loadProblem(firestoreError('firestore/deadline-exceeded', 'Deadline exceeded'), 'open jobs')).toMatch(
      /^Open jobs could not be loaded because HireGen cannot be reached/,
    );
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
    expect(loadProblem(firestoreError('resource-exhausted', 'Quota exceeded.'), 'your resumes')).toBe(
      'Your resumes could not be loaded because HireGen is busy. Wait a minute and reload the page.',
    );
  });

  it('words anything else the same way, whatever was thrown', () => {
    const expected = 'This resume could not be loaded. Reload the page to try again; if this keeps happening, contact support.';
    expect(loadProblem(firestoreError('internal', 'INTERNAL ASSERTION FAILED: Unexpected state'), 'this resume')).toBe(expected);
    expect(loadProblem('a string', 'this resume')).toBe(expected);
    expect(loadProblem(null, 'this resume')).toBe(expected);
  });
});

describe('saveProblem and wordedWrite', () => {
  it('words a failed write with its own verb and advice', () => {
    expect(saveProblem(Object.assign(new Error('offline'), { code: 'unavailable' }), 'your resume', 'deleted')).toBe(
      'Your resume could not be deleted because HireGen cannot be reached. Check your connection and try again.',
    );
    expect(saveProblem(Object.assign(new Error('x'), { code: 'unauthenticated' }), 'your resume')).toBe(
      'Your session has ended. Sign in again to keep working.',
    );
    expect(saveProblem(new Error('INTERNAL ASSERTION FAILED'), 'your resume')).toBe(
      'Your resume could not be saved. Try again; if this keeps happening, contact support.',
    );
  });

  it('passes a write’s answer through, and turns its failure into the sentence, keeping the cause', async () => {
    await expect(wordedWrite('your resume', 'saved', async () => 'id-1')).resolves.toBe('id-1');
    const original = refused();
    const failure = await wordedWrite('your resume', 'saved', async () => Promise.reject(original)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('You do not have access to your resume. Sign out and in again; if this keeps happening, contact support.');
    expect((failure as Error).cause).toBe(original);
  });
});
