/**
 * Public resume links (issue 27, feature 10): sharedResumes/{slug} holds the owner, the resume,
 * the settings and the counts. Only the api writes it (firestore.rules deny every browser write;
 * the owner may read their own). The public page reads the resume through the api, live, so an
 * edit shows at once and turning sharing off refuses the link at once.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type JsonResume, type PublicResume, type ResumeShare } from 'shared-schemas';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

export const NOT_SHARED = 'This resume is not shared.';

export interface ShareSettings {
  enabled: boolean;
  indexable: boolean;
  showContact: boolean;
}

interface StoredShare extends ShareSettings {
  ownerUid: string;
  resumeId: string;
  views: number;
  downloads: number;
}

const newSlug = () => randomBytes(16).toString('base64url').slice(0, 22);

function toShare(slug: string, data: StoredShare): ResumeShare {
  return {
    slug,
    enabled: data.enabled === true,
    indexable: data.indexable === true,
    showContact: data.showContact === true,
    views: Number(data.views) || 0,
    downloads: Number(data.downloads) || 0,
  };
}

export class ResumeShares {
  constructor(
    private readonly firestore: Firestore,
    private readonly timeoutMs: number,
  ) {}

  private resumeRef(uid: string, resumeId: string) {
    return this.firestore.collection(COLLECTIONS.candidates).doc(uid).collection(COLLECTIONS.resumes).doc(resumeId);
  }

  private async find(uid: string, resumeId: string) {
    const found = await this.firestore.collection(COLLECTIONS.sharedResumes).where('ownerUid', '==', uid).where('resumeId', '==', resumeId).limit(1).get();
    return found.docs[0] ?? null;
  }

  /** The owner's link for one resume, or null when it was never shared. */
  async get(uid: string, resumeId: string): Promise<ResumeShare | null> {
    return withStoreDeadline(
      (async () => {
        const doc = await this.find(uid, resumeId);
        return doc ? toShare(doc.id, doc.data() as StoredShare) : null;
      })(),
      this.timeoutMs,
    );
  }

  /** Turns sharing on or off and sets its options; the slug is made once and kept, so a link turned back on works again. */
  async set(uid: string, resumeId: string, settings: ShareSettings): Promise<ResumeShare> {
    return withStoreDeadline(
      (async () => {
        const resume = await this.resumeRef(uid, resumeId).get();
        if (!resume.exists) throw new HttpError(404, 'That resume was not found.');
        const existing = await this.find(uid, resumeId);
        if (existing) {
          await existing.ref.update({ ...settings, updatedAt: FieldValue.serverTimestamp() });
          return toShare(existing.id, { ...(existing.data() as StoredShare), ...settings });
        }
        const slug = newSlug();
        const data: StoredShare = { ownerUid: uid, resumeId, ...settings, views: 0, downloads: 0 };
        await this.firestore
          .collection(COLLECTIONS.sharedResumes)
          .doc(slug)
          .create({ ...data, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
        return toShare(slug, data);
      })(),
      this.timeoutMs,
    );
  }

  /**
   * Whether the public page of `slug` shows a resume, for the HTML's status code: `off` when its
   * owner turned it off (410 Gone), `unknown` when there is no such link or its resume is gone.
   */
  async status(slug: string): Promise<{ state: 'shared' | 'off' | 'unknown'; indexable: boolean }> {
    return withStoreDeadline(
      (async () => {
        const data = (await this.firestore.collection(COLLECTIONS.sharedResumes).doc(slug).get()).data() as StoredShare | undefined;
        if (!data) return { state: 'unknown' as const, indexable: false };
        if (data.enabled !== true) return { state: 'off' as const, indexable: false };
        const resume = await this.resumeRef(data.ownerUid, data.resumeId).get();
        return resume.exists ? { state: 'shared' as const, indexable: data.indexable === true } : { state: 'unknown' as const, indexable: false };
      })(),
      this.timeoutMs,
    );
  }

  /** What the public page shows, or a 404 when the link is unknown, off, or its resume is gone. */
  async read(slug: string): Promise<Omit<PublicResume, 'drawing'>> {
    return withStoreDeadline(
      (async () => {
        const share = await this.firestore.collection(COLLECTIONS.sharedResumes).doc(slug).get();
        const data = share.data() as StoredShare | undefined;
        if (!data || data.enabled !== true) throw new HttpError(404, NOT_SHARED);
        const resume = await this.resumeRef(data.ownerUid, data.resumeId).get();
        if (!resume.exists) throw new HttpError(404, NOT_SHARED);
        return {
          resume: publicCopy((resume.get('resume') ?? {}) as JsonResume, data.showContact === true),
          template: String(resume.get('template') ?? 'classic'),
          indexable: data.indexable === true,
        };
      })(),
      this.timeoutMs,
    );
  }
}

/**
 * The resume as the public sees it: email, phone and street address only when the candidate
 * keeps contact details on; everything else as they wrote it. Unknown top-level keys are dropped.
 */
export function publicCopy(resume: JsonResume, showContact: boolean): JsonResume {
  const { basics = {}, work, volunteer, education, awards, certificates, skills, languages, projects } = resume;
  const { email, phone, location, ...rest } = basics;
  const place = location ? { city: location.city, region: location.region, countryCode: location.countryCode } : undefined;
  const publicBasics = showContact ? { ...rest, email, phone, location: place } : { ...rest, location: place };
  return JSON.parse(JSON.stringify({ basics: publicBasics, work, volunteer, education, awards, certificates, skills, languages, projects })) as JsonResume;
}
