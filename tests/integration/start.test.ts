/** `npm start` serves from compiled JavaScript: it builds dist/server/main.js when stale, then runs it. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-start-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm start", () => {
  it("runs the compiled server, which migrates, seeds and answers the API", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, "maillon.db")}`, MARKET_DEMO: "1", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout!.on("data", (chunk) => (stdout += chunk));
    try {
      let stats: { totalUsers?: number } | null = null;
      for (let attempt = 0; attempt < 600 && !stats; attempt++) {
        if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
        stats = await fetch(`http://127.0.0.1:${port}/api/stats`)
          .then((res) => (res.ok ? (res.json() as Promise<{ totalUsers: number }>) : null))
          .catch(() => null);
        if (!stats) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(stats?.totalUsers).toBeGreaterThan(0);
      // Said at once, in one line, however little has been logged (issue 23).
      for (let waited = 0; !stdout.includes("Maillon est prêt") && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      expect(stdout).toContain(`Maillon est prêt : http://127.0.0.1:${port}\n`);
      expect(fs.existsSync(path.join(root, "dist/server/main.js"))).toBe(true);
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }, 150_000);
});
