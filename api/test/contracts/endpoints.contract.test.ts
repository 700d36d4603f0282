// Every endpoint against its contract in shared-schemas: one app, one seeded organisation, each
// endpoint called once over HTTP (app.inject) with a valid request, and its real answer checked
// with the browser's own checker (answerProblem) against the area's answer shape. The endpoints
// are read from the app itself, so a new route without a case here (or a reasoned exception)
// fails the first test.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_ANSWERS,
  ADMIN_ANSWERS,
  answerProblem,
  API_ENDPOINTS,
  CONTACT_ANSWERS,
  CRITERIA_SAVE_ANSWER,
  CRITERIA_SUGGESTIONS_ANSWER,
  GENAI_ANSWERS,
  HEALTH_ANSWERS,
  HIRING_ANSWERS,
  INTERVIEW_ANSWERS,
  KEY_ANSWERS,
  MESSAGE_ANSWERS,
  REGISTRY_ANSWERS,
  SCHEDULE_ANSWERS,
  SEARCH_ANSWERS,
  type AnswerShape,
} from 'shared-schemas';
import { accountWith, observer, organization, type Observer } from '../features/admin/admin-fixtures';
import { bearer, freshToken, signUp, type TestAccount } from '../support/emulator-accounts';
import { multipart, nurseResume, resumePdf, verifiedAccount } from '../features/hiring/hiring-fixtures';
import { buildTestApp } from '../support/test-app';
import { routeKeys } from './route-keys';

/** Endpoints with no JSON contract to check, and why. */
const EXCEPTIONS: Record<string, string> = {
  'GET /api/docs': 'the OpenAPI viewer (static files)',
  'GET /api/docs/': 'the OpenAPI viewer (static files)',
  'GET /api/docs/static/index.html': 'the OpenAPI viewer (static files)',
  'GET /api/docs/static/swagger-initializer.js': 'the OpenAPI viewer (static files)',
  'GET /api/docs/*': 'the OpenAPI viewer (static files)',
  'GET /api/docs/json': 'the OpenAPI document itself (error-schema.test.ts reads it)',
  'GET /api/docs/yaml': 'the OpenAPI document itself',
  'GET /api/schedules/:scheduleId/ics': 'an .ics file (scheduling/ics.test.ts); called below for its status only',
};

/** The HireGen API (/api/v1/*): v1/contract.test.ts calls each against GENAI_ANSWERS. */
const V1_ENDPOINTS = Object.keys(GENAI_ANSWERS).map((endpoint) => `POST /api/v1/${endpoint}`);

interface Case {
  /** "METHOD /route/:param" as the app registers it. */
  route: string;
  status: number;
  /** The answer's contract; null for a 204 or a non-JSON answer. */
  answer: AnswerShape | null;
  request: () => InjectOptions | Promise<InjectOptions>;
  /** What a later case needs from this answer. */
  keep?: (body: Record<string, unknown>) => void;
  /** A file download: the content type its non-empty body must carry (`answer` is null). */
  file?: string;
}

let app: FastifyInstance;
let watch: Observer;
let admin: TestAccount,
  founder: TestAccount,
  hr: TestAccount,
  candidate: TestAccount,
  interviewer: TestAccount,
  colleague: TestAccount,
  leaving: TestAccount,
  directoryPerson: TestAccount;
let orgId = '';
const jobId = `job-${randomUUID().slice(0, 8)}`;
const resumeId = 'resume1';
const kitId = 'kit1';
const talentId = 'talent1';
const remote = `remote_c${randomUUID().slice(0, 6)}`;
const kept: Record<string, string> = {};

const resume = {
  basics: { name: 'Contract Candidate', email: 'contract@example.com', label: 'Registered Nurse' },
  work: [{ name: 'City Hospital', position: 'Registered Nurse', startDate: '2019-01', highlights: ['Cared for 30 patients per shift'] }],
  skills: [{ name: 'Patient care' }, { name: 'BLS' }],
};
const local = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T09:00`;
const slot = (days: number) => ({ start: local(days), durationMinutes: 45, location: 'https://meet.example/contract' });
const as = (account: TestAccount) => bearer(account.idToken);

/** A registry change by the Admin (a release, a canary's promotion or stop, a rollback): 201 with the change. */
const registryChange = (path: string, payload: Record<string, unknown>): Case => ({
  route: `POST /api/platform/registry/:remote/${path}`,
  status: 201,
  answer: REGISTRY_ANSWERS.change,
  request: () => ({ method: 'POST', url: `/api/platform/registry/${remote}/${path}`, headers: as(admin), payload }),
});

beforeAll(async () => {
  watch = observer();
  admin = await accountWith(watch, 'contract-admin', { role: 'Admin' });
  orgId = await organization(watch, 'Contract Health');
  [founder, hr, interviewer, leaving, candidate, directoryPerson] = await Promise.all([
    accountWith(watch, 'contract-founder', { role: 'HR' }),
    accountWith(watch, 'contract-hr', { role: 'HR', orgId }),
    verifiedAccount(watch.auth.app, 'contract-iv', 'Contract Interviewer'),
    accountWith(watch, 'contract-leaving', { role: 'Interviewer', orgId }),
    accountWith(watch, 'contract-cand', { role: 'Candidate' }),
    accountWith(watch, 'contract-dir', { role: 'Candidate' }),
  ]);
  colleague = await signUp('contract-colleague');
  const db = watch.firestore;
  const batch = db.batch();
  const now = new Date();
  for (const [account, role] of [
    [hr, 'HR'],
    [leaving, 'Interviewer'],
  ] as const) {
    batch.set(db.doc(`users/${account.uid}`), { name: account.email, role, orgId, disabled: false });
    batch.set(db.doc(`organizations/${orgId}/members/${account.uid}`), { role, name: `${role} member`, email: account.email, joinedAt: now });
  }
  batch.set(db.doc(`jobs/${jobId}`), {
    orgId,
    orgName: 'Contract Health',
    title: 'Registered Nurse',
    description: 'Registered Nurse for a busy ward. Patient care, BLS and medication administration.',
    parsed: { requiredSkills: ['Patient care', 'BLS'], preferredSkills: [], seniority: 'mid', location: 'Pune', remote: 'onsite', salary: null },
    status: 'open',
    createdBy: hr.uid,
    createdAt: now,
    updatedAt: now,
    openedAt: now,
  });
  batch.set(db.doc(`organizations/${orgId}/kits/${kitId}`), {
    jobId,
    title: 'Nurse kit',
    questions: [{ id: 'q1', text: 'Tell me about a hard shift.', kind: 'behavioural', competency: 'resilience' }],
    createdBy: hr.uid,
  });
  batch.set(db.doc(`organizations/${orgId}/talent/${talentId}`), { fileRef: null, fileName: null, source: 'uploaded', createdAt: now });
  batch.set(db.doc(`candidates/${candidate.uid}/resumes/${resumeId}`), { title: 'My resume', resume, template: 'classic', updatedAt: now });
  batch.set(db.doc(`candidates/${candidate.uid}`), {
    headline: 'Registered Nurse',
    location: 'Pune',
    skills: ['BLS'],
    directoryOptIn: false,
    primaryResumeId: resumeId,
    updatedAt: now,
  });
  batch.set(db.doc(`talentDirectory/${directoryPerson.uid}`), {
    name: 'Directory Nurse',
    headline: 'Nurse',
    location: 'Pune',
    skills: ['BLS', 'Patient care'],
    years: 4,
    resume,
    updatedAt: now,
  });
  batch.set(db.doc(`contactMessages/contract-${randomUUID().slice(0, 8)}`), {
    name: 'Visitor',
    email: 'visitor@example.com',
    subject: 'Hello',
    message: 'A question.',
    status: 'new',
    createdAt: now,
  });
  await batch.commit();
  app = await buildTestApp({ STORE_TIMEOUT_MS: '20000', V1_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000' });
});

afterAll(async () => {
  await app?.close();
  await watch?.close();
});

const CASES: Case[] = [
  // ── platform ──
  { route: 'GET /healthz', status: 200, answer: HEALTH_ANSWERS.status, request: () => ({ method: 'GET', url: '/healthz' }) },
  { route: 'GET /readyz', status: 200, answer: HEALTH_ANSWERS.status, request: () => ({ method: 'GET', url: '/readyz' }) },
  // ── account (roles) ──
  { route: 'GET /api/me', status: 200, answer: ACCOUNT_ANSWERS.me, request: () => ({ method: 'GET', url: '/api/me', headers: as(candidate) }) },
  {
    route: 'POST /api/auth/role',
    status: 200,
    answer: ACCOUNT_ANSWERS.chooseRole,
    request: () => ({ method: 'POST', url: '/api/auth/role', headers: as(candidate), payload: { role: 'Candidate' } }),
  },
  // ── hiring: organisations ──
  {
    route: 'POST /api/orgs',
    status: 201,
    answer: HIRING_ANSWERS.createOrg,
    request: () => ({ method: 'POST', url: '/api/orgs', headers: as(founder), payload: { name: 'Founded Clinic' } }),
  },
  {
    route: 'PATCH /api/orgs/:orgId',
    status: 200,
    answer: HIRING_ANSWERS.renameOrg,
    request: () => ({ method: 'PATCH', url: `/api/orgs/${orgId}`, headers: as(hr), payload: { name: 'Contract Health Trust' } }),
  },
  {
    route: 'POST /api/orgs/:orgId/invites',
    status: 201,
    answer: HIRING_ANSWERS.createInvite,
    request: () => ({ method: 'POST', url: `/api/orgs/${orgId}/invites`, headers: as(hr), payload: { email: interviewer.email, role: 'Interviewer' } }),
    keep: (body) => {
      kept.inviteToken = String(body.link).split('/').pop()!;
    },
  },
  {
    route: 'GET /api/invites/:token',
    status: 200,
    answer: HIRING_ANSWERS.previewInvite,
    request: () => ({ method: 'GET', url: `/api/invites/${kept.inviteToken}` }),
  },
  {
    route: 'POST /api/invites/accept',
    status: 200,
    answer: HIRING_ANSWERS.acceptInvite,
    request: () => ({ method: 'POST', url: '/api/invites/accept', headers: as(interviewer), payload: { token: kept.inviteToken } }),
  },
  {
    route: 'DELETE /api/orgs/:orgId/invites/:inviteId',
    status: 204,
    answer: null,
    request: async () => {
      const invite = await app.inject({ method: 'POST', url: `/api/orgs/${orgId}/invites`, headers: as(hr), payload: { email: colleague.email, role: 'HR' } });
      return { method: 'DELETE', url: `/api/orgs/${orgId}/invites/${invite.json<{ inviteId: string }>().inviteId}`, headers: as(hr) };
    },
  },
  {
    route: 'PATCH /api/orgs/:orgId/members/:uid',
    status: 200,
    answer: HIRING_ANSWERS.changeMemberRole,
    request: () => ({ method: 'PATCH', url: `/api/orgs/${orgId}/members/${leaving.uid}`, headers: as(hr), payload: { role: 'HR' } }),
  },
  {
    route: 'DELETE /api/orgs/:orgId/members/:uid',
    status: 204,
    answer: null,
    request: () => ({ method: 'DELETE', url: `/api/orgs/${orgId}/members/${leaving.uid}`, headers: as(hr) }),
  },
  // ── hiring: applications ──
  {
    route: 'POST /api/applications/match',
    status: 200,
    answer: HIRING_ANSWERS.previewMatch,
    request: () => ({ method: 'POST', url: '/api/applications/match', headers: as(candidate), payload: { jobId, resumeId } }),
  },
  {
    route: 'POST /api/applications',
    status: 201,
    answer: HIRING_ANSWERS.apply,
    request: () => ({ method: 'POST', url: '/api/applications', headers: as(candidate), payload: { jobId, resumeId } }),
    keep: (body) => {
      kept.applicationId = String(body.applicationId);
    },
  },
  {
    route: 'POST /api/jobs/:jobId/pipeline',
    status: 201,
    answer: HIRING_ANSWERS.addFromDirectory,
    request: () => ({ method: 'POST', url: `/api/jobs/${jobId}/pipeline`, headers: as(hr), payload: { talentUid: directoryPerson.uid } }),
  },
  {
    route: 'POST /api/jobs/:jobId/uploads',
    status: 200,
    answer: HIRING_ANSWERS.upload,
    request: async () => {
      const body = multipart([{ name: 'nurse.pdf', bytes: await resumePdf(nurseResume('Uploaded Nurse', 'uploaded.nurse@example.com', '+91 90000 22222')) }]);
      // wait=1: the answer names the talent and application made, for the downloads below.
      return { method: 'POST', url: `/api/jobs/${jobId}/uploads?last=1&wait=1`, payload: body.payload, headers: { ...as(hr), ...body.headers } };
    },
    keep: (body) => {
      const [first] = body.results as { talentId?: string; applicationId?: string }[];
      kept.uploadedTalentId = String(first?.talentId);
      kept.uploadedApplicationId = String(first?.applicationId);
    },
  },
  {
    route: 'GET /api/talent/:talentId/file',
    status: 200,
    answer: null,
    file: 'application/pdf',
    request: () => ({ method: 'GET', url: `/api/talent/${kept.uploadedTalentId}/file`, headers: as(hr) }),
  },
  {
    route: 'GET /api/applications/:applicationId/file',
    status: 200,
    answer: null,
    file: 'application/pdf',
    request: () => ({ method: 'GET', url: `/api/applications/${kept.uploadedApplicationId}/file`, headers: as(hr) }),
  },
  {
    route: 'GET /api/jobs/:jobId/ranking',
    status: 200,
    answer: HIRING_ANSWERS.ranking,
    request: () => ({ method: 'GET', url: `/api/jobs/${jobId}/ranking?limit=10`, headers: as(hr) }),
  },
  {
    route: 'GET /api/jobs/:jobId/criteria/suggestions',
    status: 200,
    answer: CRITERIA_SUGGESTIONS_ANSWER,
    request: () => ({ method: 'GET', url: `/api/jobs/${jobId}/criteria/suggestions`, headers: as(hr) }),
  },
  {
    route: 'PUT /api/jobs/:jobId/criteria',
    status: 200,
    answer: CRITERIA_SAVE_ANSWER,
    request: () => ({ method: 'PUT', url: `/api/jobs/${jobId}/criteria`, headers: as(hr), payload: { criteria: [{ id: 'c1', text: 'BLS certification' }] } }),
  },
  { route: 'DELETE /api/talent/:talentId', status: 204, answer: null, request: () => ({ method: 'DELETE', url: `/api/talent/${talentId}`, headers: as(hr) }) },
  // ── messages ──
  {
    route: 'GET /api/orgs/:orgId/message-templates',
    status: 200,
    answer: MESSAGE_ANSWERS.templates,
    request: () => ({ method: 'GET', url: `/api/orgs/${orgId}/message-templates`, headers: as(hr) }),
  },
  {
    route: 'PUT /api/orgs/:orgId/message-templates/:kind',
    status: 200,
    answer: MESSAGE_ANSWERS.saveTemplate,
    request: () => ({
      method: 'PUT',
      url: `/api/orgs/${orgId}/message-templates/interview`,
      headers: as(hr),
      payload: { subject: 'Interview for {{jobTitle}}', body: 'Hello {{candidateName}}' },
    }),
  },
  {
    route: 'DELETE /api/orgs/:orgId/message-templates/:kind',
    status: 200,
    answer: MESSAGE_ANSWERS.resetTemplate,
    request: () => ({ method: 'DELETE', url: `/api/orgs/${orgId}/message-templates/interview`, headers: as(hr) }),
  },
  {
    route: 'POST /api/applications/:applicationId/stage',
    status: 200,
    answer: MESSAGE_ANSWERS.moveStage,
    request: () => ({
      method: 'POST',
      url: `/api/applications/${kept.applicationId}/stage`,
      headers: as(hr),
      payload: { stage: 'interview', message: { kind: 'interview', subject: 'Next step', body: 'Hello {{candidateName}}' } },
    }),
  },
  // ── interviews ──
  {
    route: 'POST /api/interviews',
    status: 201,
    answer: INTERVIEW_ANSWERS.create,
    request: async () => ({
      method: 'POST',
      url: '/api/interviews',
      headers: { authorization: `Bearer ${await freshToken(hr)}` },
      payload: {
        applicationId: kept.applicationId,
        kitId,
        mode: 'live',
        interviewerUids: [interviewer.uid],
        scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    }),
  },
  // ── schedules ──
  {
    route: 'POST /api/schedules',
    status: 201,
    answer: SCHEDULE_ANSWERS.propose,
    request: () => ({
      method: 'POST',
      url: '/api/schedules',
      headers: as(hr),
      payload: { applicationId: kept.applicationId, timeZone: 'Europe/Berlin', slots: [slot(3), slot(4)] },
    }),
    keep: (body) => {
      kept.scheduleId = String(body.id);
    },
  },
  {
    route: 'POST /api/schedules/:scheduleId/book',
    status: 200,
    answer: SCHEDULE_ANSWERS.book,
    request: async () => {
      const slots = (await watch.firestore.doc(`interviewSchedules/${kept.scheduleId}`).get()).get('slots') as { id: string }[];
      return { method: 'POST', url: `/api/schedules/${kept.scheduleId}/book`, headers: as(candidate), payload: { slotId: slots[0]!.id } };
    },
  },
  {
    route: 'GET /api/schedules/:scheduleId/ics',
    status: 200,
    answer: null,
    request: () => ({ method: 'GET', url: `/api/schedules/${kept.scheduleId}/ics`, headers: as(candidate) }),
  },
  {
    route: 'POST /api/schedules/:scheduleId/reschedule',
    status: 200,
    answer: SCHEDULE_ANSWERS.reschedule,
    request: () => ({
      method: 'POST',
      url: `/api/schedules/${kept.scheduleId}/reschedule`,
      headers: as(hr),
      payload: { timeZone: 'Europe/Berlin', slots: [slot(5)] },
    }),
  },
  {
    route: 'POST /api/schedules/:scheduleId/cancel',
    status: 200,
    answer: SCHEDULE_ANSWERS.cancel,
    request: () => ({ method: 'POST', url: `/api/schedules/${kept.scheduleId}/cancel`, headers: as(candidate), payload: { reason: 'I took another offer.' } }),
  },
  // ── search ──
  { route: 'GET /api/search/jobs', status: 200, answer: SEARCH_ANSWERS.results, request: () => ({ method: 'GET', url: '/api/search/jobs?q=nurse' }) },
  { route: 'GET /api/search/jobs/:jobId', status: 200, answer: SEARCH_ANSWERS.job, request: () => ({ method: 'GET', url: `/api/search/jobs/${jobId}` }) },
  {
    route: 'GET /api/search/candidates',
    status: 200,
    answer: SEARCH_ANSWERS.results,
    request: () => ({ method: 'GET', url: '/api/search/candidates?q=nurse', headers: as(hr) }),
  },
  { route: 'GET /api/search/skills', status: 200, answer: SEARCH_ANSWERS.skills, request: () => ({ method: 'GET', url: '/api/search/skills?prefix=pat' }) },
  // ── keys ──
  {
    route: 'POST /api/keys',
    status: 201,
    answer: KEY_ANSWERS.create,
    request: () => ({ method: 'POST', url: '/api/keys', headers: as(hr), payload: { name: 'Contract key' } }),
    keep: (body) => {
      kept.keyId = String((body.apiKey as { id: string }).id);
    },
  },
  { route: 'GET /api/keys', status: 200, answer: KEY_ANSWERS.list, request: () => ({ method: 'GET', url: '/api/keys', headers: as(hr) }) },
  {
    route: 'GET /api/keys/:id/usage',
    status: 200,
    answer: KEY_ANSWERS.usage,
    request: () => ({ method: 'GET', url: `/api/keys/${kept.keyId}/usage`, headers: as(hr) }),
  },
  {
    route: 'GET /api/admin/api-keys',
    status: 200,
    answer: ADMIN_ANSWERS.apiKeys,
    request: () => ({ method: 'GET', url: '/api/admin/api-keys', headers: as(admin) }),
  },
  {
    route: 'GET /api/admin/api-keys/:id/usage',
    status: 200,
    answer: KEY_ANSWERS.usage,
    request: () => ({ method: 'GET', url: `/api/admin/api-keys/${kept.keyId}/usage`, headers: as(admin) }),
  },
  {
    route: 'POST /api/keys/:id/revoke',
    status: 200,
    answer: KEY_ANSWERS.revoke,
    request: () => ({ method: 'POST', url: `/api/keys/${kept.keyId}/revoke`, headers: as(hr) }),
  },
  {
    route: 'POST /api/admin/api-keys/:id/revoke',
    status: 200,
    answer: KEY_ANSWERS.revoke,
    request: () => ({ method: 'POST', url: `/api/admin/api-keys/${kept.keyId}/revoke`, headers: as(admin) }),
  },
  // ── contact ──
  {
    route: 'POST /api/contact-us',
    status: 201,
    answer: CONTACT_ANSWERS.send,
    request: () => ({
      method: 'POST',
      url: '/api/contact-us',
      payload: { name: 'Visitor', email: 'visitor@example.com', subject: 'Contract', message: 'Does this work?' },
    }),
  },
  // ── admin ──
  { route: 'GET /api/admin/users', status: 200, answer: ADMIN_ANSWERS.users, request: () => ({ method: 'GET', url: '/api/admin/users', headers: as(admin) }) },
  {
    route: 'PATCH /api/admin/users/:uid',
    status: 200,
    answer: ADMIN_ANSWERS.access,
    request: () => ({ method: 'PATCH', url: `/api/admin/users/${colleague.uid}`, headers: as(admin), payload: { role: 'Candidate' } }),
  },
  {
    route: 'POST /api/admin/users/:uid/disable',
    status: 200,
    answer: ADMIN_ANSWERS.disabled,
    request: () => ({ method: 'POST', url: `/api/admin/users/${colleague.uid}/disable`, headers: as(admin) }),
  },
  {
    route: 'POST /api/admin/users/:uid/enable',
    status: 200,
    answer: ADMIN_ANSWERS.disabled,
    request: () => ({ method: 'POST', url: `/api/admin/users/${colleague.uid}/enable`, headers: as(admin) }),
  },
  {
    route: 'POST /api/admin/grants',
    status: 200,
    answer: ACCOUNT_ANSWERS.grantRole,
    request: () => ({ method: 'POST', url: '/api/admin/grants', headers: as(admin), payload: { uid: colleague.uid, role: 'Candidate' } }),
  },
  {
    route: 'DELETE /api/admin/users/:uid',
    status: 200,
    answer: ADMIN_ANSWERS.deleted,
    request: () => ({ method: 'DELETE', url: `/api/admin/users/${colleague.uid}`, headers: as(admin) }),
  },
  {
    route: 'GET /api/admin/organizations',
    status: 200,
    answer: ADMIN_ANSWERS.organizations,
    request: () => ({ method: 'GET', url: '/api/admin/organizations', headers: as(admin) }),
  },
  {
    route: 'GET /api/admin/organizations/:orgId',
    status: 200,
    answer: ADMIN_ANSWERS.organization,
    request: () => ({ method: 'GET', url: `/api/admin/organizations/${orgId}`, headers: as(admin) }),
  },
  {
    route: 'POST /api/admin/organizations/:orgId/suspend',
    status: 200,
    answer: ADMIN_ANSWERS.suspension,
    request: () => ({ method: 'POST', url: `/api/admin/organizations/${orgId}/suspend`, headers: as(admin) }),
  },
  {
    route: 'POST /api/admin/organizations/:orgId/restore',
    status: 200,
    answer: ADMIN_ANSWERS.suspension,
    request: () => ({ method: 'POST', url: `/api/admin/organizations/${orgId}/restore`, headers: as(admin) }),
  },
  {
    route: 'GET /api/admin/contact',
    status: 200,
    answer: ADMIN_ANSWERS.contact,
    request: () => ({ method: 'GET', url: '/api/admin/contact', headers: as(admin) }),
    keep: (body) => {
      kept.contactId = String((body.messages as { id: string }[])[0]!.id);
    },
  },
  {
    route: 'PATCH /api/admin/contact/:id',
    status: 200,
    answer: ADMIN_ANSWERS.contactStatus,
    request: () => ({ method: 'PATCH', url: `/api/admin/contact/${kept.contactId}`, headers: as(admin), payload: { status: 'read' } }),
  },
  { route: 'GET /api/admin/audit', status: 200, answer: ADMIN_ANSWERS.audit, request: () => ({ method: 'GET', url: '/api/admin/audit', headers: as(admin) }) },
  {
    route: 'GET /api/admin/platform',
    status: 200,
    answer: ADMIN_ANSWERS.platform,
    request: () => ({ method: 'GET', url: '/api/admin/platform', headers: as(admin) }),
  },
  // ── registry: a release, a canary promoted, another stopped, a rollback ──
  registryChange('releases', { expectedVersion: 0, entry: 'http://127.0.0.1:3999/v1/remoteEntry.js', why: 'contract v1' }),
  registryChange('releases', { expectedVersion: 1, entry: 'http://127.0.0.1:3999/v2/remoteEntry.js', why: 'contract v2', canaryPercent: 50 }),
  registryChange('canary/promote', { expectedVersion: 2, why: 'healthy' }),
  registryChange('releases', { expectedVersion: 3, entry: 'http://127.0.0.1:3999/v3/remoteEntry.js', why: 'contract v3', canaryPercent: 50 }),
  registryChange('canary/stop', { expectedVersion: 4, why: 'enough' }),
  registryChange('rollback', { expectedVersion: 5, toVersion: 1, why: 'back to v1' }),
  {
    route: 'GET /api/platform/registry',
    status: 200,
    answer: REGISTRY_ANSWERS.list,
    request: () => ({ method: 'GET', url: '/api/platform/registry', headers: as(admin) }),
  },
  {
    route: 'GET /api/platform/registry/:remote',
    status: 200,
    answer: REGISTRY_ANSWERS.remote,
    request: () => ({ method: 'GET', url: `/api/platform/registry/${remote}`, headers: as(admin) }),
  },
  {
    route: 'POST /api/platform/registry/:remote/keys',
    status: 201,
    answer: REGISTRY_ANSWERS.key,
    request: () => ({ method: 'POST', url: `/api/platform/registry/${remote}/keys`, headers: as(admin), payload: { name: 'CI' } }),
  },
  {
    route: 'GET /api/platform/registry/resolve',
    status: 200,
    answer: REGISTRY_ANSWERS.resolve,
    request: () => ({ method: 'GET', url: '/api/platform/registry/resolve?sid=contract-session' }),
    keep: (body) => {
      const mine = (body.remotes as { name: string; version: number; token?: string }[]).find((item) => item.name === remote);
      kept.reportVersion = String(mine?.version ?? 1);
      kept.reportToken = mine?.token ?? '';
    },
  },
  {
    route: 'POST /api/platform/registry/reports',
    status: 202,
    answer: REGISTRY_ANSWERS.report,
    request: () => ({
      method: 'POST',
      url: '/api/platform/registry/reports',
      payload: { events: [{ remote, version: Number(kept.reportVersion), kind: 'load', ...(kept.reportToken ? { token: kept.reportToken } : {}) }] },
    }),
  },
  // ── candidate account, resume links and letters ──
  {
    route: 'PUT /api/resumes/:resumeId/share',
    status: 200,
    answer: ACCOUNT_ANSWERS.share,
    request: () => ({
      method: 'PUT',
      url: `/api/resumes/${resumeId}/share`,
      headers: as(candidate),
      payload: { enabled: true, indexable: false, showContact: false },
    }),
    keep: (body) => {
      kept.slug = String((body.share as { slug: string }).slug);
    },
  },
  {
    route: 'GET /api/resumes/:resumeId/share',
    status: 200,
    answer: ACCOUNT_ANSWERS.shareState,
    request: () => ({ method: 'GET', url: `/api/resumes/${resumeId}/share`, headers: as(candidate) }),
  },
  {
    route: 'GET /api/public/resumes/:slug',
    status: 200,
    answer: ACCOUNT_ANSWERS.publicResume,
    request: () => ({ method: 'GET', url: `/api/public/resumes/${kept.slug}` }),
  },
  {
    route: 'GET /api/public/resumes/:slug/status',
    status: 200,
    answer: ACCOUNT_ANSWERS.publicStatus,
    request: () => ({ method: 'GET', url: `/api/public/resumes/${kept.slug}/status` }),
  },
  {
    route: 'GET /api/public/resumes/:slug/pdf',
    status: 200,
    answer: null,
    file: 'application/pdf',
    request: () => ({ method: 'GET', url: `/api/public/resumes/${kept.slug}/pdf` }),
  },
  {
    route: 'POST /api/cover-letters/draft',
    status: 200,
    answer: ACCOUNT_ANSWERS.letterDraft,
    request: () => ({ method: 'POST', url: '/api/cover-letters/draft', headers: as(candidate), payload: { resumeId, jobId } }),
  },
  {
    route: 'GET /api/candidate/export',
    status: 200,
    answer: ACCOUNT_ANSWERS.export,
    request: () => ({ method: 'GET', url: '/api/candidate/export', headers: as(candidate) }),
  },
  {
    route: 'DELETE /api/candidate/account',
    status: 200,
    answer: ACCOUNT_ANSWERS.deleted,
    request: () => ({ method: 'DELETE', url: '/api/candidate/account', headers: as(directoryPerson), payload: { confirm: 'delete my account' } }),
  },
];

describe('endpoint contracts', () => {
  it('every endpoint the app registers has a case here, in v1/contract.test.ts, or a reasoned exception', () => {
    const covered = new Set([...CASES.map((item) => item.route), ...V1_ENDPOINTS, ...Object.keys(EXCEPTIONS)]);
    expect(routeKeys(app).filter((route) => !covered.has(route))).toEqual([]);
    // No stale case or exception for a route that is gone.
    expect([...covered].filter((route) => !routeKeys(app).includes(route))).toEqual([]);
  });

  it("the browser's endpoint map (shared-schemas http/endpoints.ts) names only routes the app registers, and checks the shapes tested here", () => {
    const registered = new Set(routeKeys(app));
    expect(Object.keys(API_ENDPOINTS).filter((route) => !registered.has(route))).toEqual([]);
    const entries: Record<string, object> = API_ENDPOINTS;
    const mappedAnswer = (route: string): unknown => {
      const entry = entries[route];
      return entry && 'answer' in entry ? entry.answer : undefined;
    };
    // A case answers the very shape callApi checks for its route (not a look-alike written here).
    const drifted = CASES.filter((item) => item.answer && mappedAnswer(item.route) && mappedAnswer(item.route) !== item.answer).map((item) => item.route);
    expect(drifted).toEqual([]);
  });

  it.each(CASES.map((item, index) => [item.route, index] as const))('%s answers its contract', async (_route, index) => {
    const item = CASES[index]!;
    const response = await app.inject(await item.request());
    expect({ status: response.statusCode, body: response.statusCode === item.status ? '' : response.body }).toEqual({ status: item.status, body: '' });
    if (item.answer) {
      const body = response.json<Record<string, unknown>>();
      expect(answerProblem(body, item.answer)).toBeUndefined();
      item.keep?.(body);
    }
    if (item.file) {
      expect(response.headers['content-type']).toContain(item.file);
      expect(response.rawPayload.length).toBeGreaterThan(0);
    }
  });
});
