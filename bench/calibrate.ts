/**
 * Fits the calibrated hybrid score (src/engine/calibration.json) on the graded pairs of both
 * development sets, bench/eval-data/matching-dev.json (hand-written) and procurement-dev.json
 * (real public-procurement texts), and measures it under 5-fold cross-validation over the needs
 * of each set (fit on 4 folds of both sets, score the 5th, pool the held-out pairs per set).
 *
 * The map is piecewise linear through four knots placed by rules on the graded pairs of the
 * training folds, so that each badge boundary sits where the grades of BOTH sets say it belongs
 * (a rule that one set's texts meet and the other's do not would not hold for the next customer):
 * - MATCH_MIN_SCORE (0.3) at the 2nd percentile of the grade-3 pairs of the hand-written set
 *   (about 98 % of the offers that fulfil a need are stored; not procurement, see STORE_SETS);
 * - 0.6 (yellow) at the higher of the two sets' 98th percentiles of the non-relevant pairs that
 *   would be stored (at most about 2 % of them reach yellow, in each set);
 * - 0.8 (green), per set, at the higher of the 30th percentile of grade-3 pairs (about 70 % of
 *   them green) and the 40th percentile of grade-2 pairs (most strongly relevant pairs that do not
 *   fulfil the need stay yellow); the higher of the two sets' values (green means "fulfils the
 *   need" on both), never below the yellow knot;
 * - raw 0 → 0 and raw 1 → 1.
 * Nothing else is learned: the raw combination (alpha, wc) keeps its documented constants.
 *
 * `npx tsx bench/calibrate.ts` prints the cross-validated figures of each set; `--write` also
 * refits on every need and writes src/engine/calibration.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { Calibration, IDENTITY_CALIBRATION, type CalibrationData } from "../src/engine/calibration";
import { CATEGORY_WEIGHT, DEFAULT_ALPHA, MATCH_MIN_SCORE, YELLOW_MIN_SCORE, GREEN_MIN_SCORE } from "../src/engine/defaults";
import { MatchingEngine, type ListingDoc } from "../src/engine";
import { evalDataDir } from "./eval";

export const FOLDS = 5;
const STORE_GRADE3_QUANTILE = 0.02;
const YELLOW_NONRELEVANT_QUANTILE = 0.98;
const GREEN_GRADE3_QUANTILE = 0.3;
const GREEN_GRADE2_QUANTILE = 0.4;

export interface GradedPair {
  /** The set's file name: each set's rules are applied to its own pairs. */
  set: string;
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
      pairs.push({ set: file, need: `${file}:${need.id}`, offer, grade: set.qrels[need.id]?.[offer] ?? 0, raw: match.scores.hybridScore, tags: need.tags });
    }
  });
  return pairs;
}

/**
 * The sets whose grade-3 pairs place the storage knot. Not procurement-dev.json: its lowest
 * grade-3 pairs share no word or concept (the same CPV code written differently), and their 2nd
 * percentile is the sector lift alone, which would store every same-sector pair.
 */
const STORE_SETS: readonly string[] = ["matching-dev.json"];

/** The graded sets the map is fitted on. */
export const CALIBRATION_SETS = ["matching-dev.json", "procurement-dev.json"] as const;

/** The raw pairs of every calibration set. */
export function allGradedPairs(projectRoot: string): GradedPair[] {
  return CALIBRATION_SETS.flatMap((file) => gradedPairs(projectRoot, file));
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

/** The knots of the map, from training pairs of one or more sets (rules in the module comment). */
export function fitKnots(pairs: readonly GradedPair[]): Array<[number, number]> {
  const sets = [...new Set(pairs.map((p) => p.set))];
  const of = (set: string, grade: number) => pairs.filter((p) => p.set === set && p.grade === grade).map((p) => p.raw);
  const epsilon = 1e-3;
  const storeSets = sets.filter((set) => STORE_SETS.includes(set));
  const store = Math.max(epsilon, Math.min(...(storeSets.length > 0 ? storeSets : sets).map((set) => quantile(of(set, 3), STORE_GRADE3_QUANTILE))));
  const yellow = Math.max(
    store + epsilon,
    ...sets.map((set) => quantile(of(set, 0).filter((raw) => raw >= store), YELLOW_NONRELEVANT_QUANTILE)),
  );
  const greenOf = (set: string) => Math.max(quantile(of(set, 3), GREEN_GRADE3_QUANTILE), quantile(of(set, 2), GREEN_GRADE2_QUANTILE));
  const green = Math.min(1 - epsilon, Math.max(yellow + epsilon, Math.max(...sets.map(greenOf))));
  const r = (x: number) => Math.round(x * 1e6) / 1e6;
  return [
    [0, 0],
    [r(store), MATCH_MIN_SCORE],
    [r(yellow), YELLOW_MIN_SCORE],
    [r(green), GREEN_MIN_SCORE],
    [1, 1],
  ];
}

export function calibrationData(knots: Array<[number, number]>, crossValidation?: Record<string, Record<string, number>>): CalibrationData {
  return {
    format: 1,
    method:
      "piecewise-linear monotone map of the raw hybrid score, fitted on two sets; knots: 0.3 at the 2nd percentile of the hand-written set's grade-3 pairs, 0.6 at the higher of the two sets' 98th percentiles of stored non-relevant pairs, 0.8 at the higher over the sets of the higher of the 30th percentile of grade-3 pairs and the 40th percentile of grade-2 pairs (bench/calibrate.ts)",
    fittedOn: "bench/eval-data/matching-dev.json (30 needs × 110 offers) and procurement-dev.json (90 needs × 1,000 offers), graded pairs",
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

/** Held-out figures per set: each need's pairs scored by a map fitted on the other folds of every set. */
export function crossValidate(pairs: readonly GradedPair[], folds = FOLDS): Record<string, CalibrationFigures> {
  const foldOf = new Map<string, number>();
  for (const set of new Set(pairs.map((p) => p.set))) {
    const needs = [...new Set(pairs.filter((p) => p.set === set).map((p) => p.need))].sort((a, b) => numeric(a) - numeric(b));
    needs.forEach((need, i) => foldOf.set(need, i % folds));
  }
  const heldOut = new Map<string, Array<{ grade: number; score: number }>>();
  for (let fold = 0; fold < folds; fold++) {
    const training = pairs.filter((p) => foldOf.get(p.need) !== fold);
    const calibration = new Calibration(calibrationData(fitKnots(training)));
    for (const p of pairs) {
      if (foldOf.get(p.need) !== fold) continue;
      const list = heldOut.get(p.set) ?? [];
      list.push({ grade: p.grade, score: calibration.apply(p.raw) });
      heldOut.set(p.set, list);
    }
  }
  return Object.fromEntries([...heldOut].map(([set, scored]) => [set, figures(scored)]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, "calibrate.ts")) {
  const { values } = parseArgs({ options: { write: { type: "boolean", default: false } } });
  const projectRoot = path.resolve(import.meta.dirname, "..");
  const pairs = allGradedPairs(projectRoot);
  const cv = crossValidate(pairs);
  console.log("5-fold cross-validated calibration (held-out needs, per set):", JSON.stringify(cv, null, 1));
  const knots = fitKnots(pairs);
  console.log("knots fitted on all needs:", JSON.stringify(knots));
  if (values.write) {
    const file = path.join(projectRoot, "src/engine/calibration.json");
    const rounded = Object.fromEntries(
      Object.entries(cv).map(([set, { pairs: _counts, ...rates }]) => [set, Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, Math.round(v * 1000) / 1000]))]),
    );
    writeFileSync(file, `${JSON.stringify(calibrationData(knots, rounded), null, 2)}\n`);
    console.log(`wrote ${path.relative(projectRoot, file)}`);
  }
}
