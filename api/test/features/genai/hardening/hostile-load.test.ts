// The hardening bar, with the real api running in its own process and its default limits: 4
// hostile uploads at once with 20 benign parses from other clients. The api's resident memory
// (engine processes included) stays under 1.5 GB, every hostile upload gets a JSON 4xx/5xx within
// its limit, every benign parse succeeds, and /healthz keeps answering. How fast (benign p95 under
// 3 s, /healthz within 2 s) is the bench's to measure (api/bench/hostile.bench.ts, figures in the
// README): on a shared 2-core CI machine a timed test measures the machine's other work too.
import { buildDocuments, runHostileLoad, startApi, type HostileLoadResult } from '../../../../bench/hostile-load';

/** A poll that waits this long has met a blocked event loop, not a busy machine. */
const HEALTHZ_TIMEOUT_MS = 10_000;

let result: HostileLoadResult;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const documents = await buildDocuments();
  // Default limits; TRUST_PROXY so each client (X-Forwarded-For from this test, standing in for the proxy) is its own.
  const api = await startApi({ TRUST_PROXY: '127.0.0.1', V1_ENGINE_WORKERS: '2' });
  stop = api.stop;
  // The product is running: its engine processes are warm.
  await runHostileLoad(api.port, api.child.pid!, {
    ...documents,
    lyingDocx: documents.docxResume,
    flateBomb: documents.pdfResume,
    thousandPages: documents.pdfResume,
    fiftyMb: documents.docxResume,
  }).catch(() => undefined);
  result = await runHostileLoad(api.port, api.child.pid!, documents, undefined, HEALTHZ_TIMEOUT_MS);
}, 240_000);
afterAll(() => stop?.());

test('api resident memory (with its engine processes) stays under 1.5 GB', () => {
  expect(result.peakRssBytes).toBeLessThan(1.5 * 1024 ** 3);
});

test('every hostile upload gets a clear JSON error within its limit', () => {
  const byName = Object.fromEntries(result.hostile.map((h) => [h.name, h]));
  expect(byName['lying DOCX (2 GB inflated)']).toMatchObject({
    status: 413,
    message: 'The DOCX inflates to far more than a resume needs (possible zip bomb).',
  });
  expect(byName['PDF Flate bomb (2 GB inflated)']).toMatchObject({ status: 413 });
  expect(byName['PDF Flate bomb (2 GB inflated)']!.message).toMatch(/expand to more than 128 MB/);
  expect(byName['1,000-page PDF']).toMatchObject({ status: 413, message: 'The PDF has 1000 pages; the limit is 20.' });
  expect(byName['50 MB file']).toMatchObject({ status: 413, message: 'The file is too large (at most 10 MB).' });
  for (const hostile of result.hostile) expect(hostile.ms).toBeLessThan(hostile.limitMs);
});

test('the 20 benign parses all succeed', () => {
  expect(result.benign.statuses).toEqual(Array(20).fill(200));
});

test('/healthz keeps answering', () => {
  // Polled every 100 ms throughout; a poll gives up after HEALTHZ_TIMEOUT_MS (a failure). How many
  // polls fit depends on how quickly the load is over, so the bar is that every one of them
  // answered, and that there were some.
  expect(result.healthz.failed).toBe(0);
  expect(result.healthz.answered).toBeGreaterThan(0);
});
