import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Collection } from "./collection";
import { LexiconEmbedder } from "./embedder";
import { analysisVersion, readIndexSnapshot, writeIndexSnapshot } from "./index-snapshot";
import { TermStats } from "./keyword-index";
import { MatchingEngine, type ListingDoc } from "./matching-engine";
import { ProductSearchIndex, type ProductDoc } from "./product-search";

const products: ProductDoc[] = [
  { id: 1, title: "Réfrigérateur armoire inox 600 L", description: "Froid ventilé, pour cuisine professionnelle.", brand: "Frigelux", category: "food" },
  { id: 2, title: "Four mixte 10 niveaux", description: "Four professionnel pour restaurant, vapeur et convection.", brand: "Cuisto", category: "food" },
  { id: 3, title: "Débroussailleuse thermique 43 cm³", description: "Pour l'entretien des espaces verts.", brand: "Vertis", category: "agriculture" },
  { id: 4, title: "Plan de travail inox", description: "Table de préparation en acier inoxydable.", brand: "Cuisto", category: "food" },
  { id: 5, title: "PC portable 15 pouces", description: "Ordinateur portable pour les équipes commerciales.", brand: "Lenov", category: "technology" },
];
const queries = ["frigo inox", "four restaurant", "debroussailleuse", "laptop", "cuisine inox"];

const listings: ListingDoc[] = [
  { id: 1, kind: "offer", title: "Laptops reconditionnés garantis", description: "PC portables professionnels, garantie 1 an.", category: "technology", keywords: ["laptop"], certifications: ["ISO 9001"] },
  { id: 2, kind: "offer", title: "Entretien des locaux tertiaires", description: "Ménage quotidien de bureaux.", category: "services", keywords: ["propreté"] },
  { id: 3, kind: "offer", title: "Transport frigorifique régional", description: "Camions réfrigérés pour denrées.", category: "logistics", keywords: ["froid"] },
  { id: 10, kind: "need", title: "20 ordinateurs portables pour nos commerciaux", description: "Reconditionné accepté.", category: "technology", keywords: ["ordinateur portable"] },
  { id: 11, kind: "need", title: "Société de nettoyage pour nos bureaux", description: "Nettoyage trois fois par semaine.", category: "services", keywords: ["nettoyage"] },
];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "engine-snapshot-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function productIndex(docs: ProductDoc[] = products): ProductSearchIndex {
  const index = new ProductSearchIndex();
  for (const doc of docs) index.upsert(doc);
  return index;
}

describe("index snapshot", () => {
  it("restores every product without analysing it, and searches exactly as before", () => {
    const file = path.join(dir, "products.snapshot");
    const original = productIndex();
    original.saveSnapshot(file);
    const restored = new ProductSearchIndex();
    expect(restored.loadSnapshot(file)).toBe(true);
    for (const doc of products) expect(restored.restore(doc)).toBe(true);
    restored.syncVectors();
    expect(restored.size).toBe(products.length);
    for (const q of queries) expect(restored.search(q)).toEqual(original.search(q));
  });

  it("refuses a product whose text changed since the snapshot, and one it never held", () => {
    const file = path.join(dir, "products.snapshot");
    productIndex().saveSnapshot(file);
    const restored = new ProductSearchIndex();
    expect(restored.loadSnapshot(file)).toBe(true);
    const edited = { ...products[0]!, description: "Froid statique, pour boucherie." };
    expect(restored.restore(edited)).toBe(false);
    expect(restored.restore({ ...products[1]!, id: 99 })).toBe(false);
    expect(restored.restore({ ...products[2]!, brand: "Autre" })).toBe(false);
    // The caller upserts what was refused: the result is the index of the current texts.
    restored.upsert(edited);
    for (const doc of products.slice(1)) expect(restored.restore(doc)).toBe(true);
    restored.syncVectors();
    const fresh = productIndex([edited, ...products.slice(1)]);
    for (const q of [...queries, "boucherie"]) {
      expect(restored.search(q).hits.map((h) => h.id)).toEqual(fresh.search(q).hits.map((h) => h.id));
    }
    // After syncVectors the snapshot is forgotten.
    expect(restored.restore(products[0]!)).toBe(false);
  });

  it("is not loaded for another analysis, embedder, storage or a damaged file", () => {
    const file = path.join(dir, "products.snapshot");
    productIndex().saveSnapshot(file);
    expect(new ProductSearchIndex({ embedder: new LexiconEmbedder({ dimensions: 128 }) }).loadSnapshot(file)).toBe(false);
    expect(new ProductSearchIndex({ vectorIndex: { storage: "f32" } }).loadSnapshot(file)).toBe(false);
    expect(new ProductSearchIndex().loadSnapshot(path.join(dir, "missing"))).toBe(false);

    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 100));
    expect(new ProductSearchIndex().loadSnapshot(file)).toBe(false);
    writeFileSync(file, Buffer.concat([bytes, Buffer.alloc(8)]));
    expect(new ProductSearchIndex().loadSnapshot(file)).toBe(false);
    writeFileSync(file, "not a snapshot");
    expect(new ProductSearchIndex().loadSnapshot(file)).toBe(false);

    // Same layout, other analysis version (a changed pipeline, lexicon or field weights).
    const stats = new TermStats();
    const collection = new Collection(stats, 256);
    writeIndexSnapshot(file, { analysis: `${analysisVersion()}/other`, embedderVersion: new LexiconEmbedder().version, dimensions: 256, storage: "i8" }, stats, [["products", collection]]);
    expect(new ProductSearchIndex().loadSnapshot(file)).toBe(false);
    writeIndexSnapshot(file, { analysis: `${analysisVersion()}/product:2,1,1,1/marque:whole`, embedderVersion: new LexiconEmbedder().version, dimensions: 256, storage: "i8" }, stats, [["products", collection]]);
    expect(new ProductSearchIndex().loadSnapshot(file)).toBe(true);
  });

  it("restores needs and offers into a matching engine that matches exactly as the one saved", () => {
    const file = path.join(dir, "listings.snapshot");
    const original = new MatchingEngine();
    for (const doc of listings) original.upsert(doc);
    original.remove("offer", 3);
    original.saveSnapshot(file);
    const restored = new MatchingEngine();
    expect(restored.loadSnapshot(file)).toBe(true);
    for (const doc of listings.filter((d) => d.id !== 3)) expect(restored.restore(doc)).toBe(true);
    expect(restored.restore(listings[2]!)).toBe(false);
    expect(restored.restore({ ...listings[0]!, keywords: ["portable"] })).toBe(false);
    restored.syncVectors();
    expect(restored.counts).toEqual({ needs: 2, offers: 2 });
    for (const doc of listings) expect(restored.matchesFor(doc, { minScore: 0 })).toEqual(original.matchesFor(doc, { minScore: 0 }));
  });

  it("keeps the terms of documents added before the snapshot was loaded", () => {
    const file = path.join(dir, "products.snapshot");
    productIndex(products.slice(0, 3)).saveSnapshot(file);
    const index = new ProductSearchIndex();
    index.upsert(products[4]!);
    index.upsert(products[3]!);
    expect(index.loadSnapshot(file)).toBe(true);
    for (const doc of products.slice(0, 3)) expect(index.restore(doc)).toBe(true);
    index.syncVectors();
    const fresh = productIndex();
    for (const q of queries) expect(index.search(q).hits.map((h) => h.id)).toEqual(fresh.search(q).hits.map((h) => h.id));
  });
});

describe("collection storage", () => {
  it("gives back each document's bag and concepts through any sequence of upserts and removals", () => {
    // Enough distinct words that the arenas grow and compact (16 384 pair slots at first).
    const word = fc.stringMatching(/^[bcdfgklmnprstv][aeiou][bcdfgklmnprstv][aeiou][bcdfgklmnprstv]$/);
    const op = fc.record({ id: fc.integer({ min: 1, max: 30 }), remove: fc.boolean(), words: fc.array(word, { minLength: 1, maxLength: 100, size: "max" }) });
    fc.assert(
      fc.property(fc.array(op, { minLength: 400, maxLength: 500, size: "max" }), (ops) => {
        const stats = new TermStats();
        const collection = new Collection(stats, 64);
        const expected = new Map<number, string>();
        const vector = new Float32Array(64).fill(0.125);
        for (const { id, remove, words: w } of ops) {
          if (remove) {
            collection.remove(id);
            expected.delete(id);
          } else {
            const text = w.join(" ");
            collection.upsert(id, { tokens: [], bag: stats.bag([{ text, weight: 1 }], true), concepts: new Map() }, "food", vector);
            expected.set(id, text);
          }
        }
        if (collection.size !== expected.size) return false;
        const check = new TermStats();
        for (const [id, text] of expected) {
          const bag = collection.bag(id);
          const want = check.bag([{ text, weight: 1 }], true);
          const got = [...(bag?.pairs ?? [])].map((v, i) => (i % 2 === 0 ? stats.termOf(v) : v)).join(" ");
          const wanted = [...want.pairs].map((v, i) => (i % 2 === 0 ? check.termOf(v) : v)).join(" ");
          const sortedPairs = (s: string) => s.split(" ").reduce<string[]>((acc, x, i, all) => (i % 2 === 0 ? [...acc, `${x}:${all[i + 1]}`] : acc), []).sort().join(" ");
          if (sortedPairs(got) !== sortedPairs(wanted) || bag?.length !== want.length || collection.category(id) !== "food") return false;
        }
        return true;
      }),
      { numRuns: 5, endOnFailure: true },
    );
  }, 60_000);

  it("snapshots an empty collection and reads it back", () => {
    const file = path.join(dir, "empty");
    const identity = { analysis: "a", embedderVersion: "e", dimensions: 8, storage: "i8" as const };
    writeIndexSnapshot(file, identity, new TermStats(), [["x", new Collection(new TermStats(), 8)]]);
    expect(readIndexSnapshot(file, identity, new TermStats(), [["x", new Collection(new TermStats(), 8)]])).toBe(true);
    expect(readIndexSnapshot(file, identity, new TermStats(), [["y", new Collection(new TermStats(), 8)]])).toBe(false);
  });
});
