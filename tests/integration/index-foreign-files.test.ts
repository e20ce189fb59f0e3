/**
 * Index files in DATA_DIR/vectors written for another database (a copied DATA_DIR, another
 * DATABASE_URL, a backup of the database alone restored) are set aside, said once, and the
 * index is rebuilt from the database: usearch crashed natively on the graphs of another database.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { loadConfig, type AppConfig } from "../../src/server/config";
import { startServer } from "../../src/server/main";
import { ApiClient, registeredClient } from "../support/test-server";

const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-foreign-"));
  dirs.push(dir);
  fs.copyFileSync(inject("templateDatabase"), path.join(dir, "maillon.db"));
  return dir;
}

const configFor = (dir: string): AppConfig => ({
  ...loadConfig({}),
  port: 0,
  host: "127.0.0.1",
  databaseUrl: `file:${path.join(dir, "maillon.db")}`,
  dataDir: dir,
  demo: true,
  logLevel: "silent",
  rateLimitScale: 100,
});

function market(args: string[], dir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "bin/market"), args, {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, "maillon.db")}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }));
  });
}

async function matchRows(dir: string): Promise<string[]> {
  const db = createClient({ url: `file:${path.join(dir, "maillon.db")}` });
  try {
    const { rows } = await db.execute("SELECT need_id, offer_id, hybrid_score AS score FROM matches ORDER BY need_id, offer_id");
    return rows.map((row) => `${String(row.need_id)}-${String(row.offer_id)}:${Number(row.score).toFixed(4)}`);
  } finally {
    db.close();
  }
}

interface SearchBody {
  products: Array<{ id: number; title: string }>;
}

describe("index files of another database", () => {
  it("sets them aside with one French line, rebuilds from its own database, re-matches without crashing and finds its own texts", async () => {
    // Two databases with the same ids but other texts: the demo data, and the demo data renamed.
    const a = dataDir();
    const b = dataDir();
    await (await startServer(configFor(a))).close();
    const first = await startServer(configFor(b));
    await first.close();
    const db = createClient({ url: `file:${path.join(b, "maillon.db")}` });
    await db.execute("UPDATE products SET title = 'Brouette galvanisée ' || id, description = 'Brouette de chantier, roue gonflable.'");
    await db.execute("UPDATE offers SET title = 'Location de nacelles élévatrices ' || id, description = 'Nacelles ciseaux et articulées avec opérateur.', embedding = NULL");
    db.close();
    await (await startServer({ ...configFor(b), demo: false })).close();
    const own = await matchRows(a);
    expect(own.length).toBeGreaterThan(0);

    // The operator swaps them (a DATA_DIR copied beside the wrong database).
    const swap = path.join(os.tmpdir(), `maillon-swap-${process.pid}`);
    fs.renameSync(path.join(a, "vectors"), swap);
    fs.renameSync(path.join(b, "vectors"), path.join(a, "vectors"));
    fs.renameSync(swap, path.join(b, "vectors"));

    // A real process re-matches A with B's files: no crash, the line once, A's own matches.
    const rematch = await market(["rematch", "--json"], a);
    expect(rematch.code, rematch.stderr).toBe(0);
    const lines = rematch.stderr.split("\n").filter((line) => line.includes("mis de côté"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Index « listings » : fichiers de");
    expect(lines[0]).toContain("écrits pour une autre base de données");
    expect(JSON.parse(rematch.stdout)).toMatchObject({ created: 0, removed: 0 });
    expect(await matchRows(a)).toEqual(own);
    const setAside = fs.readdirSync(path.join(a, "vectors")).filter((name) => name.startsWith("set-aside-"));
    expect(setAside).toHaveLength(1);
    expect(fs.readdirSync(path.join(a, "vectors", setAside[0] as string))).toContain("listings.snapshot");

    // The server on B with A's files: products set aside and rebuilt, B's texts found, not A's.
    const server = await startServer({ ...configFor(b), demo: false });
    try {
      expect(server.services.products.filesSetAside?.reason).toBe("ils ont été écrits pour une autre base de données");
      expect(server.services.products.loaded.restored).toBe(0);
      const client = new ApiClient(server.url);
      const wheelbarrows = await client.get<SearchBody>(`/api/search?q=${encodeURIComponent("brouette galvanisée")}`);
      expect(wheelbarrows.body.products.length).toBeGreaterThan(0);
      expect(wheelbarrows.body.products.every((product) => product.title.startsWith("Brouette galvanisée"))).toBe(true);
    } finally {
      await server.close();
    }
    // Written again for B: the next start loads them without a word.
    const again = await startServer({ ...configFor(b), demo: false });
    try {
      expect(again.services.products.filesSetAside).toBeNull();
      expect(again.services.matching.filesSetAside).toBeNull();
      expect(again.services.products.loaded.restored).toBe(again.services.products.loaded.total);
    } finally {
      await again.close();
    }
  }, 240_000);

  it("sets aside files newer than the database (a backup of the database alone restored)", async () => {
    const dir = dataDir();
    const backup = path.join(dir, "backup.db");
    await (await startServer(configFor(dir))).close();
    const live = createClient({ url: `file:${path.join(dir, "maillon.db")}` });
    await live.execute(`VACUUM INTO '${backup}'`);
    live.close();
    // Events after the backup: a publication moves the event ids on, and the files are saved after it.
    const server = await startServer({ ...configFor(dir), demo: false });
    const supplier = await registeredClient(server.url, "supplier");
    expect(
      (
        await supplier.client.post("/api/offers", {
          title: "Chariots élévateurs électriques",
          description: "Chariots 2,5 t, batterie lithium, livrés et mis en service.",
          category: "logistics",
          price: 450,
          location: "Lyon",
          deliveryTime: "sous 5 jours ouvrés",
          keywords: ["chariot élévateur"],
          certifications: [],
          minOrderQuantity: 1,
        })
      ).status,
    ).toBe(201);
    await server.services.matching.saveIndexInBackground();
    await server.close();
    fs.renameSync(backup, path.join(dir, "maillon.db"));
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(path.join(dir, `maillon.db${suffix}`), { force: true });

    const restored = await startServer({ ...configFor(dir), demo: false });
    try {
      expect(restored.services.matching.filesSetAside?.reason).toContain("plus récents que la base de données");
    } finally {
      await restored.close();
    }
  }, 120_000);
});
