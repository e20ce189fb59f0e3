/**
 * A user's own ranking of their matches, learned from what they did (issue 20 §3): a match whose
 * two listings are close to those of a match the user ignored ranks lower for that user; close
 * to those of a match they kept as a favourite or contacted, higher. Pure computation on the
 * listings' stored embeddings (the matching engine's embedder, L2-normalised): the caller says
 * which matches were ignored or liked and stores the adjustment beside the match, on that user's
 * side only. Scores, badges and counters do not change; only the order of that user's lists does.
 */

/**
 * Cosine from which two listings count as "semblables". Default 0.4; range (0, 1). Chosen from the
 * distribution of the embeddings' cosines, not from grades: of the offer pairs of
 * matching-dev.json, 6.7 % of those in one sector reach 0.4 and 0.09 % of those in different
 * sectors (`npx tsx bench/personal.ts` prints the shares and the sensitivity).
 */
export const PERSONAL_SIMILARITY_FLOOR = 0.4;
/**
 * Largest lowering of a match's rank, reached when both of its listings are those of an ignored
 * match. Default 0.2; range [0, 1]: one badge band of the calibrated scale.
 */
export const PERSONAL_MAX_DEMOTION = 0.2;
/** Largest lift of a match's rank from liked (favourite or contacted) matches. Default 0.1; range [0, 1]. */
export const PERSONAL_MAX_LIFT = 0.1;
/**
 * How many of the user's most recent ignored (and, apart, liked) matches count. Default 200;
 * it bounds a recomputation at (matches × 2 × 200) pairs of dot products.
 */
export const PERSONAL_HISTORY_LIMIT = 200;

/** The embeddings of a match's two listings, seen from one user: their own, and the counterpart. */
export interface PairVectors {
  own: Float32Array;
  counterpart: Float32Array;
}

export interface PersonalSignals {
  /** The matches the user ignored. */
  ignored: readonly PairVectors[];
  /** The matches the user kept as favourites or contacted. */
  liked: readonly PairVectors[];
}

export interface PersonalOptions {
  floor?: number;
  maxDemotion?: number;
  maxLift?: number;
  /**
   * Compare counterparts only, whatever the user's own listing. Default false. Measured and
   * rejected (bench/personal.ts): the offers a buyer ignores for one need are often what their
   * next need of the same sector asks for.
   */
  counterpartOnly?: boolean;
}

/** Why a match moved: close to ignored matches (down) or to liked ones (up); null when it did not. */
export type PersonalReason = "ignored" | "liked";

export interface PersonalAdjustment {
  /** Added to the hybrid score to sort this user's list; in [−maxDemotion, maxLift]. */
  adjust: number;
  reason: PersonalReason | null;
}

function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** The highest cosine of `vector` with any of `others` of the same length (all normalised), or 0. */
export function closestSimilarity(vector: Float32Array, others: readonly Float32Array[]): number {
  let best = 0;
  for (const other of others) best = Math.max(best, cosine(vector, other));
  return best;
}

/**
 * How close a match is to the closest of `acted`: both its listings must be close (the lower of
 * the two cosines), because an ignore says "not this offer for this need", not "never this offer".
 */
function closestPair(pair: PairVectors, acted: readonly PairVectors[], counterpartOnly: boolean): number {
  let best = 0;
  for (const other of acted) {
    const counterpart = cosine(pair.counterpart, other.counterpart);
    // The pair's closeness is the lower of its two cosines, so it can be below the best so far.
    if (counterpart <= best) continue;
    best = Math.max(best, counterpartOnly ? counterpart : Math.min(counterpart, cosine(pair.own, other.own)));
  }
  return best;
}

/** How much a similarity counts: 0 up to the floor, then linearly to 1 for the same listings. */
function strength(similarity: number, floor: number): number {
  return Math.min(1, Math.max(0, (similarity - floor) / (1 - floor)));
}

/**
 * The adjustment of one match, from its listings' embeddings and the user's signals. Bounded,
 * deterministic, and 0 when nothing the user did is close (rounded to 1e-6 so that a
 * recomputation from the same actions stores the same value).
 */
export function personalAdjustment(pair: PairVectors, signals: PersonalSignals, options: PersonalOptions = {}): PersonalAdjustment {
  const floor = options.floor ?? PERSONAL_SIMILARITY_FLOOR;
  const counterpartOnly = options.counterpartOnly ?? false;
  const down = (options.maxDemotion ?? PERSONAL_MAX_DEMOTION) * strength(closestPair(pair, signals.ignored, counterpartOnly), floor);
  const up = (options.maxLift ?? PERSONAL_MAX_LIFT) * strength(closestPair(pair, signals.liked, counterpartOnly), floor);
  const adjust = Math.round((up - down) * 1e6) / 1e6;
  return { adjust: adjust === 0 ? 0 : adjust, reason: adjust < 0 ? "ignored" : adjust > 0 ? "liked" : null };
}
