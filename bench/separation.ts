/**
 * How far apart the raw hybrid scores put relevant and irrelevant pairs, and what the pairs have
 * in common to be scored on (issue 20 §2, "Scores that separate"). Per graded set, nothing fitted:
 * - the share of grade-3 and grade-2 pairs whose raw score is above the 95th and 98th percentiles
 *   of the stored non-relevant pairs (a monotone calibration can put yellow no lower than that
 *   and keep at most 5 % / 2 % of them yellow: bench/calibrate.ts uses the 98th);
 * - the share of pairs of each grade that share an analysed term, a lexicon concept, a concept's
 *   domain, or none of the three: a pair that shares nothing is scored by its trigrams and the
 *   sector lift alone, so no weighting of the words the texts share can lift it;
 * - the terms most often shared by stored non-relevant pairs at or above that 98th percentile,
 *   beside how often relevant pairs above it share them.
 *
 *   npx tsx bench/separation.ts [matching-dev.json procurement-dev.json]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { LexiconEmbedder, listingText, type ListingDoc } from "../src/engine";
import { MATCHING_EMBEDDING_DIMENSIONS } from "../src/engine/embedder";
import { analyze } from "../src/engine/pipeline";
import { gradedPairs, type GradedPair } from "./calibrate";
import { evalDataDir } from "./eval";

interface Listing { id: string; title: string; description: string; category: string; keywords?: string[]; certifications?: string[] }

const root = path.resolve(import.meta.dirname, "..");
const embedder = new LexiconEmbedder({ dimensions: MATCHING_EMBEDDING_DIMENSIONS });
const percent = (x: number) => `${(100 * x).toFixed(1)} %`;

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const position = q * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.min(sorted.length - 1, low + 1);
  return (sorted[low] as number) + (position - low) * ((sorted[high] as number) - (sorted[low] as number));
}

/** What a listing can share with another: its terms, its concepts and their domains. */
function evidence(kind: "need" | "offer", l: Listing): { terms: Set<string>; concepts: Set<string>; domains: Set<string> } {
  const doc: ListingDoc = { id: 0, kind, title: l.title, description: l.description, category: l.category, keywords: l.keywords ?? [], certifications: l.certifications ?? [] };
  const text = listingText(doc);
  const features = [...embedder.features(text).keys()];
  return {
    terms: new Set(analyze(text).map((t) => t.term)),
    concepts: new Set(features.filter((f) => f.startsWith("c:"))),
    domains: new Set(features.filter((f) => f.startsWith("d:"))),
  };
}

const intersects = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

function report(file: string): void {
  const set = JSON.parse(readFileSync(path.join(evalDataDir(root), file), "utf8")) as { needs: Listing[]; offers: Listing[] };
  const needs = new Map(set.needs.map((n) => [n.id, evidence("need", n)]));
  const offers = new Map(set.offers.map((o) => [o.id, evidence("offer", o)]));
  const pairs = gradedPairs(root, file);
  // Stored as calibrate.ts stores: from the 2nd percentile of the hand-written set's grade-3 pairs.
  const handWritten = file === "matching-dev.json" ? pairs : gradedPairs(root, "matching-dev.json");
  const store = quantile(handWritten.filter((p) => p.grade === 3).map((p) => p.raw), 0.02);
  const nonRelevant = pairs.filter((p) => p.grade === 0 && p.raw >= store);
  const q95 = quantile(nonRelevant.map((p) => p.raw), 0.95);
  const q98 = quantile(nonRelevant.map((p) => p.raw), 0.98);
  const shared = (p: GradedPair) => {
    const a = needs.get(p.need.slice(file.length + 1));
    const b = offers.get(p.offer);
    if (!a || !b) throw new Error(`unknown pair ${p.need} ${p.offer}`);
    return { a, b, term: intersects(a.terms, b.terms), concept: intersects(a.concepts, b.concepts), domain: intersects(a.domains, b.domains) };
  };
  console.log(`\n${file}: ${nonRelevant.length} stored non-relevant pairs (raw ≥ ${store.toFixed(3)}), 95th / 98th percentile ${q95.toFixed(3)} / ${q98.toFixed(3)}`);
  console.log("| pairs | count | above the 95th | above the 98th | share a term | a concept | a domain | share none of them |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const [label, list] of [["grade 3", pairs.filter((p) => p.grade === 3)], ["grade 2", pairs.filter((p) => p.grade === 2)], ["stored non-relevant", nonRelevant]] as const) {
    const s = list.map(shared);
    const share = (f: (x: (typeof s)[number]) => boolean) => percent(s.filter(f).length / Math.max(1, s.length));
    const above = (q: number) => percent(list.filter((p) => p.raw > q).length / Math.max(1, list.length));
    console.log(`| ${label} | ${list.length} | ${above(q95)} | ${above(q98)} | ${share((x) => x.term)} | ${share((x) => x.concept)} | ${share((x) => x.domain)} | ${share((x) => !x.term && !x.concept && !x.domain)} |`);
  }
  const count = (list: readonly GradedPair[]) => {
    const counts = new Map<string, number>();
    for (const p of list) {
      const { a, b } = shared(p);
      for (const t of a.terms) if (b.terms.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    return counts;
  };
  const falseHigh = nonRelevant.filter((p) => p.raw >= q98);
  const trueHigh = pairs.filter((p) => p.grade >= 2 && p.raw >= q98);
  const inFalse = count(falseHigh);
  const inTrue = count(trueHigh);
  const top = [...inFalse].sort((x, y) => y[1] - x[1]).slice(0, 15);
  console.log(`terms shared by the ${falseHigh.length} non-relevant pairs at or above the 98th percentile (and by the ${trueHigh.length} pairs of grade ≥ 2 there): ${top.map(([t, n]) => `${t} ${n} (${inTrue.get(t) ?? 0})`).join(", ")}`);
}

const files = process.argv.slice(2);
for (const file of files.length > 0 ? files : ["matching-dev.json", "procurement-dev.json"]) report(file);
