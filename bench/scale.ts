/**
 * Scale benchmark of one size, run in its own process (so that memory figures are its own):
 * index build, publish-to-matches latency, full re-match, candidate recall@10 against
 * exhaustive exact scoring, memory. Data: the seed generator of src/server/db/seed (sector
 * vocabularies, seeded PRNG), offers = size, needs in the index = size / 10 (or `rematchNeeds`).
 * The full re-match runs in a RematchPool of `threads` workers (0: on this thread, timed on at
 * most REMATCH_MEASURED_MAX needs and scaled); the first needs are also matched on this thread,
 * to time one thread and to check that the pool's matches are identical.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { isDeepStrictEqual } from "node:util";
import { MatchingEngine, RematchPool, type ListingDoc, type Match } from "../src/engine";
import { generateCompanies, iterateNeeds, iterateOffers } from "../src/server/db/seed/generate";

export interface ScaleReport {
  offers: number;
  needs: number;
  buildSeconds: { analyseAndEmbed: number; hnsw: number; total: number };
  publishMs: { p50: number; p95: number; p99: number; samples: number };
  /** CPU time of the process per publication: what a quiet machine's wall time would be, near enough, on a loaded one. */
  publishCpuMs: { p50: number; p95: number };
  /** Garbage collection during the publications: pauses and their total. */
  publishGc: { count: number; totalMs: number; maxMs: number };
  rematch: {
    needs: number;
    seconds: number;
    measuredNeeds: number;
    extrapolated: boolean;
    /** Worker threads (0: this thread only). */
    threads: number;
    skipped?: boolean;
    /** With workers: snapshot ms, each worker's build ms, the scoring alone in s, peak RSS of the process. */
    pool?: { snapshotMs: number; buildMs: number[]; scoringSeconds: number; scoringCpuSeconds: number; peakRssMB: number };
    /** One thread on the first needs: ms per need (wall and CPU), and whether the pool's matches for them are identical. */
    singleThread: { needs: number; msPerNeed: number; cpuMsPerNeed: number; identical: boolean | null };
  };
  /** Share of the exhaustive top 10 (by id) the candidates find; `tiesCounted`: a result also counts
   * when it scores as high as the exhaustive 10th (generated listings often score exactly alike). */
  candidateRecallAt10: { mean: number; min: number; samples: number; tiesCounted: { mean: number; min: number } };
  /** Median time of one query: candidates + exact scores, against exact scores of every listing. */
  queryMs: { candidates: number; exhaustive: number; speedup: number };
  matchesPerNeed: number;
  memoryMB: { rss: number; heapUsed: number; external: number; rssIncrease: number };
  saveVectors: { seconds: number; fileMB: number };
}

const SEED = 20260501;
const PUBLISH_SAMPLES = 200;
const RECALL_SAMPLES = 100;
/** Above this many needs, a one-thread re-match is timed on a sample and scaled (and said so). */
const REMATCH_MEASURED_MAX = 20_000;
/** Needs matched on one thread beside the pool (time per need, identical matches). */
const SINGLE_THREAD_SAMPLE = 1_000;
/** Needs per batch sent to a worker, as the server's re-match does. */
const POOL_BATCH = 200;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

/** A line on stderr per phase, so that a long run (1M offers) leaves figures even if it is stopped. */
function phase(offers: number, text: string): void {
  console.error(`scale ${offers.toLocaleString("en")}: ${text} (RSS ${mb(process.memoryUsage().rss)} MB, ${new Date().toISOString().slice(11, 19)} UTC)`);
}

export interface ScaleOptions {
  /** Needs in the index, all re-matched. Default offers / 10 (at least 100). */
  rematchNeeds?: number;
  /** Worker threads of the full re-match; 0 = this thread. */
  threads: number;
  skipRematch?: boolean;
}

/** The full re-match in a pool: every need, POOL_BATCH at a time, two batches per worker in flight. */
async function poolRematch(engine: MatchingEngine, needs: readonly ListingDoc[], threads: number, keep: number) {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
  const started = performance.now();
  const pool = await RematchPool.start(engine, { threads });
  const scoringStarted = performance.now();
  // CPU of every thread of the process: on a shared machine, wall time depends on the others' load.
  const cpuStarted = process.cpuUsage();
  const kept: Match[][] = [];
  let matchCount = 0;
  try {
    const inFlight = new Set<Promise<void>>();
    for (let i = 0; i < needs.length; i += POOL_BATCH) {
      const job = pool.matches(needs.slice(i, i + POOL_BATCH)).then((found) => {
        found.forEach((matches, j) => {
          matchCount += matches.length;
          if (i + j < keep) kept[i + j] = matches;
        });
      });
      const tracked = job.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      if (inFlight.size >= 2 * threads) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    await pool.close();
    clearInterval(sampler);
  }
  const cpu = process.cpuUsage(cpuStarted);
  const ended = performance.now();
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return {
    seconds: (ended - started) / 1000,
    scoringSeconds: (ended - scoringStarted) / 1000,
    scoringCpuSeconds: (cpu.user + cpu.system) / 1e6,
    snapshotMs: pool.snapshotMs,
    buildMs: pool.buildMs,
    peakRssMB: mb(peakRss),
    kept,
    matchCount,
  };
}

export async function runScale(offerCount: number, options: ScaleOptions): Promise<ScaleReport> {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const needCount = options.rematchNeeds ?? Math.max(100, Math.round(offerCount / 10));
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
  phase(offerCount, `analysed and embedded ${offerCount} offers and ${needCount} needs in ${((t1 - t0) / 1000).toFixed(1)} s`);
  engine.syncVectors();
  const t2 = performance.now();
  phase(offerCount, `HNSW graphs built in ${((t2 - t1) / 1000).toFixed(1)} s`);

  // Publishing a need: it enters the index, then its matches are computed.
  const latencies: number[] = [];
  const cpuMs: number[] = [];
  const gcPauses: number[] = [];
  const gcObserver = new PerformanceObserver((list) => gcPauses.push(...list.getEntries().map((entry) => entry.duration)));
  gcObserver.observe({ entryTypes: ["gc"] });
  let matchTotal = 0;
  for (const doc of fresh) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    engine.upsert(doc);
    matchTotal += engine.matchesFor(doc).length;
    latencies.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuMs.push((used.user + used.system) / 1000);
  }
  // GC entries reach the observer a little later, from a timer.
  await new Promise((resolve) => setTimeout(resolve, 100));
  gcObserver.disconnect();
  const publishGc = { count: gcPauses.length, totalMs: gcPauses.reduce((sum, ms) => sum + ms, 0), maxMs: Math.max(0, ...gcPauses) };
  latencies.sort((a, b) => a - b);
  cpuMs.sort((a, b) => a - b);
  phase(
    offerCount,
    `publish p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (CPU p50 ${percentile(cpuMs, 50).toFixed(1)} ms, p95 ${percentile(cpuMs, 95).toFixed(1)} ms; ${publishGc.count} GC pauses, ${publishGc.totalMs.toFixed(0)} ms in all, longest ${publishGc.maxMs.toFixed(0)} ms)`,
  );

  let rematch: ScaleReport["rematch"];
  if (options.skipRematch) {
    rematch = { needs: indexed.length, seconds: 0, measuredNeeds: 0, extrapolated: false, threads: 0, skipped: true, singleThread: { needs: 0, msPerNeed: 0, cpuMsPerNeed: 0, identical: null } };
  } else if (options.threads > 0) {
    const pooled = await poolRematch(engine, indexed, options.threads, SINGLE_THREAD_SAMPLE);
    const sample = indexed.slice(0, SINGLE_THREAD_SAMPLE);
    const s0 = performance.now();
    const c0 = process.cpuUsage();
    const single = sample.map((doc) => engine.matchesFor(doc));
    const c1 = process.cpuUsage(c0);
    const msPerNeed = (performance.now() - s0) / (sample.length || 1);
    const cpuMsPerNeed = (c1.user + c1.system) / 1000 / (sample.length || 1);
    rematch = {
      needs: indexed.length,
      seconds: pooled.seconds,
      measuredNeeds: indexed.length,
      extrapolated: false,
      threads: options.threads,
      pool: { snapshotMs: pooled.snapshotMs, buildMs: pooled.buildMs, scoringSeconds: pooled.scoringSeconds, scoringCpuSeconds: pooled.scoringCpuSeconds, peakRssMB: pooled.peakRssMB },
      singleThread: { needs: sample.length, msPerNeed, cpuMsPerNeed, identical: isDeepStrictEqual(single, pooled.kept) },
    };
  } else {
    const measuredNeeds = Math.min(indexed.length, REMATCH_MEASURED_MAX);
    const r0 = performance.now();
    const c0 = process.cpuUsage();
    for (const doc of indexed.slice(0, measuredNeeds)) engine.matchesFor(doc);
    const c1 = process.cpuUsage(c0);
    const elapsed = performance.now() - r0;
    rematch = {
      needs: indexed.length,
      seconds: (elapsed / 1000) * (indexed.length / measuredNeeds),
      measuredNeeds,
      extrapolated: measuredNeeds < indexed.length,
      threads: 0,
      singleThread: { needs: measuredNeeds, msPerNeed: elapsed / measuredNeeds, cpuMsPerNeed: (c1.user + c1.system) / 1000 / measuredNeeds, identical: null },
    };
  }

  phase(offerCount, options.skipRematch ? "re-match skipped" : `full re-match of ${rematch.needs} needs: ${rematch.seconds.toFixed(1)} s with ${rematch.threads} threads`);
  const recalls: number[] = [];
  const tiedRecalls: number[] = [];
  const recallPhase = (when: string) =>
    phase(
      offerCount,
      `candidate recall@10 ${(recalls.reduce((x, y) => x + y, 0) / (recalls.length || 1)).toFixed(3)} ${when}, query median ${percentile([...candidateMs].sort((x, y) => x - y), 50).toFixed(1)} ms vs exhaustive ${percentile([...exhaustiveMs].sort((x, y) => x - y), 50).toFixed(1)} ms`,
    );
  const exhaustiveMs: number[] = [];
  const candidateMs: number[] = [];
  for (const doc of indexed.slice(0, RECALL_SAMPLES)) {
    const e0 = performance.now();
    const exactMatches = engine.matchesFor(doc, { minScore: 0, limit: 10, exhaustive: true });
    const exact = exactMatches.map((m) => m.id);
    const e1 = performance.now();
    const fastMatches = engine.matchesFor(doc, { minScore: 0, limit: 10 });
    const fast = new Set(fastMatches.map((m) => m.id));
    candidateMs.push(performance.now() - e1);
    exhaustiveMs.push(e1 - e0);
    if (exact.length > 0) {
      recalls.push(exact.filter((x) => fast.has(x)).length / exact.length);
      const tenth = exactMatches[exactMatches.length - 1]!.scores.hybridScore;
      tiedRecalls.push(Math.min(exact.length, fastMatches.filter((m) => exact.includes(m.id) || m.scores.hybridScore >= tenth - 1e-9).length) / exact.length);
    }
    if (recalls.length % 20 === 0) recallPhase(`after ${recalls.length} needs`);
  }
  recallPhase("final");
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
    publishCpuMs: { p50: percentile(cpuMs, 50), p95: percentile(cpuMs, 95) },
    publishGc,
    rematch,
    candidateRecallAt10: {
      mean: recalls.reduce((s, r) => s + r, 0) / (recalls.length || 1),
      min: Math.min(...recalls),
      samples: recalls.length,
      tiesCounted: { mean: tiedRecalls.reduce((s, r) => s + r, 0) / (tiedRecalls.length || 1), min: Math.min(...tiedRecalls) },
    },
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

// Run as a child process by bench/run.ts: `scale.ts <offers> <threads> [needs]` answers over IPC.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, "scale.ts")) {
  const size = Number(process.argv[2]);
  const threadsArg = process.argv[3] ?? "0";
  const needs = process.argv[4] ? Number(process.argv[4]) : undefined;
  const report = await runScale(size, { threads: threadsArg === "skip" ? 0 : Number(threadsArg), skipRematch: threadsArg === "skip", rematchNeeds: needs });
  if (process.send) process.send(report);
  else console.log(JSON.stringify(report, null, 2));
}
