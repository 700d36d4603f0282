import { getFirestoreDb } from 'shared-auth';
import { failingFirestore, refused } from 'shared-auth/test/firestore-stubs';
import { moveApplications } from './applications-store';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), getFirestoreDb: jest.fn() }));

beforeEach(() => jest.mocked(getFirestoreDb).mockResolvedValue(failingFirestore(refused, 'hana')));

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
