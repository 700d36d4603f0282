/**
 * Why the learned ranker put a resume above others with a higher match score. The ranker's score
 * is a weighted sum of features, so the difference between two resumes splits exactly into one
 * contribution per feature; the reason names the features that contributed most in the
 * resume's favour, in words taken from its own match (its title, its years).
 */
import type { MatchResult } from './match-job';
import { FEATURE_NAMES, type FeatureName, type FeatureVector } from './rank-features';

export interface RankReasonFeature {
  feature: FeatureName;
  /** How much this feature added to the ranking score over the resume it outranks. */
  contribution: number;
  /** The feature in words, for people. */
  text: string;
}

export interface RankReason {
  /** "Ranked above higher scores: …", for a row in a ranked list. */
  text: string;
  /** The highest match score among the resumes ranked below this one. */
  outranksScore: number;
  /** The features that put it there, largest contribution first (at most three). */
  features: RankReasonFeature[];
}

/** Contributions this small are rounding, not a reason. */
const MIN_CONTRIBUTION = 0.01;

/**
 * A lexical feature the learned weights count against (a negative weight) favours the resume that
 * has less of it; its words say so rather than "more of".
 */
function lessText(feature: FeatureName): string | undefined {
  switch (feature) {
    case 'bm25':
      return 'fewer of the job’s own words echoed across the resume';
    case 'bm25Focus':
      return 'fewer of the job’s title and skill words echoed across the resume';
    case 'bm25Experience':
      return 'fewer of the job’s own words echoed in the experience';
    case 'bm25Skills':
      return 'fewer of the job’s own words echoed in the skills list';
    default:
      return undefined;
  }
}

function featureText(feature: FeatureName, match: MatchResult, weight = 1): string {
  const less = weight < 0 ? lessText(feature) : undefined;
  if (less) return less;
  const title = match.candidate.currentTitle;
  const years = match.candidate.yearsExperience;
  switch (feature) {
    case 'bm25':
      return 'more of the job’s own wording across the resume';
    case 'bm25Focus':
      return 'more of the job’s title and skills across the resume';
    case 'bm25Experience':
      return 'more of the job’s own wording in the experience';
    case 'bm25Skills':
      return 'more of the job’s own wording in the skills';
    case 'match':
      return 'a better overall match';
    case 'requiredSkills':
      return 'more of the required skills';
    case 'titleAndSeniority':
      return title ? `a title closer to the job (“${title}”)` : 'a title closer to the job';
    case 'occupation':
      return title ? `the same occupation as the job (“${title}”)` : 'the same occupation as the job';
    case 'titleWords':
      return title ? `recent titles naming the job’s role (“${title}”)` : 'recent titles naming the job’s role';
    case 'seniority':
      return title ? `the job’s seniority in the current title (“${title}”)` : 'the job’s seniority';
    case 'years':
      return years !== undefined ? `${years} years of experience for the years asked` : 'the years of experience asked';
    case 'listedOnly':
      return 'skills shown in experience rather than only listed';
    case 'stuffing':
      return 'no stuffed keywords';
  }
}

/**
 * The reason `winner` ranks above `loser` (a resume with a higher match score ranked below it),
 * or undefined when no feature clearly favours it (a tie broken by input order).
 */
export function rankReason(
  weights: FeatureVector,
  winner: { features: FeatureVector; match: MatchResult },
  loser: { features: FeatureVector; match: MatchResult },
): RankReason | undefined {
  const features = FEATURE_NAMES.map((feature) => ({ feature, contribution: weights[feature] * (winner.features[feature] - loser.features[feature]) }))
    .filter((f) => f.contribution >= MIN_CONTRIBUTION)
    .sort((a, b) => b.contribution - a.contribution)
    .slice(0, 3)
    .map((f) => ({
      feature: f.feature,
      contribution: Math.round(f.contribution * 1000) / 1000,
      text: featureText(f.feature, winner.match, weights[f.feature]),
    }));
  if (!features.length) return undefined;
  return { text: rankReasonText(loser.match.score, features), outranksScore: loser.match.score, features };
}

/** The reason as one line: the score it outranks, then each feature in words. */
export function rankReasonText(outranksScore: number, features: Pick<RankReasonFeature, 'text'>[]): string {
  return `Ranked above higher match scores (up to ${outranksScore}): ${features.map((f) => f.text).join('; ')}`;
}
