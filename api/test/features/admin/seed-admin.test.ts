// The Admin demo data (api/seed/50-admin.ts): what it stores is what the Admin pages and the
// key check read — messages with their expiry, hashed keys that /api/v1 accepts (and the revoked
// one it refuses), a month of usage, and the audit entries.
import type { FastifyInstance } from 'fastify';
import { seed } from '../../../seed/50-admin';
import type { SeedContext } from '../../../seed/seed-context';
import { bearer } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { accountWith, observer, organization, type Observer } from './admin-fixtures';

let app: FastifyInstance;
let watch: Observer;
beforeAll(async () => {
  app = await buildTestApp();
  watch = observer();
});
afterAll(async () => {
  await app.close();
  await watch.close();
});

test('seeds contact messages, three keys of the organisation (one revoked) with usage, and audit entries', async () => {
  const orgId = await organization(watch, 'Seeded Clinic');
  const hr = await accountWith(watch, 'seed-hr', { role: 'HR', orgId });
  const admin = await accountWith(watch, 'seed-admin', { role: 'Admin' });
  const lines: string[] = [];
  const context: SeedContext = {
    auth: watch.auth,
    firestore: watch.firestore,
    blobs: {
      put: () => Promise.reject(new Error('not used')),
      get: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
      deletePrefix: () => Promise.resolve(0),
    },
    shared: { orgId, uids: { admin: admin.uid, hr: hr.uid, hrGlobex: hr.uid } },
    log: (line) => lines.push(line),
    account: () => Promise.reject(new Error('not used')),
  };
  await seed(context);
  expect(lines).toEqual(['admin: 5 contact messages, 3 API keys of the demo organisation (1 revoked) with 30 days of usage, 5 audit entries']);

  const archived = await app.inject({ method: 'GET', url: '/api/admin/contact?view=archived&q=Cheap%20SEO', headers: bearer(admin.idToken) });
  expect(archived.json().messages).toEqual([expect.objectContaining({ id: 'seed-contact-5', status: 'archived' })]);

  const keys = (await app.inject({ method: 'GET', url: '/api/keys', headers: bearer(hr.idToken) })).json().keys as {
    id: string;
    name: string;
    revokedAt: string | null;
  }[];
  expect(keys.map((key) => key.name).sort()).toEqual(['ATS integration', 'Careers site', 'Old prototype']);
  expect(keys.filter((key) => key.revokedAt).map((key) => key.name)).toEqual(['Old prototype']);
  const ats = keys.find((key) => key.name === 'ATS integration')!;
  const usage = (await app.inject({ method: 'GET', url: `/api/keys/${ats.id}/usage?days=30`, headers: bearer(hr.idToken) })).json().usage as {
    requests: number;
  }[];
  expect(usage).toHaveLength(30);
  expect(usage.every((day) => day.requests >= 40)).toBe(true);

  const audit = await app.inject({ method: 'GET', url: `/api/admin/audit?actor=${hr.uid}&action=apiKey.create`, headers: bearer(admin.idToken) });
  expect(audit.json().entries).toHaveLength(3);
});
