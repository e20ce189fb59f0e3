/**
 * Product index benchmark of one size, in its own process (memory figures are its own):
 * Maillon's ProductSearchIndex or MiniSearch (BM25, default tokenizer) over the seed
 * generator's catalogue: build time, memory held by the index, search p50 / p95.
 * `products.ts <count> <maillon|minisearch>` answers over IPC (or prints JSON).
 */
import path from "node:path";
import MiniSearch from "minisearch";
import { ProductSearchIndex } from "../src/engine";
import { iterateProducts } from "../src/server/db/seed/generate";

export interface ProductBenchReport {
  engine: "maillon" | "minisearch";
  products: number;
  buildSeconds: { total: number; analyseAndEmbed: number; graph: number };
  /** Growth of RSS and of the V8 heap + external memory while building (the index's memory). */
  memoryMB: { rss: number; heapAndExternal: number };
  searchMs: { p50: number; p95: number; samples: number };
}

const SEED = 20260501;
const QUERIES = 200;
const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const used = () => {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
};

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function runProducts(count: number, engine: "maillon" | "minisearch"): ProductBenchReport {
  const items = Array.from(iterateProducts(count, SEED), (p, i) => ({ id: i + 1, title: p.title, description: p.description, brand: p.brand, category: p.category }));
  // Queries: two words of product titles, as people type them in the search box.
  const queries = items.filter((_, i) => i % Math.max(1, Math.floor(count / QUERIES)) === 0).slice(0, QUERIES).map((p) => p.title.split(/\s+/).slice(0, 2).join(" "));
  globalThis.gc?.();
  const before = used();
  const t0 = performance.now();
  let t1 = t0;
  let search: (q: string) => number;
  let keep: unknown;
  if (engine === "maillon") {
    const index = new ProductSearchIndex();
    for (const p of items) index.upsert(p);
    t1 = performance.now();
    index.syncVectors();
    search = (q) => index.search(q).hits.length;
    keep = index;
  } else {
    const index = new MiniSearch<{ id: number; title: string; description: string; brand: string }>({ fields: ["title", "description", "brand"] });
    index.addAll(items);
    t1 = performance.now();
    search = (q) => index.search(q).slice(0, 10).length;
    keep = index;
  }
  const t2 = performance.now();
  items.length = 0;
  globalThis.gc?.();
  const after = used();
  const latencies: number[] = [];
  for (const q of queries) {
    const s = performance.now();
    search(q);
    latencies.push(performance.now() - s);
  }
  latencies.sort((a, b) => a - b);
  void keep;
  return {
    engine,
    products: count,
    buildSeconds: { total: (t2 - t0) / 1000, analyseAndEmbed: (t1 - t0) / 1000, graph: (t2 - t1) / 1000 },
    memoryMB: { rss: mb(after.rss - before.rss), heapAndExternal: mb(after.heap - before.heap) },
    searchMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), samples: latencies.length },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, "products.ts")) {
  const report = runProducts(Number(process.argv[2]), (process.argv[3] ?? "maillon") as "maillon" | "minisearch");
  if (process.send) process.send(report);
  else console.log(JSON.stringify(report, null, 2));
}
