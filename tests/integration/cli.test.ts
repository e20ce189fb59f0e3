import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
let dir: string;
let db: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-cli-"));
  db = `file:${path.join(dir, "cli.db")}`;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function market(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "bin/market"), args, { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: db } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

// Each test starts bin/market (TypeScript compiled at start) two or three times: 25 s alone on a
// busy 2-core machine, more beside the other test files.
describe("bin/market", { timeout: 90_000 }, () => {
  it("imports a JSON catalogue, reporting bad rows with their position and reason", async () => {
    const file = path.join(dir, "catalogue.json");
    fs.writeFileSync(
      file,
      JSON.stringify([
        { title: "Palette bois 120 × 80", description: "Palette EUR neuve", brand: "Palbois", price: 1290, category: "packaging" },
        { title: "Sans prix" },
        { title: "Film étirable 23 µm", description: "Rouleau 300 m", brand: "Embalis", price: 2490, category: "packaging" },
      ]),
    );
    const res = await market("import", "products", file, "--json");
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ imported: 2, rejected: [{ position: 2 }] });
    expect(res.stderr).toMatch(/ligne 2 refusée : price/);
  });

  it("imports a CSV catalogue (French Excel: ; separator, BOM)", async () => {
    const file = path.join(dir, "catalogue.csv");
    fs.writeFileSync(file, "\uFEFFtitle;description;brand;price;category\nCasque antibruit;SNR 33 dB;Protecta;1990;security\n");
    const res = await market("import", "products", file, "--json");
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout).imported).toBe(1);
  });

  it("seeds generated data deterministically and re-matches it", async () => {
    const seeded = await market("seed", "--companies", "20", "--needs", "30", "--offers", "60", "--products", "10", "--json");
    expect(seeded.code).toBe(0);
    const result = JSON.parse(seeded.stdout);
    expect(result).toMatchObject({ companies: 20, needs: 30, offers: 60, products: 10 });
    expect(result.matches).toBeGreaterThan(0);
    const rematch = await market("rematch", "--json");
    expect(rematch.code).toBe(0);
    expect(JSON.parse(rematch.stdout)).toMatchObject({ totalMatches: result.matches, created: 0, removed: 0 });
  });

  it("answers bad usage with exit code 2 and a missing file with exit code 1, on one line", async () => {
    const usage = await market("rematch", "--alpha", "3");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/alpha doit être un nombre entre 0 et 1/);
    const missing = await market("import", "products", path.join(dir, "absent.json"));
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim().split("\n")).toHaveLength(1);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
});
