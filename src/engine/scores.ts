/**
 * The hybrid score and its constants (DESIGN §7). Every score is in [0, 1].
 */

/** Share of the semantic score in the text part: 0 = keywords only, 1 = semantic only. Default 0.6; range [0, 1]. */
export const DEFAULT_ALPHA = 0.6;
/** Weight wc of the category score in the hybrid score. Default 0.15; range [0, 1]. */
export const CATEGORY_WEIGHT = 0.15;
/** A match is stored when its hybrid score reaches this. Default 0.3; range [0, 1]. */
export const MATCH_MIN_SCORE = 0.3;
/** Both sides are notified of a match whose hybrid score reaches this. Default 0.5; range [MATCH_MIN_SCORE, 1]. */
export const NOTIFY_MIN_SCORE = 0.5;

/** The scores of one (need, offer) pair, as stored on a match. */
export interface PairScores {
  tfidfScore: number;
  semanticScore: number;
  categoryScore: number;
  hybridScore: number;
  /** Words that contributed most, as people write them (not stems), best first. */
  matchedTerms: string[];
}

/** Clamps to [0, 1]; NaN becomes 0 so that a bad input can never produce a bad score. */
export function clamp01(value: number): number {
  if (!(value > 0)) return 0;
  return value > 1 ? 1 : value;
}

/**
 * hybrid = wc·category + (1 − wc)·(alpha·semantic + (1 − alpha)·tfidf).
 * With alpha 0 the text part is the keyword score alone; with alpha 1 the semantic score alone.
 */
export function hybridScore(
  scores: { tfidfScore: number; semanticScore: number; categoryScore: number },
  alpha: number = DEFAULT_ALPHA,
  categoryWeight: number = CATEGORY_WEIGHT,
): number {
  const a = clamp01(alpha);
  const wc = clamp01(categoryWeight);
  const text = a * clamp01(scores.semanticScore) + (1 - a) * clamp01(scores.tfidfScore);
  return clamp01(wc * clamp01(scores.categoryScore) + (1 - wc) * text);
}

/** Checks an option in [0, 1] and names it in the error. */
export function checkUnit(name: string, value: number): number {
  if (!(value >= 0 && value <= 1)) throw new RangeError(`${name} must be in [0, 1], got ${value}`);
  return value;
}
