// The hiring data model: the Firestore documents every role area and the api read and write.
// Collections and who may touch them are decided in firestore.rules (and documented in
// api/README.md, "Data model"); these are the shapes. Timestamps are ISO 8601 strings when they
// travel through the api, Firestore Timestamps when read from the browser SDK: `StoredTime`.
import type { JsonResume } from './domain/json-resume';
import type { ParseReview } from './parse-review';

/** A Firestore Timestamp as the browser SDK hands it back, or an ISO string from the api. */
export type StoredTime = string | { toDate(): Date } | { seconds: number; nanoseconds: number };

/** Collection paths, so nobody spells one twice. */
export const COLLECTIONS = {
  users: 'users',
  organizations: 'organizations',
  members: 'members',
  invites: 'invites',
  talent: 'talent',
  uploads: 'uploads',
  kits: 'kits',
  jobs: 'jobs',
  candidates: 'candidates',
  resumes: 'resumes',
  versions: 'versions',
  practice: 'practice',
  talentDirectory: 'talentDirectory',
  applications: 'applications',
  notes: 'notes',
  interviews: 'interviews',
  scorecards: 'scorecards',
  /** interviews/{id}/staff/rubric: what the panel reads and the candidate does not. */
  interviewStaff: 'staff',
  contactMessages: 'contactMessages',
  apiKeys: 'apiKeys',
  /** apiKeySecrets/{sha256 of the key}: the api's lookup, readable by nobody else. */
  apiKeySecrets: 'apiKeySecrets',
  auditLog: 'auditLog',
  /** jobCriteria/{jobId}: the job's review criteria (HR of its organisation; the api writes). */
  jobCriteria: 'jobCriteria',
  /** criteriaReviews/{applicationId}: met / not met / unclear per criterion (HR; the api writes). */
  criteriaReviews: 'criteriaReviews',
  /** organizations/{orgId}/messageTemplates/{kind}: HR's message templates (the api writes). */
  messageTemplates: 'messageTemplates',
  /** candidates/{uid}/messages/{id}: the candidate's inbox (the api writes; the candidate flips `read`). */
  inbox: 'messages',
  /** mail/{id}: outgoing mail in the Trigger Email extension's format (api only). */
  mail: 'mail',
  /** interviewSchedules/{id}: proposed, booked or cancelled interview times (the api writes). */
  interviewSchedules: 'interviewSchedules',
  /** candidates/{uid}/resumes/{resumeId}/letters/{letterId}: cover letters beside their resume (owner only). */
  letters: 'letters',
  /** sharedResumes/{slug}: a resume's public link (the api writes; the owner reads its counts). */
  sharedResumes: 'sharedResumes',
  /** sharedResumes/{slug}/visits/{hash}: who was counted today, as a keyed hash (the api only). */
  shareVisits: 'visits',
} as const;

// ── Organisations ────────────────────────────────────────────────────────────────────────────

/** Roles inside an organisation (the account's `role` claim is the same word). */
export const MEMBER_ROLES = ['HR', 'Interviewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export interface Organization {
  name: string;
  createdBy: string;
  createdAt: StoredTime;
  /** Set by an Admin: members lose organisation access until it is cleared. */
  suspendedAt?: StoredTime | null;
}

export interface Member {
  role: MemberRole;
  name: string | null;
  email: string;
  joinedAt: StoredTime;
}

export interface Invite {
  email: string;
  role: MemberRole;
  tokenHash: string;
  expiresAt: StoredTime;
  createdBy: string;
  createdAt: StoredTime;
  acceptedAt?: StoredTime | null;
  acceptedBy?: string | null;
}

/** An invite link works for this long. */
export const INVITE_TTL_HOURS = 72;
export const ORGANIZATION_NAME_MAX = 120;

// ── Jobs ─────────────────────────────────────────────────────────────────────────────────────

export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The product's one seniority scale: what a job stores (`parsed.seniority`), HR picks and search
 * filters by. The GenAI engine reads titles on a finer ladder (it also tells junior from entry
 * and principal or staff from lead, which matters for matching steps); `seniorityFromEngine`
 * is the one mapping from that ladder onto this scale.
 */
export const SENIORITIES = ['intern', 'entry', 'mid', 'senior', 'lead', 'manager', 'director', 'executive'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** The engine's levels that are not on the product scale, and where each lands. */
const ENGINE_ONLY_LEVELS: Readonly<Record<string, Seniority>> = { junior: 'entry', principal: 'lead', staff: 'lead' };

/** A seniority word from the engine (or a stored document) on the product scale; null when unknown. */
export function seniorityFromEngine(value: string | null | undefined): Seniority | null {
  const word = (value ?? '').trim().toLowerCase();
  if ((SENIORITIES as readonly string[]).includes(word)) return word as Seniority;
  return ENGINE_ONLY_LEVELS[word] ?? null;
}

export const REMOTE_POLICIES = ['onsite', 'hybrid', 'remote'] as const;
export type RemotePolicy = (typeof REMOTE_POLICIES)[number];

export interface SalaryRange {
  min: number | null;
  max: number | null;
  /** ISO 4217, e.g. "USD", "INR". */
  currency: string;
  period: 'year' | 'month' | 'hour';
}

export interface JobParsed {
  requiredSkills: string[];
  preferredSkills: string[];
  seniority: Seniority | null;
  location: string | null;
  remote: RemotePolicy;
  salary: SalaryRange | null;
  /** Years of experience asked for, when the posting says. */
  minYears?: number | null;
  employmentType?: string | null;
}

export interface Job {
  orgId: string;
  /** Denormalised for public pages and search (the organisation document is members-only). */
  orgName: string;
  title: string;
  description: string;
  parsed: JobParsed;
  status: JobStatus;
  createdBy: string;
  createdAt: StoredTime;
  updatedAt: StoredTime;
  openedAt: StoredTime | null;
  closedAt?: StoredTime | null;
}

export const JOB_TITLE_MAX = 160;
export const JOB_DESCRIPTION_MAX = 30_000;

// ── Candidates ───────────────────────────────────────────────────────────────────────────────

export interface CandidateProfile {
  headline: string;
  location: string;
  skills: string[];
  directoryOptIn: boolean;
  primaryResumeId: string | null;
  updatedAt: StoredTime;
}

export interface CandidateResume {
  title: string;
  resume: JsonResume;
  template: string;
  score?: { overall: number; at: StoredTime }[];
  ats?: { score: number; at: StoredTime } | null;
  updatedAt: StoredTime;
}

export interface TalentDirectoryEntry {
  name: string;
  headline: string;
  location: string;
  skills: string[];
  years: number;
  resume: JsonResume;
  updatedAt: StoredTime;
}

// ── Applications and the pipeline ────────────────────────────────────────────────────────────

export const PIPELINE_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export const APPLICATION_STAGES = [...PIPELINE_STAGES, 'withdrawn'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const APPLICATION_SOURCES = ['applied', 'uploaded', 'directory'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export interface ApplicationMatch {
  /** 0–100. */
  score: number;
  matched: string[];
  missing: string[];
  summary: string;
}

export interface StageChange {
  stage: ApplicationStage;
  /** Written as a Firestore Timestamp by every writer (api, seed, browser); read with storedTimeToDate. */
  at: StoredTime;
  by: string;
}

export interface Application {
  orgId: string;
  jobId: string;
  jobTitle: string;
  candidateUid?: string | null;
  talentId?: string | null;
  /** Display name and email copied from the resume snapshot, for lists. */
  name: string;
  email: string | null;
  source: ApplicationSource;
  resumeSnapshot: JsonResume | null;
  match: ApplicationMatch;
  /** For an uploaded file: what the parser could not place or was unsure of (read it with `cleanParseReview`). */
  parseReview?: ParseReview | null;
  stage: ApplicationStage;
  stageHistory: StageChange[];
  /** Interviewers assigned to this applicant (they alone of the interviewers read it). */
  interviewerUids: string[];
  createdAt: StoredTime;
  updatedAt: StoredTime;
}

export interface ApplicationNote {
  authorUid: string;
  authorName: string | null;
  text: string;
  /** 1–5, one per member per applicant (the note written with it). */
  rating?: number | null;
  createdAt: StoredTime;
  updatedAt?: StoredTime;
}

export const NOTE_TEXT_MAX = 5_000;

export interface Talent {
  resume: JsonResume;
  text: string;
  fileRef: string | null;
  fileName: string | null;
  contentHash: string;
  email: string | null;
  phone: string | null;
  /** What the parser could not place or was unsure of in the file (see `cleanParseReview`). */
  parseReview?: ParseReview | null;
  source: 'uploaded';
  createdAt: StoredTime;
}

export type UploadFileStatus = 'added' | 'duplicate' | 'failed';

export interface UploadFileResult {
  fileName: string;
  status: UploadFileStatus;
  applicationId?: string;
  talentId?: string;
  message?: string;
  score?: number;
  /** The file was a scan read by OCR (Tesseract's mean word confidence, 0–1): worth a check by a person. */
  ocr?: { confidence: number | null };
}

/** A file accepted for ingestion: a worker will give its result in the batch document (`files.<fileId>`). */
export interface UploadQueuedFile {
  fileName: string;
  status: 'queued';
  fileId: string;
}

/** A file's entry in the batch document: queued (with its failed attempts so far) or final. */
/** `ms`: the worker's time on the file (its last attempt). */
/** `contentHash` (SHA-256 hex) finds a file the browser sends again into the same batch. */
export type UploadBatchFile = (UploadFileResult | Omit<UploadQueuedFile, 'fileId'>) & {
  attempts?: number;
  lastError?: string;
  ms?: number;
  contentHash?: string;
};

/** organizations/{orgId}/uploads/{batchId}: written by the api and its ingestion workers, read live by HR. */
export interface UploadBatch {
  jobId: string;
  createdBy: string;
  counts: { queued: number; added: number; duplicate: number; failed: number };
  /** Done once the last request of the batch arrived (`closed`) and no file is queued. */
  status: 'running' | 'done';
  closed: boolean;
  files: Record<string, UploadBatchFile>;
  /** Times the api published the queued files again after the batch stood still (lost messages). */
  requeues?: number;
  createdAt: StoredTime;
  updatedAt: StoredTime;
}

// ── Interviews ───────────────────────────────────────────────────────────────────────────────

export interface KitQuestion {
  id: string;
  text: string;
  kind: string;
  competency: string;
  rubric: string;
}

export interface InterviewKit {
  jobId: string;
  title: string;
  questions: KitQuestion[];
  createdBy: string;
  createdAt: StoredTime;
  updatedAt: StoredTime;
}

export const INTERVIEW_MODES = ['ai-async', 'live'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const RECOMMENDATIONS = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export interface Scorecard {
  ratings: Record<string, number>;
  recommendation: Recommendation;
  notes: string;
  submittedAt: StoredTime | null;
}

// ── Platform ─────────────────────────────────────────────────────────────────────────────────

export interface AuditEntry {
  actorUid: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  at: StoredTime;
}

/** `apiKeys/{id}`: a HireGen API key. Only the api reads it; the hash never leaves the api. */
export interface ApiKey {
  ownerUid: string;
  orgId: string | null;
  name: string;
  /** The first 11 characters of the key (`hg_` + 8), shown in lists. */
  prefix: string;
  /** SHA-256 of the key, hex. */
  hash: string;
  /** Requests per UTC day. */
  quota: number;
  createdAt: StoredTime;
  lastUsedAt: StoredTime | null;
  revokedAt: StoredTime | null;
  revokedBy?: string | null;
}

/** `apiKeys/{id}/usage/{YYYY-MM-DD}`: one key's answers that UTC day (errors: status ≥ 400). */
export interface ApiKeyUsageDay {
  day: string;
  requests: number;
  errors: number;
}
