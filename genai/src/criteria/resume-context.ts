/** What every criterion's review reads from one resume, computed once per resume. */
import { findSkillHits, type SkillHit } from '../skills/extract-skills';
import { resumeSentences, type ResumeSentence } from './resume-sentences';
import type { CriterionReview, ReviewOptions } from './criterion-types';

export interface ResumeContext {
  text: string;
  sentences: ResumeSentence[];
  /** Dictionary skill hits over the whole text (offsets into `text`), read on first use. */
  skillHits: () => SkillHit[];
  now: { year: number; month: number };
}

const MAX_RESUME_CHARS = 60_000;

export function resumeContext(text: string, options: ReviewOptions = {}): ResumeContext {
  const clipped = text.slice(0, MAX_RESUME_CHARS);
  let hits: SkillHit[] | undefined;
  const now = options.now ?? { year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() + 1 };
  return { text: clipped, sentences: resumeSentences(clipped), skillHits: () => (hits ??= findSkillHits(clipped)), now };
}

/** The sentence holding offset `at`. */
export function sentenceAt(context: ResumeContext, at: number): ResumeSentence | undefined {
  return context.sentences.find((s) => at >= s.start && at < s.end);
}

export type Review = Omit<CriterionReview, 'criterionId'>;
