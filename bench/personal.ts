/**
 * Learning from what people do (issue 20 §3), simulated on the graded development sets: a buyer
 * ignores the irrelevant matches (ungraded, grade 0) of one need, or favourites the relevant ones
 * (grade ≥ 2), and we look at the list of another need of the same kind (the same sector; on
 * procurement the sector is derived from the buyer's CPV division, the only CPV family the set
 * carries) with and without the personal adjustment (src/engine/personal.ts). Every ordered pair
 * (A, B) of distinct needs of one kind counts once. Also: the adjustment that compares the
 * counterparts only (rejected), the same need after the buyer ignored the first 3 irrelevant
 * matches it shows (measured on the rest of its list), and a control that applies A's ignores to a
 * need of another sector. Nothing here is fitted: the engine's constants are used, and a few other
 * floors are printed beside them to show the sensitivity.
 *
 *   npx tsx bench/personal.ts            (EVAL_DIR to read other sets; --json for the report)
 */
import { existsSync } from "node:fs";
import path from "node:path";
import {
  closestSimilarity,
  MatchingEngine,
  MATCH_MIN_SCORE,
  personalAdjustment,
  PERSONAL_SIMILARITY_FLOOR,
  SHOWN_MIN_SCORE,
  type PersonalOptions,
  type PersonalSignals,
} from "../src/engine";
import { listingDoc, numeric, readGradedSet } from "./graded-set";
import { ndcgAt } from "./metrics";

export interface ListFigures {
  /** nDCG@10 of the need's stored matches, in the order the buyer sees them. */
  ndcg10: number;
  /** Share of relevant (grade ≥ 1) matches among the first 5 stored. */
  relevantTop5: number;
  /** Share of relevant matches among the first 3 of the list shown by default (score ≥ SHOWN_MIN_SCORE). */
  relevantShownTop3: number;
}

export interface PersonalReport {
  set: string;
  scenario: string;
  pairs: number;
  without: ListFigures;
  with: ListFigures;
}

interface Stored { offer: string; score: number; vector: Float32Array; need: Float32Array }

function loadSet(file: string) {
  const data = readGradedSet(file);
  const engine = new MatchingEngine();
  const doc = listingDoc;
  const offerVectors = new Map<string, Float32Array>();
  for (const offer of data.offers) {
    const d = doc("offer", offer);
    const vector = engine.embed(d);
    offerVectors.set(offer.id, vector);
    engine.upsert(d, vector);
  }
  const needDocs = data.needs.map((need) => doc("need", need));
  const needVectors = needDocs.map((need) => engine.embed(need));
  needDocs.forEach((need, i) => engine.upsert(need, needVectors[i]));
  const stored = new Map<string, Stored[]>();
  data.needs.forEach((need, i) => {
    const found = engine.matchesFor(needDocs[i]!, { minScore: MATCH_MIN_SCORE, limit: 1000 });
    stored.set(
      need.id,
      found.map((m) => ({ offer: `o${m.id}`, score: m.scores.hybridScore, vector: offerVectors.get(`o${m.id}`)!, need: needVectors[i]! })),
    );
  });
  return { data, stored, offerVectors };
}

function figures(list: Stored[], qrels: Record<string, number>, adjust: (item: Stored) => number): ListFigures {
  const ranked = list
    .map((item) => ({ item, rank: item.score + adjust(item) }))
    .sort((a, b) => b.rank - a.rank || numeric(b.item.offer) - numeric(a.item.offer))
    .map(({ item }) => item);
  const share = (items: Stored[]) => (items.length === 0 ? 0 : items.filter((i) => (qrels[i.offer] ?? 0) >= 1).length / items.length);
  return {
    ndcg10: ndcgAt(ranked.map((i) => i.offer), qrels),
    relevantTop5: share(ranked.slice(0, 5)),
    relevantShownTop3: share(ranked.filter((i) => i.score >= SHOWN_MIN_SCORE).slice(0, 3)),
  };
}

function mean(rows: ListFigures[]): ListFigures {
  const n = rows.length || 1;
  const avg = (key: keyof ListFigures) => Number((rows.reduce((s, r) => s + r[key], 0) / n).toFixed(3));
  return { ndcg10: avg("ndcg10"), relevantTop5: avg("relevantTop5"), relevantShownTop3: avg("relevantShownTop3") };
}

const SCENARIOS = [
  "ignore, next need of the sector",
  "ignore, next need, counterparts only (rejected)",
  "favourite, next need of the sector",
  "ignore 3, the same need",
  "ignore, need of another sector (control)",
] as const;
type Scenario = (typeof SCENARIOS)[number];

const pairOf = (item: Stored) => ({ own: item.need, counterpart: item.vector });

/** The buyer's signals after acting on need A's stored matches. */
function signalsOf(list: Stored[], qrels: Record<string, number>, scenario: Scenario): PersonalSignals {
  if (scenario.startsWith("favourite")) return { ignored: [], liked: list.filter((i) => (qrels[i.offer] ?? 0) >= 2).map(pairOf) };
  const ignored = list.filter((i) => (qrels[i.offer] ?? 0) === 0);
  return { ignored: (scenario.startsWith("ignore 3") ? ignored.slice(0, 3) : ignored).map(pairOf), liked: [] };
}

export function measurePersonal(set: string, file: string, options: PersonalOptions = {}): PersonalReport[] {
  const { data, stored } = loadSet(file);
  return SCENARIOS.map((scenario) => {
    const without: ListFigures[] = [];
    const withAdjust: ListFigures[] = [];
    const scenarioOptions = { ...options, counterpartOnly: scenario.includes("counterparts only") };
    const measure = (list: Stored[], qrels: Record<string, number>, signals: PersonalSignals) => {
      without.push(figures(list, qrels, () => 0));
      withAdjust.push(figures(list, qrels, (item) => personalAdjustment(pairOf(item), signals, scenarioOptions).adjust));
    };
    for (const a of data.needs) {
      const listA = stored.get(a.id) ?? [];
      const signals = signalsOf(listA, data.qrels[a.id] ?? {}, scenario);
      if (scenario.startsWith("ignore 3")) {
        // What is left in the list once the ignored ones went to "Ignorées".
        const ignored = new Set(signals.ignored.map((pair) => pair.counterpart));
        measure(listA.filter((item) => !ignored.has(item.vector)), data.qrels[a.id] ?? {}, signals);
        continue;
      }
      for (const b of data.needs) {
        if (a.id === b.id) continue;
        if ((a.category === b.category) === scenario.includes("another sector")) continue;
        measure(stored.get(b.id) ?? [], data.qrels[b.id] ?? {}, signals);
      }
    }
    return { set, scenario, pairs: without.length, without: mean(without), with: mean(withAdjust) };
  });
}

/** Share of offer pairs, same sector and different sectors, whose embeddings reach each cosine. */
export function cosineShares(file: string, floors: number[]): Array<{ floor: number; sameSector: number; otherSectors: number }> {
  const data = readGradedSet(file);
  const { offerVectors } = loadSet(file);
  const counts = floors.map(() => ({ same: 0, other: 0 }));
  let same = 0, other = 0;
  data.offers.forEach((a, i) => {
    for (const b of data.offers.slice(i + 1)) {
      const cosine = closestSimilarity(offerVectors.get(a.id)!, [offerVectors.get(b.id)!]);
      const isSame = a.category === b.category;
      if (isSame) same++;
      else other++;
      floors.forEach((floor, k) => {
        if (cosine >= floor) counts[k]![isSame ? "same" : "other"]++;
      });
    }
  });
  return floors.map((floor, k) => ({ floor, sameSector: Number((counts[k]!.same / same).toFixed(4)), otherSectors: Number((counts[k]!.other / other).toFixed(4)) }));
}

export function printPersonal(reports: PersonalReport[]): void {
  console.log("\nPersonal adjustment (issue 20 §3): the next need of the same kind, without → with");
  console.log("| set | scenario | pairs | nDCG@10 | relevant in top 5 | relevant in top 3 shown |\n|---|---|---|---|---|---|");
  for (const r of reports) {
    const cell = (key: keyof ListFigures) => `${r.without[key].toFixed(3)} → ${r.with[key].toFixed(3)}`;
    console.log(`| ${r.set} | ${r.scenario} | ${r.pairs} | ${cell("ndcg10")} | ${cell("relevantTop5")} | ${cell("relevantShownTop3")} |`);
  }
}

export function evalDir(): string {
  return process.env.EVAL_DIR ?? path.resolve(import.meta.dirname, "eval-data");
}

/** Where procurement-dev.json is: beside the other sets, or in the project's shared eval directory. */
function procurementFile(dir: string): string | undefined {
  const candidates = [dir, path.resolve(import.meta.dirname, "eval-data"), "/work/shared/eval", path.resolve(import.meta.dirname, "../../../shared/eval")];
  return candidates.map((candidate) => path.join(candidate, "procurement-dev.json")).find((file) => existsSync(file));
}

export function runPersonal(options: PersonalOptions = {}): PersonalReport[] {
  const dir = evalDir();
  const procurement = procurementFile(dir);
  return [
    ...measurePersonal("hand-written", path.join(dir, "matching-dev.json"), options),
    ...(procurement ? measurePersonal("procurement", procurement, options) : []),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reports = runPersonal();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(reports, null, 2));
  } else {
    printPersonal(reports);
    console.log(`\nSensitivity to the similarity floor (default ${PERSONAL_SIMILARITY_FLOOR}), nDCG@10:`);
    for (const floor of [0.3, 0.4, 0.6, 0.7]) {
      const rows = runPersonal({ floor }).filter((r) => r.scenario === SCENARIOS[0] || r.scenario === SCENARIOS[3]);
      console.log(`floor ${floor}: ${rows.map((r) => `${r.set}, ${r.scenario} ${r.without.ndcg10.toFixed(3)} → ${r.with.ndcg10.toFixed(3)}`).join("; ")}`);
    }
    console.log("\nShare of offer pairs of matching-dev.json whose embeddings reach each cosine:");
    console.table(cosineShares(path.join(evalDir(), "matching-dev.json"), [0.3, 0.4, 0.5, 0.6, 0.7]));
  }
}
