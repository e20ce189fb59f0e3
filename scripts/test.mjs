#!/usr/bin/env node
// npm test: type check, lint, web build, unit and API integration tests (vitest), browser tests
// (Playwright), then one closing line "N passed, N failed" over both test runners.
//
// The browser tests need a Chromium; Playwright never downloads one here. It is found first, before
// anything runs: CHROMIUM_PATH if set, else Debian's or another usual path. When none is there and
// the script runs as root, Debian's is installed with apt-get; otherwise it stops at once with one
// line saying what to install.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable", "/usr/bin/google-chrome"];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function findChromium() {
  if (process.env.CHROMIUM_PATH) return isExecutable(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find(isExecutable) ?? null;
}

function installDebianChromium() {
  console.log("Chromium introuvable : installation de celui de Debian (apt-get install chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
  if (update.status !== 0) return false;
  return spawnSync("apt-get", ["install", "-y", "-q", "chromium"], { stdio: "inherit", env }).status === 0;
}

let chromium = findChromium();
const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
if (!chromium && canInstall && installDebianChromium()) chromium = findChromium();
if (!chromium) {
  const where = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} n'est pas un exécutable` : "aucun Chromium trouvé";
  console.error(`npm test : ${where} ; installez-le (sudo apt-get install -y chromium) ou indiquez son chemin dans CHROMIUM_PATH.`);
  process.exit(1);
}

// The export tests open the CSV files in LibreOffice Calc (tests/support/calc.ts), as a French user
// would: installed like Chromium when missing and possible; without it those tests are skipped
// with a message, never failed.
const hasCalc = () => ["/usr/bin/soffice", "/usr/bin/libreoffice"].some(isExecutable);
if (!hasCalc() && process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0) {
  console.log("LibreOffice Calc introuvable : installation de celui de Debian (apt-get install libreoffice-calc-nogui)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const installed = spawnSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", "libreoffice-calc-nogui"], { stdio: "inherit", env }).status === 0;
  if (!installed) spawnSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
  if (!installed && spawnSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", "libreoffice-calc-nogui"], { stdio: "inherit", env }).status !== 0) {
    console.log("LibreOffice Calc n'a pas pu être installé : les tests d'ouverture des exports seront sautés.");
  }
}

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".tmp");
fs.mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");
const env = { ...process.env, CHROMIUM_PATH: chromium, TZ: "UTC", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent", PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport };

const steps = [
  ["Type check", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["Lint", ["eslint", "."]],
  ["Web build", ["vite", "build", "--logLevel", "warn"]],
  ["Unit and integration tests", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]],
  ["Browser tests", ["playwright", "test", "--reporter=list,json"]],
];

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(vitestReport)) {
    const report = JSON.parse(fs.readFileSync(vitestReport, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  if (fs.existsSync(playwrightReport)) {
    const { stats } = JSON.parse(fs.readFileSync(playwrightReport, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
  return { passed, failed, skipped };
}

fs.rmSync(vitestReport, { force: true });
fs.rmSync(playwrightReport, { force: true });
let status = 0;
for (const [title, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync("npx", args, { cwd: root, stdio: "inherit", env });
  console.log(`--- ${title}: ${result.status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) {
    status = result.status ?? 1;
    break;
  }
}
const { passed, failed, skipped } = counts();
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(status);
