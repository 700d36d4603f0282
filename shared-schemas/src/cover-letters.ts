/**
 * Cover letters (candidates/{uid}/resumes/{resumeId}/letters/{letterId}) and public resume links
 * (sharedResumes/{slug}): the shapes and caps the UI, the api, the rules and the templates share.
 */

/** The parts of a letter the candidate edits; the sender's name and contact come from the resume. */
export interface CoverLetterContent {
  /** What the candidate calls it in their list, e.g. "Data Engineer at Globex". */
  title: string;
  /** Lines above the greeting: "Hiring Manager", the company. */
  recipient: string;
  greeting: string;
  paragraphs: string[];
  closing: string;
}

/** A saved letter as Firestore holds it. */
export interface StoredCoverLetter extends CoverLetterContent {
  /** The job it was written for (an open job's id), or null for pasted job text. */
  jobId: string | null;
  jobTitle: string;
  company: string;
  createdAt: unknown;
  updatedAt: unknown;
}

export const LETTER_LIMITS = {
  title: 120,
  recipient: 300,
  greeting: 120,
  closing: 120,
  /** firestore.rules checks each paragraph's length one by one, so the count stays small. */
  paragraphs: 8,
  paragraph: 2000,
  /** Pasted job text sent to the drafter. */
  jobText: 30_000,
  jobTitle: 160,
  company: 160,
} as const;

/** Cleans a letter typed in the editor: trims, drops empty paragraphs, enforces the caps. */
export function cleanLetterContent(letter: CoverLetterContent): CoverLetterContent {
  const cut = (value: unknown, max: number) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim().slice(0, max) : '');
  return {
    title: cut(letter.title, LETTER_LIMITS.title) || 'Cover letter',
    recipient: cut(letter.recipient, LETTER_LIMITS.recipient),
    greeting: cut(letter.greeting, LETTER_LIMITS.greeting),
    paragraphs: (Array.isArray(letter.paragraphs) ? letter.paragraphs : [])
      .map((p) => cut(p, LETTER_LIMITS.paragraph))
      .filter(Boolean)
      .slice(0, LETTER_LIMITS.paragraphs),
    closing: cut(letter.closing, LETTER_LIMITS.closing),
  };
}

/** A resume's public link settings and counts, as the owner sees them. */
export interface ResumeShare {
  slug: string;
  enabled: boolean;
  /** Opted in to search engines (default false: noindex on the page and the api answer). */
  indexable: boolean;
  /** Email and phone on the public page (default false). */
  showContact: boolean;
  views: number;
  downloads: number;
}

/** What the public page gets for a shared resume (never the owner's uid or the resume's id). */
export interface PublicResume {
  resume: import('./domain/json-resume').JsonResume;
  template: string;
  indexable: boolean;
  /**
   * The pages as resume-templates draws them (its `PageDrawing[]`; typed loosely here, as this
   * package does not depend on the renderer) and the template's two font files.
   */
  drawing: { pages: unknown[]; fonts: { regular: string; bold: string } };
}

/** Public links are /r/<slug>: 22 characters of base64url, 132 bits from a CSPRNG. */
export const SHARE_SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/;
