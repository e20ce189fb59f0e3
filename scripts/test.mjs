#!/usr/bin/env node
// npm test: type check, lint, web build, unit and API integration tests (vitest), browser tests (Playwright).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, TZ: "UTC", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" };
const steps = [
  ["Type check", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["Lint", "npx", ["eslint", "."]],
  ["Web build", "npx", ["vite", "build", "--logLevel", "warn"]],
  ["Unit and integration tests", "npx", ["vitest", "run"]],
  ["Browser tests", "npx", ["playwright", "test"]],
];

for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  console.log(`--- ${title}: ${result.status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
