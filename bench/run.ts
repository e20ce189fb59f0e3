/**
 * `npm run bench` — engine quality on ../shared/eval and engine scale on generated data.
 * Flags: --sizes 10k,100k (offers; "1m" accepted; "none" to skip), --skip-eval,
 * --name <file name in bench/results>, default "engine".
 * Prints tables and writes bench/results/<name>.json.
 */
import { fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { EMBEDDER_VERSION } from "../src/engine";
import { runEval, type EvalReport } from "./eval";
import type { Metrics } from "./metrics";
import { printRealtime, type RealtimeReport } from "./realtime";
import type { ScaleReport } from "./scale";

const projectRoot = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10k,100k" },
    "skip-eval": { type: "boolean", default: false },
    name: { type: "string", default: "engine" },
    "realtime-clients": { type: "string", default: "0,1000" },
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

function printEval(report: EvalReport): void {
  for (const section of ["matching", "search"] as const) {
    console.log(`\n${section === "matching" ? "Need → offer matching (matching-dev.json)" : "Product search (search-dev.json)"}`);
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

function runScaleChild(offers: number): Promise<ScaleReport> {
  return new Promise((resolve, reject) => {
    const heapMB = offers >= 500_000 ? 8192 : 4096;
    const child = fork(path.join(import.meta.dirname, "scale.ts"), [String(offers)], {
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

function printScale(reports: readonly ScaleReport[]): void {
  console.log("\nScale (generated offers; needs in index = offers / 10)");
  console.log("| offers | build s (analyse+embed / HNSW) | publish p50 / p95 / p99 ms | full re-match s | cand. recall@10 | RSS MB | heap MB | matches/need |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of reports) {
    console.log(
      `| ${r.offers.toLocaleString("en")} | ${r.buildSeconds.total.toFixed(1)} (${r.buildSeconds.analyseAndEmbed.toFixed(1)} / ${r.buildSeconds.hnsw.toFixed(1)}) | ${r.publishMs.p50.toFixed(1)} / ${r.publishMs.p95.toFixed(1)} / ${r.publishMs.p99.toFixed(1)} | ${r.rematch.seconds.toFixed(1)}${r.rematch.extrapolated ? ` (timed on ${r.rematch.measuredNeeds} of ${r.rematch.needs}, scaled)` : ""} | ${r.candidateRecallAt10.mean.toFixed(3)} (min ${r.candidateRecallAt10.min.toFixed(2)}) | ${r.memoryMB.rss} | ${r.memoryMB.heapUsed} | ${r.matchesPerNeed.toFixed(1)} |`,
    );
  }
}

const startedAt = new Date().toISOString();
const evalReport = values["skip-eval"] ? null : runEval(projectRoot);
if (evalReport) printEval(evalReport);
const sizes = values.sizes === "none" ? [] : (values.sizes ?? "").split(",").filter(Boolean).map(parseSize);
const scale: ScaleReport[] = [];
for (const size of sizes) {
  console.error(`scale: ${size.toLocaleString("en")} offers…`);
  scale.push(await runScaleChild(size));
}
if (scale.length > 0) printScale(scale);
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

const resultsDir = path.join(projectRoot, "bench", "results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${values.name}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      startedAt,
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      embedderVersion: EMBEDDER_VERSION,
      eval: evalReport,
      scale,
      realtime,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwrote ${path.relative(projectRoot, file)}`);
