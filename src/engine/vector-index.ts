/**
 * Embeddings of one collection: a copy in memory for exact scores (int8 with a scale per vector
 * by default, a quarter of f32) and a usearch HNSW graph (metric cos) for candidates. The graph is synced lazily, in batches, on the first
 * search after changes; it can be saved to a file with a JSON sidecar and loaded back, and a
 * loaded graph is used only if it holds exactly the vectors upserted since (same fingerprint).
 */
import { existsSync, readFileSync, renameSync } from "node:fs";
import usearch from "usearch";
import type { Index as UsearchIndex, ScalarKind } from "usearch";
import { temporaryPath, writeFileAtomically } from "./temporary-files";

/**
 * Version of the saved files' layout; files of another version are ignored. 2: the sidecar counts
 * the removed nodes the graph holds (`removed`); a file of version 1 may hold more of them than
 * a load survives (SAVE_MAX_REMOVED_SHARE), so it is rebuilt once instead.
 */
export const VECTOR_INDEX_FORMAT = 2;
/** HNSW edges per node. Default 16; range 4–64 (more: better recall, more memory). */
export const HNSW_CONNECTIVITY = 16;
/** HNSW candidate list while inserting. Default 128; range 16–512. */
export const HNSW_EXPANSION_ADD = 128;
/** HNSW candidate list while searching. Default 128; range 16–1024. */
export const HNSW_EXPANSION_SEARCH = 128;

export type VectorQuantization = "f32" | "f16" | "i8";

export interface VectorIndexOptions {
  /** Edges per node. Default HNSW_CONNECTIVITY. */
  connectivity?: number;
  /** Default HNSW_EXPANSION_ADD. */
  expansionAdd?: number;
  /** Default HNSW_EXPANSION_SEARCH. */
  expansionSearch?: number;
  /** Scalar type inside the graph. Default "f16". */
  quantization?: VectorQuantization;
  /**
   * Scalar type of the copy that exact scores read. Default "i8": each vector is stored as
   * 8-bit codes and one f32 scale (its largest absolute component / 127), 260 bytes at 256
   * dimensions instead of 1024; a cosine moves by less than 0.002. "f32" keeps the vectors as given.
   */
  storage?: VectorStorage;
}

export type VectorStorage = "f32" | "i8";

/** A stored vector as the index holds it, for snapshots: its values and its fingerprint hash. */
export interface StoredVector {
  /** Floats (f32 storage) or 8-bit codes (i8 storage). */
  values: Float32Array | Int8Array;
  /** The i8 scale (0 with f32 storage). */
  scale: number;
  /** The (key, vector) hash that enters the fingerprint. */
  hash: [number, number];
}

/** Vectors per storage chunk: growing the store never copies what it holds. */
const CHUNK_VECTORS = 1024;
/** Vectors handed to the graph per `add` call while syncing (bounds the temporary copy). */
const SYNC_BATCH = 4096;

/**
 * Removed nodes (usearch keeps them as tombstones) a graph may hold when it is saved, as a share of
 * its live ones; above it, the graph is rebuilt from the held vectors before the save. usearch
 * writes a graph whose tombstones outnumber its live nodes into a file that corrupts the heap of
 * the process loading it: after `market seed --reset` beside a running server (60 listings
 * removed, 5 added) the next start aborted with « free(): corrupted unsorted chunks », and so
 * would a server after enough edits (an edit removes the old node). Measured on 60 + 5 nodes: 32
 * removed loaded, 40 did not. A quarter keeps clear of that, and a rebuild costs no more than
 * four times the removals since the last one.
 */
const SAVE_MAX_REMOVED_SHARE = 0.25;

/** What the JSON sidecar next to a saved graph holds. */
export interface VectorIndexSidecar {
  format: number;
  embedderVersion: string;
  dimensions: number;
  metric: "cos";
  quantization: VectorQuantization;
  count: number;
  /** Removed nodes the graph still holds (tombstones). */
  removed: number;
  fingerprint: string;
  savedAt: string;
}

/**
 * What a saved graph holds, in a binary file beside it (`${path}.keys`): each key and the two
 * halves of its (key, vector) hash. A graph whose fingerprint no longer matches (a restart after
 * a crash, with the last minutes of changes since the last save) is then adopted and patched
 * (changed and deleted keys removed, the rest added) rather than rebuilt.
 */
interface SavedKeys {
  keys: Float64Array;
  hashA: Uint32Array;
  hashB: Uint32Array;
}

/**
 * Share of the held vectors a saved graph must already hold unchanged to be patched rather than
 * rebuilt (removed nodes stay in the graph as tombstones). Default 0.5.
 */
export const PATCH_MIN_SHARE = 0.5;

function encodeKeys(entries: Array<[number, number, number]>): Buffer {
  const n = entries.length;
  const out = Buffer.alloc(n * 16);
  const keys = new Float64Array(out.buffer, out.byteOffset, n);
  const hashes = new Uint32Array(out.buffer, out.byteOffset + n * 8, 2 * n);
  entries.forEach(([key, a, b], i) => {
    keys[i] = key;
    hashes[i] = a;
    hashes[n + i] = b;
  });
  return out;
}

function decodeKeys(file: Buffer, count: number): SavedKeys | null {
  if (file.length !== count * 16) return null;
  const bytes = new Uint8Array(file).buffer;
  return { keys: new Float64Array(bytes, 0, count), hashA: new Uint32Array(bytes, count * 8, count), hashB: new Uint32Array(bytes, count * 12, count) };
}

const QUANTIZATION: Record<VectorQuantization, ScalarKind> = {
  f32: usearch.ScalarKind.F32,
  f16: usearch.ScalarKind.F16,
  i8: usearch.ScalarKind.I8,
};

function vectorHash(key: number, vector: Float32Array): [number, number] {
  const bytes = new Uint32Array(vector.buffer, vector.byteOffset, vector.length);
  let a = (0x9e3779b9 ^ key) >>> 0;
  let b = (0x85ebca6b ^ Math.floor(key / 2 ** 32)) >>> 0;
  for (let i = 0; i < bytes.length; i++) {
    const x = bytes[i] as number;
    a = Math.imul(a ^ x, 0x01000193) >>> 0;
    b = Math.imul(b + x, 0xcc9e2d51) >>> 0;
    b = ((b << 13) | (b >>> 19)) >>> 0;
  }
  return [a, b];
}

/**
 * The dot product of a query with the stored vector at `start`. Four terms a turn, added in index
 * order: the same sum to the last bit as the plain loop, with fewer loop tests. Every index of a
 * running server stores i8 codes, so this loop reads one kind of array there.
 */
function dot(q: Float64Array, stored: Float32Array | Int8Array, start: number): number {
  const n = q.length;
  const whole = n - (n % 4);
  let sum = 0;
  let i = 0;
  for (; i < whole; i += 4) {
    sum += (q[i] as number) * (stored[start + i] as number);
    sum += (q[i + 1] as number) * (stored[start + i + 1] as number);
    sum += (q[i + 2] as number) * (stored[start + i + 2] as number);
    sum += (q[i + 3] as number) * (stored[start + i + 3] as number);
  }
  for (; i < n; i++) sum += (q[i] as number) * (stored[start + i] as number);
  return sum;
}

export class VectorIndex {
  readonly dimensions: number;
  readonly #options: Required<VectorIndexOptions>;
  readonly #slots = new Map<number, number>();
  readonly #freeSlots: number[] = [];
  /** Slot-ordered chunks of CHUNK_VECTORS vectors (codes when storage is i8). */
  readonly #chunks: Array<Float32Array | Int8Array> = [];
  /** Per slot: the i8 scale, and the two halves of the (key, vector) hash of the fingerprint. */
  #scales: Float32Array;
  /** Per slot: the squared norm of the stored vector (#keepNorm). */
  #norms: Float64Array;
  #hashA: Uint32Array;
  #hashB: Uint32Array;
  #indexed: Uint8Array;
  readonly #pending = new Set<number>();
  #graph: UsearchIndex;
  #graphSize = 0;
  /** Nodes removed from the graph in use, which it still holds (SAVE_MAX_REMOVED_SHARE). */
  #graphRemoved = 0;
  #loaded: { graph: UsearchIndex; sidecar: VectorIndexSidecar; keys: SavedKeys | null } | null = null;
  #sumA = 0;
  #sumB = 0;
  /** How the graph in use came to be: built here, a loaded one adopted as saved, or one patched (see #patchLoaded). */
  graphOrigin: "built" | "loaded" | "patched" = "built";

  constructor(dimensions: number, options: VectorIndexOptions = {}) {
    this.dimensions = dimensions;
    this.#options = {
      connectivity: options.connectivity ?? HNSW_CONNECTIVITY,
      expansionAdd: options.expansionAdd ?? HNSW_EXPANSION_ADD,
      expansionSearch: options.expansionSearch ?? HNSW_EXPANSION_SEARCH,
      quantization: options.quantization ?? "f16",
      storage: options.storage ?? "i8",
    };
    this.#scales = new Float32Array(1024);
    this.#norms = new Float64Array(1024);
    this.#hashA = new Uint32Array(1024);
    this.#hashB = new Uint32Array(1024);
    this.#indexed = new Uint8Array(1024);
    this.#graph = this.#newGraph();
  }

  get size(): number {
    return this.#slots.size;
  }

  has(key: number): boolean {
    return this.#slots.has(key);
  }

  /** The stored vector: a new array (with i8 storage, the codes times the scale). */
  get(key: number): Float32Array | undefined {
    const slot = this.#slots.get(key);
    if (slot === undefined) return undefined;
    return this.#read(slot, new Float32Array(this.dimensions), 0);
  }

  /**
   * Cosine of a query vector with a stored one, clamped to [0, 1] like `semanticSimilarity`
   * (undefined when the key is absent). Reads the stored copy in place, without a new array.
   */
  similarity(key: number, query: Float32Array): number | undefined {
    return this.similarityTo(query)(key);
  }

  /**
   * `similarity` against one query for many keys: the query's norm is computed once and the
   * stored vectors' norms were kept when they were written, so each key costs one dot product
   * (a search scores every candidate; three sums per element were a fifth of its time, issue 25).
   * Same sums in the same order: the same cosines to the last bit.
   */
  similarityTo(query: Float32Array): (key: number) => number | undefined {
    const dimensions = this.dimensions;
    // Float64 reads are faster than float32 ones in V8's loops, and the values are the same.
    const q = Float64Array.from(query);
    let queryNorm = 0;
    for (let i = 0; i < dimensions; i++) queryNorm += (q[i] as number) * (q[i] as number);
    return (key) => {
      const slot = this.#slots.get(key);
      if (slot === undefined) return undefined;
      const chunk = this.#chunks[Math.floor(slot / CHUNK_VECTORS)] as Float32Array | Int8Array;
      // The i8 scale cancels out of the cosine.
      const product = dot(q, chunk, (slot % CHUNK_VECTORS) * dimensions);
      const storedNorm = this.#norms[slot] as number;
      if (queryNorm === 0 || storedNorm === 0) return 0;
      return Math.min(1, Math.max(0, product / Math.sqrt(queryNorm * storedNorm)));
    };
  }

  /** The squared norm of the stored vector of a slot (of its codes with i8 storage), for `similarityTo`. */
  #keepNorm(slot: number): void {
    const chunk = this.#chunks[Math.floor(slot / CHUNK_VECTORS)] as Float32Array | Int8Array;
    const start = (slot % CHUNK_VECTORS) * this.dimensions;
    let norm = 0;
    for (let i = 0; i < this.dimensions; i++) norm += (chunk[start + i] as number) * (chunk[start + i] as number);
    this.#norms[slot] = norm;
  }

  /**
   * The vector as this index stores it and gives it back (`get`): with i8 storage, rounded to
   * its codes. Scoring a query with this form makes a score the same whether the query's
   * vector was just computed or read back from the index.
   */
  stored(vector: Float32Array): Float32Array {
    if (this.#options.storage === "f32") return vector;
    const { codes, scale } = quantize(vector);
    const out = new Float32Array(vector.length);
    for (let i = 0; i < codes.length; i++) out[i] = (codes[i] as number) * scale;
    return out;
  }

  set(key: number, vector: Float32Array): void {
    if (vector.length !== this.dimensions) {
      throw new RangeError(`vector has ${vector.length} dimensions, the index ${this.dimensions}`);
    }
    this.#place(key, vectorHash(key, vector), (slot) => this.#write(slot, vector));
  }

  /** Puts a vector with this hash in a slot (a no-op when the key already holds the same one). */
  #place(key: number, [a, b]: [number, number], write: (slot: number) => void): void {
    const existing = this.#slots.get(key);
    if (existing !== undefined) {
      if (this.#hashA[existing] === a && this.#hashB[existing] === b) return;
      this.delete(key);
    }
    const slot = this.#freeSlots.pop() ?? this.#slots.size;
    this.#ensureSlot(slot);
    write(slot);
    this.#keepNorm(slot);
    this.#slots.set(key, slot);
    this.#hashA[slot] = a;
    this.#hashB[slot] = b;
    this.#sumA = (this.#sumA + a) >>> 0;
    this.#sumB = (this.#sumB + b) >>> 0;
    this.#pending.add(key);
  }

  /** The stored form of a vector (a view of the store: copy it before the next set). */
  storedVector(key: number): StoredVector | undefined {
    const slot = this.#slots.get(key);
    if (slot === undefined) return undefined;
    const chunk = this.#chunks[Math.floor(slot / CHUNK_VECTORS)] as Float32Array | Int8Array;
    const start = (slot % CHUNK_VECTORS) * this.dimensions;
    return {
      values: chunk.subarray(start, start + this.dimensions),
      scale: this.#scales[slot] as number,
      hash: [this.#hashA[slot] as number, this.#hashB[slot] as number],
    };
  }

  /** Sets a vector from its stored form (as `storedVector` gave it, by an index with the same storage). */
  setStored(key: number, stored: StoredVector): void {
    const isFloat = this.#options.storage === "f32";
    if (stored.values.length !== this.dimensions || stored.values instanceof Float32Array !== isFloat) {
      throw new RangeError(`stored vector does not fit this index (${this.dimensions} dimensions, ${this.#options.storage})`);
    }
    this.#place(key, stored.hash, (slot) => {
      const chunk = this.#chunks[Math.floor(slot / CHUNK_VECTORS)] as Float32Array | Int8Array;
      chunk.set(stored.values, (slot % CHUNK_VECTORS) * this.dimensions);
      this.#scales[slot] = stored.scale;
    });
  }

  /** Scalar type of the stored copy. */
  get storage(): VectorStorage {
    return this.#options.storage;
  }

  delete(key: number): void {
    const slot = this.#slots.get(key);
    if (slot === undefined) return;
    this.#sumA = (this.#sumA - (this.#hashA[slot] as number)) >>> 0;
    this.#sumB = (this.#sumB - (this.#hashB[slot] as number)) >>> 0;
    if (this.#indexed[slot]) {
      this.#graph.remove(BigInt(key));
      this.#graphSize -= 1;
      this.#graphRemoved += 1;
      this.#indexed[slot] = 0;
    }
    this.#pending.delete(key);
    this.#slots.delete(key);
    this.#freeSlots.push(slot);
  }

  /** Order-independent digest of every (key, vector) held. */
  fingerprint(): string {
    return `${this.#sumA.toString(16).padStart(8, "0")}${this.#sumB.toString(16).padStart(8, "0")}`;
  }

  /** The keys of the `k` nearest vectors by cosine (approximate: HNSW). */
  search(vector: Float32Array, k: number): number[] {
    this.sync();
    const count = Math.min(k, this.#graphSize);
    if (count <= 0) return [];
    const result = this.#graph.search(vector, count, 1);
    const keys: number[] = [];
    for (const key of result.keys) keys.push(Number(key));
    return keys;
  }

  /** Brings the graph up to date: adopts a matching loaded graph, or adds pending vectors. */
  sync(): void {
    if (this.#loaded) this.#adoptOrDropLoaded();
    if (this.#pending.size === 0) return;
    const pending = [...this.#pending];
    this.#pending.clear();
    const batchSize = Math.min(SYNC_BATCH, pending.length);
    const keys = new BigUint64Array(batchSize);
    const vectors = new Float32Array(batchSize * this.dimensions);
    for (let start = 0; start < pending.length; start += batchSize) {
      const count = Math.min(batchSize, pending.length - start);
      for (let i = 0; i < count; i++) {
        const key = pending[start + i] as number;
        const slot = this.#slots.get(key) as number;
        keys[i] = BigInt(key);
        this.#read(slot, vectors, i * this.dimensions);
        this.#indexed[slot] = 1;
      }
      // One thread: usearch's concurrent add() can leave a node that no search reaches
      // (unum-cloud/USearch#735, still in 2.26.2; about 1 in 5,000 here), an offer never matched.
      this.#graph.add(count === batchSize ? keys : keys.subarray(0, count), count === batchSize ? vectors : vectors.subarray(0, count * this.dimensions), 1);
      this.#graphSize += count;
    }
  }

  /** Writes the graph to `path` and its sidecar to `${path}.json` (each via a temporary file). */
  save(path: string, embedderVersion: string): void {
    this.sync();
    if (this.#graphRemoved > SAVE_MAX_REMOVED_SHARE * this.#graphSize) this.#rebuild();
    const sidecar: VectorIndexSidecar = {
      format: VECTOR_INDEX_FORMAT,
      embedderVersion,
      dimensions: this.dimensions,
      metric: "cos",
      quantization: this.#options.quantization,
      count: this.size,
      removed: this.#graphRemoved,
      fingerprint: this.fingerprint(),
      savedAt: new Date().toISOString(),
    };
    const entries: Array<[number, number, number]> = [];
    for (const [key, slot] of this.#slots) entries.push([key, this.#hashA[slot] as number, this.#hashB[slot] as number]);
    const temporary = temporaryPath(path);
    this.#graph.save(temporary);
    renameSync(temporary, path);
    writeFileAtomically(`${path}.keys`, encodeKeys(entries));
    writeFileAtomically(`${path}.json`, JSON.stringify(sidecar, null, 2));
  }

  /**
   * Loads a saved graph. Returns false when the files are missing, unreadable, of another
   * format, embedder version, dimension count or quantization, or (when vectors are already
   * held) do not match them. When true, the graph is used at the next search provided the
   * vectors upserted by then have the saved fingerprint; otherwise it is rebuilt from them.
   */
  load(path: string, embedderVersion: string): boolean {
    if (!existsSync(path) || !existsSync(`${path}.json`)) return false;
    let sidecar: VectorIndexSidecar;
    try {
      sidecar = JSON.parse(readFileSync(`${path}.json`, "utf8")) as VectorIndexSidecar;
    } catch {
      return false;
    }
    if (
      sidecar.format !== VECTOR_INDEX_FORMAT ||
      sidecar.embedderVersion !== embedderVersion ||
      sidecar.dimensions !== this.dimensions ||
      sidecar.quantization !== this.#options.quantization ||
      !Number.isInteger(sidecar.removed) ||
      sidecar.removed > SAVE_MAX_REMOVED_SHARE * sidecar.count
    ) {
      return false;
    }
    if (this.size > 0 && (sidecar.count !== this.size || sidecar.fingerprint !== this.fingerprint())) return false;
    const graph = this.#newGraph();
    try {
      graph.load(path);
    } catch {
      return false;
    }
    if (graph.size() !== sidecar.count) return false;
    let keys: SavedKeys | null = null;
    try {
      if (existsSync(`${path}.keys`)) keys = decodeKeys(readFileSync(`${path}.keys`), sidecar.count);
    } catch {
      keys = null;
    }
    this.#loaded = { graph, sidecar, keys };
    if (this.size > 0) this.#adoptOrDropLoaded();
    return true;
  }

  #adoptOrDropLoaded(): void {
    const loaded = this.#loaded;
    if (!loaded) return;
    this.#loaded = null;
    if (loaded.sidecar.count !== this.size || loaded.sidecar.fingerprint !== this.fingerprint()) {
      if (loaded.keys) this.#patchLoaded(loaded.graph, loaded.keys, loaded.sidecar.removed);
      return;
    }
    this.#graph = loaded.graph;
    this.#graphSize = loaded.sidecar.count;
    this.#graphRemoved = loaded.sidecar.removed;
    this.graphOrigin = "loaded";
    for (const slot of this.#slots.values()) this.#indexed[slot] = 1;
    this.#pending.clear();
  }

  /**
   * Adopts a saved graph that holds most of the current vectors: its keys whose vector changed
   * or which are gone are removed from it, the keys it lacks stay pending (added at the next
   * sync). Leaves the graph to be rebuilt when less than PATCH_MIN_SHARE of the vectors match.
   */
  #patchLoaded(graph: UsearchIndex, saved: SavedKeys, removed: number): void {
    const stale: number[] = [];
    const current: number[] = [];
    for (let i = 0; i < saved.keys.length; i++) {
      const key = saved.keys[i] as number;
      const slot = this.#slots.get(key);
      if (slot !== undefined && this.#hashA[slot] === saved.hashA[i] && this.#hashB[slot] === saved.hashB[i] && !this.#indexed[slot]) current.push(key);
      else stale.push(key);
    }
    if (this.#graphSize > 0 || current.length < PATCH_MIN_SHARE * this.size) return;
    for (const key of stale) graph.remove(BigInt(key));
    this.#graph = graph;
    this.#graphSize = current.length;
    this.#graphRemoved = removed + stale.length;
    this.graphOrigin = "patched";
    for (const key of current) {
      this.#indexed[this.#slots.get(key) as number] = 1;
      this.#pending.delete(key);
    }
  }

  /** A new graph of the held vectors, without the removed nodes of the one in use. */
  #rebuild(): void {
    this.#graph = this.#newGraph();
    this.#graphSize = 0;
    this.#graphRemoved = 0;
    this.graphOrigin = "built";
    for (const [key, slot] of this.#slots) {
      this.#indexed[slot] = 0;
      this.#pending.add(key);
    }
    this.sync();
  }

  #newGraph(): UsearchIndex {
    return new usearch.Index({
      dimensions: this.dimensions,
      metric: usearch.MetricKind.Cos,
      quantization: QUANTIZATION[this.#options.quantization],
      connectivity: this.#options.connectivity,
      expansion_add: this.#options.expansionAdd,
      expansion_search: this.#options.expansionSearch,
      multi: false,
    });
  }

  /** Stores a vector in its slot (quantised when storage is i8). */
  #write(slot: number, vector: Float32Array): void {
    const chunk = this.#chunks[Math.floor(slot / CHUNK_VECTORS)] as Float32Array | Int8Array;
    const start = (slot % CHUNK_VECTORS) * this.dimensions;
    if (chunk instanceof Float32Array) {
      chunk.set(vector, start);
      return;
    }
    const { codes, scale } = quantize(vector);
    this.#scales[slot] = scale;
    chunk.set(codes, start);
  }

  /** Copies the stored vector of a slot into `out` at `offset`, as floats. */
  #read(slot: number, out: Float32Array, offset: number): Float32Array {
    const chunk = this.#chunks[Math.floor(slot / CHUNK_VECTORS)] as Float32Array | Int8Array;
    const start = (slot % CHUNK_VECTORS) * this.dimensions;
    if (chunk instanceof Float32Array) {
      out.set(chunk.subarray(start, start + this.dimensions), offset);
      return out;
    }
    const scale = this.#scales[slot] as number;
    for (let i = 0; i < this.dimensions; i++) out[offset + i] = (chunk[start + i] as number) * scale;
    return out;
  }

  #ensureSlot(slot: number): void {
    while (this.#chunks.length * CHUNK_VECTORS <= slot) {
      const size = CHUNK_VECTORS * this.dimensions;
      this.#chunks.push(this.#options.storage === "f32" ? new Float32Array(size) : new Int8Array(size));
    }
    if (slot < this.#indexed.length) return;
    let size = this.#indexed.length;
    while (size <= slot) size *= 2;
    const grow = <T extends Float32Array | Float64Array | Uint32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const grown = make(size);
      grown.set(old);
      return grown;
    };
    this.#scales = grow(this.#scales, (n) => new Float32Array(n));
    this.#norms = grow(this.#norms, (n) => new Float64Array(n));
    this.#hashA = grow(this.#hashA, (n) => new Uint32Array(n));
    this.#hashB = grow(this.#hashB, (n) => new Uint32Array(n));
    this.#indexed = grow(this.#indexed, (n) => new Uint8Array(n));
  }
}

/** 8-bit codes of a vector and the scale that turns them back into floats (largest |x| / 127). */
function quantize(vector: Float32Array): { codes: Int8Array; scale: number } {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i] as number));
  const scale = Math.fround(max / 127);
  const codes = new Int8Array(vector.length);
  if (scale > 0) for (let i = 0; i < vector.length; i++) codes[i] = Math.round((vector[i] as number) / scale);
  return { codes, scale };
}
