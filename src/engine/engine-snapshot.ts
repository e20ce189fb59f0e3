/**
 * A read-only copy of a matching engine's state, for the re-match workers (rematch-pool.ts).
 *
 * It holds what the pipeline has already computed — term ids, term bags, concepts, sectors,
 * embeddings — in SharedArrayBuffers, so the workers (any number of them) read one copy,
 * re-analyse nothing and embed nothing; each rebuilds its inverted index from the bags and
 * recomputes its impacts, as the engine does when it takes the snapshot. The HNSW graph of
 * the side matched against is written to a file and loaded by each worker (its fingerprint is
 * checked, as at start-up), so that every worker proposes exactly the candidates the engine
 * itself would: a worker's matches are identical to `MatchingEngine.matchesFor` on the engine
 * the snapshot was taken from.
 */
import type { CalibrationData } from "./calibration";
import type { TermBag } from "./keyword-index";
import type { VectorIndexOptions } from "./vector-index";

/** Version of the snapshot layout; a worker refuses another one. */
export const ENGINE_SNAPSHOT_FORMAT = 2;

/** Term bags side by side: bag i is `pairs[offsets[i] … offsets[i + 1])`, its length `lengths[i]`. */
export interface PackedBags {
  pairs: Uint32Array;
  offsets: Uint32Array;
  lengths: Float64Array;
}

export interface EngineSnapshot {
  format: typeof ENGINE_SNAPSHOT_FORMAT;
  embedder: { version: string; dimensions: number };
  alpha: number;
  categoryWeight: number;
  minScore: number;
  calibration: CalibrationData;
  vectorIndex: VectorIndexOptions;
  /** Term of each term id, in id order (ids must be the same for sums to be the same). */
  vocabulary: string[];
  /** The kind of the listings whose matches are asked for ("need" for a full re-match). */
  queryKind: "need" | "offer";
  /** Their bags: they count in the corpus statistics (document frequencies, average length). */
  queryBags: PackedBags;
  /** The listings matched against, in the slot order of their inverted index. */
  targets: {
    /** A plain array (copied to each worker): small integers make faster Map keys than a typed array's doubles. */
    ids: number[];
    bags: PackedBags;
    /** Concept indexes of target i: `concepts[conceptOffsets[i] … conceptOffsets[i + 1])`. */
    concepts: Uint16Array;
    conceptOffsets: Uint32Array;
    /** Distinct sector keys, and the index of each target's sector among them. */
    categories: string[];
    categoryOf: Uint16Array;
    /** `dimensions` values per target, as the vector index stores them (floats, or i8 codes). */
    vectors: Float32Array | Int8Array;
    /** Per target: the i8 scale (0 with f32 storage), and the two halves of its fingerprint hash. */
    vectorScales: Float32Array;
    vectorHashes: Uint32Array;
    /** The saved HNSW graph (with its JSON sidecar). */
    graphPath: string;
  };
}

type TypedArrayOf<T> = { new (buffer: SharedArrayBuffer, byteOffset?: number, length?: number): T; BYTES_PER_ELEMENT: number };

/** A typed array over shared memory: a worker reads it without a copy. */
export function sharedArray<T>(Kind: TypedArrayOf<T>, length: number): T {
  return new Kind(new SharedArrayBuffer(Math.max(1, length) * Kind.BYTES_PER_ELEMENT), 0, length);
}

/** Packs bags into shared arrays. */
export function packBags(bags: ReadonlyArray<Pick<TermBag, "pairs" | "length">>): PackedBags {
  let size = 0;
  for (const bag of bags) size += bag.pairs.length;
  const pairs = sharedArray(Uint32Array, size);
  const offsets = sharedArray(Uint32Array, bags.length + 1);
  const lengths = sharedArray(Float64Array, bags.length);
  let at = 0;
  bags.forEach((bag, i) => {
    offsets[i] = at;
    pairs.set(bag.pairs, at);
    at += bag.pairs.length;
    lengths[i] = bag.length;
  });
  offsets[bags.length] = at;
  return { pairs, offsets, lengths };
}

/**
 * The bags as views on one private copy of their pairs: reading views on shared memory made
 * matching about 40 % slower in a worker (V8 optimises element loads from a SharedArrayBuffer
 * less), so the shared arrays only carry the data to the worker.
 */
export function unpackBags(bags: PackedBags): Array<Pick<TermBag, "pairs" | "length">> {
  const pairs = new Uint32Array(bags.pairs);
  return Array.from(bags.lengths, (length, i) => ({ pairs: pairs.subarray(bags.offsets[i] as number, bags.offsets[i + 1] as number), length }));
}
