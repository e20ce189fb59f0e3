/**
 * One collection of documents (needs, offers or products): term bags for exact keyword
 * scores, an inverted index and a vector index for candidates, the concepts each document
 * mentions (to explain a match) and its sector.
 */
import { conceptExpansion, findConcepts } from "./concepts";
import { KeywordIndex, type TermBag, type TermStats, type WeightedField } from "./keyword-index";
import { analyze, type AnalyzedToken } from "./pipeline";
import { VectorIndex, type VectorIndexOptions } from "./vector-index";

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

interface Stored {
  slot: number;
  bag: Pick<TermBag, "pairs" | "length">;
  concepts: Uint16Array;
  category: string;
  /** Fingerprint of the text the stored vector was computed from (see MatchingEngine). */
  textHash: number;
  /** BM25 norm of the bag, valid while `stats.version` is `normVersion`. */
  norm: number;
  normVersion: number;
}

export class Collection {
  readonly stats: TermStats;
  readonly vectors: VectorIndex;
  readonly #keywords: KeywordIndex;
  readonly #docs = new Map<number, Stored>();
  readonly #idBySlot: number[] = [];
  readonly #freeSlots: number[] = [];

  constructor(stats: TermStats, dimensions: number, vectorOptions?: VectorIndexOptions) {
    this.stats = stats;
    this.vectors = new VectorIndex(dimensions, vectorOptions);
    this.#keywords = new KeywordIndex(stats);
  }

  get size(): number {
    return this.#docs.size;
  }

  has(id: number): boolean {
    return this.#docs.has(id);
  }

  ids(): IterableIterator<number> {
    return this.#docs.keys();
  }

  upsert(id: number, doc: AnalyzedDoc, category: string, vector: Float32Array, textHash = 0): void {
    this.remove(id, { keepVector: true });
    const slot = this.#freeSlots.pop() ?? this.#idBySlot.length;
    this.#idBySlot[slot] = id;
    const bag = { pairs: doc.bag.pairs, length: doc.bag.length };
    this.stats.addDocument(doc.bag);
    this.#keywords.add(slot, doc.bag);
    const concepts = Uint16Array.from([...doc.concepts.keys()].sort((a, b) => a - b));
    this.#docs.set(id, { slot, bag, concepts, category, textHash, norm: 0, normVersion: 0 });
    this.vectors.set(id, vector);
  }

  remove(id: number, options: { keepVector?: boolean } = {}): void {
    const stored = this.#docs.get(id);
    if (!stored) return;
    this.#keywords.remove(stored.slot, { ...stored.bag, surfaces: new Map() });
    this.stats.removeDocument({ ...stored.bag, surfaces: new Map() });
    this.#docs.delete(id);
    this.#idBySlot[stored.slot] = -1;
    this.#freeSlots.push(stored.slot);
    if (!options.keepVector) this.vectors.delete(id);
  }

  bag(id: number): Pick<TermBag, "pairs" | "length"> | undefined {
    return this.#docs.get(id)?.bag;
  }

  concepts(id: number): Uint16Array | undefined {
    return this.#docs.get(id)?.concepts;
  }

  /** The BM25 norm of a document's bag under the current corpus statistics (cached per version). */
  norm(id: number): number | undefined {
    const stored = this.#docs.get(id);
    if (!stored) return undefined;
    if (stored.normVersion !== this.stats.version) {
      stored.norm = this.stats.norm(stored.bag.pairs, stored.bag.length);
      stored.normVersion = this.stats.version;
    }
    return stored.norm;
  }

  textHash(id: number): number | undefined {
    return this.#docs.get(id)?.textHash;
  }

  category(id: number): string | undefined {
    return this.#docs.get(id)?.category;
  }

  /**
   * What a read-only copy needs to propose the same keyword candidates: the ids in slot order
   * (ties are broken by slot) and the approximate norms of the inverted index for them.
   */
  retrievalState(): { ids: number[]; norms: Float32Array; normsDocCount: number } {
    const slots: number[] = [];
    const ids: number[] = [];
    this.#idBySlot.forEach((id, slot) => {
      if (id < 0) return;
      slots.push(slot);
      ids.push(id);
    });
    const { norms, docCount } = this.#keywords.normsOf(slots);
    return { ids, norms, normsDocCount: docCount };
  }

  /** For a copy upserted in the order of `retrievalState().ids` into an empty collection. */
  adoptRetrievalNorms(norms: Float32Array, normsDocCount: number): void {
    this.#keywords.adoptNorms(norms, normsDocCount);
  }

  /** Ids of the documents with the best approximate keyword cosine. */
  keywordCandidates(bag: Pick<TermBag, "pairs" | "length">, limit: number): number[] {
    return this.#keywords.retrieve(bag, limit).map((slot) => this.#idBySlot[slot] as number);
  }

  /** Ids of the nearest documents by embedding. */
  vectorCandidates(vector: Float32Array, limit: number): number[] {
    return this.vectors.search(vector, limit);
  }
}
