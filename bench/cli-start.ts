/**
 * How long `market` takes to start (issue 23): medians of `node -e 0`, `market --help` and
 * `market stats` (piped, on a seeded database), run in turns so that noise hits all three alike.
 * Goals: --help ≤ 5× and stats ≤ 10× a bare Node start.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildCli, cliBundleIsStale } from "../scripts/build-server.mjs";

const projectRoot = path.resolve(import.meta.dirname, "..");
const market = path.join(projectRoot, "bin/market");

export interface CliStartReport {
  runs: number;
  nodeMs: number;
  helpMs: number;
  statsMs: number;
  helpRatio: number;
  statsRatio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function timed(args: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`${args.join(" ")} exited ${run.status}: ${run.stderr.toString()}`);
  return elapsed;
}

export async function runCliStart(runs = 15): Promise<CliStartReport> {
  if (cliBundleIsStale()) await buildCli();
  const dir = mkdtempSync(path.join(os.tmpdir(), "maillon-cli-start-"));
  const env = { ...process.env, DATABASE_URL: `file:${path.join(dir, "maillon.db")}`, DATA_DIR: dir, MARKET_DEMO: "0" };
  try {
    timed([market, "seed", "--size", "small", "--no-match"], env);
    const node: number[] = [];
    const help: number[] = [];
    const stats: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      node.push(timed(["-e", "0"], env));
      help.push(timed([market, "--help"], env));
      stats.push(timed([market, "stats"], env));
    }
    const [nodeMs, helpMs, statsMs] = [median(node), median(help), median(stats)];
    return { runs, nodeMs, helpMs, statsMs, helpRatio: helpMs / nodeMs, statsRatio: statsMs / nodeMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printCliStart(report: CliStartReport): void {
  const ms = (value: number) => value.toFixed(0);
  console.log(`\nCLI start, medians of ${report.runs} runs in turns\n| command | ms | × node -e 0 | goal |\n|---|---|---|---|`);
  console.log(`| node -e 0 | ${ms(report.nodeMs)} | 1 | |`);
  console.log(`| market --help | ${ms(report.helpMs)} | ${report.helpRatio.toFixed(1)} | ≤ 5 |`);
  console.log(`| market stats | ${ms(report.statsMs)} | ${report.statsRatio.toFixed(1)} | ≤ 10 |`);
}

if (import.meta.url === `file://${process.argv[1]}`) printCliStart(await runCliStart());
