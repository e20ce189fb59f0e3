/**
 * What people are shown (issue 20): on each graded set, the matches stored (score ≥ MATCH_MIN_SCORE)
 * and those shown by default (score ≥ SHOWN_MIN_SCORE, or $SHOWN_MIN_SCORE to try another), with the
 * share of each that is relevant (grade ≥ 1), the share of fulfilling pairs (grade 3) each keeps,
 * and the share of yellow-or-green matches (≥ 0.6) that are relevant.
 * Nothing is fitted here: a few values of the calibrated score are compared (engine/defaults.ts).
 *
 *   npx tsx bench/shown.ts
 */
import path from "node:path";
import { MatchingEngine, MATCH_MIN_SCORE, SHOWN_MIN_SCORE, YELLOW_MIN_SCORE } from "../src/engine";
import { listingDoc, readGradedSet, type Listing } from "./graded-set";

const SHOWN = Number(process.env.SHOWN_MIN_SCORE ?? SHOWN_MIN_SCORE);

export interface ShownReport {
  set: string;
  needs: number;
  storedPerNeed: number;
  shownPerNeed: number;
  storedRelevant: number;
  shownRelevant: number;
  fulfillingStored: number;
  fulfillingShown: number;
  /** Share of the matches at yellow or green (≥ YELLOW_MIN_SCORE) that are relevant. */
  yellowRelevant: number;
}

export function measureShown(set: string, file: string, options: { oneSector?: boolean } = {}): ShownReport {
  const data = readGradedSet(file);
  const engine = new MatchingEngine();
  const doc = (kind: "need" | "offer", l: Listing) => listingDoc(kind, l, options);
  for (const offer of data.offers) engine.upsert(doc("offer", offer));
  const needDocs = data.needs.map((need) => doc("need", need));
  for (const need of needDocs) engine.upsert(need);
  let stored = 0, shown = 0, storedRel = 0, shownRel = 0, fulfilling = 0, fulfillingStored = 0, fulfillingShown = 0, yellow = 0, yellowRel = 0;
  data.needs.forEach((need, i) => {
    const grades = data.qrels[need.id] ?? {};
    const found = engine.matchesFor(needDocs[i]!, { minScore: MATCH_MIN_SCORE, limit: 1000 });
    const scoreOf = new Map(found.map((m) => [`o${m.id}`, m.scores.hybridScore]));
    for (const [offer, score] of scoreOf) {
      const relevant = (grades[offer] ?? 0) >= 1;
      stored++;
      if (relevant) storedRel++;
      if (score >= SHOWN) {
        shown++;
        if (relevant) shownRel++;
      }
      if (score >= YELLOW_MIN_SCORE) {
        yellow++;
        if (relevant) yellowRel++;
      }
    }
    for (const [offer, grade] of Object.entries(grades)) {
      if (grade < 3) continue;
      fulfilling++;
      const score = scoreOf.get(offer);
      if (score !== undefined) fulfillingStored++;
      if (score !== undefined && score >= SHOWN) fulfillingShown++;
    }
  });
  const share = (a: number, b: number) => (b === 0 ? 0 : Number((a / b).toFixed(3)));
  return {
    set,
    needs: data.needs.length,
    storedPerNeed: Number((stored / data.needs.length).toFixed(1)),
    shownPerNeed: Number((shown / data.needs.length).toFixed(1)),
    storedRelevant: share(storedRel, stored),
    shownRelevant: share(shownRel, shown),
    fulfillingStored: share(fulfillingStored, fulfilling),
    fulfillingShown: share(fulfillingShown, fulfilling),
    yellowRelevant: share(yellowRel, yellow),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.env.EVAL_DIR ?? path.resolve(import.meta.dirname, "eval-data");
  const reports = [
    measureShown("hand-written", path.join(dir, "matching-dev.json")),
    measureShown("procurement", path.join(dir, "procurement-dev.json")),
    measureShown("procurement, one sector", path.join(dir, "procurement-dev.json"), { oneSector: true }),
  ];
  console.table(reports);
}
