/**
 * Weights of the learned ranker, written by `npx tsx genai-lab/scripts/learn-rank-weights.ts`
 * (coordinate ascent on nDCG@10 + nDCG@5 over tune parts only: half the generated corpus's 14 tune
 * jobs × its resumes, half the real postings' tune split × the real resumes). Not edited by hand.
 */
import type { FeatureVector } from './rank-features';

export const RANK_WEIGHTS: FeatureVector = {
  bm25: 0,
  bm25Focus: 2,
  bm25Experience: -0.15,
  bm25Skills: -0.15,
  match: 1.5,
  requiredSkills: 0,
  titleAndSeniority: 4,
  occupation: 0.3,
  titleWords: 1,
  seniority: 2,
  years: 0,
  listedOnly: 0,
  stuffing: -0.15,
};
