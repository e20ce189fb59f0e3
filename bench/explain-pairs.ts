/**
 * Why does an unrelated pair score what it scores? For the worst false positives of a graded set
 * (ungraded pairs with the highest calibrated score) or for one need of the demo data, prints each
 * signal (keywords, semantic, category lift, raw, calibrated) and the features behind the
 * semantic score: the share of the exact (unhashed) feature cosine that each shared stem, concept,
 * domain or trigram carries, grouped by kind.
 *
 *   npx tsx bench/explain-pairs.ts [procurement-dev.json|matching-dev.json] [--top N]
 *   npx tsx bench/explain-pairs.ts --demo "Ordinateurs portables et support informatique pour nos bureaux"
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { LexiconEmbedder, MatchingEngine, listingText, rawHybridScore, type ListingDoc } from "../src/engine";
import { MATCHING_EMBEDDING_DIMENSIONS } from "../src/engine/embedder";

interface Listing { id: string; title: string; description: string; category: string; keywords?: string[]; certifications?: string[] }

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "8" }, demo: { type: "string" } } });
const root = path.resolve(import.meta.dirname, "..");
const embedder = new LexiconEmbedder({ dimensions: MATCHING_EMBEDDING_DIMENSIONS });
const numeric = (id: string) => Number(id.replace(/^\D+/, ""));
const toDoc = (kind: "need" | "offer", l: Listing, id = numeric(l.id)): ListingDoc => ({
  id, kind, title: l.title, description: l.description, category: l.category, keywords: l.keywords ?? [], certifications: l.certifications ?? [],
});

/** Shares of the exact feature cosine, by feature kind and by feature (largest first). */
function semanticParts(a: ListingDoc, b: ListingDoc): { cosine: number; byKind: Record<string, number>; top: string[] } {
  const fa = embedder.features(listingText(a));
  const fb = embedder.features(listingText(b));
  const norm = (f: Map<string, number>) => Math.sqrt([...f.values()].reduce((s, w) => s + w * w, 0));
  const na = norm(fa), nb = norm(fb);
  const parts: Array<[string, number]> = [];
  for (const [feature, w] of fa) {
    const v = fb.get(feature);
    if (v !== undefined) parts.push([feature, (w * v) / (na * nb)]);
  }
  parts.sort((x, y) => y[1] - x[1]);
  const byKind: Record<string, number> = {};
  for (const [feature, v] of parts) byKind[feature.slice(0, 1)] = (byKind[feature.slice(0, 1)] ?? 0) + v;
  return { cosine: parts.reduce((s, [, v]) => s + v, 0), byKind, top: parts.slice(0, 8).map(([f, v]) => `${f} ${v.toFixed(3)}`) };
}

function explain(engine: MatchingEngine, need: ListingDoc, offer: ListingDoc, offerTitle: string, grade?: number): void {
  const s = engine.score(need, offer);
  const raw = rawHybridScore(s);
  const sem = semanticParts(need, offer);
  const kinds = Object.entries(sem.byKind).map(([k, v]) => `${k}:${v.toFixed(3)}`).join(" ");
  console.log(`${s.hybridScore.toFixed(3)} raw ${raw.toFixed(3)} kw ${s.tfidfScore.toFixed(3)} sem ${s.semanticScore.toFixed(3)} cat ${s.categoryScore}${grade !== undefined ? ` grade ${grade}` : ""}  ${offerTitle.slice(0, 70)}`);
  console.log(`    matched: ${s.matchedTerms.join(", ")} | exact feature cosine ${sem.cosine.toFixed(3)} (${kinds}; c concept, d domain, t stem, g trigram)`);
  console.log(`    ${sem.top.join(" | ")}`);
}

if (values.demo) {
  const data = (file: string) => JSON.parse(readFileSync(path.join(root, "src/server/db/seed/data", file), "utf8")) as Array<Record<string, Listing[]>>;
  const offers = data("demo-offers.json").flatMap((c) => c.offers ?? []);
  const engine = new MatchingEngine();
  offers.forEach((o, i) => engine.upsert(toDoc("offer", o, i + 1)));
  const need: ListingDoc = { id: 1, kind: "need", title: values.demo, description: values.demo, category: "technology", keywords: [] };
  for (const m of engine.matchesFor(need, { limit: Number(values.top) })) {
    const offer = offers[m.id - 1] as Listing;
    explain(engine, need, toDoc("offer", offer, m.id), `${offer.title} [${offer.category}]`);
  }
} else {
  const file = positionals[0] ?? "procurement-dev.json";
  const set = JSON.parse(readFileSync(path.join(root, "bench/eval-data", file), "utf8")) as { needs: Listing[]; offers: Listing[]; qrels: Record<string, Record<string, number>> };
  const engine = new MatchingEngine();
  for (const o of set.offers) engine.upsert(toDoc("offer", o));
  const byId = new Map(set.offers.map((o) => [numeric(o.id), o]));
  const worst: Array<{ score: number; need: Listing; offer: Listing }> = [];
  for (const need of set.needs) {
    for (const m of engine.matchesFor(toDoc("need", need), { limit: 20 })) {
      const offer = byId.get(m.id) as Listing;
      if ((set.qrels[need.id]?.[offer.id] ?? 0) === 0) worst.push({ score: m.scores.hybridScore, need, offer });
    }
  }
  worst.sort((a, b) => b.score - a.score);
  for (const { need, offer } of worst.slice(0, Number(values.top))) {
    console.log(`\nneed ${need.id} [${need.category}] ${need.title.slice(0, 90)}`);
    explain(engine, toDoc("need", need), toDoc("offer", offer), `${offer.id} [${offer.category}] ${offer.title}`, 0);
  }
}
