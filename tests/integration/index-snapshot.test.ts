/**
 * A restart restores the search and matching indexes from the snapshot written at shutdown
 * instead of analysing every text again, and still answers for texts changed in between.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { loadConfig, type AppConfig } from "../../src/server/config";
import { startServer, type RunningServer } from "../../src/server/main";
import { ApiClient } from "../support/test-server";

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

const queries = ["ordinateur portable", "nettoyage bureaux", "chariot élévateur", "café"];

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
