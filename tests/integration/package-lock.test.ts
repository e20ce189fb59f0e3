import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

it("npm install leaves package-lock.json as committed", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-lock-"));
  try {
    for (const file of ["package.json", "package-lock.json"]) fs.copyFileSync(path.join(root, file), path.join(dir, file));
    const npm = spawnSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(npm.status, npm.stderr).toBe(0);
    expect(fs.readFileSync(path.join(dir, "package-lock.json"), "utf8")).toBe(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
