// Demo history for the remote registry (Admin → Platform → Remote versions): a demo remote that
// is not in remotes.json (so nothing that loads changes), released three times by the demo Admin
// and a team's CI, rolled back once, with a 25% canary running. Written through the api's store,
// so versions, heads and compare-and-set are exactly as the api makes them.
import { RemoteRegistryStore } from '../src/features/registry/service/registry-history';
import type { SeedContext } from './seed-context';

export const DEMO_REGISTRY_REMOTE = 'remote_reports_demo';
const entry = (build: string) => `http://localhost:3070/${build}/remoteEntry.js`;

export async function seed(context: SeedContext): Promise<void> {
  const uids = context.shared.uids as { admin: string } | undefined;
  if (!uids) throw new Error('70-registry builds on 10-organisations: run the whole seed.');
  const store = new RemoteRegistryStore(context.firestore, 10_000);
  if (await store.head(DEMO_REGISTRY_REMOTE)) return;
  const admin = { by: uids.admin, byName: 'Ada Admin' };
  const ci = { by: 'apiKey:seed', byName: 'release key (reports team CI)' };
  const remote = DEMO_REGISTRY_REMOTE;
  await store.release(remote, { expectedVersion: 0, why: 'First release through the registry', target: { entry: entry('1.0.0') } }, admin);
  await store.release(remote, { expectedVersion: 1, why: 'CI build 118: weekly report export', target: { entry: entry('1.1.0') } }, ci);
  await store.release(remote, { expectedVersion: 2, why: 'CI build 124: new charts', target: { entry: entry('1.2.0') } }, ci);
  await store.rollback(remote, { expectedVersion: 3, toVersion: 2, why: 'Charts were blank in Safari' }, admin);
  await store.release(remote, { expectedVersion: 4, why: 'CI build 131: charts fixed, 25% first', target: { entry: entry('1.2.1') }, canaryPercent: 25 }, ci);
  context.log(`registry: ${remote} with 5 versions (a rollback, a 25% canary running)`);
}
