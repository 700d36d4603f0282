// The sharded profile end to end: the indexer feeds searchd from the Firestore emulator's change
// feed, and an api built with HIREGEN_SEARCH_BACKEND=sphinx answers /api/search from it without
// listeners of its own. Skipped (reason printed) without searchd, failed under CI=true.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { searchdMissing, startSearchd, type Searchd } from '../../../../scripts/searchd';
import { jobDoc } from '../../../../src/features/search/service/documents';
import { startIndexer, type Indexer } from '../../../../src/features/search/service/indexer';
import { SphinxSearchIndex } from '../../../../src/features/search/service/sphinx-index';
import { buildTestApp } from '../../../support/test-app';
import { freePort } from '../../../support/free-port';

jest.setTimeout(60_000);

const missing = searchdMissing();
const skip = missing !== null && process.env.CI !== 'true';
if (skip) console.warn(`sphinx api: skipping: ${missing}`);
const describeSphinx = skip ? describe.skip : describe;

const tag = `zs${randomUUID().slice(0, 6)}`;
const quiet = { info: () => {}, warn: (details: object, message: string) => console.warn(message, details) };

/** Builds the api as `HIREGEN_SEARCH_BACKEND=sphinx` at this port would (the routes read the environment). */
async function sphinxApp(port: number): Promise<FastifyInstance> {
  const saved = { HIREGEN_SEARCH_BACKEND: process.env.HIREGEN_SEARCH_BACKEND, HIREGEN_SPHINX_PORT: process.env.HIREGEN_SPHINX_PORT };
  Object.assign(process.env, { HIREGEN_SEARCH_BACKEND: 'sphinx', HIREGEN_SPHINX_PORT: String(port) });
  try {
    return await buildTestApp();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const openJob = (title: string) => ({
  orgId: 'org-s',
  orgName: 'Sharded',
  title,
  description: `${title}. Keyword ${tag}.`,
  status: 'open',
  openedAt: new Date().toISOString(),
  parsed: { requiredSkills: ['Go'], preferredSkills: [], seniority: 'mid', location: 'Pune', remote: 'onsite', salary: null },
});

describeSphinx('search on two Sphinx shards, fed by the indexer', () => {
  let searchd: Searchd;
  let indexer: Indexer;
  let app: FastifyInstance;
  let admin: App;
  let db: Firestore;

  beforeAll(async () => {
    if (missing) throw new Error(`searchd must run under CI=true: ${missing}`);
    searchd = await startSearchd({ port: await freePort() });
    admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-hiregen' }, `sphinx-api-${tag}`);
    db = getFirestore(admin);
    await db.doc(`jobs/${tag}-kept`).set(openJob('Platform Engineer'));
    // Left in searchd by an earlier indexer run, deleted from Firestore since: the rebuild sweeps it.
    const stale = new SphinxSearchIndex({ host: searchd.host, port: searchd.port, kind: 'jobs', generation: 1 });
    stale.upsert(jobDoc(`${tag}-gone`, openJob('Stale Engineer') as Parameters<typeof jobDoc>[1])!);
    await stale.close();

    indexer = startIndexer(db, { host: searchd.host, port: searchd.port }, quiet, 30_000);
    expect(await indexer.ready).toBe(true);
    app = await sphinxApp(searchd.port);
  });

  afterAll(async () => {
    await app?.close();
    await indexer?.stop();
    if (admin) await deleteApp(admin);
    await searchd?.stop();
  });

  const search = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/search/jobs?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { total: number; results: { id: string; title: string }[] };
  };

  async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers from searchd, with documents deleted while no indexer ran swept', async () => {
    expect((await search(`q=${tag}`)).results.map((result) => result.id)).toEqual([`${tag}-kept`]);
    const page = await app.inject({ method: 'GET', url: `/api/search/jobs/${tag}-kept` });
    expect(page.json()).toEqual(expect.objectContaining({ id: `${tag}-kept`, title: 'Platform Engineer' }));
  });

  it('follows Firestore: a job opened appears, a closed one disappears', async () => {
    await db.doc(`jobs/${tag}-new`).set(openJob('Compiler Engineer'));
    await until(async () => (await search(`q=${tag} compiler`)).total === 1);
    await db.doc(`jobs/${tag}-new`).update({ status: 'closed' });
    await until(async () => (await search(`q=${tag} compiler`)).total === 0);
    expect((await app.inject({ method: 'GET', url: `/api/search/jobs/${tag}-new` })).statusCode).toBe(404);
  });

  it('runs no listeners of its own: with the indexer stopped, a new job never shows', async () => {
    await indexer.stop();
    await db.doc(`jobs/${tag}-unseen`).set(openJob('Unseen Engineer'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await search(`q=${tag} unseen`)).total).toBe(0);
  });
});

describeSphinx('search on Sphinx when searchd is down', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    // A free port with nothing listening: searchd is down.
    const app = await sphinxApp(await freePort());
    try {
      const response = await app.inject({ method: 'GET', url: '/api/search/jobs?q=engineer' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
    }
  });
});
