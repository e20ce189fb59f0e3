/**
 * Embeddings of one collection: an exact copy in memory (for exact scores) and a usearch HNSW
 * graph (metric cos) for candidates. The graph is synced lazily, in batches, on the first
 * search after changes; it can be saved to a file with a JSON sidecar and loaded back, and a
 * loaded graph is used only if it holds exactly the vectors upserted since (same fingerprint).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import usearch from "usearch";
import type { Index as UsearchIndex, ScalarKind } from "usearch";

/** Version of the saved files' layout; files of another version are ignored. */
export const VECTOR_INDEX_FORMAT = 1;
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
  /** Scalar type inside the graph (exact scores always use f32). Default "f16". */
  quantization?: VectorQuantization;
}

/** What the JSON sidecar next to a saved graph holds. */
export interface VectorIndexSidecar {
  format: number;
  embedderVersion: string;
  dimensions: number;
  metric: "cos";
  quantization: VectorQuantization;
  count: number;
  fingerprint: string;
  savedAt: string;
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

export class VectorIndex {
  readonly dimensions: number;
  readonly #options: Required<VectorIndexOptions>;
  readonly #slots = new Map<number, number>();
  readonly #freeSlots: number[] = [];
  #vectors: Float32Array;
  #indexed: Uint8Array;
  readonly #pending = new Set<number>();
  #graph: UsearchIndex;
  #graphSize = 0;
  #loaded: { graph: UsearchIndex; sidecar: VectorIndexSidecar } | null = null;
  #sumA = 0;
  #sumB = 0;

  constructor(dimensions: number, options: VectorIndexOptions = {}) {
    this.dimensions = dimensions;
    this.#options = {
      connectivity: options.connectivity ?? HNSW_CONNECTIVITY,
      expansionAdd: options.expansionAdd ?? HNSW_EXPANSION_ADD,
      expansionSearch: options.expansionSearch ?? HNSW_EXPANSION_SEARCH,
      quantization: options.quantization ?? "f16",
    };
    this.#vectors = new Float32Array(dimensions * 1024);
    this.#indexed = new Uint8Array(1024);
    this.#graph = this.#newGraph();
  }

  get size(): number {
    return this.#slots.size;
  }

  has(key: number): boolean {
    return this.#slots.has(key);
  }

  /** The stored vector (a view: copy it before keeping it). */
  get(key: number): Float32Array | undefined {
    const slot = this.#slots.get(key);
    if (slot === undefined) return undefined;
    return this.#vectors.subarray(slot * this.dimensions, (slot + 1) * this.dimensions);
  }

  set(key: number, vector: Float32Array): void {
    if (vector.length !== this.dimensions) {
      throw new RangeError(`vector has ${vector.length} dimensions, the index ${this.dimensions}`);
    }
    const existing = this.get(key);
    if (existing) {
      if (sameVector(existing, vector)) return;
      this.delete(key);
    }
    const slot = this.#freeSlots.pop() ?? this.#slots.size;
    this.#ensureSlot(slot);
    this.#vectors.set(vector, slot * this.dimensions);
    this.#slots.set(key, slot);
    const [a, b] = vectorHash(key, vector);
    this.#sumA = (this.#sumA + a) >>> 0;
    this.#sumB = (this.#sumB + b) >>> 0;
    this.#pending.add(key);
  }

  delete(key: number): void {
    const slot = this.#slots.get(key);
    if (slot === undefined) return;
    const [a, b] = vectorHash(key, this.get(key) as Float32Array);
    this.#sumA = (this.#sumA - a) >>> 0;
    this.#sumB = (this.#sumB - b) >>> 0;
    if (this.#indexed[slot]) {
      this.#graph.remove(BigInt(key));
      this.#graphSize -= 1;
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
    const keys = new BigUint64Array(this.#pending.size);
    const vectors = new Float32Array(this.#pending.size * this.dimensions);
    let i = 0;
    for (const key of this.#pending) {
      const slot = this.#slots.get(key) as number;
      keys[i] = BigInt(key);
      vectors.set(this.#vectors.subarray(slot * this.dimensions, (slot + 1) * this.dimensions), i * this.dimensions);
      this.#indexed[slot] = 1;
      i++;
    }
    this.#graph.add(keys, vectors, 0);
    this.#graphSize += this.#pending.size;
    this.#pending.clear();
  }

  /** Writes the graph to `path` and its sidecar to `${path}.json` (each via a temporary file). */
  save(path: string, embedderVersion: string): void {
    this.sync();
    const sidecar: VectorIndexSidecar = {
      format: VECTOR_INDEX_FORMAT,
      embedderVersion,
      dimensions: this.dimensions,
      metric: "cos",
      quantization: this.#options.quantization,
      count: this.size,
      fingerprint: this.fingerprint(),
      savedAt: new Date().toISOString(),
    };
    this.#graph.save(`${path}.tmp`);
    renameSync(`${path}.tmp`, path);
    writeFileSync(`${path}.json.tmp`, JSON.stringify(sidecar, null, 2));
    renameSync(`${path}.json.tmp`, `${path}.json`);
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
      sidecar.quantization !== this.#options.quantization
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
    this.#loaded = { graph, sidecar };
    if (this.size > 0) this.#adoptOrDropLoaded();
    return true;
  }

  #adoptOrDropLoaded(): void {
    const loaded = this.#loaded;
    if (!loaded) return;
    this.#loaded = null;
    if (loaded.sidecar.count !== this.size || loaded.sidecar.fingerprint !== this.fingerprint()) return;
    this.#graph = loaded.graph;
    this.#graphSize = loaded.sidecar.count;
    for (const slot of this.#slots.values()) this.#indexed[slot] = 1;
    this.#pending.clear();
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

  #ensureSlot(slot: number): void {
    if (slot < this.#indexed.length) return;
    let size = this.#indexed.length;
    while (size <= slot) size *= 2;
    const vectors = new Float32Array(size * this.dimensions);
    vectors.set(this.#vectors);
    this.#vectors = vectors;
    const indexed = new Uint8Array(size);
    indexed.set(this.#indexed);
    this.#indexed = indexed;
  }
}

function sameVector(a: Float32Array, b: Float32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
