import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyseInChild } from "./analysis-process";
import { MatchingEngine, type ListingDoc } from "./matching-engine";
import { ProductSearchIndex, type ProductDoc } from "./product-search";

const WORDS = ["chaise", "table", "écran", "imprimante", "gants", "casque", "perceuse", "palette", "lampe", "câble", "armoire", "four"];
const products: ProductDoc[] = Array.from({ length: 23 }, (_, i) => ({
  id: 100 + i,
  title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 5 + 3) % WORDS.length]} modèle ${i}`,
  description: `Produit professionnel numéro ${i}, livré en ${i % 3 === 0 ? "48 h" : "une semaine"}.`,
  brand: i % 4 === 0 ? "Vertis" : "Atelia",
  category: i % 2 === 0 ? "technology" : "services",
}));
const listings: ListingDoc[] = products.map((p, i) => ({ id: p.id, kind: i % 2 === 0 ? "need" : "offer", title: p.title, description: p.description, category: p.category, keywords: [WORDS[i % WORDS.length] as string] }));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "analysis-children-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("analyseInChild with several children", () => {
  // Starts several child processes: 2.4 s on a quiet machine, 6.1 s once under a load of 6 (past vitest's 5 s).
  it("writes one snapshot holding every product of every slice, and hands back the embeddings asked for at their positions", { timeout: 30_000 }, async () => {
    const snapshotPath = path.join(dir, "products.analysis.tmp");
    const wanted = new Set([0, 9, 22]);
    const index = new ProductSearchIndex();
    const computed = await analyseInChild("products", products, { snapshotPath, dimensions: index.embedder.dimensions, children: 3, send: (i) => wanted.has(i) });
    // Only the first child's file is left: the other slices' files are gone.
    expect(readdirSync(dir)).toEqual(["products.analysis.tmp"]);
    expect(index.loadSnapshot(snapshotPath)).toBe(true);
    expect(products.filter((p) => !index.restore(p)).map((p) => p.id)).toEqual([]);
    index.syncVectors();
    const direct = new ProductSearchIndex();
    for (const p of products) direct.upsert(p);
    for (const q of ["chaise", "imprimante laser", "Vertis", "gants casque", "lampe"]) expect(index.search(q, { limit: 10 }), q).toEqual(direct.search(q, { limit: 10 }));
    computed.forEach((embedding, i) => {
      if (wanted.has(i)) expect(Array.from(embedding as Float32Array), String(i)).toEqual(Array.from(direct.embed(products[i] as ProductDoc)));
      else expect(embedding, String(i)).toBeUndefined();
    });
  });

  it("gathers needs and offers of two slices into one engine that matches as one built in place", async () => {
    const snapshotPath = path.join(dir, "listings.analysis.tmp");
    const graphPath = path.join(dir, "listings.usearch");
    const engine = new MatchingEngine();
    await analyseInChild("listings", listings, { snapshotPath, graphPath, dimensions: engine.embedder.dimensions, children: 2 });
    expect(engine.loadSnapshot(snapshotPath)).toBe(true);
    expect(listings.filter((l) => !engine.restore(l)).map((l) => l.id)).toEqual([]);
    expect(engine.loadVectors(graphPath)).toBe(true);
    const direct = new MatchingEngine();
    for (const l of listings) direct.upsert(l);
    for (const need of listings.filter((l) => l.kind === "need")) expect(engine.matchesFor(need), String(need.id)).toEqual(direct.matchesFor(need));
  });

  it("fails as a whole, and leaves no slice behind, when one child fails", async () => {
    const snapshotPath = path.join(dir, "broken.analysis.tmp");
    // The last slice's child cannot analyse this document.
    const broken = [...products.slice(0, -1), { ...products.at(-1), title: 42 } as unknown as ProductDoc];
    await expect(analyseInChild("products", broken, { snapshotPath, dimensions: 256, children: 2 })).rejects.toThrow(/analysis process/);
    expect(existsSync(`${snapshotPath}.slice1`)).toBe(false);
  });
});
