/**
 * Product index benchmark of one size, in its own process (memory figures are its own):
 * Maillon's ProductSearchIndex or MiniSearch (BM25, default tokenizer) over the seed
 * generator's catalogue: build time, memory held by the index, search p50 / p95.
 * "maillon" builds the index from the texts as a server start does (analysed, and its graph
 * built, in a child process, then restored from the child's snapshot and graph; the "graph"
 * time is inside the first one) and then saves its snapshot and graph (not timed);
 * "maillon-inprocess" analyses and builds the graph in this process instead (upsert one product at a time);
 * "maillon-restart", run after "maillon", restores the index from them as a server restart does.
 * `products.ts <count> <maillon|maillon-inprocess|maillon-restart|minisearch>` answers over IPC (or prints JSON).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import MiniSearch from "minisearch";
import { ProductSearchIndex } from "../src/engine";
import { iterateProducts } from "../src/server/db/seed/generate";

export type ProductEngine = "maillon" | "maillon-inprocess" | "maillon-restart" | "minisearch";

export interface ProductBenchReport {
  engine: ProductEngine;
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

/** Where the "maillon" run leaves its snapshot and graph for the "maillon-restart" run. */
const savedIndex = (count: number) => path.join(os.tmpdir(), `maillon-bench-products-${count}`);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runProducts(count: number, engine: ProductEngine): Promise<ProductBenchReport> {
  const items = Array.from(iterateProducts(count, SEED), (p, i) => ({ id: i + 1, title: p.title, description: p.description, brand: p.brand, category: p.category }));
  // Queries: two words of product titles, as people type them in the search box.
  const queries = items.filter((_, i) => i % Math.max(1, Math.floor(count / QUERIES)) === 0).slice(0, QUERIES).map((p) => p.title.split(/\s+/).slice(0, 2).join(" "));
  globalThis.gc?.();
  const before = used();
  const t0 = performance.now();
  let t1 = t0;
  let search: (q: string) => number;
  let keep: unknown;
  let afterMeasure = () => {};
  if (engine === "maillon" || engine === "maillon-inprocess") {
    const index = new ProductSearchIndex();
    if (engine === "maillon") await index.upsertInChild(items, path.join(os.tmpdir(), `maillon-bench-products-${count}-${process.pid}.snapshot`));
    else for (const p of items) index.upsert(p);
    t1 = performance.now();
    index.syncVectors();
    search = (q) => index.search(q).hits.length;
    keep = index;
    afterMeasure = () => {
      if (engine !== "maillon") return;
      fs.mkdirSync(savedIndex(count), { recursive: true });
      index.saveSnapshot(path.join(savedIndex(count), "products.snapshot"));
      index.saveVectors(path.join(savedIndex(count), "products.usearch"));
    };
  } else if (engine === "maillon-restart") {
    const index = new ProductSearchIndex();
    const dir = savedIndex(count);
    if (!index.loadSnapshot(path.join(dir, "products.snapshot")) || !index.loadVectors(path.join(dir, "products.usearch"))) {
      throw new Error(`no saved index in ${dir}: run the "maillon" engine first`);
    }
    let missed = 0;
    for (const p of items) if (!index.restore(p)) missed++;
    if (missed > 0) throw new Error(`${missed} products were not in the snapshot`);
    t1 = performance.now();
    index.syncVectors();
    search = (q) => index.search(q).hits.length;
    keep = index;
    afterMeasure = () => fs.rmSync(dir, { recursive: true, force: true });
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
  afterMeasure();
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
  const report = await runProducts(Number(process.argv[2]), (process.argv[3] ?? "maillon") as ProductEngine);
  if (process.send) process.send(report);
  else console.log(JSON.stringify(report, null, 2));
}
