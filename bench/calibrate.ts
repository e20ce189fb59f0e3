/**
 * Fits the calibrated hybrid score (src/engine/calibration.json) on the graded pairs of
 * bench/eval-data/matching-dev.json and measures it under 5-fold cross-validation over the
 * needs (fit on 4 folds, score the 5th, pool the held-out pairs).
 *
 * The map is piecewise linear through four knots placed by rules on the graded pairs of the
 * training folds, so that each badge boundary sits where the grades say it belongs:
 * - MATCH_MIN_SCORE (0.3) at the 2nd percentile of the raw scores of grade-3 pairs
 *   (about 98 % of the offers that fulfil a need are stored);
 * - 0.6 (yellow) at the 98th percentile of the non-relevant pairs that would be stored
 *   (about 2 % of them reach yellow);
 * - 0.8 (green) at the 30th percentile of the grade-3 pairs (about 70 % of them are green),
 *   but not below the 40th percentile of the grade-2 pairs (most strongly relevant pairs that
 *   do not fulfil the need stay yellow) nor below the yellow knot;
 * - raw 0 → 0 and raw 1 → 1.
 * Nothing else is learned: the raw combination (alpha, wc) keeps its documented constants.
 *
 * `npx tsx bench/calibrate.ts` prints the cross-validated figures; `--write` also refits on
 * every need and writes src/engine/calibration.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { Calibration, DEFAULT_CALIBRATION, IDENTITY_CALIBRATION, type CalibrationData } from "../src/engine/calibration";
import { CATEGORY_WEIGHT, DEFAULT_ALPHA, MATCH_MIN_SCORE, YELLOW_MIN_SCORE, GREEN_MIN_SCORE } from "../src/engine/defaults";
import { MatchingEngine, type ListingDoc } from "../src/engine";
import { evalDataDir } from "./eval";

export const FOLDS = 5;
const STORE_GRADE3_QUANTILE = 0.02;
const YELLOW_NONRELEVANT_QUANTILE = 0.98;
const GREEN_GRADE3_QUANTILE = 0.3;
const GREEN_GRADE2_QUANTILE = 0.4;

export interface GradedPair {
  need: string;
  offer: string;
  grade: number;
  raw: number;
  tags: string[];
}

export interface CalibrationFigures {
  /** Share of grade-3 pairs at ≥ 0.8. Goal ≥ 0.6. */
  grade3Green: number;
  /** Share of grade-2 pairs at ≥ 0.6. Goal ≥ 0.6. */
  grade2Yellow: number;
  /** Share of stored non-relevant (ungraded) pairs at ≥ 0.6. Goal ≤ 0.05. */
  nonRelevantYellow: number;
  /** Share of grade-3 pairs stored (≥ MATCH_MIN_SCORE). Goal ≥ 0.95. */
  grade3Stored: number;
  pairs: { grade3: number; grade2: number; storedNonRelevant: number };
}

const numeric = (id: string): number => Number(id.replace(/^\D+/, ""));

/**
 * Every (need, offer) pair of a graded set with its raw hybrid score (or, given a calibration,
 * its calibrated score) and grade. Default: the hand-written matching-dev.json.
 */
export function gradedPairs(projectRoot: string, file = "matching-dev.json", calibration: Calibration = IDENTITY_CALIBRATION): GradedPair[] {
  const set = JSON.parse(readFileSync(path.join(evalDataDir(projectRoot), file), "utf8")) as {
    needs: Array<{ id: string; title: string; description: string; category: string; keywords?: string[]; tags: string[] }>;
    offers: Array<{ id: string; title: string; description: string; category: string; keywords?: string[]; certifications?: string[] }>;
    qrels: Record<string, Record<string, number>>;
  };
  const engine = new MatchingEngine({ calibration });
  for (const o of set.offers) {
    engine.upsert({ id: numeric(o.id), kind: "offer", title: o.title, description: o.description, category: o.category, keywords: o.keywords ?? [], certifications: o.certifications ?? [] });
  }
  const needs = set.needs.map((n): ListingDoc => ({ id: numeric(n.id), kind: "need", title: n.title, description: n.description, category: n.category, keywords: n.keywords ?? [] }));
  for (const doc of needs) engine.upsert(doc);
  const pairs: GradedPair[] = [];
  set.needs.forEach((need, i) => {
    for (const match of engine.matchesFor(needs[i] as ListingDoc, { minScore: 0, limit: 100_000, exhaustive: true })) {
      const offer = `o${match.id}`;
      pairs.push({ need: need.id, offer, grade: set.qrels[need.id]?.[offer] ?? 0, raw: match.scores.hybridScore, tags: need.tags });
    }
  });
  return pairs;
}

/**
 * The calibration figures on the procurement set with the map shipped in calibration.json: it is
 * fitted on the hand-written set only, so every procurement pair is held out.
 */
export function procurementFigures(projectRoot: string): CalibrationFigures {
  return figures(gradedPairs(projectRoot, "procurement-dev.json", DEFAULT_CALIBRATION).map((p) => ({ grade: p.grade, score: p.raw })));
}

/** Quantile with linear interpolation between order statistics. */
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const position = q * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.min(sorted.length - 1, low + 1);
  return (sorted[low] as number) + (position - low) * ((sorted[high] as number) - (sorted[low] as number));
}

/** The knots of the map, from training pairs (rules in the module comment). */
export function fitKnots(pairs: readonly GradedPair[]): Array<[number, number]> {
  const grade3 = pairs.filter((p) => p.grade === 3).map((p) => p.raw);
  const epsilon = 1e-3;
  const store = Math.max(epsilon, quantile(grade3, STORE_GRADE3_QUANTILE));
  const storedNonRelevant = pairs.filter((p) => p.grade === 0 && p.raw >= store).map((p) => p.raw);
  const yellow = Math.max(store + epsilon, quantile(storedNonRelevant, YELLOW_NONRELEVANT_QUANTILE));
  const grade2 = pairs.filter((p) => p.grade === 2).map((p) => p.raw);
  const green = Math.min(1 - epsilon, Math.max(yellow + epsilon, quantile(grade3, GREEN_GRADE3_QUANTILE), quantile(grade2, GREEN_GRADE2_QUANTILE)));
  const r = (x: number) => Math.round(x * 1e6) / 1e6;
  return [
    [0, 0],
    [r(store), MATCH_MIN_SCORE],
    [r(yellow), YELLOW_MIN_SCORE],
    [r(green), GREEN_MIN_SCORE],
    [1, 1],
  ];
}

export function calibrationData(knots: Array<[number, number]>, crossValidation?: Record<string, number>): CalibrationData {
  return {
    format: 1,
    method:
      "piecewise-linear monotone map of the raw hybrid score; knots: 0.3 at the 2nd percentile of grade-3 pairs, 0.6 at the 98th percentile of stored non-relevant pairs, 0.8 at the higher of the 30th percentile of grade-3 pairs and the 40th percentile of grade-2 pairs (bench/calibrate.ts)",
    fittedOn: "bench/eval-data/matching-dev.json: 30 needs × 110 offers, graded pairs",
    raw: { alpha: DEFAULT_ALPHA, categoryWeight: CATEGORY_WEIGHT },
    knots,
    ...(crossValidation ? { crossValidation } : {}),
  };
}

/** The four calibration figures of scored pairs (score = calibrated hybrid score). */
export function figures(scored: ReadonlyArray<{ grade: number; score: number }>): CalibrationFigures {
  const grade3 = scored.filter((p) => p.grade === 3);
  const grade2 = scored.filter((p) => p.grade === 2);
  const storedNonRelevant = scored.filter((p) => p.grade === 0 && p.score >= MATCH_MIN_SCORE);
  const share = (list: ReadonlyArray<{ score: number }>, min: number) => (list.length === 0 ? 0 : list.filter((p) => p.score >= min).length / list.length);
  return {
    grade3Green: share(grade3, GREEN_MIN_SCORE),
    grade2Yellow: share(grade2, YELLOW_MIN_SCORE),
    nonRelevantYellow: share(storedNonRelevant, YELLOW_MIN_SCORE),
    grade3Stored: share(grade3, MATCH_MIN_SCORE),
    pairs: { grade3: grade3.length, grade2: grade2.length, storedNonRelevant: storedNonRelevant.length },
  };
}

/** Held-out figures: each need's pairs scored by a map fitted on the other folds. */
export function crossValidate(pairs: readonly GradedPair[], folds = FOLDS): CalibrationFigures {
  const needs = [...new Set(pairs.map((p) => p.need))].sort((a, b) => numeric(a) - numeric(b));
  const foldOf = new Map(needs.map((need, i) => [need, i % folds]));
  const heldOut: Array<{ grade: number; score: number }> = [];
  for (let fold = 0; fold < folds; fold++) {
    const training = pairs.filter((p) => foldOf.get(p.need) !== fold);
    const calibration = new Calibration(calibrationData(fitKnots(training)));
    for (const p of pairs) if (foldOf.get(p.need) === fold) heldOut.push({ grade: p.grade, score: calibration.apply(p.raw) });
  }
  return figures(heldOut);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, "calibrate.ts")) {
  const { values } = parseArgs({ options: { write: { type: "boolean", default: false } } });
  const projectRoot = path.resolve(import.meta.dirname, "..");
  const pairs = gradedPairs(projectRoot);
  const cv = crossValidate(pairs);
  console.log("5-fold cross-validated calibration (held-out needs):", JSON.stringify(cv, null, 1));
  if (!values.write) console.log("procurement-dev.json with the shipped map (held out):", JSON.stringify(procurementFigures(projectRoot), null, 1));
  const knots = fitKnots(pairs);
  console.log("knots fitted on all needs:", JSON.stringify(knots));
  if (values.write) {
    const file = path.join(projectRoot, "src/engine/calibration.json");
    const { pairs: _counts, ...rates } = cv;
    const rounded = Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, Math.round(v * 1000) / 1000]));
    writeFileSync(file, `${JSON.stringify(calibrationData(knots, rounded), null, 2)}\n`);
    console.log(`wrote ${path.relative(projectRoot, file)}`);
  }
}
