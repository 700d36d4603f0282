// A candidate's own account: everything HireGen holds about them as one JSON document, and
// deleting the account the way the data model says — resumes (with versions), practice sessions
// and the directory entry deleted; open applications withdrawn; every application's copy of the
// person (resume snapshot and its text, name, email, match details) erased; the users/{uid} mirror and the
// Auth account deleted; one audit entry with counts only.
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { resumePlaceholders, type PlaceholderAt } from 'genai';
import { COLLECTIONS, storedTimeIso } from 'shared-schemas';
import { writeAudit } from '../../../platform/audit-log';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { withStoreDeadline } from '../../../platform/errors';

export interface CandidateServices {
  auth: Auth;
  firestore: Firestore;
  /** The person's own files (`users/<uid>/…`) go with the account. */
  blobs: Pick<BlobStore, 'deletePrefix'>;
  storeTimeoutMs: number;
}

/** Export format version: bump when the shape changes. */
export const EXPORT_VERSION = 1;
const CLOSED_STAGES = new Set(['hired', 'rejected', 'withdrawn']);
const BATCH = 400;

/** Firestore values as JSON: Timestamps become ISO strings, references their paths. */
export function plainValue(value: unknown): unknown {
  if (value instanceof Timestamp) return storedTimeIso(value);
  if (Array.isArray(value)) return value.map(plainValue);
  if (value && typeof value === 'object') {
    if ('path' in value && 'firestore' in value) return (value as { path: string }).path;
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, plainValue(v)]));
  }
  return value;
}

/** A resume that still holds the enhancer's placeholders ("[add %]"), said in the export itself. */
export interface PlaceholderWarning {
  kind: 'placeholders';
  resumeId: string;
  title: string | null;
  message: string;
  placeholders: PlaceholderAt[];
}

function placeholderWarnings(resumes: DocumentSnapshot[]): PlaceholderWarning[] {
  return resumes.flatMap((doc) => {
    const data = doc.data() ?? {};
    const placeholders = resumePlaceholders((data.resume ?? {}) as Parameters<typeof resumePlaceholders>[0]);
    if (!placeholders.length) return [];
    const title = typeof data.title === 'string' ? data.title : null;
    const count = placeholders.length === 1 ? 'a placeholder' : `${placeholders.length} placeholders`;
    return [
      {
        kind: 'placeholders' as const,
        resumeId: doc.id,
        title,
        placeholders,
        message: `The resume ${title ? `"${title}"` : doc.id} still holds ${count} (such as "${placeholders[0]!.placeholder}") that an employer would read as written: replace each with your real result, or delete it, before you send it.`,
      },
    ];
  });
}

const withId = (doc: DocumentSnapshot): Record<string, unknown> => ({ id: doc.id, ...(plainValue(doc.data() ?? {}) as Record<string, unknown>) });

export async function exportCandidate(services: CandidateServices, uid: string) {
  const { auth, firestore } = services;
  const work = async () => {
    const candidate = firestore.collection(COLLECTIONS.candidates).doc(uid);
    const [user, profile, userDoc, resumes, practice, directory, applications, interviews] = await Promise.all([
      auth.getUser(uid),
      candidate.get(),
      firestore.collection(COLLECTIONS.users).doc(uid).get(),
      candidate.collection(COLLECTIONS.resumes).get(),
      candidate.collection(COLLECTIONS.practice).get(),
      firestore.collection(COLLECTIONS.talentDirectory).doc(uid).get(),
      firestore.collection(COLLECTIONS.applications).where('candidateUid', '==', uid).get(),
      firestore.collection(COLLECTIONS.interviews).where('candidateUid', '==', uid).get(),
    ]);
    const shares = await firestore.collection(COLLECTIONS.sharedResumes).where('ownerUid', '==', uid).get();
    const resumesWithVersions = await Promise.all(
      resumes.docs.map(async (resume) => {
        const [versions, letters] = await Promise.all([resume.ref.collection(COLLECTIONS.versions).get(), resume.ref.collection(COLLECTIONS.letters).get()]);
        return { ...withId(resume), versions: versions.docs.map(withId), coverLetters: letters.docs.map(withId) };
      }),
    );
    return {
      format: 'hiregen-candidate-export',
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      // Resumes that still hold placeholders: listed first, so neither the page nor a reader of the file misses them.
      warnings: placeholderWarnings(resumes.docs),
      account: {
        uid: user.uid,
        email: user.email ?? null,
        emailVerified: user.emailVerified,
        name: user.displayName ?? null,
        phoneNumber: user.phoneNumber ?? null,
        createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
        lastSignInAt: user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime).toISOString() : null,
        signInMethods: user.providerData.map((p) => p.providerId),
      },
      user: userDoc.exists ? withId(userDoc) : null,
      profile: profile.exists ? withId(profile) : null,
      resumes: resumesWithVersions,
      practiceSessions: practice.docs.map(withId),
      // Public links: the slug, settings and counts of each shared resume.
      sharedResumes: shares.docs.map(withId),
      talentDirectory: directory.exists ? withId(directory) : null,
      // The organisation's internal notes on an application are theirs and are not included.
      applications: applications.docs.map((doc) => {
        const { interviewerUids: _assigned, ...application } = withId(doc);
        return application;
      }),
      // Interviews as the candidate sees them (scorecards are the organisation's).
      interviews: interviews.docs.map(withId),
    };
  };
  return withStoreDeadline(work(), services.storeTimeoutMs * 4, 'Your data cannot be exported right now. Please try again later.');
}

export interface DeletionCounts {
  resumes: number;
  practiceSessions: number;
  directoryEntry: boolean;
  applicationsWithdrawn: number;
  applicationsErased: number;
  interviewsErased: number;
}

/**
 * Erases everything of a candidate's from the store (not the Auth account): used by the
 * candidate's own deletion and by an Admin's. `actorUid` signs the withdrawals in stage history.
 */
export async function eraseCandidateData(firestore: Firestore, blobs: Pick<BlobStore, 'deletePrefix'>, uid: string, actorUid: string): Promise<DeletionCounts> {
  // Files first: a failure leaves the account, so the deletion can be tried again whole.
  await blobs.deletePrefix(`users/${uid}/`);
  const candidate = firestore.collection(COLLECTIONS.candidates).doc(uid);
  const [resumes, practice, directory, applications, interviews] = await Promise.all([
    candidate.collection(COLLECTIONS.resumes).count().get(),
    candidate.collection(COLLECTIONS.practice).count().get(),
    firestore.collection(COLLECTIONS.talentDirectory).doc(uid).get(),
    firestore.collection(COLLECTIONS.applications).where('candidateUid', '==', uid).get(),
    firestore.collection(COLLECTIONS.interviews).where('candidateUid', '==', uid).get(),
  ]);
  // The profile, every resume with its versions, and practice sessions.
  await firestore.recursiveDelete(candidate);
  if (directory.exists) await directory.ref.delete();
  // Public links of the resumes (their letters went with the resumes above), with their visit markers.
  const shares = await firestore.collection(COLLECTIONS.sharedResumes).where('ownerUid', '==', uid).get();
  await Promise.all(shares.docs.map((d) => firestore.recursiveDelete(d.ref)));

  let withdrawn = 0;
  for (let i = 0; i < applications.docs.length; i += BATCH) {
    const batch = firestore.batch();
    for (const doc of applications.docs.slice(i, i + BATCH)) {
      const erased = {
        resumeSnapshot: null,
        resumeText: FieldValue.delete(),
        name: 'Deleted account',
        email: null,
        candidateUid: null,
        // The match's wording and skills describe the person; the score alone does not.
        'match.summary': '',
        'match.matched': [],
        'match.missing': [],
        updatedAt: FieldValue.serverTimestamp(),
      };
      if (CLOSED_STAGES.has(String(doc.get('stage') ?? ''))) batch.update(doc.ref, erased);
      else {
        withdrawn += 1;
        batch.update(doc.ref, {
          ...erased,
          stage: 'withdrawn',
          stageHistory: FieldValue.arrayUnion({ stage: 'withdrawn', at: Timestamp.now(), by: actorUid }),
        });
      }
    }
    await batch.commit();
  }
  // Interview answers are the person's words: erased, the interview kept for the organisation's records.
  for (let i = 0; i < interviews.docs.length; i += BATCH) {
    const batch = firestore.batch();
    for (const doc of interviews.docs.slice(i, i + BATCH)) {
      batch.update(doc.ref, { candidateUid: null, answers: FieldValue.delete(), transcript: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
    }
    await batch.commit();
  }
  await firestore.collection(COLLECTIONS.users).doc(uid).delete();
  return {
    resumes: resumes.data().count,
    practiceSessions: practice.data().count,
    directoryEntry: directory.exists,
    applicationsWithdrawn: withdrawn,
    applicationsErased: applications.size,
    interviewsErased: interviews.size,
  };
}

export async function deleteCandidate(services: CandidateServices, uid: string): Promise<DeletionCounts> {
  const { auth, firestore } = services;
  // Many documents: a wider deadline than one store call.
  const counts = await withStoreDeadline(
    eraseCandidateData(firestore, services.blobs, uid, uid),
    services.storeTimeoutMs * 6,
    'Your account could not be deleted right now. Please try again later.',
  );
  // Counts and the uid only: the entry outlives the account and says nothing about the person.
  await withStoreDeadline(
    writeAudit(firestore, { actorUid: uid, action: 'candidate.account.delete', target: `user:${uid}`, details: { ...counts } }),
    services.storeTimeoutMs,
  );
  // Last: if anything above failed, the candidate can still sign in and try again.
  await withStoreDeadline(
    auth.deleteUser(uid),
    services.storeTimeoutMs,
    'Your data was deleted but the sign-in account could not be removed. Please try again.',
  );
  return counts;
}
