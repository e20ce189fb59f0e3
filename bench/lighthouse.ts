/**
 * Lighthouse (issues 23 and 24): performance, accessibility, best practices and SEO of /,
 * /marketplace and /login, on mobile (Lighthouse's default: Moto G-class phone, simulated slow 4G
 * and 4× CPU slowdown) and desktop, against Maillon as `npm start` serves it (scripts/start.mjs:
 * production web build and compiled server) on a free port with a temporary DATA_DIR and the demo
 * data. Lighthouse drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); nothing is
 * downloaded. Each page × form factor is audited --runs times (default 3) and the median of each
 * score is kept, with CLS and LCP; the failing audits of the last run are listed.
 * Goals: SEO 100 everywhere, /marketplace performance ≥ 95 on mobile, CLS ≤ 0.05.
 * Run alone: `npx tsx bench/lighthouse.ts [--runs N] [--only marketplace] [--json FILE] [--reports DIR]`
 * (--json: this summary; --reports: every full Lighthouse report, to read the details), or through
 * `npm run bench` (`--skip-lighthouse` leaves it out).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { freePort } from "../tests/support/server-process";

const projectRoot = path.resolve(import.meta.dirname, "..");
const PAGES = ["/", "/marketplace", "/login"] as const;
const FORM_FACTORS = ["mobile", "desktop"] as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-dev-shm-usage"];

export interface LighthouseRow {
  page: string;
  formFactor: (typeof FORM_FACTORS)[number];
  runs: number;
  /** Median score per category, 0–100. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  lcpMs: number;
  /** Audits scored below 0.9 in the last run (id: title). */
  failing: string[];
}

export interface LighthouseReport {
  startedAt: string;
  loadAverage: { before: number[]; after: number[] };
  rows: LighthouseRow[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Maillon as `npm start` runs it (builds first when stale), on a free port, with the demo data of a new DATA_DIR. */
export async function startMaillon(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  const child = spawn(process.execPath, [path.join(projectRoot, "scripts/start.mjs")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "maillon.db")}`,
      MARKET_DEMO: "1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}; see ${path.join(dataDir, "server.log")}`);
    try {
      if ((await fetch(`${url}/api/stats`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 5 minutes`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export async function runLighthouse(options: { runs?: number; only?: string; reportsDir?: string } = {}): Promise<LighthouseReport> {
  const runs = options.runs ?? 3;
  const pages = PAGES.filter((page) => !options.only || page.includes(options.only));
  const startedAt = new Date().toISOString();
  const before = os.loadavg();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-lighthouse-"));
  const server = await startMaillon(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      for (const formFactor of FORM_FACTORS) {
        const samples: { scores: Record<string, number>; cls: number; lcpMs: number }[] = [];
        let failing: string[] = [];
        for (let i = 0; i < runs; i += 1) {
          const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] };
          // A trace lost on a loaded machine (NO_NAVSTART…) is Lighthouse's own "run again": twice at most.
          let lhr: Result | undefined;
          for (let attempt = 1; attempt <= 3; attempt += 1) {
            lhr = (await lighthouse(`${server.url}${page}`, flags, formFactor === "desktop" ? desktopConfig : undefined))?.lhr;
            if (lhr && !lhr.runtimeError) break;
            console.error(`Lighthouse ${page} (${formFactor}), essai ${attempt} : ${lhr?.runtimeError?.message ?? "aucun résultat"}`);
          }
          if (!lhr) throw new Error(`Lighthouse gave no result for ${page} (${formFactor})`);
          if (lhr.runtimeError) throw new Error(`Lighthouse ${page} (${formFactor}): ${lhr.runtimeError.message}`);
          if (options.reportsDir) {
            fs.mkdirSync(options.reportsDir, { recursive: true });
            fs.writeFileSync(path.join(options.reportsDir, `${page.slice(1) || "home"}-${formFactor}-${i + 1}.json`), JSON.stringify(lhr));
          }
          samples.push({
            scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(100 * (lhr.categories[c]?.score ?? 0))])),
            cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
            lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
          });
          const scored = new Set(CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.filter((ref) => ref.weight > 0 || c !== "performance").map((ref) => ref.id) ?? []));
          failing = Object.values(lhr.audits)
            .filter((audit) => scored.has(audit.id) && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
            .map((audit) => `${audit.id}: ${audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title}`);
        }
        rows.push({
          page,
          formFactor,
          runs,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c] ?? 0))])) as LighthouseRow["scores"],
          cls: median(samples.map((s) => s.cls)),
          lcpMs: median(samples.map((s) => s.lcpMs)),
          failing,
        });
      }
    }
  } finally {
    chrome.kill();
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { startedAt, loadAverage: { before, after: os.loadavg() }, rows };
}

export function printLighthouse(report: LighthouseReport): void {
  const load = (values: number[]) => values.map((x) => x.toFixed(1)).join(" / ");
  console.log(`\nLighthouse 12 (headless Chromium), medians of ${report.rows[0]?.runs ?? 0} runs; load before ${load(report.loadAverage.before)}, after ${load(report.loadAverage.after)} on ${os.cpus().length} cores`);
  console.log("| page | form factor | performance | accessibility | best practices | SEO | CLS | LCP ms |\n|---|---|---|---|---|---|---|---|");
  for (const r of report.rows) {
    console.log(`| ${r.page} | ${r.formFactor} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.cls.toFixed(3)} | ${r.lcpMs.toFixed(0)} |`);
  }
  const failing = report.rows.filter((r) => r.failing.length > 0);
  if (failing.length > 0) {
    console.log("\nAudits below 0.9 (last run)");
    for (const r of failing) console.log(`- ${r.page} (${r.formFactor}): ${r.failing.join("; ")}`);
  }
  console.log("Goals: SEO 100 everywhere; /marketplace mobile performance ≥ 95 and CLS ≤ 0.05.");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "3" }, only: { type: "string" }, json: { type: "string" }, reports: { type: "string" } } });
  const report = await runLighthouse({ runs: Number(values.runs), only: values.only, reportsDir: values.reports });
  printLighthouse(report);
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
}
