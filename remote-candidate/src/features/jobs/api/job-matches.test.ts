import { jobMatchText } from 'shared-schemas';
import type { OpenJob } from '../../../lib/open-jobs';
import { rankJobs } from './job-matches';

const job: OpenJob = {
  id: 'j1',
  title: 'Registered Nurse',
  orgName: 'Acme Health',
  description: 'Provide patient care on a busy ward.',
  location: null,
  remote: 'onsite',
  requiredSkills: [],
};
const match = { score: 80, parts: {}, matched: [], missing: [], summary: 'Strong fit (80/100) for Registered Nurse.' };

describe('job matches in the candidate area', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for the match with the job text the api matches when the candidate applies', async () => {
    const fetchMock = jest.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        ({ ok: true, status: 200, headers: { get: () => null }, text: async () => JSON.stringify(match) }) as unknown as Response,
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const ranked = await rankJobs([job], 'Meera Nair\nRegistered Nurse', () => undefined);
    expect(ranked[0]!.match?.score).toBe(80);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/match');
    // The api's application match reads the job through the same function (title, then the
    // posting): the organisation's name is not part of the text, so the two scores are one.
    expect(JSON.parse(String(init!.body))).toEqual({
      job: jobMatchText({ title: job.title, description: job.description }),
      resume: 'Meera Nair\nRegistered Nurse',
    });
  });
});
