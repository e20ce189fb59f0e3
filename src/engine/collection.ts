/**
 * One collection of documents (needs, offers or products): term bags for exact keyword
 * scores, an inverted index and a vector index for candidates, the concepts each document
 * mentions (to explain a match) and its sector.
 *
 * Per-document data lives in slot-indexed typed arrays and two arenas (term pairs, concepts)
 * rather than in an object per document: at 100 000 documents the objects, typed-array headers
 * and map entries cost more than the data they held.
 */
import { conceptExpansion, findConcepts } from "./concepts";
import { KeywordIndex, type TermBag, type TermStats, type WeightedField } from "./keyword-index";
import { analyze, type AnalyzedToken } from "./pipeline";
import { VectorIndex, type StoredVector, type VectorIndexOptions } from "./vector-index";

/** A document as the pipeline sees it: weighted fields and the text handed to the embedder. */
export interface AnalyzedDoc {
  tokens: Array<{ tokens: AnalyzedToken[]; weight: number }>;
  bag: TermBag;
  /** Concept index → the words of this document that named it. */
  concepts: Map<number, string>;
}

/** Runs the pipeline once over a document's fields. */
export function analyzeDoc(stats: TermStats, fields: readonly WeightedField[], intern: boolean, expand = false): AnalyzedDoc {
  return analyzeTokenFields(
    stats,
    fields.map((field) => ({ tokens: analyze(field.text), weight: field.weight })),
    intern,
    expand,
  );
}

/** Same as analyzeDoc, for fields already run through the pipeline. */
export function analyzeTokenFields(stats: TermStats, fields: ReadonlyArray<{ tokens: AnalyzedToken[]; weight: number }>, intern: boolean, expand = false): AnalyzedDoc {
  const tokens = [...fields];
  if (expand) tokens.push({ tokens: conceptExpansion(tokens.flatMap((f) => f.tokens)), weight: 1 });
  const concepts = new Map<number, string>();
  for (const field of tokens) {
    for (const match of findConcepts(field.tokens)) {
      if (!concepts.has(match.concept.index)) concepts.set(match.concept.index, match.surface);
    }
  }
  return { tokens, bag: stats.bagOfTokens(tokens, intern), concepts };
}

/** What a snapshot holds of one document (see index-snapshot.ts). */
export interface DocumentRecord {
  id: number;
  textHash: number;
  contentHash: number;
  length: number;
  /** [termId, tf, …] in the snapshot's term ids. */
  pairs: Uint32Array;
  concepts: Uint16Array;
  vector: StoredVector;
}

/** Where `restore` finds the documents of a loaded snapshot. */
export interface RestoreSource {
  /** Document id → its record, or undefined. */
  record(id: number): DocumentRecord | undefined;
  /** Snapshot term id → this corpus's term id; null when they are the same. */
  termMap: Uint32Array | null;
  /** What the snapshot holds, to reserve room once rather than grow step by step. */
  totals: { documents: number; pairs: number; concepts: number };
}

/** A growable typed array used as an arena: regions are appended, dead ones reclaimed by compaction. */
type Arena<T extends Uint32Array | Uint16Array> = { data: T; used: number; live: number };

function grown<T extends Uint32Array | Uint16Array | Float64Array>(old: T, size: number): T {
  const next = new (old.constructor as new (n: number) => T)(size);
  next.set(old);
  return next;
}

export class Collection {
  readonly stats: TermStats;
  readonly vectors: VectorIndex;
  readonly #keywords: KeywordIndex;
  readonly #slotOf = new Map<number, number>();
  readonly #idBySlot: number[] = [];
  readonly #freeSlots: number[] = [];
  // Per slot.
  #pairStart = new Uint32Array(1024);
  #pairCount = new Uint32Array(1024);
  #conceptStart = new Uint32Array(1024);
  #conceptCount = new Uint32Array(1024);
  #length = new Float64Array(1024);
  /** Fingerprint of the text the stored vector was computed from (see MatchingEngine). */
  #textHash = new Uint32Array(1024);
  /** A second, independent hash of the same text: with textHash, what a snapshot checks. */
  #contentHash = new Uint32Array(1024);
  /** BM25 norm of the bag, valid while `stats.version` is `#normVersion`. */
  #norm = new Float64Array(1024);
  #normVersion = new Uint32Array(1024);
  #category = new Uint32Array(1024);
  readonly #categories: string[] = [];
  readonly #categoryCodes = new Map<string, number>();
  // Arenas.
  #pairs: Arena<Uint32Array> = { data: new Uint32Array(1 << 14), used: 0, live: 0 };
  #concepts: Arena<Uint16Array> = { data: new Uint16Array(1 << 12), used: 0, live: 0 };
  #restore: RestoreSource | null = null;

  constructor(stats: TermStats, dimensions: number, vectorOptions?: VectorIndexOptions) {
    this.stats = stats;
    this.vectors = new VectorIndex(dimensions, vectorOptions);
    this.#keywords = new KeywordIndex(stats);
  }

  get size(): number {
    return this.#slotOf.size;
  }

  /** Grows at every insertion and removal: a reader of `record` views can tell they went stale. */
  get mutations(): number {
    return this.#mutations;
  }
  #mutations = 0;

  has(id: number): boolean {
    return this.#slotOf.has(id);
  }

  ids(): IterableIterator<number> {
    return this.#slotOf.keys();
  }

  /**
   * Adds or replaces a document. `textHash` and `contentHash` are two independent hashes of the
   * text the document was analysed from: a snapshot restores a document only when both match.
   */
  upsert(id: number, doc: AnalyzedDoc, category: string, vector: Float32Array, textHash = 0, contentHash = 0): void {
    this.#insert(id, doc.bag.pairs, doc.bag.length, Uint16Array.from([...doc.concepts.keys()].sort((a, b) => a - b)), category, textHash, contentHash);
    this.vectors.set(id, vector);
  }

  remove(id: number, options: { keepVector?: boolean } = {}): void {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return;
    this.#mutations++;
    const bag = this.#bagOfSlot(slot);
    this.#keywords.remove(slot, bag);
    this.stats.removeDocument(bag);
    this.#pairs.live -= this.#pairCount[slot] as number;
    this.#concepts.live -= this.#conceptCount[slot] as number;
    this.#pairCount[slot] = 0;
    this.#conceptCount[slot] = 0;
    this.#slotOf.delete(id);
    this.#idBySlot[slot] = -1;
    this.#freeSlots.push(slot);
    if (!options.keepVector) this.vectors.delete(id);
  }

  /** The document's term bag (views into the arena: use them before the next upsert). */
  bag(id: number): Pick<TermBag, "pairs" | "length"> | undefined {
    const slot = this.#slotOf.get(id);
    return slot === undefined ? undefined : this.#bagOfSlot(slot);
  }

  concepts(id: number): Uint16Array | undefined {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return undefined;
    const start = this.#conceptStart[slot] as number;
    return this.#concepts.data.subarray(start, start + (this.#conceptCount[slot] as number));
  }

  /** The BM25 norm of a document's bag under the current corpus statistics (cached per version). */
  norm(id: number): number | undefined {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return undefined;
    if (this.#normVersion[slot] !== this.stats.version) {
      const bag = this.#bagOfSlot(slot);
      this.#norm[slot] = this.stats.norm(bag.pairs, bag.length);
      this.#normVersion[slot] = this.stats.version;
    }
    return this.#norm[slot];
  }

  textHash(id: number): number | undefined {
    const slot = this.#slotOf.get(id);
    return slot === undefined ? undefined : this.#textHash[slot];
  }

  category(id: number): string | undefined {
    const slot = this.#slotOf.get(id);
    return slot === undefined ? undefined : this.#categories[this.#category[slot] as number];
  }

  /**
   * The ids in slot order (`keywordCandidates` breaks ties by slot): a read-only copy upserts
   * them in this order into an empty collection, then both call `refreshRetrieval`.
   */
  idsInSlotOrder(): number[] {
    return this.#idBySlot.filter((id) => id >= 0);
  }

  /** Recomputes the inverted index's impacts under the current corpus statistics (see KeywordIndex.refresh). */
  refreshRetrieval(): void {
    this.#keywords.refresh();
  }

  /** Ids of the documents with the best approximate keyword cosine. */
  keywordCandidates(bag: Pick<TermBag, "pairs" | "length">, limit: number): number[] {
    return this.#keywords.retrieve(bag, limit).map((slot) => this.#idBySlot[slot] as number);
  }

  /**
   * Ids of the nearest documents by embedding, nearest first; every document (in no order) when
   * there are no more than `limit`: the graph of a small collection does not always reach all its
   * nodes (of 70 random vectors, one or two were unreachable in about two builds of three, not the
   * same ones each time), so the same listings could be matched at one start and not at the next.
   */
  vectorCandidates(vector: Float32Array, limit: number): number[] {
    if (this.size <= limit) return [...this.ids()];
    return this.vectors.search(vector, limit);
  }

  /** What a snapshot stores of a document (views: copy before the next upsert). */
  record(id: number): DocumentRecord | undefined {
    const slot = this.#slotOf.get(id);
    const vector = this.vectors.storedVector(id);
    if (slot === undefined || !vector) return undefined;
    const bag = this.#bagOfSlot(slot);
    return {
      id,
      textHash: this.#textHash[slot] as number,
      contentHash: this.#contentHash[slot] as number,
      length: bag.length,
      pairs: bag.pairs,
      concepts: this.concepts(id) as Uint16Array,
      vector,
    };
  }

  /** Documents of a loaded snapshot are restored from `source` (see `restore`) until endRestore. */
  beginRestore(source: RestoreSource): void {
    this.#restore = source;
    const { documents, pairs, concepts } = source.totals;
    if (documents > 0) this.#ensureSlot(this.#idBySlot.length + documents - 1);
    if (this.#pairs.used + pairs > this.#pairs.data.length) this.#pairs.data = grown(this.#pairs.data, this.#pairs.used + pairs);
    if (this.#concepts.used + concepts > this.#concepts.data.length) this.#concepts.data = grown(this.#concepts.data, this.#concepts.used + concepts);
  }

  /**
   * Adds a document from the loaded snapshot, without analysing or embedding it, when the
   * snapshot holds this id with the same two text hashes. False otherwise (the caller then
   * upserts it as usual).
   */
  restore(id: number, category: string, textHash: number, contentHash: number): boolean {
    const record = this.#restore?.record(id);
    if (!record || record.textHash !== textHash || record.contentHash !== contentHash || textHash === 0) return false;
    const termMap = (this.#restore as RestoreSource).termMap;
    this.#insert(id, termMap ? remapPairs(record.pairs, termMap) : record.pairs, record.length, record.concepts, category, textHash, contentHash);
    this.vectors.setStored(id, record.vector);
    return true;
  }

  /** Forgets the snapshot (its memory is released). */
  endRestore(): void {
    this.#restore = null;
  }

  #insert(id: number, pairs: Uint32Array, length: number, concepts: Uint16Array, category: string, textHash: number, contentHash: number): void {
    this.remove(id, { keepVector: true });
    this.#mutations++;
    const slot = this.#freeSlots.pop() ?? this.#idBySlot.length;
    this.#ensureSlot(slot);
    this.#idBySlot[slot] = id;
    this.#slotOf.set(id, slot);
    this.#pairStart[slot] = this.#append("pairs", pairs);
    this.#pairCount[slot] = pairs.length;
    this.#conceptStart[slot] = this.#append("concepts", concepts);
    this.#conceptCount[slot] = concepts.length;
    this.#length[slot] = length;
    this.#textHash[slot] = textHash;
    this.#contentHash[slot] = contentHash;
    this.#normVersion[slot] = 0;
    let code = this.#categoryCodes.get(category);
    if (code === undefined) {
      code = this.#categories.length;
      this.#categories.push(category);
      this.#categoryCodes.set(category, code);
    }
    this.#category[slot] = code;
    const bag = this.#bagOfSlot(slot);
    this.stats.addDocument(bag);
    this.#keywords.add(slot, bag);
  }

  #bagOfSlot(slot: number): Pick<TermBag, "pairs" | "length"> {
    const start = this.#pairStart[slot] as number;
    return { pairs: this.#pairs.data.subarray(start, start + (this.#pairCount[slot] as number)), length: this.#length[slot] as number };
  }

  /** Appends a region to an arena (compacting or growing it first when full); returns its start. */
  #append(which: "pairs" | "concepts", values: Uint32Array | Uint16Array): number {
    const arena = which === "pairs" ? this.#pairs : this.#concepts;
    if (arena.used + values.length > arena.data.length) {
      if (arena.used - arena.live > arena.data.length / 2) this.#compact(which);
      if (arena.used + values.length > arena.data.length) {
        arena.data = grown(arena.data, Math.max(arena.used + values.length, Math.ceil(arena.data.length * 1.5)));
      }
    }
    const start = arena.used;
    arena.data.set(values, start);
    arena.used += values.length;
    arena.live += values.length;
    return start;
  }

  /** Moves the live regions of an arena to its front, in slot order. */
  #compact(which: "pairs" | "concepts"): void {
    const arena = which === "pairs" ? this.#pairs : this.#concepts;
    const starts = which === "pairs" ? this.#pairStart : this.#conceptStart;
    const counts = which === "pairs" ? this.#pairCount : this.#conceptCount;
    const slots = [...this.#slotOf.values()].sort((a, b) => (starts[a] as number) - (starts[b] as number));
    let used = 0;
    for (const slot of slots) {
      const start = starts[slot] as number;
      const count = counts[slot] as number;
      arena.data.copyWithin(used, start, start + count);
      starts[slot] = used;
      used += count;
    }
    arena.used = used;
    arena.live = used;
  }

  #ensureSlot(slot: number): void {
    if (slot < this.#length.length) return;
    let size = this.#length.length;
    while (size <= slot) size *= 2;
    this.#pairStart = grown(this.#pairStart, size);
    this.#pairCount = grown(this.#pairCount, size);
    this.#conceptStart = grown(this.#conceptStart, size);
    this.#conceptCount = grown(this.#conceptCount, size);
    this.#length = grown(this.#length, size);
    this.#textHash = grown(this.#textHash, size);
    this.#contentHash = grown(this.#contentHash, size);
    this.#norm = grown(this.#norm, size);
    this.#normVersion = grown(this.#normVersion, size);
    this.#category = grown(this.#category, size);
  }
}

/** A snapshot's pairs in this corpus's term ids, sorted by term id again. */
function remapPairs(pairs: Uint32Array, termMap: Uint32Array): Uint32Array {
  const order: Array<[number, number]> = [];
  for (let i = 0; i < pairs.length; i += 2) order.push([termMap[pairs[i] as number] as number, pairs[i + 1] as number]);
  order.sort((a, b) => a[0] - b[0]);
  const out = new Uint32Array(pairs.length);
  order.forEach(([term, tf], i) => {
    out[2 * i] = term;
    out[2 * i + 1] = tf;
  });
  return out;
}
