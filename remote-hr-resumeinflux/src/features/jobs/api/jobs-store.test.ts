import { getFirestoreDb } from 'shared-auth';
import { failingFirestore, refused } from 'shared-auth/test/firestore-stubs';
import { setJobStatus, updateJob } from './jobs-store';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), getFirestoreDb: jest.fn() }));

beforeEach(() => jest.mocked(getFirestoreDb).mockResolvedValue(failingFirestore(refused, 'hana')));

describe('job writes that the rules refuse say so in words', () => {
  it('saving a job and changing its status', async () => {
    await expect(updateJob('job-01', { title: 'Nurse', description: 'x', parsed: null as never })).rejects.toThrow(
      'You do not have access to the job. Sign out and in again; if this keeps happening, contact support.',
    );
    await expect(setJobStatus({ id: 'job-01', openedAt: null }, 'open')).rejects.toThrow('You do not have access to the job’s status.');
  });
});
