/**
 * Weights of the learned ranker, written by `npx tsx genai-lab/scripts/learn-rank-weights.ts`
 * (coordinate ascent on nDCG@10 + nDCG@5 over tune parts only: half the generated corpus's 14 tune
 * jobs × its resumes, half the real postings' tune split × the real resumes; one ascent per real
 * posting left out, averaged). Not edited by hand.
 */
import type { FeatureVector } from './rank-features';

export const RANK_WEIGHTS: FeatureVector = {
  bm25: 0.113,
  bm25Focus: 0.925,
  bm25Experience: -0.019,
  bm25Skills: -0.019,
  match: 1.138,
  requiredSkills: 0.038,
  titleAndSeniority: 2.375,
  occupation: 0.131,
  titleWords: 0.712,
  seniority: 1.4,
  years: 0.481,
  listedOnly: 0,
  stuffing: -0.056,
};
