/**
 * Product search: the same pipeline, keyword cosine and embeddings as matching, ranked by
 * alpha·semantic + (1 − alpha)·keyword (a query has no sector, so no category part).
 */
import { analyzeDoc, Collection } from "./collection";
import { LexiconEmbedder, semanticSimilarity, type Embedder } from "./embedder";
import { keywordCosine, TermStats, type WeightedField } from "./keyword-index";
import { checkUnit, clamp01, DEFAULT_ALPHA } from "./scores";
import type { VectorIndexOptions } from "./vector-index";

export interface ProductDoc {
  id: number;
  title: string;
  description: string;
  brand: string;
  category: string;
}

/** Products below this score are not relevant at all and are not counted in `total`. Default 0.12; range [0, 1]. */
export const SEARCH_RELEVANCE_FLOOR = 0.12;
/** Hits returned unless a limit is given. Default 10. */
export const DEFAULT_SEARCH_LIMIT = 10;
/** Nearest neighbours asked of the vector index per query. Default 300. */
export const SEARCH_VECTOR_CANDIDATES = 300;
/** Best keyword matches taken from the inverted index per query. Default 1000. */
export const SEARCH_KEYWORD_CANDIDATES = 1000;

export interface ProductSearchOptions {
  /** Default alpha. Default DEFAULT_ALPHA (0.6); range [0, 1]. */
  alpha?: number;
  /** Default relevance floor. Default SEARCH_RELEVANCE_FLOOR; range [0, 1]. */
  relevanceFloor?: number;
  /** Default: the built-in LexiconEmbedder. */
  embedder?: Embedder;
  vectorIndex?: VectorIndexOptions;
}

export interface SearchResult {
  hits: Array<{ id: number; score: number }>;
  /** Relevant products (score ≥ the relevance floor) among the candidates. */
  total: number;
}

export function productFields(doc: ProductDoc): WeightedField[] {
  return [
    { text: doc.title, weight: 2 },
    { text: doc.brand, weight: 1 },
    { text: doc.description, weight: 1 },
  ];
}

export function productText(doc: ProductDoc): string {
  return [doc.title, doc.title, doc.brand, doc.description].join("\n");
}

export class ProductSearchIndex {
  readonly embedder: Embedder;
  readonly alpha: number;
  readonly relevanceFloor: number;
  readonly #stats = new TermStats();
  readonly #products: Collection;

  constructor(options: ProductSearchOptions = {}) {
    this.embedder = options.embedder ?? new LexiconEmbedder();
    this.alpha = checkUnit("alpha", options.alpha ?? DEFAULT_ALPHA);
    this.relevanceFloor = checkUnit("relevanceFloor", options.relevanceFloor ?? SEARCH_RELEVANCE_FLOOR);
    this.#products = new Collection(this.#stats, this.embedder.dimensions, options.vectorIndex);
  }

  get size(): number {
    return this.#products.size;
  }

  has(id: number): boolean {
    return this.#products.has(id);
  }

  embed(doc: ProductDoc): Float32Array {
    return this.embedder.embed(productText(doc));
  }

  upsert(doc: ProductDoc, embedding?: Float32Array): void {
    const vector = embedding ?? this.embed(doc);
    if (vector.length !== this.embedder.dimensions) {
      throw new RangeError(`embedding has ${vector.length} dimensions, the embedder ${this.embedder.dimensions}`);
    }
    this.#products.upsert(doc.id, analyzeDoc(this.#stats, productFields(doc), true), doc.category, vector);
  }

  remove(id: number): void {
    this.#products.remove(id);
  }

  /** Saves the vector graph to `path` with its `.json` sidecar. Creates no directory. */
  saveVectors(path: string): void {
    this.#products.vectors.save(path, this.embedder.version);
  }

  /** Loads a graph saved by saveVectors; false when missing or stale (see MatchingEngine.loadVectors). */
  loadVectors(path: string): boolean {
    return this.#products.vectors.load(path, this.embedder.version);
  }

  /** Brings the vector graph up to date now, rather than at the first search. */
  syncVectors(): void {
    this.#products.vectors.sync();
  }

  /** Products for a search-box query, best first (ties by id). A blank query finds nothing. */
  search(query: string, options: { alpha?: number; limit?: number } = {}): SearchResult {
    const alpha = checkUnit("alpha", options.alpha ?? this.alpha);
    const limit = options.limit ?? DEFAULT_SEARCH_LIMIT;
    const analyzed = analyzeDoc(this.#stats, [{ text: query, weight: 1 }], false);
    const vector = this.embedder.embed(query);
    const candidates = new Set(this.#products.vectorCandidates(vector, SEARCH_VECTOR_CANDIDATES));
    for (const id of this.#products.keywordCandidates(analyzed.bag, SEARCH_KEYWORD_CANDIDATES)) candidates.add(id);
    const scored: Array<{ id: number; score: number }> = [];
    const queryNorm = this.#stats.norm(analyzed.bag.pairs, analyzed.bag.length);
    for (const id of candidates) {
      const bag = this.#products.bag(id);
      const productVector = this.#products.vectors.get(id);
      if (!bag || !productVector) continue;
      const keyword = keywordCosine(this.#stats, analyzed.bag, bag, undefined, queryNorm);
      const semantic = semanticSimilarity(vector, productVector);
      const score = clamp01(alpha * semantic + (1 - alpha) * keyword);
      if (score >= this.relevanceFloor) scored.push({ id, score });
    }
    scored.sort((a, b) => b.score - a.score || a.id - b.id);
    return { hits: scored.slice(0, limit), total: scored.length };
  }
}
