/**
 * Quality on the hand-graded sets in bench/eval-data (copied from the project's shared eval/): need → offer matching (keywords only,
 * semantic only, hybrid) and product search, against a plain MiniSearch BM25 baseline.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import MiniSearch from "minisearch";
import { DEFAULT_ALPHA, MATCH_MIN_SCORE, SHOWN_MIN_SCORE, MatchingEngine, ProductSearchIndex, type ListingDoc } from "../src/engine";
import { foldAccents } from "../src/engine/pipeline";
import { sectorSearchedFor } from "../src/shared/categories";
import { summarise, type Metrics, type QueryRun } from "./metrics";

interface EvalNeed { id: string; title: string; description: string; category: string; keywords?: string[]; tags: string[] }
interface EvalOffer { id: string; title: string; description: string; category: string; keywords?: string[]; certifications?: string[] }
interface EvalProduct { id: string; title: string; description: string; brand: string; category: string }
export interface MatchingSet { needs: EvalNeed[]; offers: EvalOffer[]; qrels: Record<string, Record<string, number>> }
interface SearchSet { products: EvalProduct[]; queries: Array<{ id: string; q: string; tags: string[] }>; qrels: Record<string, Record<string, number>> }

export interface EvalReport {
  dataDir: string;
  matching: Record<string, { overall: Metrics; byTag: Record<string, Metrics> }>;
  /** procurement-dev.json (real public-procurement texts, graded from CPV codes), then with every listing in one sector. */
  procurement: Record<string, { overall: Metrics; byTag: Record<string, Metrics> }>;
  procurementOneSector: Record<string, { overall: Metrics; byTag: Record<string, Metrics> }>;
  /** Every need shortened or in capitals (SHORTENED_NEEDS), hybrid against BM25: short texts measured on all 30 needs, not the 4 tagged. */
  shortened: Record<string, Record<string, Metrics>>;
  search: Record<string, { overall: Metrics; byTag: Record<string, Metrics> }>;
  /** The search queries typed in capitals without accents, nDCG@10 per system. */
  searchInCapitals: Record<string, number>;
  /**
   * Queries made from search-dev.json's catalogue itself (issue 20 §4: typing a brand or a
   * product word finds the products that carry it), per system: each brand typed alone, the mean
   * share of its products among its first results (as many as it has); each word of the titles
   * (5 letters or more, no digit) typed alone, as written and without its accents, the mean share
   * of the products whose title carries it that the search finds (first 50); and each such word
   * of 6 letters or more with one typo in its middle (two letters swapped, one replaced, one
   * dropped: `typos`), the same share.
   */
  catalogueWords: {
    brands: number;
    words: number;
    accentedWords: number;
    typedWords: number;
    brandFirst: Record<string, number>;
    wordFound: Record<string, number>;
    unaccentedFound: Record<string, number>;
    typoFound: Record<string, number>;
  };
}

const numeric = (id: string): number => Number(id.replace(/^\D+/, ""));

/** Capitals without accents, as many tender notices are written. */
const inCapitals = (text: string) => foldAccents(text).toUpperCase();

/** Ways a hurried buyer writes a need: what is left of title, description and keywords, or all of it in capitals. */
const SHORTENED_NEEDS: Record<string, (need: EvalNeed) => Pick<EvalNeed, "title" | "description" | "keywords">> = {
  "title and keywords": (n) => ({ title: n.title, description: "", keywords: n.keywords ?? [] }),
  "title only": (n) => ({ title: n.title, description: "", keywords: [] }),
  "first clause of the description": (n) => ({ title: "", description: n.description.split(/[.:;(]/)[0] ?? "", keywords: [] }),
  "in capitals, without accents": (n) => ({ title: inCapitals(n.title), description: inCapitals(n.description), keywords: (n.keywords ?? []).map(inCapitals) }),
};

/** A word with one typo in its middle, three ways: two letters swapped, one replaced, one dropped (each unlike the word). */
export function typos(word: string): string[] {
  const m = Math.floor(word.length / 2);
  const swapped = word.slice(0, m - 1) + word[m] + word[m - 1] + word.slice(m + 1);
  const replaced = word.slice(0, m) + (word[m] === "e" ? "a" : "e") + word.slice(m + 1);
  const dropped = word.slice(0, m) + word.slice(m + 1);
  return [...new Set([swapped, replaced, dropped])].filter((typo) => typo !== word);
}

function catalogueWords(catalogue: EvalProduct[], products: ProductSearchIndex, mini: MiniSearch): EvalReport["catalogueWords"] {
  const groups = (key: (p: EvalProduct) => string[]) => {
    const out = new Map<string, string[]>();
    for (const p of catalogue) for (const k of new Set(key(p))) out.set(k, [...(out.get(k) ?? []), p.id]);
    return out;
  };
  const brands = groups((p) => [p.brand]);
  const words = groups((p) => p.title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 5 && !/\d/.test(w)));
  const accented = [...words].filter(([word]) => foldAccents(word) !== word);
  const typed = [...words].filter(([word]) => word.length >= 6).flatMap(([word, own]) => typos(word).map((typo): [string, string[]] => [typo, own]));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const share = (found: string[], own: string[]) => found.filter((id) => own.includes(id)).length / own.length;
  const systems: Record<string, (q: string) => string[]> = {
    [`hybrid (alpha ${DEFAULT_ALPHA})`]: (q) => products.search(q, { limit: 50 }).hits.map((h) => `p${h.id}`),
    "MiniSearch BM25 baseline": (q) => mini.search(q).slice(0, 50).map((r) => String(r.id)),
    // Its documented typo tolerance: terms within an edit distance of 20 % of the query term's length.
    "MiniSearch BM25, fuzzy 0.2": (q) => mini.search(q, { fuzzy: 0.2 }).slice(0, 50).map((r) => String(r.id)),
  };
  const per = (measure: (rank: (q: string) => string[]) => number) => Object.fromEntries(Object.entries(systems).map(([name, rank]) => [name, measure(rank)]));
  return {
    brands: brands.size,
    words: words.size,
    accentedWords: accented.length,
    typedWords: typed.length,
    brandFirst: per((rank) => mean([...brands].map(([brand, own]) => share(rank(brand).slice(0, own.length), own)))),
    wordFound: per((rank) => mean([...words].map(([word, own]) => share(rank(word), own)))),
    unaccentedFound: per((rank) => mean(accented.map(([word, own]) => share(rank(foldAccents(word)), own)))),
    typoFound: per((rank) => mean(typed.map(([typo, own]) => share(rank(typo), own)))),
  };
}

export function evalDataDir(projectRoot: string): string {
  return path.resolve(projectRoot, "bench/eval-data");
}

type Systems = Record<string, { overall: Metrics; byTag: Record<string, Metrics> }>;

function needDoc(n: EvalNeed, category = n.category): ListingDoc {
  return { id: numeric(n.id), kind: "need", title: n.title, description: n.description, category, keywords: n.keywords ?? [] };
}

/**
 * nDCG@10, MRR and recall@10 of one graded matching set for keywords alone, semantic alone, the
 * hybrid (and $EVAL_ALPHAS) and MiniSearch BM25. `oneSector` puts every listing in one sector, so
 * that only the texts can match (the procurement set derives its sectors from its grades' codes).
 */
export function evalMatchingSet(set: MatchingSet, options: { oneSector?: boolean } = {}): { engine: MatchingEngine; needDocs: ListingDoc[]; mini: MiniSearch<{ id: string; title: string; description: string; keywords: string }>; systems: Systems } {
  const sector = (category: string) => (options.oneSector ? "other" : category);
  const engine = new MatchingEngine();
  const needDocs = set.needs.map((n) => needDoc(n, sector(n.category)));
  for (const o of set.offers) {
    engine.upsert({ id: numeric(o.id), kind: "offer", title: o.title, description: o.description, category: sector(o.category), keywords: o.keywords ?? [], certifications: o.certifications ?? [] });
  }
  for (const doc of needDocs) engine.upsert(doc);

  const systems: Systems = {};
  const extraAlphas = (process.env.EVAL_ALPHAS ?? "").split(",").filter(Boolean).map((a): [string, number] => [`hybrid (alpha ${a})`, Number(a)]);
  for (const [name, alpha] of [["tfidf (alpha 0)", 0], ["semantic (alpha 1)", 1], [`hybrid (alpha ${DEFAULT_ALPHA})`, DEFAULT_ALPHA], ...extraAlphas] as const) {
    const runs: QueryRun[] = set.needs.map((need, i) => ({
      ranked: engine.matchesFor(needDocs[i] as ListingDoc, { alpha, minScore: 0, limit: 10 }).map((m) => `o${m.id}`),
      qrels: set.qrels[need.id] ?? {},
      tags: need.tags,
    }));
    systems[name] = summarise(runs);
  }
  // What GET /api/matches returns: the stored matches (score ≥ MATCH_MIN_SCORE), and by default
  // only those shown (≥ SHOWN_MIN_SCORE; the others sit behind "Autres pistes").
  for (const [name, minScore] of [["hybrid, stored only", MATCH_MIN_SCORE], ["hybrid, shown only", SHOWN_MIN_SCORE]] as const) {
    systems[name] = summarise(
      set.needs.map((need, i) => ({
        ranked: engine.matchesFor(needDocs[i] as ListingDoc, { minScore, limit: 10 }).map((m) => `o${m.id}`),
        qrels: set.qrels[need.id] ?? {},
        tags: need.tags,
      })),
    );
  }
  const mini = new MiniSearch<{ id: string; title: string; description: string; keywords: string }>({ fields: ["title", "description", "keywords"] });
  mini.addAll(set.offers.map((o) => ({ id: o.id, title: o.title, description: o.description, keywords: (o.keywords ?? []).join(" ") })));
  systems["MiniSearch BM25 baseline"] = summarise(
    set.needs.map((need) => ({
      ranked: mini.search([need.title, need.description, (need.keywords ?? []).join(" ")].join(" ")).slice(0, 10).map((r) => String(r.id)),
      qrels: set.qrels[need.id] ?? {},
      tags: need.tags,
    })),
  );
  return { engine, needDocs, mini, systems };
}

export function readMatchingSet(dataDir: string, file: string): MatchingSet {
  return JSON.parse(readFileSync(path.join(dataDir, file), "utf8")) as MatchingSet;
}

export function runEval(projectRoot: string): EvalReport {
  const dataDir = evalDataDir(projectRoot);
  const matchingSet = readMatchingSet(dataDir, "matching-dev.json");
  const procurementSet = readMatchingSet(dataDir, "procurement-dev.json");
  const searchSet = JSON.parse(readFileSync(path.join(dataDir, "search-dev.json"), "utf8")) as SearchSet;

  const { engine, mini, systems: matching } = evalMatchingSet(matchingSet);
  const procurement = evalMatchingSet(procurementSet).systems;
  const procurementOneSector = evalMatchingSet(procurementSet, { oneSector: true }).systems;

  // The shortened needs are queries only: not upserted, so the index and its statistics stay the same.
  const shortened: EvalReport["shortened"] = {};
  for (const [variant, shorten] of Object.entries(SHORTENED_NEEDS)) {
    const queries = matchingSet.needs.map((need) => ({ need, short: shorten(need) }));
    shortened[variant] = {
      [`hybrid (alpha ${DEFAULT_ALPHA})`]: summarise(
        queries.map(({ need, short }) => ({
          ranked: engine
            .matchesFor({ id: 100_000 + numeric(need.id), kind: "need", category: need.category, ...short, keywords: short.keywords ?? [] }, { minScore: 0, limit: 10 })
            .map((m) => `o${m.id}`),
          qrels: matchingSet.qrels[need.id] ?? {},
          tags: [],
        })),
      ).overall,
      "MiniSearch BM25 baseline": summarise(
        queries.map(({ need, short }) => ({
          ranked: mini.search([short.title, short.description, (short.keywords ?? []).join(" ")].join(" ")).slice(0, 10).map((r) => String(r.id)),
          qrels: matchingSet.qrels[need.id] ?? {},
          tags: [],
        })),
      ).overall,
    };
  }

  const products = new ProductSearchIndex({ categoryNamedBy: sectorSearchedFor });
  for (const p of searchSet.products) products.upsert({ id: numeric(p.id), title: p.title, description: p.description, brand: p.brand, category: p.category });
  const search: EvalReport["search"] = {};
  const hybrid = (q: string, alpha = DEFAULT_ALPHA) => products.search(q, { alpha, limit: 10 }).hits.map((h) => `p${h.id}`);
  for (const [name, alpha] of [["tfidf (alpha 0)", 0], ["semantic (alpha 1)", 1], [`hybrid (alpha ${DEFAULT_ALPHA})`, DEFAULT_ALPHA]] as const) {
    search[name] = searchMetrics(searchSet, (q) => hybrid(q, alpha));
  }
  const miniProducts = new MiniSearch<{ id: string; title: string; description: string; brand: string }>({ fields: ["title", "description", "brand"] });
  miniProducts.addAll(searchSet.products.map((p) => ({ id: p.id, title: p.title, description: p.description, brand: p.brand })));
  const bm25 = (q: string) => miniProducts.search(q).slice(0, 10).map((r) => String(r.id));
  search["MiniSearch BM25 baseline"] = searchMetrics(searchSet, bm25);
  const searchInCapitals = {
    [`hybrid (alpha ${DEFAULT_ALPHA})`]: searchMetrics(searchSet, (q) => hybrid(inCapitals(q))).overall.ndcg10,
    "MiniSearch BM25 baseline": searchMetrics(searchSet, (q) => bm25(inCapitals(q))).overall.ndcg10,
  };
  return { dataDir, matching, procurement, procurementOneSector, shortened, search, searchInCapitals, catalogueWords: catalogueWords(searchSet.products, products, miniProducts) };
}

/** Metrics of a search system over the set's queries, overall and per tag. */
function searchMetrics(set: SearchSet, ranked: (q: string) => string[]): { overall: Metrics; byTag: Record<string, Metrics> } {
  return summarise(set.queries.map((q) => ({ ranked: ranked(q.q), qrels: set.qrels[q.id] ?? {}, tags: q.tags })));
}
