import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { semanticSimilarity } from "./embedder";
import { VectorIndex } from "./vector-index";

const DIMS = 8;
function vector(seed: number): Float32Array {
  const v = new Float32Array(DIMS);
  for (let i = 0; i < DIMS; i++) v[i] = Math.sin(seed * 7.3 + i * 1.7);
  return v;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "engine-vectors-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("vector index", () => {
  it("finds the nearest vector and forgets deleted ones", () => {
    const index = new VectorIndex(DIMS);
    for (let k = 1; k <= 50; k++) index.set(k, vector(k));
    expect(index.search(vector(17), 1)).toEqual([17]);
    index.delete(17);
    expect(index.search(vector(17), 5)).not.toContain(17);
    expect(index.size).toBe(49);
  });

  it("reaches every vector of a large batch by a search for it (no node left out of the graph)", () => {
    // usearch's multi-threaded add leaves about one node in 5,000 that no search visits.
    const dims = 32;
    const index = new VectorIndex(dims);
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) - 0.5;
    const vectors = Array.from({ length: 6000 }, () => Float32Array.from({ length: dims }, random));
    vectors.forEach((v, i) => index.set(i + 1, v));
    const unreached = vectors.filter((v, i) => !index.search(v, 10).includes(i + 1)).length;
    expect(unreached).toBe(0);
  });

  it("replaces a vector on a second set with the same key", () => {
    const index = new VectorIndex(DIMS);
    index.set(1, vector(1));
    index.set(2, vector(2));
    index.set(1, vector(3));
    expect(index.search(vector(3), 1)).toEqual([1]);
    expect(index.size).toBe(2);
  });

  it("saves and loads back the same graph, with a sidecar naming the embedder version", () => {
    const file = path.join(dir, "offers");
    const a = new VectorIndex(DIMS);
    for (let k = 1; k <= 30; k++) a.set(k, vector(k));
    a.save(file, "test-v1");

    const b = new VectorIndex(DIMS);
    for (let k = 1; k <= 30; k++) b.set(k, vector(k));
    expect(b.load(file, "test-v1")).toBe(true);
    expect(b.fingerprint()).toBe(a.fingerprint());
    expect(b.search(vector(9), 3)).toEqual(a.search(vector(9), 3));
  });

  it("refuses missing, corrupt, other-version or stale files", () => {
    const file = path.join(dir, "needs");
    const a = new VectorIndex(DIMS);
    for (let k = 1; k <= 10; k++) a.set(k, vector(k));
    expect(a.load(file, "test-v1")).toBe(false);
    a.save(file, "test-v1");
    expect(new VectorIndex(DIMS).load(file, "test-v2")).toBe(false);

    const changed = new VectorIndex(DIMS);
    for (let k = 1; k <= 10; k++) changed.set(k, vector(k + 100));
    expect(changed.load(file, "test-v1")).toBe(false);

    writeFileSync(`${file}.json`, "{not json");
    expect(new VectorIndex(DIMS).load(file, "test-v1")).toBe(false);
  });

  it("rebuilds from its own vectors when a loaded graph turns out stale", () => {
    const file = path.join(dir, "offers");
    const a = new VectorIndex(DIMS);
    for (let k = 1; k <= 10; k++) a.set(k, vector(k));
    a.save(file, "v");
    const b = new VectorIndex(DIMS);
    expect(b.load(file, "v")).toBe(true);
    for (let k = 1; k <= 11; k++) b.set(k, vector(k + 50));
    expect(b.search(vector(61), 1)).toEqual([11]);
  });

  it("rebuilds a graph that holds mostly removed nodes before saving it: such a file aborted the process that loaded it", () => {
    // As after `market seed --reset` beside a running server: 60 listings gone, 5 new ones.
    const dims = 64;
    const wide = (seed: number) => Float32Array.from({ length: dims }, (_, i) => Math.sin(seed * 13.7 + i * 1.3));
    const file = path.join(dir, "listings");
    const a = new VectorIndex(dims);
    for (let k = 1; k <= 60; k++) a.set(k, wide(k));
    expect(a.search(wide(1), 1)).toEqual([1]);
    for (let k = 1; k <= 60; k++) a.delete(k);
    for (let k = 61; k <= 65; k++) a.set(k, wide(k));
    a.save(file, "v");
    // The next start, in a process of its own: usearch's load corrupted the heap (SIGABRT).
    const load = [
      `import { VectorIndex } from ${JSON.stringify(path.resolve(import.meta.dirname, "vector-index.ts"))};`,
      `const wide = (seed) => Float32Array.from({ length: ${dims} }, (_, i) => Math.sin(seed * 13.7 + i * 1.3));`,
      `const b = new VectorIndex(${dims});`,
      `for (let k = 61; k <= 65; k++) b.set(k, wide(k));`,
      `console.log(b.load(${JSON.stringify(file)}, "v"), b.search(wide(62), 1)[0], b.graphOrigin);`,
    ].join("\n");
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", load], { encoding: "utf8", timeout: 60_000 });
    expect({ status: child.status, signal: child.signal, stdout: child.stdout.trim() }).toEqual({ status: 0, signal: null, stdout: "true 62 loaded" });
    // Rebuilt: the file holds no removed node.
    expect(JSON.parse(readFileSync(`${file}.json`, "utf8"))).toMatchObject({ count: 5, removed: 0 });
  });

  it("patches a saved graph that missed the last changes (a restart after a crash) instead of rebuilding it", () => {
    const file = path.join(dir, "products");
    const options = { connectivity: 32 };
    const a = new VectorIndex(DIMS, options);
    for (let k = 1; k <= 40; k++) a.set(k, vector(k));
    a.save(file, "v");
    // Since the save: 3 deleted, 5 changed, 2 added.
    const current = (k: number) => vector(k <= 8 ? k + 500 : k);
    const b = new VectorIndex(DIMS, options);
    expect(b.load(file, "v")).toBe(true);
    for (let k = 4; k <= 42; k++) b.set(k, current(k));
    expect(b.search(current(20), 3)).toContain(20);
    expect(b.graphOrigin).toBe("patched");
    const found = new Set(b.search(vector(2), 100));
    for (const gone of [1, 2, 3]) expect(found.has(gone)).toBe(false);
    // HNSW is approximate (and a graph with removed nodes a little more so): nearly all, not all.
    let selfFound = 0;
    for (let k = 4; k <= 42; k++) if (b.search(current(k), 3).includes(k)) selfFound++;
    expect(selfFound).toBeGreaterThanOrEqual(37);
    // Graph and vectors agree again: saved now, the next index adopts it as it is.
    b.save(file, "v");
    const c = new VectorIndex(DIMS, options);
    for (let k = 4; k <= 42; k++) c.set(k, current(k));
    expect(c.load(file, "v")).toBe(true);
    expect(c.search(current(20), 3)).toContain(20);
    expect(c.graphOrigin).toBe("loaded");
  });

  it("keeps i8 codes close to the vectors given, and scores a query as the stored form does", () => {
    const index = new VectorIndex(DIMS);
    const exact = new VectorIndex(DIMS, { storage: "f32" });
    for (let k = 1; k <= 20; k++) {
      index.set(k, vector(k));
      exact.set(k, vector(k));
    }
    for (let k = 1; k <= 20; k++) {
      const given = vector(k);
      const back = index.get(k)!;
      const max = Math.max(...given.map(Math.abs));
      given.forEach((x, i) => expect(Math.abs(x - back[i]!)).toBeLessThanOrEqual(max / 254 + 1e-7));
      expect(exact.get(k)).toEqual(given);
      expect(index.stored(given)).toEqual(back);
      const query = vector(k + 0.5);
      expect(index.similarity(k, query)).toBeCloseTo(semanticSimilarity(query, back), 6);
      expect(Math.abs(index.similarity(k, query)! - semanticSimilarity(query, given))).toBeLessThan(0.01);
    }
    expect(index.similarity(99, vector(1))).toBeUndefined();
    // The fingerprint follows the vectors as given, whatever the storage.
    expect(index.fingerprint()).toBe(exact.fingerprint());
  });

  it("scores against each slot's current vector after replacements, deletions and stored copies", () => {
    for (const storage of ["i8", "f32"] as const) {
      const index = new VectorIndex(DIMS, { storage });
      for (let k = 1; k <= 10; k++) index.set(k, vector(k));
      index.set(3, vector(30)); // replaced in place
      index.delete(5);
      index.set(11, vector(-4)); // takes the freed slot
      const copy = new VectorIndex(DIMS, { storage });
      copy.setStored(3, index.storedVector(3)!);
      const query = vector(7.5);
      const score = index.similarityTo(query);
      for (const k of [1, 3, 4, 6, 11]) expect(score(k)).toBeCloseTo(Math.max(0, semanticSimilarity(query, index.get(k)!)), 6);
      expect(score(5)).toBeUndefined();
      expect(copy.similarityTo(query)(3)).toBe(score(3));
      expect(index.similarity(4, query)).toBe(score(4));
    }
  });
});
