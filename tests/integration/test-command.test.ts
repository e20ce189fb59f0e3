import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

it("npm test without a Chromium stops at once with one line saying what to install", () => {
  const run = spawnSync(process.execPath, ["scripts/test.mjs"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" },
    timeout: 20_000,
  });
  expect(run.status).toBe(1);
  expect(run.stdout).not.toContain("Type check");
  const lines = run.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("apt-get install -y chromium");
});
