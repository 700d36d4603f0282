// Bulk upload into a job: each file is parsed, de-duplicated (content hash, then email or phone
// within the organisation), stored as organisation talent with its original file, and attached
// to the job as an application (source `uploaded`) with its match. One file's failure is that
// file's result, never the batch's. The ingestion worker (features/uploads/service/ingest-worker.ts) runs it
// for each queued file and records the result in the batch document.
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { cleanParseReview, COLLECTIONS, parseReviewFrom, type JsonResume, type ParseReview, type UploadFileResult } from 'shared-schemas';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { HttpError, StoreConflictError, withStoreDeadline } from '../../../platform/errors';
import type { UploadedDocument } from '../../genai/service/engine-tasks';
import type { GenaiEngine } from '../../genai/service/genai-engine';
import { cleanUploadFileName } from './file-name';
import { applicationId, createApplication, matchForJob, reviewAfterCreate, type StoredJob } from '../../hiring/service/applications';
import type { OrgAccount } from '../../hiring/service/org-access';

export interface UploadServices {
  firestore: Firestore;
  engine: GenaiEngine;
  blobs: BlobStore;
  storeTimeoutMs: number;
}

/** A file as it arrived: its bytes, or why it could not be read whole. */
export type ArrivedFile = UploadedDocument & {
  tooLarge?: boolean;
  /**
   * The queued upload this file is (`<batchId>/<fileId>`): talent it makes records it, so a retry
   * of the same upload finds its own earlier talent and is not reported as a duplicate of itself.
   */
  origin?: string;
};

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function looksLikeResume(resume: JsonResume, text: string): boolean {
  const basics = resume.basics ?? {};
  const hasContact = Boolean(basics.email || basics.phone);
  const hasHistory = Boolean(resume.work?.length || resume.education?.length);
  return text.trim().length >= 80 && (hasContact || hasHistory) && Boolean(basics.name || hasHistory);
}

/** Uploaded talent's id: its file's SHA-256, shortened (160 bits). Talent stored before keeps its id. */
export const talentIdForFile = (contentHash: string) => `f_${contentHash.slice(0, 40)}`;

const digits = (phone: string | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

/** The same person by email or phone (the file's hash was checked before parsing). */
async function findTalentByContact(services: UploadServices, orgId: string, email: string | null, phone: string | null) {
  const talent = services.firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.talent);
  const lookups = [];
  if (email) lookups.push(talent.where('email', '==', email).limit(1).get());
  if (phone) lookups.push(talent.where('phone', '==', phone).limit(1).get());
  const found = await withStoreDeadline(Promise.all(lookups), services.storeTimeoutMs);
  const hit = found.find((snapshot) => !snapshot.empty);
  return hit ? hit.docs[0]!.id : null;
}

async function hashSeen(services: UploadServices, orgId: string, contentHash: string) {
  const talent = services.firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.talent);
  const snapshot = await withStoreDeadline(talent.where('contentHash', '==', contentHash).limit(1).get(), services.storeTimeoutMs);
  return snapshot.empty ? null : snapshot.docs[0]!;
}

/** One file → one result; never throws for the file's own faults. */
export async function uploadOne(
  services: UploadServices,
  account: Pick<OrgAccount, 'orgId' | 'uid'>,
  job: StoredJob,
  file: ArrivedFile,
  maxFileBytes: number,
  documentTimeoutMs: number,
): Promise<UploadFileResult> {
  // Cleaned where the route read it (features/uploads/service/file-name.ts); cleaning twice changes nothing.
  const fileName = cleanUploadFileName(file.fileName);
  const fail = (message: string): UploadFileResult => ({ fileName, status: 'failed', message });
  if (file.tooLarge) return fail(`Too big: at most ${Math.round(maxFileBytes / 1048576)} MB per file.`);
  const extension = /\.(pdf|docx)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!extension) return fail('Not a PDF or DOCX file.');
  const contentHash = createHash('sha256').update(file.bytes).digest('hex');
  const { firestore, storeTimeoutMs } = services;
  const orgTalent = firestore.collection(COLLECTIONS.organizations).doc(account.orgId).collection(COLLECTIONS.talent);

  // The same file again: no parse needed.
  const sameFile = await hashSeen(services, account.orgId, contentHash);
  let talentId: string;
  let resume: JsonResume;
  let text: string;
  // What HR should check on the applicant page (stored capped: shared-schemas/parse-review.ts).
  let parseReview: ParseReview | null;
  let duplicateOf: 'file' | 'contact' | null = null;
  let ocr: UploadFileResult['ocr'];
  if (sameFile) {
    talentId = sameFile.id;
    resume = sameFile.get('resume') as JsonResume;
    text = String(sameFile.get('text') ?? '');
    parseReview = cleanParseReview(sameFile.get('parseReview'));
    // An earlier attempt of this very upload made it (and failed before its application): not a duplicate.
    duplicateOf = file.origin && sameFile.get('origin') === file.origin ? null : 'file';
  } else {
    let parsed;
    try {
      parsed = await services.engine.tasks.parseResume({
        source: { file: { bytes: file.bytes, fileName } },
        limits: { maxBytes: maxFileBytes, timeoutMs: documentTimeoutMs, ocrTimeoutMs: services.engine.limits.ocrTimeoutMs },
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return fail(error.message);
      if (error instanceof HttpError && error.statusCode === 504) return fail('Took too long to read: the file may be damaged or far too long.');
      if (error instanceof HttpError && error.statusCode === 503) throw error; // the engine is full: the caller retries the request
      return fail('Could not be read.');
    }
    resume = parsed.resume; // the engine fills the one JSON Resume (shared-schemas) it stores
    text = parsed.text;
    parseReview = cleanParseReview(parseReviewFrom(parsed));
    if (parsed.meta.ocr) ocr = { confidence: parsed.meta.ocr.confidence };
    if (!text.trim()) return fail('No text found: this looks like a scanned image. Upload a PDF with selectable text or a DOCX.');
    if (!looksLikeResume(resume, text)) return fail('This does not look like a resume (no name, contact details or experience found).');
    const email = resume.basics?.email?.trim().toLowerCase() || null;
    const phone = digits(resume.basics?.phone) || null;
    const existing = await findTalentByContact(services, account.orgId, email, phone);
    if (existing) {
      talentId = existing;
      duplicateOf = 'contact';
    } else {
      // Talent is keyed by its file's content: the same file uploaded twice at once is one talent,
      // because the store refuses the second create.
      const ref = orgTalent.doc(talentIdForFile(contentHash));
      talentId = ref.id;
      // A key of this attempt's own, so a racing upload of the same file never shares or deletes it.
      const fileRef = `orgs/${account.orgId}/talent/${talentId}-${randomBytes(6).toString('hex')}.${extension}`;
      await services.blobs.put(fileRef, { bytes: Buffer.from(file.bytes), contentType: CONTENT_TYPES[extension]!, fileName });
      try {
        await withStoreDeadline(
          ref.create({
            resume,
            text: text.slice(0, 60_000),
            parseReview,
            fileRef,
            fileName,
            contentHash,
            email,
            phone,
            ...(file.origin ? { origin: file.origin } : {}),
            source: 'uploaded',
            createdBy: account.uid,
            createdAt: FieldValue.serverTimestamp(),
          }),
          storeTimeoutMs,
        );
      } catch (error) {
        // The file stays only when the document naming it is there (a create past its deadline
        // may still have landed; unknown counts as there: a talent without its file is worse
        // than a stray file). Otherwise no file is left behind.
        const named = await withStoreDeadline(ref.get(), storeTimeoutMs).then(
          (snapshot) => snapshot.get('fileRef') === fileRef,
          () => true,
        );
        if (!named) await services.blobs.delete(fileRef).catch(() => undefined);
        if (!(error instanceof StoreConflictError)) throw error;
        duplicateOf = 'file'; // the same file, uploaded at the same moment, made this talent first
      }
    }
  }

  const application = firestore.collection(COLLECTIONS.applications).doc(applicationId(job.id, `t_${talentId}`));
  // Talent seen before may already be in this job; new talent cannot be.
  const already = duplicateOf ? await withStoreDeadline(application.get(), storeTimeoutMs) : null;
  if (already?.exists) {
    return {
      fileName,
      status: 'duplicate',
      talentId,
      applicationId: application.id,
      score: already.get('match.score') as number,
      message: "Already in this job's pipeline.",
    };
  }
  const match = await matchForJob(services.engine, job, text);
  try {
    await createApplication(
      firestore,
      application,
      { job, source: 'uploaded', candidateUid: null, talentId, resume, resumeText: text, parseReview, match, by: account.uid },
      storeTimeoutMs,
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409)
      return { fileName, status: 'duplicate', talentId, applicationId: application.id, message: "Already in this job's pipeline." };
    throw error;
  }
  await reviewAfterCreate(services, job, application.id, text);
  if (duplicateOf) {
    const why = duplicateOf === 'file' ? 'the same file' : 'the same email or phone';
    return {
      fileName,
      status: 'duplicate',
      talentId,
      applicationId: application.id,
      score: match.score,
      message: `Already in your talent pool (${why}): added to this job.`,
      ...(ocr ? { ocr } : {}),
    };
  }
  return { fileName, status: 'added', talentId, applicationId: application.id, score: match.score, ...(ocr ? { ocr } : {}) };
}
