/**
 * The engine's default constants, in a module that imports nothing, so that src/shared (and
 * the web app through it) can re-export them without pulling the engine in.
 */

/** Share of the semantic score in the text part: 0 = keywords only, 1 = semantic only. Default 0.6; range [0, 1]. */
export const DEFAULT_ALPHA = 0.6;
/** Weight wc of the category score in the raw hybrid score. Default 0.15; range [0, 1]. */
export const CATEGORY_WEIGHT = 0.15;
/**
 * A match is stored when its (calibrated) hybrid score reaches this. Default 0.3; range [0, 1].
 * The calibration puts 0.3 where about 98 % of the pairs that fulfil a need score above it.
 */
export const MATCH_MIN_SCORE = 0.3;
/**
 * Both sides are notified of a match whose (calibrated) hybrid score reaches this: the yellow
 * badge, "strongly relevant". Default 0.6; range [MATCH_MIN_SCORE, 1].
 */
export const NOTIFY_MIN_SCORE = 0.6;
/** The badge colours of SPEC: green at or above, yellow at or above, red below. */
export const GREEN_MIN_SCORE = 0.8;
export const YELLOW_MIN_SCORE = 0.6;
