/**
 * Scale benchmark of one size, run in its own process (so that memory figures are its own):
 * index build, publish-to-matches latency, full re-match, candidate recall@10 against
 * exhaustive exact scoring, memory. Data: the seed generator of src/server/db/seed (sector
 * vocabularies, seeded PRNG), offers = size, needs in the index = size / 10.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MatchingEngine, type ListingDoc } from "../src/engine";
import { generateCompanies, iterateNeeds, iterateOffers } from "../src/server/db/seed/generate";

export interface ScaleReport {
  offers: number;
  needs: number;
  buildSeconds: { analyseAndEmbed: number; hnsw: number; total: number };
  publishMs: { p50: number; p95: number; p99: number; samples: number };
  rematch: { needs: number; seconds: number; measuredNeeds: number; extrapolated: boolean };
  candidateRecallAt10: { mean: number; min: number; samples: number };
  /** Median time of one query: candidates + exact scores, against exact scores of every listing. */
  queryMs: { candidates: number; exhaustive: number; speedup: number };
  matchesPerNeed: number;
  memoryMB: { rss: number; heapUsed: number; external: number; rssIncrease: number };
  saveVectors: { seconds: number; fileMB: number };
}

const SEED = 20260501;
const PUBLISH_SAMPLES = 200;
const RECALL_SAMPLES = 100;
/** Above this many needs, the re-match is timed on a sample and scaled (and said so). */
const REMATCH_MEASURED_MAX = 20_000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

export function runScale(offerCount: number): ScaleReport {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const needCount = Math.max(100, Math.round(offerCount / 10));
  const companies = generateCompanies(2_000, SEED);
  const engine = new MatchingEngine();

  const t0 = performance.now();
  let id = 0;
  for (const o of iterateOffers(offerCount, SEED, companies)) {
    engine.upsert({ id: ++id, kind: "offer", title: o.title, description: o.description, category: o.category, keywords: o.keywords, certifications: o.certifications });
  }
  const needs: ListingDoc[] = [];
  id = 0;
  for (const n of iterateNeeds(needCount + PUBLISH_SAMPLES, SEED, companies)) {
    needs.push({ id: ++id, kind: "need", title: n.title, description: n.description, category: n.category, keywords: n.keywords });
  }
  const indexed = needs.slice(0, needCount);
  const fresh = needs.slice(needCount);
  for (const doc of indexed) engine.upsert(doc);
  const t1 = performance.now();
  engine.syncVectors();
  const t2 = performance.now();

  // Publishing a need: it enters the index, then its matches are computed.
  const latencies: number[] = [];
  let matchTotal = 0;
  for (const doc of fresh) {
    const start = performance.now();
    engine.upsert(doc);
    matchTotal += engine.matchesFor(doc).length;
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);

  const measuredNeeds = Math.min(indexed.length, REMATCH_MEASURED_MAX);
  const r0 = performance.now();
  for (const doc of indexed.slice(0, measuredNeeds)) engine.matchesFor(doc);
  const rematchSeconds = ((performance.now() - r0) / 1000) * (indexed.length / measuredNeeds);

  const recalls: number[] = [];
  const exhaustiveMs: number[] = [];
  const candidateMs: number[] = [];
  for (const doc of indexed.slice(0, RECALL_SAMPLES)) {
    const e0 = performance.now();
    const exact = engine.matchesFor(doc, { minScore: 0, limit: 10, exhaustive: true }).map((m) => m.id);
    const e1 = performance.now();
    const fast = new Set(engine.matchesFor(doc, { minScore: 0, limit: 10 }).map((m) => m.id));
    candidateMs.push(performance.now() - e1);
    exhaustiveMs.push(e1 - e0);
    if (exact.length > 0) recalls.push(exact.filter((x) => fast.has(x)).length / exact.length);
  }

  globalThis.gc?.();
  const memory = process.memoryUsage();
  const dir = mkdtempSync(path.join(tmpdir(), "maillon-bench-"));
  const s0 = performance.now();
  engine.saveVectors(path.join(dir, "vectors"));
  const saveSeconds = (performance.now() - s0) / 1000;
  const fileBytes = statSync(path.join(dir, "vectors.offers")).size + statSync(path.join(dir, "vectors.needs")).size;
  rmSync(dir, { recursive: true, force: true });

  return {
    offers: offerCount,
    needs: needCount,
    buildSeconds: { analyseAndEmbed: (t1 - t0) / 1000, hnsw: (t2 - t1) / 1000, total: (t2 - t0) / 1000 },
    publishMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), samples: latencies.length },
    rematch: { needs: indexed.length, seconds: rematchSeconds, measuredNeeds, extrapolated: measuredNeeds < indexed.length },
    candidateRecallAt10: { mean: recalls.reduce((s, r) => s + r, 0) / (recalls.length || 1), min: Math.min(...recalls), samples: recalls.length },
    queryMs: {
      candidates: percentile(candidateMs.sort((a, b) => a - b), 50),
      exhaustive: percentile(exhaustiveMs.sort((a, b) => a - b), 50),
      speedup: percentile(exhaustiveMs, 50) / (percentile(candidateMs, 50) || 1),
    },
    matchesPerNeed: matchTotal / (fresh.length || 1),
    memoryMB: { rss: mb(memory.rss), heapUsed: mb(memory.heapUsed), external: mb(memory.external + memory.arrayBuffers), rssIncrease: mb(memory.rss - rssBefore) },
    saveVectors: { seconds: saveSeconds, fileMB: mb(fileBytes) },
  };
}

// Run as a child process by bench/run.ts: `scale.ts <offers>` answers over IPC.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, "scale.ts")) {
  const size = Number(process.argv[2]);
  const report = runScale(size);
  if (process.send) process.send(report);
  else console.log(JSON.stringify(report, null, 2));
}
