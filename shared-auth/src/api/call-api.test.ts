import { API_CLIENT_TEXT, API_ENDPOINTS, API_TIMEOUTS, PUBLIC_API_ENDPOINTS } from 'shared-schemas';
import type { ApiError } from './api-error';
import { callApi, callPublicApi } from './api-on-demand';
import { fillPath } from './call-endpoint';
import { currentIdToken } from './id-token';
import { stubFetch, stubUploads } from './test/api-stubs';

jest.mock('./id-token', () => ({ currentIdToken: jest.fn(async () => 'header.payload.signature') }));
const idToken = currentIdToken as jest.MockedFunction<typeof currentIdToken>;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

const match = { score: 71, matched: ['react'], missing: [], summary: 'Good fit.' };

beforeEach(() => idToken.mockClear());
afterEach(() => jest.useRealTimers());

describe('callApi', () => {
  it("fills the route's parameters and query, sends the JSON body with the token, and returns the answer", async () => {
    const { fetchMock, calls } = stubFetch({ status: 200, body: { applicationId: 'a1', match } });
    const answer = await callApi('POST /api/jobs/:jobId/pipeline', { params: { jobId: 'job 1' }, json: { talentUid: 't1' } });
    // Typed from the shape: a number, with no cast.
    const score: number = answer.match.score;
    expect(score).toBe(71);
    expect(calls[0]).toEqual({ path: '/api/jobs/job%201/pipeline', body: { talentUid: 't1' } });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer header.payload.signature' } });

    const ranking = stubFetch({ status: 200, body: { jobId: 'j1', total: 0, ranked: [] } });
    await callApi('GET /api/jobs/:jobId/ranking', { params: { jobId: 'j1' }, query: { limit: 20, after: undefined } });
    expect(ranking.calls[0]!.path).toBe('/api/jobs/j1/ranking?limit=20');
  });

  it('types the input from the request schemas', () => {
    // Compile-time checks (tsc over this package): each line would be refused without the directive.
    const typeOnly = (run: () => unknown) => run;
    typeOnly(() => {
      // @ts-expect-error the body schema requires `talentUid`
      void callApi('POST /api/jobs/:jobId/pipeline', { params: { jobId: 'j1' }, json: {} });
      // @ts-expect-error the route has a `:jobId` parameter
      void callApi('POST /api/jobs/:jobId/pipeline', { json: { talentUid: 't1' } });
      // @ts-expect-error `role` is one of the member roles
      void callApi('PATCH /api/orgs/:orgId/members/:uid', { params: { orgId: 'o', uid: 'u' }, json: { role: 'Owner' } });
      // @ts-expect-error not an endpoint of the map
      void callApi('GET /api/nowhere', {});
      // @ts-expect-error a caller's view of the answer may not contradict its shape
      void callApi<'POST /api/jobs/:jobId/pipeline', { applicationId: number }>('POST /api/jobs/:jobId/pipeline', {
        params: { jobId: 'j1' },
        json: { talentUid: 't1' },
      });
    });
    expect(API_ENDPOINTS['POST /api/jobs/:jobId/pipeline'].request.body.required).toEqual(['talentUid']);
  });

  it('refuses an answer that drifted from the shape, naming the field', async () => {
    stubFetch({ status: 200, body: { applicationId: 'a1', match: { ...match, score: '71' } } });
    expect(await failure(callApi('POST /api/applications/match', { json: { jobId: 'j1', resumeId: 'r1' } }))).toMatchObject({
      message: API_CLIENT_TEXT.badAnswer,
      failure: 'answer',
      detail: 'answer.match.score is not a number',
    });
  });

  it('waits for the time limit of the endpoint’s kind, then stops with the timeout words', async () => {
    jest.useFakeTimers();
    stubFetch('hang');
    const outcome = failure(callApi('POST /api/v1/skills', { json: { text: 'React' } }));
    let settled = false;
    void outcome.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(API_TIMEOUTS.defaultMs + 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(API_TIMEOUTS.genaiMs - API_TIMEOUTS.defaultMs);
    expect(await outcome).toMatchObject({ message: API_CLIENT_TEXT.timeout, failure: 'timeout', status: 0 });
  });

  it('stops an endpoint with no named kind at the default limit', async () => {
    jest.useFakeTimers();
    stubFetch('hang');
    const outcome = failure(callApi('GET /api/keys', {}));
    await jest.advanceTimersByTimeAsync(API_TIMEOUTS.defaultMs + 1);
    expect(await outcome).toMatchObject({ message: API_CLIENT_TEXT.timeout, failure: 'timeout' });
  });

  it("shows the server's message and the status words, and sends no token to the public engine", async () => {
    stubFetch({ status: 409, body: { message: 'This candidate is already in the pipeline.' } });
    expect(await failure(callApi('POST /api/jobs/:jobId/pipeline', { params: { jobId: 'j1' }, json: { talentUid: 't1' } }))).toMatchObject({
      message: 'This candidate is already in the pipeline.',
      status: 409,
      fromServer: true,
    });
    idToken.mockClear();
    const { fetchMock } = stubFetch({ status: 503 });
    expect(await failure(callApi('POST /api/v1/keywords', { json: { text: 'x', max: 5 } }))).toMatchObject({
      message: 'Something went wrong on our side. Please try again.',
      status: 503,
    });
    expect(idToken).not.toHaveBeenCalled();
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends a form as an upload, with progress and the checked answer', async () => {
    const { calls } = stubUploads({ status: 200, body: { batchId: 'b1', results: [{ fileName: 'cv.pdf', status: 'added' }] } }, { progress: [0.5, 1] });
    const form = new FormData();
    form.append('files', new File(['%PDF'], 'cv.pdf'));
    const progress: number[] = [];
    const answer = await callApi(
      'POST /api/jobs/:jobId/uploads',
      { params: { jobId: 'j1' }, query: { last: '1' }, form },
      { onProgress: (p) => progress.push(p) },
    );
    expect(answer.results[0]!.status).toBe('added');
    expect(progress).toEqual([0.5, 1]);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/jobs/j1/uploads?last=1' });
  });

  it('needs every parameter of the route', () => {
    expect(() => fillPath('/api/jobs/:jobId/ranking', {})).toThrow('needs the "jobId" parameter');
  });
});

describe('callPublicApi', () => {
  it('calls a signed-out page’s endpoint with its query, and refuses an answer that drifted from the same shape', async () => {
    const { calls } = stubFetch({
      status: 200,
      body: { total: 1, page: 1, pageSize: 20, results: [{ id: 'j1', title: 'Nurse', score: 3, highlights: {} }], facets: {} },
    });
    const answer = await callPublicApi('GET /api/search/jobs', { query: { q: 'icu nurse', page: 1, location: '' } });
    expect(answer.results[0]!.title).toBe('Nurse');
    expect(calls[0]!.path).toBe('/api/search/jobs?q=icu+nurse&page=1');

    stubFetch({ status: 200, body: { orgId: 'o1', orgName: 'Acme', email: 'a@b.example', role: 'HR', expiresAt: 1_700_000_000, status: 'valid' } });
    expect(await failure(callPublicApi('GET /api/invites/:token', { params: { token: 'tok' } }))).toMatchObject({
      failure: 'answer',
      detail: 'answer.expiresAt is not a string',
    });
  });

  it('holds only endpoints the whole map holds, with the very same definitions', () => {
    const whole: Record<string, unknown> = API_ENDPOINTS;
    for (const [endpoint, definition] of Object.entries(PUBLIC_API_ENDPOINTS)) expect(whole[endpoint]).toBe(definition);
  });
});
