/**
 * `npm run bench` — engine quality on bench/eval-data, engine scale on generated data, the
 * product index against MiniSearch, how each cost grows with the size, the API load beside a bare
 * node:http server (bench/load.ts) and the mixed load of 200 signed-in users (bench/load-mixed.ts).
 * Flags: --sizes 10k,100k (offers; "1m" accepted; "none" to skip), --product-sizes 10k,100k
 * ("none" to skip), --skip-eval, --skip-load (both load benches), --load-duration S (per path,
 * default 10), --name <file name in bench/results>, default "engine", --rematch-needs N (needs
 * in the index, all re-matched; default offers / 10; "100k" for the 100k × 100k re-match),
 * --rematch-threads T (worker threads of the full re-match; default one per core below 500k
 * offers, 0 = one thread, timed on 20,000 needs and scaled; "skip" to leave it out), --skip-cli
 * (the start time of `market`, bench/cli-start.ts), --skip-cache-off (the API load without its second
 * run with ANSWER_CACHE=0 and the bare server sending the body of GET /api/matches), --skip-personal
 * (the personal adjustment simulated on the graded sets, bench/personal.ts; also left out by
 * --skip-eval), --skip-lighthouse (Lighthouse on /, /marketplace and /login, mobile and desktop,
 * bench/lighthouse.ts), --lighthouse-runs N (runs per page and form factor, median kept; default 3).
 * Prints tables and writes bench/results/<name>.json.
 */
import { fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { MatchingEngine, ProductSearchIndex, REMATCH_THREADS } from "../src/engine";
import { printCliStart, runCliStart } from "./cli-start";
import { allGradedPairs, crossValidate, type CalibrationFigures } from "./calibrate";
import { runEval, type EvalReport } from "./eval";
import { printLighthouse, runLighthouse } from "./lighthouse";
import { printMixedLoad, runMixedLoad } from "./load-mixed";
import { printPersonal, runPersonal } from "./personal";
import { printLoad, runLoad } from "./load";
import type { Metrics } from "./metrics";
import type { ProductBenchReport } from "./products";
import { printRealtime, type RealtimeReport } from "./realtime";
import type { ScaleReport } from "./scale";

const projectRoot = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10k,100k" },
    "skip-eval": { type: "boolean", default: false },
    "product-sizes": { type: "string", default: "10k,100k" },
    "skip-load": { type: "boolean", default: false },
    "load-duration": { type: "string", default: "10" },
    name: { type: "string", default: "engine" },
    "realtime-clients": { type: "string", default: "0,1000" },
    "rematch-needs": { type: "string" },
    "rematch-threads": { type: "string" },
    "skip-cli": { type: "boolean", default: false },
    "skip-cache-off": { type: "boolean", default: false },
    "skip-personal": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
  },
});

function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`bad size: ${text}`);
  const factor = { "": 1, k: 1_000, m: 1_000_000 }[(match[2] ?? "").toLowerCase()] ?? 1;
  return Math.round(Number(match[1]) * factor);
}

function row(name: string, m: Metrics): string {
  return `| ${name.padEnd(26)} | ${m.ndcg10.toFixed(3)} | ${m.mrr.toFixed(3)} | ${m.recall10.toFixed(3)} |`;
}

function printShortened(report: EvalReport): void {
  console.log("\nNeeds as hurried buyers write them: every need of matching-dev.json shortened, or in capitals without accents (nDCG@10, 30 needs)");
  const names = Object.keys(Object.values(report.shortened)[0] ?? {});
  console.log(`| need as written | ${names.join(" | ")} |\n|---|${names.map(() => "---").join("|")}|`);
  for (const [variant, runs] of Object.entries(report.shortened)) console.log(`| ${variant} | ${names.map((name) => runs[name]?.ndcg10.toFixed(3)).join(" | ")} |`);
}

const EVAL_SECTIONS = {
  matching: "Need → offer matching (matching-dev.json)",
  procurement: "Need → offer matching, real procurement texts (procurement-dev.json)",
  procurementOneSector: "Same, every listing in one sector: only the texts can match",
  search: "Product search (search-dev.json)",
} as const;

function printEval(report: EvalReport): void {
  for (const section of Object.keys(EVAL_SECTIONS) as Array<keyof typeof EVAL_SECTIONS>) {
    console.log(`\n${EVAL_SECTIONS[section]}`);
    console.log("| run                        | nDCG@10 | MRR | R@10 |\n|---|---|---|---|");
    for (const [name, result] of Object.entries(report[section])) console.log(row(name, result.overall));
    const names = Object.keys(report[section]);
    const tags = Object.keys(report[section][names[0] as string]?.byTag ?? {});
    console.log(`\nnDCG@10 per tag | ${names.join(" | ")}\n|---|${names.map(() => "---").join("|")}|`);
    for (const tag of tags) {
      const n = report[section][names[0] as string]?.byTag[tag]?.queries ?? 0;
      console.log(`| ${tag} (${n}) | ${names.map((name) => report[section][name]?.byTag[tag]?.ndcg10.toFixed(3)).join(" | ")} |`);
    }
  }
}

function printSearchInCapitals(report: EvalReport): void {
  console.log("\nProduct search, the queries typed in capitals without accents\n| run | nDCG@10 |\n|---|---|");
  for (const [name, ndcg] of Object.entries(report.searchInCapitals)) console.log(`| ${name} | ${ndcg.toFixed(3)} |`);
}

function printCatalogueWords(report: EvalReport): void {
  const { brands, words, accentedWords, typedWords, brandFirst, wordFound, unaccentedFound, typoFound } = report.catalogueWords;
  console.log("\nQueries from search-dev.json's catalogue (issue 20 §4): a brand typed alone, its products first; a title word typed alone, share of the products carrying it found");
  console.log(`| run | ${brands} brands, products first | ${words} title words, found | ${accentedWords} accented words typed without accents, found | ${typedWords} title words with one typo, found |\n|---|---|---|---|---|`);
  for (const name of Object.keys(brandFirst)) console.log(`| ${name} | ${brandFirst[name]?.toFixed(3)} | ${wordFound[name]?.toFixed(3)} | ${unaccentedFound[name]?.toFixed(3)} | ${typoFound[name]?.toFixed(3)} |`);
}

function runScaleChild(offers: number): Promise<ScaleReport> {
  return new Promise((resolve, reject) => {
    const heapMB = offers >= 500_000 ? 8192 : 4096;
    const threads = values["rematch-threads"] ?? (offers >= 500_000 ? 0 : REMATCH_THREADS);
    const needs = values["rematch-needs"] ? [String(parseSize(values["rematch-needs"]))] : [];
    const child = fork(path.join(import.meta.dirname, "scale.ts"), [String(offers), String(threads), ...needs], {
      execArgv: [...process.execArgv, "--expose-gc", `--max-old-space-size=${heapMB}`],
    });
    let report: ScaleReport | undefined;
    child.on("message", (message) => {
      report = message as ScaleReport;
    });
    child.on("error", reject);
    child.on("exit", (code) => (report ? resolve(report) : reject(new Error(`scale ${offers} exited with ${code}`))));
  });
}

function runChild<T>(script: string, args: string[], heapMB: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, script), args, { execArgv: [...process.execArgv, "--expose-gc", `--max-old-space-size=${heapMB}`] });
    let report: T | undefined;
    child.on("message", (message) => {
      report = message as T;
    });
    child.on("error", reject);
    child.on("exit", (code) => (report ? resolve(report) : reject(new Error(`${script} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Exponent b of cost ∝ N^b between two sizes, and what it means. */
function growth(n0: number, c0: number, n1: number, c1: number): string {
  if (!(c0 > 0 && c1 > 0)) return "n/a";
  const b = Math.log(c1 / c0) / Math.log(n1 / n0);
  const kind = b < 0.15 ? "flat" : b < 0.5 ? "sub-linear (log-like)" : b < 1.2 ? "linear" : "super-linear";
  return `${b.toFixed(2)} (${kind})`;
}

function printProducts(reports: readonly ProductBenchReport[]): void {
  console.log("\nProduct index (seed catalogue) beside MiniSearch");
  console.log("| engine | products | build s (analyse+embed / graph) | index memory MB (RSS / heap+external) | search p50 / p95 ms |\n|---|---|---|---|---|");
  for (const r of reports) {
    console.log(
      `| ${r.engine} | ${r.products.toLocaleString("en")} | ${r.buildSeconds.total.toFixed(1)} (${r.buildSeconds.analyseAndEmbed.toFixed(1)} / ${r.buildSeconds.graph.toFixed(1)}) | ${r.memoryMB.rss} / ${r.memoryMB.heapAndExternal} | ${r.searchMs.p50.toFixed(2)} / ${r.searchMs.p95.toFixed(2)} |`,
    );
  }
}

function printGrowth(scale: readonly ScaleReport[], productReports: readonly ProductBenchReport[]): void {
  const rows: string[] = [];
  const pairs = <T>(list: readonly T[]) => list.slice(1).map((r, i) => [list[i] as T, r] as const);
  for (const [a, b] of pairs(scale)) {
    const span = `${a.offers.toLocaleString("en")} → ${b.offers.toLocaleString("en")} offers`;
    rows.push(`| matching build s | ${span} | ${growth(a.offers, a.buildSeconds.total, b.offers, b.buildSeconds.total)} |`);
    rows.push(`| matching publish p50 | ${span} | ${growth(a.offers, a.publishMs.p50, b.offers, b.publishMs.p50)} |`);
    rows.push(`| matching RSS | ${span} | ${growth(a.offers, a.memoryMB.rss, b.offers, b.memoryMB.rss)} |`);
    if (a.queryMs && b.queryMs) rows.push(`| one query, candidates + exact scores | ${span} | ${growth(a.offers, a.queryMs.candidates, b.offers, b.queryMs.candidates)} |`);
  }
  for (const engine of ["maillon", "maillon-restart", "minisearch"] as const) {
    for (const [a, b] of pairs(productReports.filter((r) => r.engine === engine))) {
      const span = `${a.products.toLocaleString("en")} → ${b.products.toLocaleString("en")} products`;
      rows.push(`| ${engine} search p50 | ${span} | ${growth(a.products, a.searchMs.p50, b.products, b.searchMs.p50)} |`);
      rows.push(`| ${engine} build s | ${span} | ${growth(a.products, a.buildSeconds.total, b.products, b.buildSeconds.total)} |`);
      rows.push(`| ${engine} index memory | ${span} | ${growth(a.products, a.memoryMB.rss, b.products, b.memoryMB.rss)} |`);
    }
  }
  if (rows.length === 0) return;
  console.log("\nGrowth: exponent b of cost ∝ N^b");
  console.log("| cost | sizes | b |\n|---|---|---|");
  for (const row of rows) console.log(row);
}

function printScale(reports: readonly ScaleReport[]): void {
  console.log(`\nScale (generated offers; needs in index = ${values["rematch-needs"] ?? "offers / 10"}, all re-matched)`);
  console.log("| offers | build s (analyse+embed / HNSW) | publish p50 / p95 / p99 ms (CPU p50 / p95) | full re-match s | cand. recall@10 (ties counted) | query ms candidates / exhaustive (speed-up) | RSS MB | heap MB | matches/need |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  const rematchLines: string[] = [];
  for (const r of reports) {
    const m = r.rematch;
    const single = `one thread ${m.singleThread.msPerNeed.toFixed(2)} ms/need (CPU ${m.singleThread.cpuMsPerNeed.toFixed(2)}) on ${m.singleThread.needs.toLocaleString("en")} needs`;
    const line = m.pool
      ? `| ${r.offers.toLocaleString("en")} | ${m.needs.toLocaleString("en")} | ${m.threads} | ${m.seconds.toFixed(1)} (snapshot ${(m.pool.snapshotMs / 1000).toFixed(1)}, worker build ${m.pool.buildMs.map((x) => (x / 1000).toFixed(1)).join(" / ")}) | ${((1000 * m.pool.scoringSeconds) / m.needs).toFixed(2)} (CPU ${((1000 * m.pool.scoringCpuSeconds) / m.needs).toFixed(2)}, all threads) | ${single}, identical: ${m.singleThread.identical ? "yes" : "NO"} | ${m.pool.peakRssMB} |`
      : `| ${r.offers.toLocaleString("en")} | ${m.needs.toLocaleString("en")} | 0 | ${m.seconds.toFixed(1)}${m.extrapolated ? ` (timed on ${m.measuredNeeds.toLocaleString("en")}, scaled)` : ""} | ${m.singleThread.msPerNeed.toFixed(2)} | ${single} | n/a |`;
    if (!m.skipped) rematchLines.push(line);
    console.log(
      `| ${r.offers.toLocaleString("en")} | ${r.buildSeconds.total.toFixed(1)} (${r.buildSeconds.analyseAndEmbed.toFixed(1)} / ${r.buildSeconds.hnsw.toFixed(1)}) | ${r.publishMs.p50.toFixed(1)} / ${r.publishMs.p95.toFixed(1)} / ${r.publishMs.p99.toFixed(1)} (${r.publishCpuMs.p50.toFixed(1)} / ${r.publishCpuMs.p95.toFixed(1)}) | ${r.rematch.seconds.toFixed(1)}${r.rematch.extrapolated ? ` (timed on ${r.rematch.measuredNeeds} of ${r.rematch.needs}, scaled)` : ""}${r.rematch.threads > 0 ? `, ${r.rematch.threads} threads` : ""} | ${r.candidateRecallAt10.mean.toFixed(3)} (min ${r.candidateRecallAt10.min.toFixed(2)}; ${r.candidateRecallAt10.tiesCounted.mean.toFixed(3)}, min ${r.candidateRecallAt10.tiesCounted.min.toFixed(2)}) | ${r.queryMs ? `${r.queryMs.candidates.toFixed(1)} / ${r.queryMs.exhaustive.toFixed(1)} (${r.queryMs.speedup.toFixed(0)}×)` : "n/a"} | ${r.memoryMB.rss} | ${r.memoryMB.heapUsed} | ${r.matchesPerNeed.toFixed(1)} |`,
    );
  }
  console.log("\nFull re-match (every need of the index against every offer; wall time)");
  console.log("| offers | needs | threads | total s (snapshot, worker build s) | ms per need (scoring, wall) | one thread beside it (wall, CPU) | peak RSS MB |\n|---|---|---|---|---|---|---|");
  for (const line of rematchLines) console.log(line);
}

function printCalibration(cv: CalibrationFigures, procurement: CalibrationFigures): void {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  console.log("\nCalibrated hybridScore, 5-fold cross-validation over the needs of each set (each fold's map fitted on the other folds of both sets)");
  console.log("| figure (pairs: hand-written / procurement) | hand-written, held-out | procurement, held-out | goal |\n|---|---|---|---|");
  console.log(`| grade-3 pairs ≥ 0.8 (${cv.pairs.grade3} / ${procurement.pairs.grade3}) | ${pct(cv.grade3Green)} | ${pct(procurement.grade3Green)} | ≥ 60 % |`);
  console.log(`| grade-2 pairs ≥ 0.6 (${cv.pairs.grade2} / ${procurement.pairs.grade2}) | ${pct(cv.grade2Yellow)} | ${pct(procurement.grade2Yellow)} | ≥ 60 % |`);
  console.log(`| stored non-relevant pairs ≥ 0.6 (${cv.pairs.storedNonRelevant} / ${procurement.pairs.storedNonRelevant}) | ${pct(cv.nonRelevantYellow)} | ${pct(procurement.nonRelevantYellow)} | ≤ 5 % |`);
  console.log(`| grade-3 pairs stored | ${pct(cv.grade3Stored)} | ${pct(procurement.grade3Stored)} | ≥ 95 % |`);
}

const startedAt = new Date().toISOString();
const evalReport = values["skip-eval"] ? null : runEval(projectRoot);
if (evalReport) {
  printEval(evalReport);
  printShortened(evalReport);
  printSearchInCapitals(evalReport);
  printCatalogueWords(evalReport);
}
const calibration = values["skip-eval"] ? null : crossValidate(allGradedPairs(projectRoot));
if (calibration) printCalibration(calibration["matching-dev.json"] as CalibrationFigures, calibration["procurement-dev.json"] as CalibrationFigures);
const personal = values["skip-eval"] || values["skip-personal"] ? null : runPersonal();
if (personal) printPersonal(personal);
const sizes = values.sizes === "none" ? [] : (values.sizes ?? "").split(",").filter(Boolean).map(parseSize);
const scale: ScaleReport[] = [];
for (const size of sizes) {
  console.error(`scale: ${size.toLocaleString("en")} offers…`);
  scale.push(await runScaleChild(size));
}
if (scale.length > 0) printScale(scale);
const productSizes = values["product-sizes"] === "none" ? [] : (values["product-sizes"] ?? "").split(",").filter(Boolean).map(parseSize);
const productReports: ProductBenchReport[] = [];
for (const size of productSizes) {
  // "maillon-restart" loads the snapshot and graph that the "maillon" run saved, as a server restart does.
  for (const engine of ["maillon", "maillon-restart", "minisearch"] as const) {
    console.error(`products: ${size.toLocaleString("en")} (${engine})…`);
    productReports.push(await runChild<ProductBenchReport>("products.ts", [String(size), engine], size >= 500_000 ? 8192 : 4096));
  }
}
if (productReports.length > 0) printProducts(productReports);
printGrowth(scale, productReports);
const mixedLoad = values["skip-load"] ? null : await runMixedLoad();
if (mixedLoad) printMixedLoad(mixedLoad);
const load = values["skip-load"] ? null : await runLoad({ duration: Number(values["load-duration"]), connections: 100, skipCacheOff: values["skip-cache-off"] });
if (load) printLoad(load);
// Real time (docs/realtime.md), in its own process: --realtime-clients 0,1000 (peer first), "none" to skip.
const realtime: RealtimeReport[] =
  values["realtime-clients"] === "none"
    ? []
    : await new Promise((resolve, reject) => {
        const child = fork(path.join(import.meta.dirname, "realtime.ts"), [values["realtime-clients"] ?? "0,1000"]);
        child.on("message", (message) => resolve(message as RealtimeReport[]));
        child.on("error", reject);
        child.on("exit", (code) => code !== 0 && reject(new Error(`realtime bench exited with ${code}`)));
      });
if (realtime.length > 0) printRealtime(realtime);
const cliStart = values["skip-cli"] ? null : await runCliStart();
if (cliStart) printCliStart(cliStart);
const lighthouse = values["skip-lighthouse"] ? null : await runLighthouse({ runs: Number(values["lighthouse-runs"]) });
if (lighthouse) printLighthouse(lighthouse);

const resultsDir = path.join(projectRoot, "bench", "results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${values.name}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      startedAt,
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      embedderVersions: { matching: new MatchingEngine().embedder.version, products: new ProductSearchIndex().embedder.version },
      eval: evalReport,
      calibration,
      personal,
      scale,
      products: productReports,
      loadAverage: os.loadavg(),
      mixedLoad,
      load,
      realtime,
      cliStart,
      lighthouse,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nload average at the end (1/5/15 min): ${os.loadavg().map((x) => x.toFixed(1)).join(" / ")} on ${os.cpus().length} cores`);
console.log(`wrote ${path.relative(projectRoot, file)}`);
