/**
 * The hybrid score and its constants (DESIGN §7). Every score is in [0, 1].
 */
import { DEFAULT_CALIBRATION, type Calibration } from "./calibration";
import { CATEGORY_WEIGHT, DEFAULT_ALPHA } from "./defaults";

export { CATEGORY_WEIGHT, DEFAULT_ALPHA, GREEN_MIN_SCORE, MATCH_MIN_SCORE, NOTIFY_MIN_SCORE, SHOWN_MIN_SCORE, YELLOW_MIN_SCORE } from "./defaults";

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
 * The raw combination: text = alpha·semantic + (1 − alpha)·tfidf, then
 * raw = wc·category + (1 − wc·category)·text.
 * For a same-sector pair (category 1) this is DESIGN's wc·category + (1 − wc)·text; for a pair
 * of unrelated sectors (category 0) it is the text score itself: the category lifts a pair
 * towards 1, it never pulls a cross-sector pair down.
 */
export function rawHybridScore(
  scores: { tfidfScore: number; semanticScore: number; categoryScore: number },
  alpha: number = DEFAULT_ALPHA,
  categoryWeight: number = CATEGORY_WEIGHT,
): number {
  const a = clamp01(alpha);
  const lift = clamp01(categoryWeight) * clamp01(scores.categoryScore);
  const text = a * clamp01(scores.semanticScore) + (1 - a) * clamp01(scores.tfidfScore);
  return clamp01(lift + (1 - lift) * text);
}

/**
 * The hybrid score shown to users: the calibrated map (calibration.json) applied to the raw
 * combination. Monotone in each of the three scores, in [0, 1].
 */
export function hybridScore(
  scores: { tfidfScore: number; semanticScore: number; categoryScore: number },
  alpha: number = DEFAULT_ALPHA,
  categoryWeight: number = CATEGORY_WEIGHT,
  calibration: Calibration = DEFAULT_CALIBRATION,
): number {
  return calibration.apply(rawHybridScore(scores, alpha, categoryWeight));
}

/** Checks an option in [0, 1] and names it in the error. */
export function checkUnit(name: string, value: number): number {
  if (!(value >= 0 && value <= 1)) throw new RangeError(`${name} must be in [0, 1], got ${value}`);
  return value;
}
