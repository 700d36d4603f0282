// The api's serializer (fast-json-stringify) sends only the properties an answer schema lists, so
// a field a service adds but its shared schema leaves out would vanish from every answer without
// a test noticing. Each answer here is complete — typed with the shared interfaces the services
// build (optional fields made required, so a new field fails to compile until it is added here)
// — and must come back from a route declaring its shared schema exactly as it was sent.
import Fastify, { type FastifyInstance } from 'fastify';
import {
  ADMIN_ANSWER_SCHEMAS as ADMIN,
  CONTACT_ANSWER_SCHEMAS,
  HEALTH_ANSWER_SCHEMAS,
  KEY_ANSWER_SCHEMAS as KEYS,
  REGISTRY_ANSWER_SCHEMAS as REGISTRY,
  SEARCH_ANSWER_SCHEMAS as SEARCH,
  type AccountRow,
  type ApiKeyAdminView,
  type ApiKeyView,
  type AuditEntryView,
  type ContactRow,
  type OrganizationDetail,
  type PlatformStats,
  type RegistryHead,
  type RegistryRemoteView,
  type RegistryVersion,
  type ResolvedRemote,
} from 'shared-schemas';
import type { CompatibilityNote } from '../../src/features/registry/service/release-compatibility';
import type { SkillSuggestion } from '../../src/features/search/service/synonyms';

const at = '2026-11-28T09:00:00.000Z';
const account: Required<AccountRow> = {
  uid: 'u1',
  email: 'asha@example.com',
  name: 'Asha Rao',
  role: 'HR',
  orgId: 'org1',
  orgName: 'City Hospital',
  emailVerified: true,
  disabled: false,
  createdAt: at,
  lastSignInAt: null,
};
const contactMessage: Required<ContactRow> = {
  id: 'c1',
  name: 'Visitor',
  email: 'visitor@example.com',
  subject: 'Hello',
  message: 'A question.',
  status: 'read',
  createdAt: at,
  expireAt: '2028-11-28T00:00:00.000Z',
};
const organization: OrganizationDetail = {
  organization: { id: 'org1', name: 'City Hospital', createdAt: at, suspendedAt: null, members: 2, jobs: 3, openJobs: 1, applications: 7 },
  members: [{ uid: 'u1', name: 'Asha Rao', email: 'asha@example.com', role: 'HR', joinedAt: at }],
  jobs: [{ id: 'j1', title: 'Registered Nurse', status: 'open', applicants: 4, createdAt: at }],
};
const person = { uid: 'u1', name: 'Asha Rao', email: null };
const auditEntry: Required<AuditEntryView> = {
  id: 'a1',
  actorUid: 'u1',
  action: 'apiKey.revoke',
  target: 'user:u2',
  details: { prefix: 'hg_ab12', orgId: 'org1', before: { role: 'HR' } },
  at,
  actor: person,
  targetPerson: null,
};
const platform: PlatformStats = {
  accounts: { total: 12, byRole: { Admin: 1, HR: 3, none: 2 }, disabled: 1, scanned: 12 },
  organizations: 3,
  suspendedOrganizations: 1,
  openJobs: 4,
  applications: 9,
  interviews: 2,
  contactMessages: 5,
  unreadContactMessages: 1,
  weekly: [{ weekEnding: '2026-11-28', accounts: 12, organizations: 3, jobs: 6, applications: 9, interviews: 2, contactMessages: 5 }],
};
const apiKey: Required<ApiKeyView> = {
  id: 'k1',
  name: 'CI',
  prefix: 'hg_ab12',
  ownerUid: 'u1',
  orgId: 'org1',
  quota: 5000,
  createdAt: at,
  lastUsedAt: null,
  revokedAt: at,
  revokedBy: 'u1',
};
const adminKey: Required<ApiKeyAdminView> = { ...apiKey, orgName: 'City Hospital' };
const target = {
  entry: 'https://cdn.example/b/remoteEntry.js',
  fallbackEntries: ['https://cdn2.example/b/remoteEntry.js'],
  manifest: 'https://cdn.example/b/mf-manifest.json',
};
const head: Required<RegistryHead> = {
  remote: 'remote_admin',
  version: 3,
  stableVersion: 2,
  ...target,
  canary: { ...target, version: 3, percent: 10, startedAt: at },
  updatedAt: at,
  updatedBy: 'Asha Rao',
};
const version: Required<RegistryVersion> = { version: 3, action: 'canary', ...target, by: 'u1', byName: 'Asha Rao', at, why: 'A fix', from: 2, percent: 10 };
const remoteView: RegistryRemoteView = { head, versions: [version], health: [{ version: 3, loads: 5, failures: 1, failureRate: 0.2 }] };
const resolved: Required<ResolvedRemote> = {
  name: 'remote_admin',
  entry: target.entry,
  fallbackEntries: target.fallbackEntries,
  version: 3,
  canary: true,
  watched: true,
  token: 'signed',
};
const checked: CompatibilityNote[] = [
  { checked: true, manifest: target.manifest },
  { checked: false, manifest: target.manifest, why: 'no manifest beside the entry' },
];
const highlight = { text: 'Registered Nurse', marks: [[0, 10]] };
const jobResult = {
  id: 'j1',
  title: 'Registered Nurse',
  score: 1.25,
  highlights: { title: highlight, snippet: highlight, skills: ['BLS'] },
  match: { score: 0.8, matched: ['BLS'], missing: [], reason: 'Most skills' },
  orgId: 'org1',
  orgName: 'City Hospital',
  location: 'Pune',
  remote: 'onsite',
  seniority: 'mid',
  minYears: 2,
  salary: { min: 1, max: 2, currency: 'INR', period: 'year' },
  requiredSkills: ['BLS'],
  preferredSkills: [],
  postedAt: at,
};
const suggestion: Required<SkillSuggestion> = { name: 'JavaScript', via: 'js' };

/** [what, the shared schema, a complete answer] */
const ANSWERS: [string, object, unknown][] = [
  ['admin users', ADMIN.users, { users: [account], nextPageToken: 'next', scanned: 40, truncated: true }],
  ['admin access', ADMIN.access, { user: account, changed: true }],
  ['admin disabled', ADMIN.disabled, { user: { ...account, disabled: true }, changed: false }],
  ['admin deleted', ADMIN.deleted, { deleted: true, uid: 'u2' }],
  ['admin organizations', ADMIN.organizations, { organizations: [organization.organization] }],
  ['admin organization', ADMIN.organization, organization],
  ['admin suspension', ADMIN.suspension, { suspendedAt: at, changed: true }],
  ['admin contact', ADMIN.contact, { messages: [contactMessage], unread: 1, next: 'c0' }],
  ['admin contactStatus', ADMIN.contactStatus, { contactMessage }],
  ['admin audit', ADMIN.audit, { entries: [auditEntry], next: 'a0' }],
  ['admin platform', ADMIN.platform, platform],
  ['admin apiKeys', ADMIN.apiKeys, { keys: [adminKey] }],
  ['keys create', KEYS.create, { key: 'hg_secret', apiKey }],
  ['keys list', KEYS.list, { keys: [apiKey] }],
  ['keys revoke', KEYS.revoke, { apiKey, changed: true }],
  ['keys usage', KEYS.usage, { apiKey, usage: [{ day: '2026-11-28', requests: 3, errors: 1 }] }],
  ['registry list', REGISTRY.list, { remotes: [remoteView], guard: { windowMs: 300_000, minLoads: 3, failureRate: 0.2 } }],
  ['registry remote', REGISTRY.remote, { head, versions: [version] }],
  ['registry remote before its first release', REGISTRY.remote, { head: null, versions: [] }],
  ['registry change', REGISTRY.change, { head: { ...head, canary: null }, version }],
  ['registry release (checked)', REGISTRY.change, { head, version, compatibility: checked[0] }],
  ['registry release (unchecked)', REGISTRY.change, { head, version, compatibility: checked[1] }],
  ['registry resolve', REGISTRY.resolve, { remotes: [resolved] }],
  ['registry report', REGISTRY.report, { counted: 2 }],
  ['registry key', REGISTRY.key, { key: 'hg_secret', apiKey }],
  [
    'search jobs',
    SEARCH.results,
    {
      total: 1,
      page: 1,
      pageSize: 20,
      results: [jobResult],
      facets: { skills: [{ value: 'bls', count: 1, label: 'BLS' }], remote: 0 },
      me: { matchAvailable: false, message: 'Choose a primary resume' },
      jobs: [{ id: 'j1', title: 'Registered Nurse' }],
    },
  ],
  ['search job', SEARCH.job, { ...jobResult, description: 'A ward nurse.', employmentType: null }],
  ['search skills', SEARCH.skills, { suggestions: [suggestion, { name: 'Java' }] }],
  ['contact send', CONTACT_ANSWER_SCHEMAS.send, { message: 'Thank you.' }],
  ['health', HEALTH_ANSWER_SCHEMAS.status, { status: 'ok' }],
];

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  ANSWERS.forEach(([, schema, answer], index) => app.get(`/answer/${index}`, { schema: { response: { 200: schema } } }, async () => answer));
  await app.ready();
});

afterAll(() => app.close());

it.each(ANSWERS.map(([what], index) => [what, index] as const))('%s: the serializer keeps every field', async (_what, index) => {
  const response = await app.inject({ method: 'GET', url: `/answer/${index}` });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(ANSWERS[index]![2]);
});

it('a field the schema does not list is dropped (what the cases above guard against)', async () => {
  const probe = Fastify();
  probe.get('/', { schema: { response: { 200: ADMIN.deleted } } }, async () => ({ deleted: true, uid: 'u2', extra: 1 }));
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  expect(response.json()).toEqual({ deleted: true, uid: 'u2' });
});
