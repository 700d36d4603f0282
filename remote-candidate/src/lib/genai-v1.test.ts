import { API_CLIENT_TEXT } from 'shared-schemas';
import { matchResumeText, scoreResumeText } from './genai-v1';

/** fetch answering `body` with `status`, recording what was sent. */
function stubFetch(status: number, body: unknown) {
  const fetchMock = jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      ({
        ok: status >= 200 && status < 300,
        status,
        headers: { get: () => null },
        text: async () => JSON.stringify(body),
      }) as unknown as Response,
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('the candidate area on the HireGen API v1', () => {
  it('scores resume text at /api/v1/resumes/score without an ID token and returns the scorecard', async () => {
    const scorecard = { version: '3', total: 71, categories: [], suggestions: [] };
    const fetchMock = stubFetch(200, { resume: { resume: {}, confidence: {}, text: 'Ada', meta: {} }, scorecard });
    await expect(scoreResumeText('Ada Lovelace')).resolves.toEqual(scorecard);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/resumes/score');
    expect(JSON.parse(String(init!.body))).toEqual({ text: 'Ada Lovelace' });
    expect(init!.headers).not.toHaveProperty('Authorization');
  });

  it("refuses a match answer without the contract's fields, and shows the server's message", async () => {
    stubFetch(200, { score: 80 });
    await expect(matchResumeText('Nurse', 'RN')).rejects.toThrow(API_CLIENT_TEXT.badAnswer);
    stubFetch(400, { message: 'The "job" field is empty.' });
    await expect(matchResumeText(' ', 'RN')).rejects.toMatchObject({ name: 'ApiError', message: 'The "job" field is empty.', status: 400 });
  });
});
