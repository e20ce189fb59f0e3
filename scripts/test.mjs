#!/usr/bin/env node
// npm test: type check, lint, web build, unit and API integration tests (vitest), browser tests
// (Playwright), then one closing line "N passed, N failed" over both test runners.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".tmp");
fs.mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");
const env = { ...process.env, TZ: "UTC", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent", PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport };

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
