// The bar of the hardening issue, with the real api running in its own process and its default
// limits: 4 hostile uploads at once with 20 benign parses from other clients. The api's resident
// memory (engine processes included) stays under 1.5 GB, every hostile upload gets a JSON 4xx/5xx
// within its limit, the benign parses' p95 is under 3 s, and /healthz keeps answering.
import { buildDocuments, runHostileLoad, startApi, type HostileLoadResult } from '../../bench/hostile-load';

let result: HostileLoadResult;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const documents = await buildDocuments();
  // Default limits; TRUST_PROXY so each client (X-Forwarded-For from this test, standing in for the proxy) is its own.
  const api = await startApi({ TRUST_PROXY: '127.0.0.1', V1_ENGINE_WORKERS: '2' });
  stop = api.stop;
  // The product is running: its engine processes are warm.
  await runHostileLoad(api.port, api.child.pid!, { ...documents, lyingDocx: documents.docxResume, flateBomb: documents.pdfResume, thousandPages: documents.pdfResume, fiftyMb: documents.docxResume }).catch(() => undefined);
  result = await runHostileLoad(api.port, api.child.pid!, documents);
}, 240_000);
afterAll(() => stop?.());

test('api resident memory (with its engine processes) stays under 1.5 GB', () => {
  expect(result.peakRssBytes).toBeLessThan(1.5 * 1024 ** 3);
});

test('every hostile upload gets a clear JSON error within its limit', () => {
  const byName = Object.fromEntries(result.hostile.map((h) => [h.name, h]));
  expect(byName['lying DOCX (2 GB inflated)']).toMatchObject({ status: 413, message: 'The DOCX inflates to far more than a resume needs (possible zip bomb).' });
  expect(byName['PDF Flate bomb (2 GB inflated)']).toMatchObject({ status: 413 });
  expect(byName['PDF Flate bomb (2 GB inflated)']!.message).toMatch(/expand to more than 128 MB/);
  expect(byName['1,000-page PDF']).toMatchObject({ status: 413, message: 'The PDF has 1000 pages; the limit is 20.' });
  expect(byName['50 MB file']).toMatchObject({ status: 413, message: 'The file is too large (at most 10 MB).' });
  for (const hostile of result.hostile) expect(hostile.ms).toBeLessThan(hostile.limitMs);
});

test('the 20 benign parses all succeed with p95 under 3 s', () => {
  expect(result.benign.statuses).toEqual(Array(20).fill(200));
  expect(result.benign.p95Ms).toBeLessThan(3_000);
});

test('/healthz keeps answering', () => {
  // Each poll gives up after 2 s (AbortSignal.timeout), which counts as a failure; polled every
  // 100 ms throughout. How many polls fit depends on how quickly the load is over (a quiet machine
  // finishes in under a second), so the bar is that every one of them answered, and that there
  // were some. The slowest poll's time is measured in this process, which is itself busy sending
  // the load: on a loaded CI machine its own event loop adds lag to that figure (2,124 ms seen for
  // a poll the api answered before the 2 s abort could fire), so it is reported by the bench, not
  // asserted here.
  expect(result.healthz.failed).toBe(0);
  expect(result.healthz.answered).toBeGreaterThan(0);
});
