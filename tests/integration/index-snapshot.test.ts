/**
 * A restart restores the search and matching indexes from the snapshot written at shutdown
 * instead of analysing every text again, and still answers for texts changed in between; so does
 * the first start after `market seed`, and a restart after a crash (index files saved in the
 * background while the server runs).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { loadConfig, type AppConfig } from "../../src/server/config";
import { startServer, type RunningServer } from "../../src/server/main";
import { startServerProcess } from "../support/server-process";
import { ApiClient, registeredClient } from "../support/test-server";
import { addDays, utcToday } from "../../src/shared/dates";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-snapshot-"));
const databaseFile = path.join(dataDir, "maillon.db");
fs.copyFileSync(inject("templateDatabase"), databaseFile);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const config: AppConfig = {
  ...loadConfig({}),
  port: 0,
  host: "127.0.0.1",
  databaseUrl: `file:${databaseFile}`,
  dataDir,
  demo: true,
  logLevel: "silent",
  rateLimitScale: 100,
};

interface SearchBody {
  products: Array<{ id: number; title: string }>;
  totalResults: number;
}

const queries = ["ordinateur portable", "nettoyage bureaux", "chariot élévateur", "café", "Palétis"];

async function searches(server: RunningServer): Promise<Record<string, SearchBody>> {
  const client = new ApiClient(server.url);
  const out: Record<string, SearchBody> = {};
  for (const q of queries) out[q] = (await client.get<SearchBody>(`/api/search?q=${encodeURIComponent(q)}&limit=20`)).body;
  return out;
}

describe("index snapshot across a restart", () => {
  it("restores every listing and product at restart, finds the same products, and a product renamed while stopped by its new name", async () => {
    const first = await startServer(config);
    const before = await searches(first);
    const needs = first.services.matching.engine.counts;
    const productCount = first.services.products.index.size;
    const demoMatches = first.services.matching.engine.matchesFor({ id: 0, kind: "need", title: "Ordinateurs portables pour l'équipe", description: "PC portables reconditionnés.", category: "technology", keywords: ["laptop"] });
    await first.close();
    expect(fs.existsSync(path.join(dataDir, "vectors", "listings.snapshot"))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "vectors", "products.snapshot"))).toBe(true);

    const second = await startServer(config);
    try {
      expect(second.services.matching.loaded).toEqual({ restored: needs.needs + needs.offers, total: needs.needs + needs.offers });
      expect(second.services.products.loaded).toEqual({ restored: productCount, total: productCount });
      expect(await searches(second)).toEqual(before);
      expect(second.services.matching.engine.matchesFor({ id: 0, kind: "need", title: "Ordinateurs portables pour l'équipe", description: "PC portables reconditionnés.", category: "technology", keywords: ["laptop"] })).toEqual(demoMatches);
    } finally {
      await second.close();
    }

    // Another process renames a product while the server is stopped: its snapshot entry is stale.
    const db = createClient({ url: `file:${databaseFile}` });
    const renamed = Number((await db.execute("SELECT id FROM products ORDER BY id LIMIT 1")).rows[0]?.id);
    await db.execute({ sql: "UPDATE products SET title = ?, description = ? WHERE id = ?", args: ["Brouette galvanisée 100 litres", "Brouette de chantier, roue gonflable.", renamed] });
    db.close();

    const third = await startServer(config);
    try {
      expect(third.services.products.loaded).toEqual({ restored: productCount - 1, total: productCount });
      const found = await new ApiClient(third.url).get<SearchBody>(`/api/search?q=${encodeURIComponent("brouette galvanisée")}`);
      expect(found.body.products[0]?.id).toBe(renamed);
    } finally {
      await third.close();
    }
  }, 120_000);
});

const root = path.resolve(import.meta.dirname, "../..");

function market(args: string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "bin/market"), args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, stderr }));
  });
}

const VECTOR_FILES = ["listings.snapshot", "listings.usearch.needs", "listings.usearch.offers.json", "products.snapshot", "products.usearch", "products.usearch.json"];

describe("index files written by market seed", () => {
  it("lets the first server start after a seed restore every listing and product instead of analysing them", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-seeded-"));
    try {
      // Over ANALYSIS_CHILD_MIN_DOCS (2,000) of each: the seed analyses them in worker threads.
      const seeded = await market(["seed", "--companies", "10", "--needs", "20", "--offers", "2000", "--products", "2000", "--no-match", "--seed", "4"], {
        DATA_DIR: dir,
        DATABASE_URL: `file:${path.join(dir, "m.db")}`,
      });
      expect(seeded.code, seeded.stderr).toBe(0);
      for (const file of VECTOR_FILES) expect(fs.existsSync(path.join(dir, "vectors", file)), file).toBe(true);
      expect(fs.readdirSync(path.join(dir, "vectors")).filter((file) => file.endsWith(".tmp"))).toEqual([]);

      const server = await startServer({ ...config, databaseUrl: `file:${path.join(dir, "m.db")}`, dataDir: dir, demo: false });
      try {
        expect(server.services.matching.loaded).toEqual({ restored: 2020, total: 2020 });
        expect(server.services.products.loaded).toEqual({ restored: 2000, total: 2000 });
        const title = (await server.services.products.list(1, 0))[0]?.title ?? "";
        const found = await new ApiClient(server.url).get<SearchBody>(`/api/search?q=${encodeURIComponent(title)}`);
        expect(found.body.totalResults).toBeGreaterThan(0);
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

const offerBody = (title: string, description: string, keywords: string[]) => ({
  title,
  description,
  category: "technology",
  price: 450,
  location: "Lyon",
  deliveryTime: "sous 5 jours ouvrés",
  keywords,
  certifications: ["ISO 9001"],
  minOrderQuantity: 5,
});

const needBody = (title: string, description: string, keywords: string[]) => ({
  title,
  description,
  category: "technology",
  budget: 12000,
  location: "Lyon",
  deadline: addDays(utcToday(), 100),
  keywords,
  specifications: { quantity: 20 },
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("index files after a crash", () => {
  it("saves the index files in the background, so a restart after kill -9 restores the listings and finds the same matches", async () => {
    const first = await startServerProcess({ demo: false, env: { INDEX_SAVE_SECONDS: "1" } });
    const snapshot = path.join(first.dataDir, "vectors", "listings.snapshot");
    try {
      const supplier = await registeredClient(first.url, "supplier");
      expect(
        (await supplier.client.post("/api/offers", offerBody("Ordinateurs portables professionnels reconditionnés", "PC portables 14 pouces, 16 Go de RAM, SSD 512 Go, garantie 2 ans.", ["ordinateur portable", "laptop"]))).status,
      ).toBe(201);
      expect((await supplier.client.post("/api/offers", offerBody("Écrans 27 pouces pour bureaux", "Moniteurs IPS 27 pouces, pied réglable, garantie 3 ans.", ["écran", "moniteur"]))).status).toBe(201);
      const buyer = await registeredClient(first.url, "buyer");
      const published = Date.now();
      const need = await buyer.client.post<{ id: number }>(
        "/api/needs",
        needBody("Achat de 20 ordinateurs portables pour nos commerciaux", "PC portables légers avec 16 Go de mémoire et un SSD.", ["ordinateur portable", "pc portable"]),
      );
      expect(need.status).toBe(201);
      // The background save (every second here) writes the listings' files after the publication.
      const deadline = Date.now() + 60_000;
      while (!(fs.existsSync(snapshot) && fs.statSync(snapshot).mtimeMs > published) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(fs.statSync(snapshot).mtimeMs).toBeGreaterThan(published);
      // Published after that save, and lost from the files if the crash comes before the next one.
      const late = await buyer.client.post<{ id: number }>(
        "/api/needs",
        needBody("Écrans pour l'équipe comptable", "Dix moniteurs 27 pouces avec pied réglable pour nos bureaux.", ["écran", "moniteur"]),
      );
      expect(late.status).toBe(201);
      process.kill(first.pid, "SIGKILL");
      while (alive(first.pid)) await new Promise((r) => setTimeout(r, 50));

      const second = await startServer({ ...config, databaseUrl: `file:${path.join(first.dataDir, "maillon.db")}`, dataDir: first.dataDir, demo: false });
      try {
        const { loaded } = second.services.matching;
        expect(loaded.total).toBe(4);
        expect(loaded.restored).toBeGreaterThanOrEqual(3);
        const db = createClient({ url: `file:${path.join(first.dataDir, "maillon.db")}` });
        try {
          for (const id of [need.body.id, late.body.id]) {
            const row = (await db.execute({ sql: "SELECT title, description, category, keywords FROM needs WHERE id = ?", args: [id] })).rows[0];
            const stored = (await db.execute({ sql: "SELECT offer_id FROM matches WHERE need_id = ? ORDER BY offer_id", args: [id] })).rows.map((r) => Number(r.offer_id));
            const doc = { id, kind: "need" as const, title: String(row?.title), description: String(row?.description), category: String(row?.category), keywords: JSON.parse(String(row?.keywords)) as string[] };
            const found = second.services.matching.engine.matchesFor(doc).map((match) => match.id).sort((a, b) => a - b);
            expect(stored.length).toBeGreaterThan(0);
            expect(found).toEqual(stored);
          }
        } finally {
          db.close();
        }
      } finally {
        await second.close();
      }
    } finally {
      // Killed above: its exit may not reach this test's thread, so stop() would wait for it.
      if (alive(first.pid)) await first.stop();
      else fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("stored embeddings after an embedder change", () => {
  it("re-embeds at start the rows another embedder stored, and stores listings and products each with its own index's embedder version", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-embedder-"));
    const file = path.join(dir, "maillon.db");
    fs.copyFileSync(inject("templateDatabase"), file);
    const db = createClient({ url: `file:${file}` });
    const stale = "lexicon-hash/1+pipeline0+lexicon000000000000/d256";
    await db.execute({ sql: "UPDATE offers SET embedding_version = ?", args: [stale] });
    await db.execute({ sql: "UPDATE products SET embedding_version = ? WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 3)", args: [stale] });
    const server = await startServer({ ...config, databaseUrl: `file:${file}`, dataDir: dir });
    try {
      const { embedder: listingEmbedder } = server.services.matching.engine;
      const { embedder: productEmbedder } = server.services.products.index;
      expect(listingEmbedder.version).not.toBe(productEmbedder.version);
      const stored = async (sql: string) => (await db.execute(sql)).rows.map((row) => ({ version: row.version, bytes: Number(row.bytes) }));
      expect(await stored("SELECT DISTINCT embedding_version AS version, length(embedding) AS bytes FROM offers WHERE status = 'active'")).toEqual([
        { version: listingEmbedder.version, bytes: 4 * listingEmbedder.dimensions },
      ]);
      expect(await stored("SELECT DISTINCT embedding_version AS version, length(embedding) AS bytes FROM products")).toEqual([
        { version: productEmbedder.version, bytes: 4 * productEmbedder.dimensions },
      ]);
      const laptops = await new ApiClient(server.url).get<SearchBody>(`/api/search?q=${encodeURIComponent("ordinateur portable")}`);
      expect(laptops.body.products.length).toBeGreaterThan(0);
    } finally {
      await server.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
