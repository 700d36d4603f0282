// firestore.rules against the Firestore emulator: every collection of the data model × every kind
// of caller × get/list/create/update/delete. Each case names exactly who may do it; every other
// caller must be refused. Claims are what the api sets (role, orgId, email_verified) — a browser's
// localStorage never counts.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';

// Denied writes are the point of most tests here: keep the SDK from warning about each one.
setLogLevel('error');

const CALLERS = {
  anonymous: null,
  candidate: { uid: 'c1', role: 'Candidate', email_verified: true },
  otherCandidate: { uid: 'c2', role: 'Candidate', email_verified: true },
  interviewerA: { uid: 'ia', role: 'Interviewer', orgId: 'orgA', email_verified: true },
  unassignedInterviewerA: { uid: 'ia2', role: 'Interviewer', orgId: 'orgA', email_verified: true },
  panelInterviewerA: { uid: 'ia3', role: 'Interviewer', orgId: 'orgA', email_verified: true },
  hrA: { uid: 'ha', role: 'HR', orgId: 'orgA', email_verified: true },
  hrB: { uid: 'hb', role: 'HR', orgId: 'orgB', email_verified: true },
  unverifiedHrA: { uid: 'hu', role: 'HR', orgId: 'orgA', email_verified: false },
  hrSuspended: { uid: 'hs', role: 'HR', orgId: 'orgS', email_verified: true },
  admin: { uid: 'ad', role: 'Admin', email_verified: true },
  // A Candidate who edited localStorage `user` to say Admin: the token still says Candidate.
  forgedAdmin: { uid: 'cf', role: 'Candidate', email_verified: true },
  // Tokens minted before the api took access away (they stay signed for up to an hour): an
  // interviewer removed from organisation A, an HR member demoted to Interviewer, an HR member
  // and a candidate whose accounts an Admin disabled. Their claims still say what they were.
  removedInterviewerA: { uid: 'ir', role: 'Interviewer', orgId: 'orgA', email_verified: true },
  demotedHrA: { uid: 'hd', role: 'HR', orgId: 'orgA', email_verified: true },
  disabledHrA: { uid: 'hx', role: 'HR', orgId: 'orgA', email_verified: true },
  disabledCandidate: { uid: 'cx', role: 'Candidate', email_verified: true },
} as const;
type Caller = keyof typeof CALLERS;
const ALL = Object.keys(CALLERS) as Caller[];
const DISABLED: Caller[] = ['disabledHrA', 'disabledCandidate'];
const uidOf = (caller: Caller) => CALLERS[caller]?.uid ?? 'nobody';
/** Profile names (users/{uid}.name): a note's authorName must be the author's own. */
const NAMES: Record<string, string> = {
  c1: 'Cand',
  c2: 'Cora',
  cf: 'Faye',
  cx: 'Cy',
  ia: 'Ivy',
  ia2: 'Ian',
  ia3: 'Ira',
  ir: 'Rita',
  ha: 'Hana',
  hb: 'Hugo',
  hu: 'Hal',
  hs: 'Hari',
  hd: 'Dev',
  hx: 'Xena',
  ad: 'Ada',
};
const nameOf = (caller: Caller) => NAMES[uidOf(caller)] ?? 'Nobody';

const now = Timestamp.fromDate(new Date('2026-11-01T00:00:00Z'));
const later = Timestamp.fromDate(new Date('2099-01-01T00:00:00Z'));
const parsed = { requiredSkills: ['Nursing'], preferredSkills: [], seniority: 'mid', location: 'Pune', remote: 'onsite', salary: null };
const job = (orgId: string, status: string, createdBy = 'ha') => ({
  orgId,
  orgName: orgId === 'orgA' ? 'Acme Health' : 'Other Co',
  title: 'Registered Nurse',
  description: 'Care for patients.',
  parsed,
  status,
  createdBy,
  createdAt: now,
  updatedAt: now,
  openedAt: status === 'open' ? now : null,
});
const application = {
  orgId: 'orgA',
  jobId: 'jobOpenA',
  jobTitle: 'Registered Nurse',
  candidateUid: 'c1',
  name: 'Cand',
  email: 'c1@x.io',
  source: 'applied',
  resumeSnapshot: { basics: { name: 'Cand' } },
  match: { score: 80, matched: ['Nursing'], missing: [], summary: 'Good' },
  stage: 'applied',
  stageHistory: [],
  interviewerUids: ['ia'],
  createdAt: now,
  updatedAt: now,
};

/** The documents every case starts from. */
const SEED: Record<string, Record<string, unknown>> = {
  // Every account the api created has a profile (deleting an account deletes it); the api
  // marks a disabled one there and keeps the membership documents in step with the claims.
  'users/c1': { name: 'Cand', email: 'c1@x.io', role: 'Candidate' },
  'users/c2': { name: 'Cora', email: 'c2@x.io', role: 'Candidate', orgId: null, disabled: false },
  'users/cf': { name: 'Faye', email: 'cf@x.io', role: 'Candidate', orgId: null, disabled: false },
  'users/cx': { name: 'Cy', email: 'cx@x.io', role: 'Candidate', orgId: null, disabled: true },
  'users/ia': { name: 'Ivy', email: 'ia@a.io', role: 'Interviewer', orgId: 'orgA', disabled: false },
  'users/ia2': { name: 'Ian', email: 'ia2@a.io', role: 'Interviewer', orgId: 'orgA', disabled: false },
  'users/ia3': { name: 'Ira', email: 'ia3@a.io', role: 'Interviewer', orgId: 'orgA', disabled: false },
  'users/ir': { name: 'Rita', email: 'ir@a.io', role: 'Interviewer', orgId: null, disabled: false },
  'users/ha': { name: 'Hana', email: 'ha@a.io', role: 'HR', orgId: 'orgA' },
  'users/hb': { name: 'Hugo', email: 'hb@b.io', role: 'HR', orgId: 'orgB', disabled: false },
  'users/hu': { name: 'Hal', email: 'hu@a.io', role: 'HR', orgId: 'orgA', disabled: false },
  'users/hs': { name: 'Hari', email: 'hs@s.io', role: 'HR', orgId: 'orgS', disabled: false },
  'users/hd': { name: 'Dev', email: 'hd@a.io', role: 'Interviewer', orgId: 'orgA', disabled: false },
  'users/hx': { name: 'Xena', email: 'hx@a.io', role: 'HR', orgId: 'orgA', disabled: true },
  'users/ad': { name: 'Ada', email: 'ad@x.io', role: 'Admin', orgId: null, disabled: false },
  'organizations/orgA': { name: 'Acme Health', createdBy: 'ha', createdAt: now },
  'organizations/orgB': { name: 'Other Co', createdBy: 'hb', createdAt: now },
  'organizations/orgS': { name: 'Suspended Co', createdBy: 'hs', createdAt: now, suspendedAt: now },
  'organizations/orgA/members/ha': { role: 'HR', name: 'Hana', email: 'ha@a.io', joinedAt: now },
  'organizations/orgA/members/ia': { role: 'Interviewer', name: 'Ivy', email: 'ia@a.io', joinedAt: now },
  'organizations/orgA/members/ia2': { role: 'Interviewer', name: 'Ian', email: 'ia2@a.io', joinedAt: now },
  'organizations/orgA/members/ia3': { role: 'Interviewer', name: 'Ira', email: 'ia3@a.io', joinedAt: now },
  'organizations/orgA/members/hu': { role: 'HR', name: 'Hal', email: 'hu@a.io', joinedAt: now },
  'organizations/orgA/members/hd': { role: 'Interviewer', name: 'Dev', email: 'hd@a.io', joinedAt: now },
  'organizations/orgA/members/hx': { role: 'HR', name: 'Xena', email: 'hx@a.io', joinedAt: now },
  'organizations/orgB/members/hb': { role: 'HR', name: 'Hugo', email: 'hb@b.io', joinedAt: now },
  'organizations/orgS/members/hs': { role: 'HR', name: 'Hari', email: 'hs@s.io', joinedAt: now },
  'organizations/orgA/invites/inv1': { email: 'new@a.io', role: 'Interviewer', tokenHash: 'h', expiresAt: later, createdBy: 'ha' },
  'organizations/orgA/talent/t1': {
    resume: { basics: { name: 'Up Loaded' } },
    text: 'Up Loaded',
    fileRef: null,
    contentHash: 'x',
    source: 'uploaded',
    createdAt: now,
  },
  'organizations/orgA/uploads/b1': {
    jobId: 'jobOpenA',
    counts: { queued: 0, added: 1, duplicate: 0, failed: 0 },
    status: 'done',
    closed: true,
    files: { f1: { fileName: 'a.pdf', status: 'added' } },
  },
  'organizations/orgA/kits/k1': { jobId: 'jobOpenA', title: 'Nurse kit', questions: [], createdBy: 'ha' },
  'organizations/orgS/kits/k1': { jobId: 'jobS', title: 'Kit', questions: [], createdBy: 'hs' },
  'jobs/jobOpenA': job('orgA', 'open'),
  'jobs/jobDraftA': job('orgA', 'draft'),
  'jobs/jobDraftS': job('orgS', 'draft', 'hs'),
  'candidates/c1': { headline: 'Nurse', location: 'Pune', skills: ['Nursing'], directoryOptIn: true, primaryResumeId: 'r1', updatedAt: now },
  'candidates/c1/resumes/r1': { title: 'Nurse', resume: { basics: { name: 'Cand' } }, template: 'classic', updatedAt: now },
  'candidates/c1/resumes/r1/versions/v1': { resume: { basics: { name: 'Cand' } }, savedAt: now, note: 'first' },
  'candidates/c1/practice/p1': { job: 'Nurse', questions: [], answers: [], startedAt: now },
  'candidates/c2': { headline: 'Private', location: 'Delhi', skills: [], directoryOptIn: false, primaryResumeId: null, updatedAt: now },
  'talentDirectory/c1': { name: 'Cand', headline: 'Nurse', location: 'Pune', skills: ['Nursing'], years: 4, resume: {}, updatedAt: now },
  'applications/appA1': application,
  'applications/appA1/notes/n1': { authorUid: 'ha', authorName: 'Hana', text: 'Strong', rating: 4, createdAt: now },
  'interviews/intA1': {
    orgId: 'orgA',
    orgName: 'Acme Health',
    applicationId: 'appA1',
    jobId: 'jobOpenA',
    candidateUid: 'c1',
    interviewerUids: ['ia', 'ia3'],
    kitId: 'k1',
    mode: 'ai-async',
    status: 'scheduled',
    dueAt: later,
    questions: [],
    competencies: ['Care', 'Teamwork'],
    answers: [],
    transcript: [],
  },
  'interviews/intA1/staff/rubric': { rubric: { q1: 'Names the patient risk first' } },
  'interviews/intA1/scorecards/ia': { ratings: { Care: 4 }, recommendation: 'yes', notes: 'Good', submittedAt: now },
  'interviews/intA1/scorecards/ia3': { ratings: { Care: 3 }, recommendation: 'yes', notes: '', submittedAt: null },
  'contactMessages/m1': { name: 'N', email: 'n@x.io', subject: 'S', message: 'M', status: 'new', createdAt: now },
  'apiKeySecrets/h1': { keyId: 'key1' },
  'apiKeys/key1': { ownerUid: 'ha', orgId: 'orgA', name: 'CI', prefix: 'hg_abc', quota: 1000, createdAt: now },
  'auditLog/a1': { actorUid: 'ad', action: 'role.grant', target: 'users/c1', details: {}, at: now },
  'remoteRegistry/remote_admin': { remote: 'remote_admin', version: 2, stableVersion: 2, entry: 'https://admin.example/remoteEntry.js', canary: null },
  'remoteRegistry/remote_admin/versions/000002': { version: 2, action: 'release', entry: 'https://admin.example/remoteEntry.js', by: 'ad', why: 'x' },
  'remoteRegistry/remote_admin/health/2_1': { version: 2, minute: 1, loads: 3, failures: 0 },
};

type Op =
  | { op: 'get'; path: string }
  | { op: 'list'; collection: string; constraints?: (caller: Caller) => QueryConstraint[] }
  | { op: 'create'; path: (caller: Caller) => string; data: (caller: Caller) => Record<string, unknown> }
  | { op: 'update'; path: string; data: (caller: Caller) => Record<string, unknown> }
  | { op: 'delete'; path: string };
type Case = Op & { name: string; allowed: Caller[] };

const orgA: Caller[] = ['interviewerA', 'unassignedInterviewerA', 'panelInterviewerA', 'hrA'];
const verifiedMembers: Caller[] = [...orgA, 'hrB'];

const CASES: Case[] = [
  // users
  { name: 'users: read own profile', op: 'get', path: 'users/c1', allowed: ['candidate', 'admin'] },
  { name: 'users: list all', op: 'list', collection: 'users', allowed: ['admin'] },
  { name: 'users: create a profile', op: 'create', path: (c) => `users/${uidOf(c)}`, data: () => ({ name: 'X', role: 'Admin' }), allowed: [] },
  { name: 'users: change own name', op: 'update', path: 'users/c1', data: () => ({ name: 'New name' }), allowed: ['candidate'] },
  { name: 'users: change own role', op: 'update', path: 'users/c1', data: () => ({ role: 'Admin' }), allowed: [] },
  { name: 'users: delete', op: 'delete', path: 'users/c1', allowed: [] },
  // organizations
  { name: 'organizations: read', op: 'get', path: 'organizations/orgA', allowed: orgA },
  { name: 'organizations: list', op: 'list', collection: 'organizations', allowed: [] },
  { name: 'organizations: create', op: 'create', path: (c) => `organizations/new-${c}`, data: (c) => ({ name: 'Mine', createdBy: uidOf(c) }), allowed: [] },
  // Renaming goes through the api, which rewrites the name on the organisation's jobs and interviews.
  { name: 'organizations: rename', op: 'update', path: 'organizations/orgA', data: () => ({ name: 'Acme Care' }), allowed: [] },
  { name: 'organizations: unsuspend itself', op: 'update', path: 'organizations/orgS', data: () => ({ suspendedAt: null }), allowed: [] },
  { name: 'organizations: delete', op: 'delete', path: 'organizations/orgA', allowed: [] },
  { name: 'members: read', op: 'get', path: 'organizations/orgA/members/ha', allowed: orgA },
  { name: 'members: list', op: 'list', collection: 'organizations/orgA/members', allowed: orgA },
  {
    name: 'members: add self',
    op: 'create',
    path: (c) => `organizations/orgA/members/${uidOf(c)}`,
    data: () => ({ role: 'HR', email: 'x@x.io' }),
    allowed: [],
  },
  { name: 'members: change role', op: 'update', path: 'organizations/orgA/members/ha', data: () => ({ role: 'Interviewer' }), allowed: [] },
  { name: 'members: remove', op: 'delete', path: 'organizations/orgA/members/ha', allowed: [] },
  { name: 'invites: read', op: 'get', path: 'organizations/orgA/invites/inv1', allowed: ['hrA'] },
  { name: 'invites: list', op: 'list', collection: 'organizations/orgA/invites', allowed: ['hrA'] },
  { name: 'invites: create', op: 'create', path: (c) => `organizations/orgA/invites/by-${c}`, data: () => ({ email: 'a@b.io', role: 'HR' }), allowed: [] },
  { name: 'invites: accept by writing', op: 'update', path: 'organizations/orgA/invites/inv1', data: () => ({ acceptedAt: now }), allowed: [] },
  { name: 'invites: delete', op: 'delete', path: 'organizations/orgA/invites/inv1', allowed: [] },
  { name: 'talent: read', op: 'get', path: 'organizations/orgA/talent/t1', allowed: ['hrA'] },
  { name: 'talent: list', op: 'list', collection: 'organizations/orgA/talent', allowed: ['hrA'] },
  { name: 'talent: create', op: 'create', path: (c) => `organizations/orgA/talent/by-${c}`, data: () => ({ text: 'x' }), allowed: [] },
  { name: 'talent: update', op: 'update', path: 'organizations/orgA/talent/t1', data: () => ({ text: 'y' }), allowed: [] },
  { name: 'talent: delete', op: 'delete', path: 'organizations/orgA/talent/t1', allowed: [] },
  { name: 'uploads: read', op: 'get', path: 'organizations/orgA/uploads/b1', allowed: ['hrA'] },
  { name: 'uploads: list', op: 'list', collection: 'organizations/orgA/uploads', allowed: ['hrA'] },
  { name: 'uploads: create', op: 'create', path: (c) => `organizations/orgA/uploads/by-${c}`, data: () => ({ jobId: 'j' }), allowed: [] },
  { name: 'uploads: update', op: 'update', path: 'organizations/orgA/uploads/b1', data: () => ({ status: 'running' }), allowed: [] },
  { name: 'uploads: delete', op: 'delete', path: 'organizations/orgA/uploads/b1', allowed: [] },
  { name: 'kits: read', op: 'get', path: 'organizations/orgA/kits/k1', allowed: orgA },
  { name: 'kits: list', op: 'list', collection: 'organizations/orgA/kits', allowed: orgA },
  {
    name: 'kits: create',
    op: 'create',
    path: (c) => `organizations/orgA/kits/by-${c}`,
    data: (c) => ({ jobId: 'jobOpenA', title: 'K', questions: [], createdBy: uidOf(c) }),
    allowed: orgA,
  },
  {
    name: "kits: create in someone else's name",
    op: 'create',
    path: (c) => `organizations/orgA/kits/as-${c}`,
    data: () => ({ jobId: 'jobOpenA', title: 'K', questions: [], createdBy: 'ha2' }),
    allowed: [],
  },
  { name: 'kits: update', op: 'update', path: 'organizations/orgA/kits/k1', data: () => ({ title: 'Nurse kit v2' }), allowed: orgA },
  { name: 'kits: delete', op: 'delete', path: 'organizations/orgA/kits/k1', allowed: orgA },
  { name: 'kits: suspended organisation', op: 'get', path: 'organizations/orgS/kits/k1', allowed: [] },
  // jobs
  { name: 'jobs: read an open job', op: 'get', path: 'jobs/jobOpenA', allowed: ALL },
  { name: 'jobs: read a draft', op: 'get', path: 'jobs/jobDraftA', allowed: orgA },
  { name: 'jobs: read a draft of a suspended organisation', op: 'get', path: 'jobs/jobDraftS', allowed: [] },
  { name: 'jobs: list open jobs', op: 'list', collection: 'jobs', constraints: () => [where('status', '==', 'open')], allowed: ALL },
  { name: "jobs: list the organisation's jobs", op: 'list', collection: 'jobs', constraints: () => [where('orgId', '==', 'orgA')], allowed: orgA },
  { name: 'jobs: list every job', op: 'list', collection: 'jobs', allowed: [] },
  {
    name: 'jobs: create a draft for own organisation',
    op: 'create',
    path: (c) => `jobs/new-${c}`,
    data: (c) => ({ ...job('orgA', 'draft', uidOf(c)) }),
    allowed: ['hrA'],
  },
  {
    name: 'jobs: create for another organisation',
    op: 'create',
    path: (c) => `jobs/other-${c}`,
    data: (c) => ({ ...job('orgB', 'open', uidOf(c)) }),
    allowed: ['hrB'],
  },
  {
    name: "jobs: create under another organisation's name",
    op: 'create',
    path: (c) => `jobs/spoof-${c}`,
    data: (c) => ({ ...job('orgB', 'open', uidOf(c)), orgName: 'Acme Health' }),
    allowed: [],
  },
  { name: 'jobs: rename the employer', op: 'update', path: 'jobs/jobOpenA', data: () => ({ orgName: 'Other Co' }), allowed: [] },
  { name: 'jobs: open a draft', op: 'update', path: 'jobs/jobDraftA', data: () => ({ status: 'open', openedAt: now }), allowed: ['hrA'] },
  { name: 'jobs: move a job to another organisation', op: 'update', path: 'jobs/jobOpenA', data: () => ({ orgId: 'orgB' }), allowed: [] },
  { name: 'jobs: delete a draft', op: 'delete', path: 'jobs/jobDraftA', allowed: ['hrA'] },
  { name: 'jobs: delete an open job', op: 'delete', path: 'jobs/jobOpenA', allowed: [] },
  // candidates
  { name: 'candidates: read own profile', op: 'get', path: 'candidates/c1', allowed: ['candidate'] },
  { name: 'candidates: read a private profile', op: 'get', path: 'candidates/c2', allowed: ['otherCandidate'] },
  { name: 'candidates: list', op: 'list', collection: 'candidates', allowed: [] },
  {
    name: 'candidates: create own profile',
    op: 'create',
    path: (c) => `candidates/${uidOf(c)}`,
    data: () => ({ headline: 'Me', skills: [], directoryOptIn: false }),
    allowed: ['candidate', 'otherCandidate', 'forgedAdmin'],
  },
  { name: 'candidates: update own profile', op: 'update', path: 'candidates/c1', data: () => ({ headline: 'Senior nurse' }), allowed: ['candidate'] },
  { name: 'candidates: delete own profile', op: 'delete', path: 'candidates/c1', allowed: ['candidate'] },
  { name: 'resumes: read', op: 'get', path: 'candidates/c1/resumes/r1', allowed: ['candidate'] },
  { name: 'resumes: list', op: 'list', collection: 'candidates/c1/resumes', allowed: ['candidate'] },
  { name: 'resumes: create', op: 'create', path: (c) => `candidates/c1/resumes/by-${c}`, data: () => ({ title: 'T', resume: {} }), allowed: ['candidate'] },
  { name: 'resumes: update', op: 'update', path: 'candidates/c1/resumes/r1', data: () => ({ title: 'Nurse (ICU)' }), allowed: ['candidate'] },
  { name: 'resumes: delete', op: 'delete', path: 'candidates/c1/resumes/r1', allowed: ['candidate'] },
  { name: 'versions: read', op: 'get', path: 'candidates/c1/resumes/r1/versions/v1', allowed: ['candidate'] },
  {
    name: 'versions: create',
    op: 'create',
    path: (c) => `candidates/c1/resumes/r1/versions/by-${c}`,
    data: () => ({ resume: {}, note: 'n' }),
    allowed: ['candidate'],
  },
  { name: 'practice: read', op: 'get', path: 'candidates/c1/practice/p1', allowed: ['candidate'] },
  { name: 'practice: list', op: 'list', collection: 'candidates/c1/practice', allowed: ['candidate'] },
  { name: 'practice: create', op: 'create', path: (c) => `candidates/c1/practice/by-${c}`, data: () => ({ job: 'J', questions: [] }), allowed: ['candidate'] },
  { name: 'practice: delete', op: 'delete', path: 'candidates/c1/practice/p1', allowed: ['candidate'] },
  // talent directory
  { name: 'talentDirectory: read an entry', op: 'get', path: 'talentDirectory/c1', allowed: ['candidate', ...verifiedMembers] },
  { name: 'talentDirectory: list', op: 'list', collection: 'talentDirectory', allowed: verifiedMembers },
  {
    name: 'talentDirectory: opt in',
    op: 'create',
    path: (c) => `talentDirectory/${uidOf(c)}`,
    data: () => ({ name: 'Me', headline: 'H', location: 'L', skills: [], years: 1, resume: {} }),
    allowed: ['candidate', 'otherCandidate', 'forgedAdmin'],
  },
  { name: 'talentDirectory: update own entry', op: 'update', path: 'talentDirectory/c1', data: () => ({ headline: 'ICU nurse' }), allowed: ['candidate'] },
  { name: 'talentDirectory: opt out', op: 'delete', path: 'talentDirectory/c1', allowed: ['candidate'] },
  // applications
  { name: 'applications: read', op: 'get', path: 'applications/appA1', allowed: ['candidate', 'interviewerA', 'hrA'] },
  {
    name: "applications: list the organisation's",
    op: 'list',
    collection: 'applications',
    constraints: () => [where('orgId', '==', 'orgA')],
    allowed: ['hrA'],
  },
  {
    name: 'applications: list mine',
    op: 'list',
    collection: 'applications',
    constraints: (c) => [where('candidateUid', '==', uidOf(c))],
    allowed: ALL.filter((c) => c !== 'anonymous' && !DISABLED.includes(c)),
  },
  {
    name: 'applications: list the ones I interview',
    op: 'list',
    collection: 'applications',
    constraints: (c) => [where('orgId', '==', 'orgA'), where('interviewerUids', 'array-contains', uidOf(c))],
    allowed: orgA,
  },
  {
    name: 'applications: create (only the api applies)',
    op: 'create',
    path: (c) => `applications/by-${c}`,
    data: (c) => ({ ...application, candidateUid: uidOf(c) }),
    allowed: [],
  },
  {
    name: 'applications: move the stage',
    op: 'update',
    path: 'applications/appA1',
    data: (c) => ({ stage: 'screening', stageHistory: [{ stage: 'screening', at: now, by: uidOf(c) }], updatedAt: now }),
    allowed: ['hrA'],
  },
  {
    name: 'applications: candidate withdraws',
    op: 'update',
    path: 'applications/appA1',
    data: () => ({ stage: 'withdrawn', updatedAt: now }),
    allowed: ['candidate', 'hrA'],
  },
  { name: 'applications: candidate hires themself', op: 'update', path: 'applications/appA1', data: () => ({ stage: 'hired' }), allowed: ['hrA'] },
  { name: 'applications: rewrite the match', op: 'update', path: 'applications/appA1', data: () => ({ match: { score: 100 } }), allowed: [] },
  {
    name: 'applications: assign an interviewer of the organisation',
    op: 'update',
    path: 'applications/appA1',
    data: () => ({ interviewerUids: arrayUnion('ia3'), updatedAt: now }),
    allowed: ['hrA'],
  },
  {
    name: 'applications: assign someone who is not an interviewer of the organisation',
    op: 'update',
    path: 'applications/appA1',
    data: () => ({ interviewerUids: arrayUnion('hb'), updatedAt: now }),
    allowed: [],
  },
  {
    name: 'applications: assign an HR member as interviewer',
    op: 'update',
    path: 'applications/appA1',
    data: () => ({ interviewerUids: arrayUnion('hu'), updatedAt: now }),
    allowed: [],
  },
  {
    name: 'applications: unassign an interviewer',
    op: 'update',
    path: 'applications/appA1',
    data: () => ({ interviewerUids: arrayRemove('ia'), updatedAt: now }),
    allowed: ['hrA'],
  },
  { name: 'applications: delete', op: 'delete', path: 'applications/appA1', allowed: [] },
  { name: 'notes: read', op: 'get', path: 'applications/appA1/notes/n1', allowed: ['interviewerA', 'hrA'] },
  { name: 'notes: list', op: 'list', collection: 'applications/appA1/notes', allowed: ['interviewerA', 'hrA'] },
  {
    name: 'notes: add',
    op: 'create',
    path: (c) => `applications/appA1/notes/by-${c}`,
    data: (c) => ({ authorUid: uidOf(c), authorName: nameOf(c), text: 'Calm under pressure', rating: 5, createdAt: now }),
    allowed: ['interviewerA', 'hrA'],
  },
  {
    name: "notes: under someone else's name",
    op: 'create',
    path: (c) => `applications/appA1/notes/as-${c}`,
    data: (c) => ({ authorUid: uidOf(c), authorName: 'The CEO', text: 'Hire now', rating: 5, createdAt: now }),
    allowed: [],
  },
  {
    name: 'notes: a rating out of range',
    op: 'create',
    path: (c) => `applications/appA1/notes/bad-${c}`,
    data: (c) => ({ authorUid: uidOf(c), text: 'x', rating: 9 }),
    allowed: [],
  },
  { name: 'notes: edit own', op: 'update', path: 'applications/appA1/notes/n1', data: () => ({ text: 'Very strong' }), allowed: ['hrA'] },
  { name: 'notes: delete own', op: 'delete', path: 'applications/appA1/notes/n1', allowed: ['hrA'] },
  // interviews
  { name: 'interviews: read', op: 'get', path: 'interviews/intA1', allowed: ['candidate', 'interviewerA', 'panelInterviewerA', 'hrA'] },
  { name: "interviews: list the organisation's", op: 'list', collection: 'interviews', constraints: () => [where('orgId', '==', 'orgA')], allowed: ['hrA'] },
  {
    name: 'interviews: schedule',
    op: 'create',
    path: (c) => `interviews/by-${c}`,
    // Scheduling goes through the api (POST /api/interviews), which copies the candidate from the application.
    data: () => ({ orgId: 'orgA', applicationId: 'appA1', candidateUid: 'c1', interviewerUids: ['ia'], mode: 'live', status: 'scheduled' }),
    allowed: [],
  },
  {
    name: 'interviews: HR of another organisation schedules one for a candidate with no application there',
    op: 'create',
    path: (c) => `interviews/b-${c}`,
    data: () => ({
      orgId: 'orgB',
      orgName: 'Other Co',
      applicationId: 'appA1',
      candidateUid: 'c1',
      interviewerUids: ['hb'],
      mode: 'ai-async',
      status: 'scheduled',
      questions: [{ id: 'q1', text: 'Your bank details?' }],
      answers: {},
    }),
    allowed: [],
  },
  { name: 'interviews: point one at another candidate', op: 'update', path: 'interviews/intA1', data: () => ({ candidateUid: 'c2' }), allowed: [] },
  { name: 'interviews: add a panelist by hand', op: 'update', path: 'interviews/intA1', data: () => ({ interviewerUids: ['ia', 'ia3', 'hb'] }), allowed: [] },
  {
    name: 'interviews: change the employer shown to the candidate',
    op: 'update',
    path: 'interviews/intA1',
    data: () => ({ orgName: 'Other Co' }),
    allowed: [],
  },
  { name: "interviews: the panel's rubric", op: 'get', path: 'interviews/intA1/staff/rubric', allowed: ['interviewerA', 'panelInterviewerA', 'hrA'] },
  { name: 'interviews: write the rubric', op: 'update', path: 'interviews/intA1/staff/rubric', data: () => ({ rubric: { q1: 'Anything' } }), allowed: [] },
  {
    name: 'interviews: take notes',
    op: 'update',
    path: 'interviews/intA1',
    data: () => ({ transcript: [{ q: 1, note: 'ok' }] }),
    allowed: ['interviewerA', 'panelInterviewerA', 'hrA'],
  },
  {
    name: 'interviews: candidate answers',
    op: 'update',
    path: 'interviews/intA1',
    data: () => ({ answers: [{ text: 'I did' }], status: 'in-progress' }),
    allowed: ['candidate', 'interviewerA', 'panelInterviewerA', 'hrA'],
  },
  {
    name: 'interviews: edit the questions (not the candidate)',
    op: 'update',
    path: 'interviews/intA1',
    data: () => ({ questions: [{ text: 'easy?' }] }),
    allowed: ['interviewerA', 'panelInterviewerA', 'hrA'],
  },
  { name: 'interviews: delete', op: 'delete', path: 'interviews/intA1', allowed: ['hrA'] },
  { name: 'scorecards: read a submitted one', op: 'get', path: 'interviews/intA1/scorecards/ia', allowed: ['interviewerA', 'hrA'] },
  {
    name: 'scorecards: read a draft after submitting own',
    op: 'get',
    path: 'interviews/intA1/scorecards/ia3',
    allowed: ['interviewerA', 'panelInterviewerA', 'hrA'],
  },
  {
    name: 'scorecards: write own',
    op: 'create',
    path: (c) => `interviews/intA1/scorecards/${uidOf(c)}`,
    data: () => ({ ratings: { Care: 5 }, recommendation: 'strong-yes', notes: '', submittedAt: null }),
    allowed: ['panelInterviewerA', 'hrA'],
  },
  {
    name: "scorecards: submit an empty one (to read the others')",
    op: 'create',
    path: (c) => `interviews/intA1/scorecards/${uidOf(c)}`,
    data: () => ({ ratings: {}, recommendation: null, notes: '', submittedAt: serverTimestamp() }),
    allowed: [],
  },
  {
    name: 'scorecards: submit without rating every competency',
    op: 'create',
    path: (c) => `interviews/intA1/scorecards/${uidOf(c)}`,
    data: () => ({ ratings: { Care: 4 }, recommendation: 'yes', notes: '', submittedAt: serverTimestamp() }),
    allowed: [],
  },
  {
    name: 'scorecards: submit with a backdated time',
    op: 'create',
    path: (c) => `interviews/intA1/scorecards/${uidOf(c)}`,
    data: () => ({ ratings: { Care: 4, Teamwork: 3 }, recommendation: 'yes', notes: '', submittedAt: now }),
    allowed: [],
  },
  {
    name: 'scorecards: a rating out of range',
    op: 'create',
    path: (c) => `interviews/intA1/scorecards/${uidOf(c)}`,
    data: () => ({ ratings: { Care: 9, Teamwork: 0 }, recommendation: 'yes', notes: '', submittedAt: null }),
    allowed: [],
  },
  {
    name: 'scorecards: submit a complete one',
    op: 'create',
    path: (c) => `interviews/intA1/scorecards/${uidOf(c)}`,
    data: () => ({ ratings: { Care: 4, Teamwork: 3 }, recommendation: 'yes', notes: '', submittedAt: serverTimestamp() }),
    allowed: ['panelInterviewerA', 'hrA'],
  },
  { name: 'scorecards: change a submitted one', op: 'update', path: 'interviews/intA1/scorecards/ia', data: () => ({ ratings: { Care: 1 } }), allowed: [] },
  { name: 'scorecards: delete', op: 'delete', path: 'interviews/intA1/scorecards/ia3', allowed: [] },
  // platform
  { name: 'contactMessages: read', op: 'get', path: 'contactMessages/m1', allowed: ['admin'] },
  { name: 'contactMessages: list', op: 'list', collection: 'contactMessages', allowed: ['admin'] },
  {
    name: 'contactMessages: create',
    op: 'create',
    path: (c) => `contactMessages/by-${c}`,
    data: () => ({ name: 'n', email: 'e@x.io', subject: 's', message: 'm' }),
    allowed: [],
  },
  { name: 'contactMessages: archive', op: 'update', path: 'contactMessages/m1', data: () => ({ status: 'archived' }), allowed: ['admin'] },
  { name: 'contactMessages: edit the text', op: 'update', path: 'contactMessages/m1', data: () => ({ message: 'changed' }), allowed: [] },
  { name: 'contactMessages: delete', op: 'delete', path: 'contactMessages/m1', allowed: [] },
  { name: 'apiKeys: read', op: 'get', path: 'apiKeys/key1', allowed: ['hrA', 'admin'] },
  {
    name: 'apiKeys: list own',
    op: 'list',
    collection: 'apiKeys',
    constraints: (c) => [where('ownerUid', '==', uidOf(c))],
    allowed: ALL.filter((c) => c !== 'anonymous'),
  },
  { name: 'apiKeys: create', op: 'create', path: (c) => `apiKeys/by-${c}`, data: (c) => ({ ownerUid: uidOf(c), name: 'k', hash: 'h' }), allowed: [] },
  { name: "apiKeySecrets: read a key's hash", op: 'get', path: 'apiKeySecrets/h1', allowed: [] },
  { name: 'apiKeySecrets: list', op: 'list', collection: 'apiKeySecrets', allowed: [] },
  { name: 'apiKeys: revoke', op: 'update', path: 'apiKeys/key1', data: () => ({ revokedAt: now }), allowed: [] },
  { name: 'auditLog: read', op: 'get', path: 'auditLog/a1', allowed: ['admin'] },
  { name: 'auditLog: list', op: 'list', collection: 'auditLog', allowed: ['admin'] },
  { name: 'auditLog: write', op: 'create', path: (c) => `auditLog/by-${c}`, data: (c) => ({ actorUid: uidOf(c), action: 'x' }), allowed: [] },
  { name: 'auditLog: erase', op: 'delete', path: 'auditLog/a1', allowed: [] },
  { name: 'remoteRegistry: read head', op: 'get', path: 'remoteRegistry/remote_admin', allowed: ['admin'] },
  { name: 'remoteRegistry: read history', op: 'list', collection: 'remoteRegistry/remote_admin/versions', allowed: ['admin'] },
  { name: 'remoteRegistry: read health', op: 'get', path: 'remoteRegistry/remote_admin/health/2_1', allowed: ['admin'] },
  {
    name: 'remoteRegistry: release',
    op: 'update',
    path: 'remoteRegistry/remote_admin',
    data: () => ({ entry: 'https://evil.example/remoteEntry.js' }),
    allowed: [],
  },
  { name: 'remoteRegistry: rewrite history', op: 'update', path: 'remoteRegistry/remote_admin/versions/000002', data: () => ({ why: 'changed' }), allowed: [] },
  {
    name: 'remoteRegistry: report health',
    op: 'create',
    path: (c) => `remoteRegistry/remote_admin/health/by-${c}`,
    data: () => ({ version: 2, loads: 0, failures: 100 }),
    allowed: [],
  },
  // anything else
  { name: 'an unknown collection', op: 'get', path: 'secrets/s1', allowed: [] },
  { name: 'an unknown collection: write', op: 'create', path: (c) => `secrets/by-${c}`, data: () => ({ x: 1 }), allowed: [] },
];

let env: RulesTestEnvironment;
const clients = new Map<Caller, Firestore>();
function db(caller: Caller): Firestore {
  const cached = clients.get(caller);
  if (cached) return cached;
  const claims = CALLERS[caller];
  let context: RulesTestContext;
  if (!claims) context = env.unauthenticatedContext();
  else {
    const { uid, ...token } = claims;
    context = env.authenticatedContext(uid, token);
  }
  const firestore = context.firestore() as unknown as Firestore;
  clients.set(caller, firestore);
  return firestore;
}

async function seed(paths: string[] = Object.keys(SEED)) {
  await env.withSecurityRulesDisabled(async (context) => {
    const admin = context.firestore() as unknown as Firestore;
    await Promise.all(paths.map((p) => setDoc(doc(admin, p), SEED[p]!)));
  });
}

function attempt(testCase: Case, caller: Caller): Promise<unknown> {
  const firestore = db(caller);
  switch (testCase.op) {
    case 'get':
      return getDoc(doc(firestore, testCase.path));
    case 'list':
      return getDocs(query(collection(firestore, testCase.collection), ...(testCase.constraints?.(caller) ?? [])));
    case 'create':
      return setDoc(doc(firestore, testCase.path(caller)), testCase.data(caller));
    case 'update':
      return updateDoc(doc(firestore, testCase.path), testCase.data(caller));
    case 'delete':
      return deleteDoc(doc(firestore, testCase.path));
  }
}

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-hiregen-rules-test',
    firestore: { rules: readFileSync(path.resolve(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8'), host, port: Number(port) },
  });
  await env.clearFirestore();
  await seed();
});

afterAll(() => env.cleanup());

/** The case whose document is as seeded: an update or delete that succeeded (or a new case) seeds it again. */
let seededFor: string | null = null;

describe.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
  // Reads change nothing, and each caller creates a document of its own (every create path names
  // the caller), so every caller's attempt starts at once and each test checks its own.
  const started = new Map<Caller, Promise<unknown>>();
  if (testCase.op === 'get' || testCase.op === 'list' || testCase.op === 'create') {
    beforeAll(() => {
      for (const caller of ALL) {
        const outcome = attempt(testCase, caller);
        outcome.catch(() => undefined); // judged by the caller's test below
        started.set(caller, outcome);
      }
    });
  }
  it.each(ALL)(`%s`, async (caller) => {
    let outcome = started.get(caller);
    if (!outcome && (testCase.op === 'update' || testCase.op === 'delete')) {
      // Each caller's write starts from the seeded document.
      if (seededFor !== testCase.name) await seed([testCase.path]);
      seededFor = testCase.name;
      outcome = attempt(testCase, caller).then((value) => {
        seededFor = null;
        return value;
      });
    }
    outcome ??= attempt(testCase, caller);
    if (testCase.allowed.includes(caller)) await assertSucceeds(outcome);
    else await assertFails(outcome);
  });
});

describe('consent', () => {
  it('a candidate who did not apply is invisible to HR: no application, no profile, no directory entry', async () => {
    await assertFails(getDoc(doc(db('hrA'), 'candidates/c2')));
    // The directory is readable by members, but a candidate who never opted in has no entry
    // (c2 opts in during the create cases above, so this uses one who never does).
    expect((await getDoc(doc(db('hrA'), 'talentDirectory/c-private'))).exists()).toBe(false);
    const theirs = await getDocs(query(collection(db('hrA'), 'applications'), where('orgId', '==', 'orgA')));
    expect(theirs.docs.map((d) => d.get('candidateUid'))).not.toContain('c2');
  });

  it('HR of another organisation sees none of organisation A: jobs in draft, applicants, notes, talent', async () => {
    await assertFails(getDoc(doc(db('hrB'), 'jobs/jobDraftA')));
    await assertFails(getDocs(query(collection(db('hrB'), 'applications'), where('orgId', '==', 'orgA'))));
    await assertFails(getDoc(doc(db('hrB'), 'applications/appA1/notes/n1')));
    await assertFails(getDocs(collection(db('hrB'), 'organizations/orgA/talent')));
  });
});
