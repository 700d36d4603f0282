/** Reading stored resume documents defensively: old or hand-edited documents must not crash the builder. */
import { cleanParseReview, storedTimeMs } from 'shared-schemas';
import { normalizeResume } from '../resume-model/normalize-resume';
import { DEFAULT_TEMPLATE, type NewResume, type ResumeRecord, type ScorePoint } from './resume-record';

/** Only numbers 0..1 keyed by a path: a hand-edited document cannot put anything else on screen. */
function confidences(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 0 && entry[1] <= 1));
}

function scorePoints(value: unknown): ScorePoint[] {
  if (!Array.isArray(value)) return [];
  return value.filter((p): p is ScorePoint => typeof p?.overall === 'number' && typeof p?.at === 'string');
}

export function recordFrom(id: string, data: Record<string, unknown>): ResumeRecord {
  let resume;
  try {
    resume = normalizeResume(data.resume ?? {});
  } catch {
    resume = normalizeResume({});
  }
  const ats = data.ats as { score?: unknown; at?: unknown } | null | undefined;
  return {
    id,
    title: typeof data.title === 'string' && data.title ? data.title : 'Untitled resume',
    resume,
    template: typeof data.template === 'string' ? data.template : DEFAULT_TEMPLATE,
    score: scorePoints(data.score),
    ats: ats && typeof ats.score === 'number' && typeof ats.at === 'string' ? { score: ats.score, at: ats.at } : null,
    review: Array.isArray(data.review) ? data.review.filter((p): p is string => typeof p === 'string') : [],
    reviewConfidence: confidences(data.reviewConfidence),
    // Cleaned and capped as shared-schemas stores them everywhere (50 lines of 300 characters).
    unplaced: cleanParseReview({ unplaced: data.unplaced })?.unplaced ?? [],
    origin: typeof data.origin === 'string' ? data.origin : 'scratch',
    updatedAt: storedTimeMs(data.updatedAt),
  };
}

/** The fields of a resume as it is first stored, whichever store keeps it. */
export function newResumeFields(input: NewResume) {
  return {
    title: input.title,
    resume: normalizeResume(input.resume),
    template: input.template ?? DEFAULT_TEMPLATE,
    score: [] as ScorePoint[],
    ats: null,
    review: input.review ?? [],
    reviewConfidence: confidences(input.reviewConfidence),
    unplaced: cleanParseReview({ unplaced: input.unplaced })?.unplaced ?? [],
    origin: input.origin ?? 'scratch',
  };
}
