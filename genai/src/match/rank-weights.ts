/**
 * Weights of the learned ranker, written by `npx tsx genai/scripts/learn-rank-weights.ts`
 * (coordinate ascent on nDCG@10 over the corpus's tune part: its 14 jobs × its resumes, graded
 * relevance from the corpus truth). Not edited by hand.
 */
import type { FeatureVector } from './rank-features';

export const RANK_WEIGHTS: FeatureVector = {
  bm25: 1.5, bm25Experience: 0.3, bm25Skills: 0.3, match: 0.6, requiredSkills: 0, titleAndSeniority: 1, occupation: 0.15, seniority: 1.5, years: 0, listedOnly: 0, stuffing: 0,
};
