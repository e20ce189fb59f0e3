import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ProductSearchIndex, type ProductDoc } from "../../engine";
import { IndexFiles } from "./index-files";

const products: ProductDoc[] = [
  { id: 1, title: "Ordinateur portable 14 pouces", description: "16 Go de mémoire, SSD 512 Go.", brand: "Lenovo", category: "technology" },
  { id: 2, title: "Chariot élévateur électrique 2,5 t", description: "Mât triplex, batterie lithium.", brand: "Linde", category: "logistics" },
  { id: 3, title: "Machine à café à grains", description: "Pour espace pause, 150 tasses par jour.", brand: "Jura", category: "food" },
];

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function filesOf(index: ProductSearchIndex): IndexFiles {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-index-files-"));
  dirs.push(dir);
  return new IndexFiles(index, dir, "products");
}

describe("IndexFiles.saveInBackground", () => {
  it("writes files a new index restores from, once per change, and nothing when nothing changed", async () => {
    const index = new ProductSearchIndex();
    for (const doc of products) index.upsert(doc);
    const files = filesOf(index);
    expect(await files.saveInBackground()).toBe(false);

    files.changed();
    // Asked twice while the first is under way: one save.
    const [first, second] = await Promise.all([files.saveInBackground(), files.saveInBackground()]);
    expect([first, second]).toEqual([true, true]);
    expect(await files.saveInBackground()).toBe(false);
    expect(fs.readdirSync(files.directory).filter((name) => name.endsWith(".tmp"))).toEqual([]);

    const reopened = new ProductSearchIndex();
    expect(reopened.loadSnapshot(files.snapshotPath)).toBe(true);
    for (const doc of products) expect(reopened.restore(doc)).toBe(true);
    expect(reopened.loadVectors(files.vectorsPath)).toBe(true);
    expect(reopened.search("ordinateur portable").hits[0]?.id).toBe(1);
  });

  it("saves again for a change made while a save was under way", async () => {
    const index = new ProductSearchIndex();
    for (const doc of products.slice(0, 2)) index.upsert(doc);
    const files = filesOf(index);
    files.changed();
    const saving = files.saveInBackground();
    index.upsert(products[2] as ProductDoc);
    files.changed();
    expect(await saving).toBe(true);
    await files.settled();
    expect(await files.saveInBackground()).toBe(true);

    const reopened = new ProductSearchIndex();
    expect(reopened.loadSnapshot(files.snapshotPath)).toBe(true);
    for (const doc of products) expect(reopened.restore(doc)).toBe(true);
  });
});

describe("snapshot taken in slices", () => {
  it("gives the bytes saveSnapshot writes, and a new collection count of mutations at every change", async () => {
    const index = new ProductSearchIndex();
    for (const doc of products) index.upsert(doc);
    const before = index.mutations;
    const slices = index.encodeSnapshotInSlices();
    let step = slices.next();
    while (!step.done) step = slices.next();
    const files = filesOf(index);
    files.save();
    const whole = fs.readFileSync(files.snapshotPath);
    // The header ends with the time of the encoding ("savedAt"); everything after it must be the same.
    const headerEnd = (bytes: Buffer) => bytes.indexOf('Z"}', 0, "latin1") + 3;
    expect(step.value.subarray(headerEnd(step.value))).toEqual(whole.subarray(headerEnd(whole)));
    expect(index.mutations).toBe(before);
    index.upsert({ ...(products[0] as ProductDoc), title: "Ordinateur portable 15 pouces" });
    expect(index.mutations).toBeGreaterThan(before);
  });

  it("drops an encoding the index changed under, and saves what the index holds at the end", async () => {
    /** A product index that gets a product published during its first encoding's first pause. */
    class BusyIndex extends ProductSearchIndex {
      encodings = 0;
      *encodeSnapshotInSlices(): Generator<void, Buffer, void> {
        const slices = super.encodeSnapshotInSlices();
        const first = ++this.encodings === 1;
        for (let paused = false; ; paused = true) {
          const step = slices.next();
          if (step.done) return step.value;
          if (first && !paused) this.upsert(products[0] as ProductDoc);
          yield;
        }
      }
    }
    const many: ProductDoc[] = Array.from({ length: 25_000 }, (_, i) => ({ id: 100 + i, title: `Palette bois ${i}`, description: "Palette 120 x 80.", brand: "Bois", category: "logistics" }));
    const index = new BusyIndex();
    for (const doc of many) index.upsert(doc);
    const files = filesOf(index);
    files.changed();
    expect(await files.saveInBackground()).toBe(true);
    expect(index.encodings).toBe(2);
    const reopened = new ProductSearchIndex();
    expect(reopened.loadSnapshot(files.snapshotPath)).toBe(true);
    expect(reopened.restore(products[0] as ProductDoc)).toBe(true);
    expect(reopened.restore(many[24_999] as ProductDoc)).toBe(true);
  }, 60_000);
});
