/**
 * `npx tsx bench/search-heldout.ts [--fold heldout|work|all]` — product search quality on the
 * held-out queries of bench/eval-data/search-dev.json only. The 20 queries are put in 5 fixed
 * folds by a hash of their id (FNV-1a, so the split never moves); folds 0 and 1 are held out:
 * nobody tunes the search while looking at them. `--fold work` shows the other queries (those
 * one may look at while working), `all` every query. Prints overall and per-tag nDCG@10 of the
 * hybrid search beside keywords alone (alpha 0), semantic alone (alpha 1) and a MiniSearch BM25.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import MiniSearch from "minisearch";
import { DEFAULT_ALPHA, ProductSearchIndex } from "../src/engine";
import { sectorSearchedFor } from "../src/shared/categories";
import { summarise, type Metrics } from "./metrics";

interface SearchSet {
  products: Array<{ id: string; title: string; description: string; brand: string; category: string }>;
  queries: Array<{ id: string; q: string; tags: string[] }>;
  qrels: Record<string, Record<string, number>>;
}

export const SEARCH_FOLDS = 5;
export const HELD_OUT_FOLDS: ReadonlySet<number> = new Set([0, 1]);

/** FNV-1a of the query id, modulo SEARCH_FOLDS. */
export function searchFold(queryId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < queryId.length; i++) {
    hash ^= queryId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SEARCH_FOLDS;
}

export type FoldChoice = "heldout" | "work" | "all";

export function runSearchHeldout(projectRoot: string, choice: FoldChoice = "heldout"): Record<string, { overall: Metrics; byTag: Record<string, Metrics> }> {
  const set = JSON.parse(readFileSync(path.join(projectRoot, "bench/eval-data/search-dev.json"), "utf8")) as SearchSet;
  const queries = set.queries.filter((q) => choice === "all" || HELD_OUT_FOLDS.has(searchFold(q.id)) === (choice === "heldout"));
  const numeric = (id: string): number => Number(id.replace(/^\D+/, ""));
  const index = new ProductSearchIndex({ categoryNamedBy: sectorSearchedFor });
  for (const p of set.products) index.upsert({ id: numeric(p.id), title: p.title, description: p.description, brand: p.brand, category: p.category });
  const report: Record<string, { overall: Metrics; byTag: Record<string, Metrics> }> = {};
  for (const [name, alpha] of [[`hybrid (alpha ${DEFAULT_ALPHA})`, DEFAULT_ALPHA], ["keywords (alpha 0)", 0], ["semantic (alpha 1)", 1]] as const) {
    report[name] = summarise(queries.map((q) => ({ ranked: index.search(q.q, { alpha, limit: 10 }).hits.map((h) => `p${h.id}`), qrels: set.qrels[q.id] ?? {}, tags: q.tags })));
  }
  const mini = new MiniSearch<{ id: string; title: string; description: string; brand: string }>({ fields: ["title", "description", "brand"] });
  mini.addAll(set.products.map((p) => ({ id: p.id, title: p.title, description: p.description, brand: p.brand })));
  report["MiniSearch BM25"] = summarise(queries.map((q) => ({ ranked: mini.search(q.q).slice(0, 10).map((r) => String(r.id)), qrels: set.qrels[q.id] ?? {}, tags: q.tags })));
  return report;
}

function print(report: ReturnType<typeof runSearchHeldout>, choice: FoldChoice): void {
  const names = Object.keys(report);
  const first = report[names[0] as string];
  console.log(`Product search, ${choice === "heldout" ? "held-out folds" : choice === "work" ? "working folds" : "all queries"} (${first?.overall.queries ?? 0} queries of search-dev.json), nDCG@10`);
  console.log(`| tag | ${names.join(" | ")} |\n|---|${names.map(() => "---").join("|")}|`);
  console.log(`| overall | ${names.map((n) => report[n]?.overall.ndcg10.toFixed(3)).join(" | ")} |`);
  for (const tag of Object.keys(first?.byTag ?? {})) {
    console.log(`| ${tag} (${first?.byTag[tag]?.queries}) | ${names.map((n) => report[n]?.byTag[tag]?.ndcg10.toFixed(3)).join(" | ")} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { fold: { type: "string", default: "heldout" } } });
  const choice = values.fold as FoldChoice;
  if (!["heldout", "work", "all"].includes(choice)) throw new Error(`--fold heldout|work|all, not ${choice}`);
  print(runSearchHeldout(path.resolve(import.meta.dirname, ".."), choice), choice);
}
