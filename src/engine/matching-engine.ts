/**
 * The need ↔ offer matching engine: holds every open listing, proposes candidates from the
 * vector index and the inverted index together, and scores them exactly (DESIGN §7).
 */
import { rmSync } from "node:fs";
import { categoryScore } from "./category";
import { analyzeTokenFields, Collection, type AnalyzedDoc } from "./collection";
import { allConcepts, conceptTerms } from "./concepts";
import { LexiconEmbedder, MATCHING_EMBEDDING_DIMENSIONS, semanticSimilarity, type Embedder } from "./embedder";
import { analyze, type AnalyzedToken } from "./pipeline";
import { keywordCosine, termCount, TermStats, type TermBag, type TermContribution, type WeightedField } from "./keyword-index";
import { Calibration, DEFAULT_CALIBRATION } from "./calibration";
import { ENGINE_SNAPSHOT_FORMAT, packBags, sharedArray, unpackBags, type EngineSnapshot } from "./engine-snapshot";
import { CATEGORY_WEIGHT, checkUnit, DEFAULT_ALPHA, hybridScore, MATCH_MIN_SCORE, type PairScores } from "./scores";
import { analysisVersion, encodeIndexSnapshotInSlices, readIndexSnapshot, textHashes, writeIndexSnapshot, type SnapshotIdentity } from "./index-snapshot";
import type { StoredVector, VectorIndexOptions } from "./vector-index";
import { analyseInChild } from "./analysis-process";

export type ListingKind = "need" | "offer";

export interface ListingDoc {
  id: number;
  kind: ListingKind;
  title: string;
  description: string;
  /** A sector key (sectors.ts). */
  category: string;
  keywords: string[];
  /** Offers only. */
  certifications?: string[];
}

/** How many times a title word counts against a description word. Default 2. */
export const TITLE_FIELD_WEIGHT = 2;
/** How many times a keyword counts against a description word. Default 2. */
export const KEYWORDS_FIELD_WEIGHT = 2;
/** Nearest neighbours asked of the vector index per query. Default 200; range 10–2000. */
export const VECTOR_CANDIDATES = 200;
/** Best keyword matches taken from the inverted index per query. Default 200; range 10–2000. */
export const KEYWORD_CANDIDATES = 200;
/**
 * Scalar type inside the matching graphs. Default "i8", as in the product graph: the graph
 * only proposes candidates (exact scores read the collection's own store), and at 512
 * dimensions i8 halves the graph's memory and distance work against f16.
 */
export const MATCHING_GRAPH_QUANTIZATION = "i8";
/** Matches returned by matchesFor unless a limit is given. Default 100. */
export const DEFAULT_MATCH_LIMIT = 100;
/** Words kept in matchedTerms. Default 5. */
export const MATCHED_TERMS_LIMIT = 5;

export interface MatchingEngineOptions {
  /** Default alpha (semantic share of the text score). Default DEFAULT_ALPHA (0.6); range [0, 1]. */
  alpha?: number;
  /** Category weight wc. Default CATEGORY_WEIGHT (0.15); range [0, 1]. */
  categoryWeight?: number;
  /** Smallest hybrid score returned by matchesFor. Default MATCH_MIN_SCORE (0.3); range [0, 1]. */
  minScore?: number;
  /** Default: the built-in LexiconEmbedder. */
  embedder?: Embedder;
  /** Map from the raw combination to the shown hybrid score. Default: calibration.json. */
  calibration?: Calibration;
  /** usearch graph settings. */
  vectorIndex?: VectorIndexOptions;
}

export interface MatchOptions {
  /** Most matches returned. Default DEFAULT_MATCH_LIMIT. */
  limit?: number;
  /** Overrides the engine's alpha for this call; range [0, 1]. */
  alpha?: number;
  /** Overrides the engine's minScore for this call; range [0, 1]. */
  minScore?: number;
  /** Score every listing of the other kind instead of the candidates (slow; for measurement). */
  exhaustive?: boolean;
  /**
   * The query listing's embedding (of its current text). Default: the stored one when the
   * listing was upserted with this very text, otherwise computed now; never a stale one.
   */
  vector?: Float32Array;
  /** The listing's analysis (`analyze`), used if made from its current text. */
  analysis?: ListingAnalysis;
}

export interface Match {
  id: number;
  scores: PairScores;
}

interface Query {
  doc: ListingDoc;
  analyzed: AnalyzedDoc;
  vector: Float32Array;
}

/** The fields a listing's keyword vector is built from, with their weights. */
export function listingFields(doc: ListingDoc): WeightedField[] {
  return [
    { text: doc.title, weight: TITLE_FIELD_WEIGHT },
    { text: doc.keywords.join(" ; "), weight: KEYWORDS_FIELD_WEIGHT },
    { text: doc.description, weight: 1 },
    { text: (doc.certifications ?? []).join(" ; "), weight: 1 },
  ];
}

/**
 * The text a listing's embedding is computed from (the title twice: it says the most). The
 * engine embeds the same tokens without re-analysing it (see analyzeListing).
 */
export function listingText(doc: ListingDoc): string {
  return [doc.title, doc.title, doc.keywords.join(", "), doc.description, (doc.certifications ?? []).join(", ")].join("\n");
}

/** 32-bit FNV-1a of a listing's embedded text: tells whether a stored vector is still its own. */
function textHash(doc: ListingDoc): number {
  return textHashes(listingText(doc))[0];
}

interface AnalyzedListing {
  analyzed: AnalyzedDoc;
  /** The embedder's tokens: those of listingText, in its order. */
  embedTokens: AnalyzedToken[];
}

/**
 * A listing run through the pipeline (`MatchingEngine.analyze`), for the calls that follow on the
 * same text: embedding, matching and upserting it each analysed it again (issue 25).
 */
export interface ListingAnalysis extends AnalyzedListing {
  /** textHash of the text it was made from: another text is analysed anew. */
  readonly textHash: number;
}

type TokenField = { tokens: AnalyzedToken[]; weight: number };

/** The listing's fields run through the pipeline, once: title, keywords, description, certifications. */
function listingTokens(doc: ListingDoc): TokenField[] {
  return listingFields(doc).map((field) => ({ tokens: analyze(field.text), weight: field.weight }));
}

/** The embedder's tokens: those of listingText, in its order (the title twice). */
function embedderTokens(fields: readonly TokenField[]): AnalyzedToken[] {
  const [title, keywords, description, certifications] = fields.map((f) => f.tokens) as [AnalyzedToken[], AnalyzedToken[], AnalyzedToken[], AnalyzedToken[]];
  return [...title, ...title, ...keywords, ...description, ...certifications];
}

/** Runs the pipeline once over a listing: keyword fields and embedder tokens from the same tokens. */
function analyzeListing(stats: TermStats, doc: ListingDoc): AnalyzedListing {
  const fields = listingTokens(doc);
  return { analyzed: analyzeTokenFields(stats, fields, true, true), embedTokens: embedderTokens(fields) };
}

/** Σ x² over a vector, in index order (as `semanticSimilarity` sums it). */
function squaredNorm(vector: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += (vector[i] as number) * (vector[i] as number);
  return sum;
}

/**
 * `semanticSimilarity(query, v)` for the vector `v` the index gives back (`vectors.get`: i8 codes
 * × scale, rounded to f32), read in place instead of into a new array: the same number, up to
 * the order of the sums. `queryNormSq`: squaredNorm(query).
 */
function storedSimilarity(query: Float32Array, queryNormSq: number, stored: StoredVector): number {
  const values = stored.values;
  let dot = 0;
  let normB = 0;
  if (values instanceof Float32Array) {
    for (let i = 0; i < query.length; i++) {
      const y = values[i] as number;
      dot += (query[i] as number) * y;
      normB += y * y;
    }
  } else {
    // Four independent sums keep the CPU's multipliers busy; each code × scale is rounded to
    // f32 as `vectors.get` would give it, so the score is the one semanticSimilarity computes.
    const scale = stored.scale;
    let dot1 = 0, dot2 = 0, dot3 = 0, norm1 = 0, norm2 = 0, norm3 = 0;
    const end = query.length - (query.length % 4);
    let i = 0;
    for (; i < end; i += 4) {
      const y0 = Math.fround((values[i] as number) * scale);
      const y1 = Math.fround((values[i + 1] as number) * scale);
      const y2 = Math.fround((values[i + 2] as number) * scale);
      const y3 = Math.fround((values[i + 3] as number) * scale);
      dot += (query[i] as number) * y0;
      dot1 += (query[i + 1] as number) * y1;
      dot2 += (query[i + 2] as number) * y2;
      dot3 += (query[i + 3] as number) * y3;
      normB += y0 * y0;
      norm1 += y1 * y1;
      norm2 += y2 * y2;
      norm3 += y3 * y3;
    }
    for (; i < query.length; i++) {
      const y = Math.fround((values[i] as number) * scale);
      dot += (query[i] as number) * y;
      normB += y * y;
    }
    dot += dot1 + dot2 + dot3;
    normB += norm1 + norm2 + norm3;
  }
  if (queryNormSq === 0 || normB === 0) return 0;
  return Math.min(1, Math.max(0, dot / Math.sqrt(queryNormSq * normB)));
}

/** `phrase.split(" ").includes(word)`, without splitting. */
function hasWord(phrase: string, word: string): boolean {
  if (word === "") return phrase.split(" ").includes(word);
  if (word.includes(" ")) return false;
  for (let at = phrase.indexOf(word); at >= 0; at = phrase.indexOf(word, at + 1)) {
    const end = at + word.length;
    if ((at === 0 || phrase[at - 1] === " ") && (end === phrase.length || phrase[end] === " ")) return true;
  }
  return false;
}

/** `a.localeCompare(b)` with its collator made once (localeCompare builds one per call). */
const compareText = new Intl.Collator().compare;

const conceptLabels = new Map<number, string>();
function conceptLabel(index: number): string {
  if (conceptLabels.size === 0) for (const c of allConcepts()) conceptLabels.set(c.index, c.label);
  return conceptLabels.get(index) ?? "";
}

export class MatchingEngine {
  readonly embedder: Embedder;
  readonly alpha: number;
  readonly categoryWeight: number;
  readonly minScore: number;
  readonly calibration: Calibration;
  readonly #stats = new TermStats();
  readonly #needs: Collection;
  readonly #offers: Collection;
  readonly #vectorOptions: VectorIndexOptions;

  constructor(options: MatchingEngineOptions = {}) {
    this.embedder = options.embedder ?? new LexiconEmbedder({ dimensions: MATCHING_EMBEDDING_DIMENSIONS });
    this.alpha = checkUnit("alpha", options.alpha ?? DEFAULT_ALPHA);
    this.categoryWeight = checkUnit("categoryWeight", options.categoryWeight ?? CATEGORY_WEIGHT);
    this.minScore = checkUnit("minScore", options.minScore ?? MATCH_MIN_SCORE);
    this.calibration = options.calibration ?? DEFAULT_CALIBRATION;
    this.#vectorOptions = { quantization: MATCHING_GRAPH_QUANTIZATION, ...options.vectorIndex };
    this.#needs = new Collection(this.#stats, this.embedder.dimensions, this.#vectorOptions);
    this.#offers = new Collection(this.#stats, this.embedder.dimensions, this.#vectorOptions);
  }

  get counts(): { needs: number; offers: number } {
    return { needs: this.#needs.size, offers: this.#offers.size };
  }

  has(kind: ListingKind, id: number): boolean {
    return this.#collection(kind).has(id);
  }

  /** The ids of the listings of one kind in the index (a copy: safe to remove while iterating). */
  ids(kind: ListingKind): number[] {
    return [...this.#collection(kind).ids()];
  }

  /** The listing run through the pipeline once, for `embed`, `matchesFor` and `upsert` on the same text. */
  analyze(doc: ListingDoc): ListingAnalysis {
    return { ...analyzeListing(this.#stats, doc), textHash: textHash(doc) };
  }

  /** Embedding of a listing, to be stored by the caller with `embedder.version`. */
  embed(doc: ListingDoc, analysis?: ListingAnalysis): Float32Array {
    if (!this.embedder.embedTokens) return this.embedder.embed(listingText(doc));
    return this.embedder.embedTokens(this.#analysisOf(doc, analysis)?.embedTokens ?? embedderTokens(listingTokens(doc)));
  }

  /** `analysis` when it was made from the listing's current text. */
  #analysisOf(doc: ListingDoc, analysis: ListingAnalysis | undefined): ListingAnalysis | undefined {
    return analysis && analysis.textHash === textHash(doc) ? analysis : undefined;
  }

  #embed(doc: ListingDoc, listing: AnalyzedListing): Float32Array {
    return this.embedder.embedTokens ? this.embedder.embedTokens(listing.embedTokens) : this.embedder.embed(listingText(doc));
  }

  /**
   * Adds or replaces a listing. Pass the stored embedding (computed by the same embedder
   * version) to skip recomputing it, and its analysis (`analyze`) to skip the pipeline.
   */
  upsert(doc: ListingDoc, embedding?: Float32Array, analysis?: ListingAnalysis): void {
    const listing = this.#analysisOf(doc, analysis) ?? analyzeListing(this.#stats, doc);
    const vector = this.#checkVector(embedding ?? this.#embed(doc, listing));
    this.#collection(doc.kind).upsert(doc.id, listing.analyzed, doc.category, vector, ...textHashes(listingText(doc)));
  }

  /**
   * Adds a listing from the snapshot loaded by loadSnapshot, without analysing or embedding it,
   * when the snapshot holds it with this very text. False otherwise: upsert it instead.
   */
  restore(doc: ListingDoc): boolean {
    return this.#collection(doc.kind).restore(doc.id, doc.category, ...textHashes(listingText(doc)));
  }

  /** Writes every listing's analysis and vector to `path` (see index-snapshot.ts). Creates no directory. */
  saveSnapshot(path: string): void {
    writeIndexSnapshot(path, this.#snapshotIdentity(), this.#stats, [["needs", this.#needs], ["offers", this.#offers]]);
  }

  /**
   * Analyses and embeds `docs` in a child process (analysis-process.ts: its garbage leaves with
   * it), then takes them from the snapshot it wrote, as ProductSearchIndex.upsertInChild does.
   * The child builds the graphs too, adopted when this engine then holds exactly `docs`. Resolves
   * with the embeddings `options.send` asked for; rejects if the child could not run.
   */
  async upsertInChild(docs: ListingDoc[], scratchPath: string, options: { send?: (i: number) => boolean; children?: number } = {}): Promise<Array<Float32Array | undefined>> {
    const graphPath = `${scratchPath}.usearch`;
    const removeScratch = () => {
      for (const file of [scratchPath, ...["needs", "offers"].flatMap((kind) => ["", ".json", ".keys"].map((end) => `${graphPath}.${kind}${end}`))]) rmSync(file, { force: true });
    };
    const computed = await analyseInChild("listings", docs, { ...options, snapshotPath: scratchPath, graphPath, dimensions: this.embedder.dimensions }).catch((error: unknown) => {
      removeScratch();
      throw error;
    });
    try {
      // Another embedder or storage than the child's: the snapshot is refused, analyse here.
      const loaded = this.loadSnapshot(scratchPath);
      docs.forEach((doc, i) => {
        if (!loaded || !this.restore(doc)) this.upsert(doc, computed[i]);
      });
      const { needs, offers } = this.counts;
      if (needs + offers === docs.length) this.loadVectors(graphPath);
    } finally {
      removeScratch();
    }
    return computed;
  }

  /** The bytes saveSnapshot writes, in slices (index-snapshot.ts): right only if `mutations` did not move meanwhile. */
  encodeSnapshotInSlices(): Generator<void, Buffer, void> {
    return encodeIndexSnapshotInSlices(this.#snapshotIdentity(), this.#stats, [["needs", this.#needs], ["offers", this.#offers]]);
  }

  /** Grows at every insertion and removal of a listing. */
  get mutations(): number {
    return this.#needs.mutations + this.#offers.mutations;
  }

  /**
   * Loads a snapshot written by saveSnapshot for the same pipeline, lexicon, field weights,
   * embedder and vector storage; false otherwise. Until syncVectors, `restore` takes listings from it.
   */
  loadSnapshot(path: string): boolean {
    return readIndexSnapshot(path, this.#snapshotIdentity(), this.#stats, [["needs", this.#needs], ["offers", this.#offers]]);
  }

  #snapshotIdentity(): SnapshotIdentity {
    return {
      analysis: `${analysisVersion()}/listing:${listingFields({ id: 0, kind: "need", title: "", description: "", category: "", keywords: [] }).map((f) => f.weight).join(",")}+expansion`,
      embedderVersion: this.embedder.version,
      dimensions: this.embedder.dimensions,
      storage: this.#needs.vectors.storage,
    };
  }

  remove(kind: ListingKind, id: number): void {
    this.#collection(kind).remove(id);
  }

  /**
   * Listings of the opposite kind whose hybrid score reaches minScore, best first (ties by
   * id), scored exactly. Candidates: the vector index's VECTOR_CANDIDATES nearest ∪ the
   * inverted index's KEYWORD_CANDIDATES best. The listing itself need not be upserted.
   * Its embedding: `options.vector`, else the stored one if it was computed from this very
   * text, else computed now (an edited listing is never scored with its old vector).
   */
  matchesFor(doc: ListingDoc, options: MatchOptions = {}): Match[] {
    const alpha = checkUnit("alpha", options.alpha ?? this.alpha);
    const minScore = checkUnit("minScore", options.minScore ?? this.minScore);
    const limit = options.limit ?? DEFAULT_MATCH_LIMIT;
    const query = this.#query(doc, options.vector, options.analysis);
    const others = this.#collection(doc.kind === "need" ? "offer" : "need");
    let candidates: Iterable<number>;
    if (options.exhaustive) candidates = others.ids();
    else {
      const set = new Set(others.vectorCandidates(query.vector, VECTOR_CANDIDATES));
      for (const id of others.keywordCandidates(query.analyzed.bag, KEYWORD_CANDIDATES)) set.add(id);
      candidates = set;
    }
    // The exact scores of every candidate in flat arrays (one allocation per query, not per
    // candidate); only the `limit` best get an object and their matched terms.
    const size = candidates instanceof Set ? candidates.size : others.size;
    // Ids stay small integers (a Float64Array would hand out doubles, slower as Map keys).
    const ids: number[] = [];
    const tfidf = new Float64Array(size);
    const semantic = new Float64Array(size);
    const category = new Float64Array(size);
    const hybrid = new Float64Array(size);
    let count = 0;
    const queryBag = query.analyzed.bag;
    const queryNorm = this.#stats.norm(queryBag.pairs, queryBag.length);
    // What every candidate's scores reuse: the query's term weights and its vector's squared norm.
    const queryWeights = new Float64Array(queryBag.pairs.length >> 1);
    for (let i = 0; i < queryBag.pairs.length; i += 2) queryWeights[i >> 1] = this.#stats.weight(queryBag.pairs[i] as number, queryBag.pairs[i + 1] as number, queryBag.length);
    const vectorNormSq = squaredNorm(query.vector);
    const parts = { tfidfScore: 0, semanticScore: 0, categoryScore: 0 };
    for (const id of candidates) {
      const bag = others.bag(id);
      const vector = others.vectors.storedVector(id);
      if (!bag || !vector) continue;
      parts.tfidfScore = keywordCosine(this.#stats, queryBag, bag, undefined, queryNorm, others.norm(id), queryWeights);
      parts.semanticScore = storedSimilarity(query.vector, vectorNormSq, vector);
      parts.categoryScore = categoryScore(doc.category, others.category(id) ?? "");
      const score = hybridScore(parts, alpha, this.categoryWeight, this.calibration);
      if (!(score >= minScore)) continue;
      ids.push(id);
      tfidf[count] = parts.tfidfScore;
      semantic[count] = parts.semanticScore;
      category[count] = parts.categoryScore;
      hybrid[count] = score;
      count++;
    }
    const order = Array.from({ length: count }, (_, i) => i);
    order.sort((a, b) => (hybrid[b] as number) - (hybrid[a] as number) || (ids[a] as number) - (ids[b] as number));
    if (order.length > limit) order.length = Math.max(0, limit);
    return order.map((i) => {
      const id = ids[i] as number;
      const scores = { tfidfScore: tfidf[i] as number, semanticScore: semantic[i] as number, categoryScore: category[i] as number, hybridScore: hybrid[i] as number };
      const bag = others.bag(id) as Pick<TermBag, "pairs" | "length">;
      const norms = { query: queryNorm, other: others.norm(id) };
      const matchedTerms = this.#matchedTerms(query.analyzed, bag, others.concepts(id) ?? new Uint16Array(), alpha, scores.semanticScore, norms, queryWeights);
      return { id, scores: { ...scores, matchedTerms } };
    });
  }

  /**
   * Exact scores of one pair. Embeddings: the ones given, else each listing's stored one if
   * computed from its current text, else computed now.
   */
  score(need: ListingDoc, offer: ListingDoc, options: { alpha?: number; needVector?: Float32Array; offerVector?: Float32Array } = {}): PairScores {
    const alpha = checkUnit("alpha", options.alpha ?? this.alpha);
    const a = this.#query(need, options.needVector);
    const b = this.#query(offer, options.offerVector);
    const parts = {
      tfidfScore: keywordCosine(this.#stats, a.analyzed.bag, b.analyzed.bag),
      semanticScore: semanticSimilarity(a.vector, b.vector),
      categoryScore: categoryScore(need.category, offer.category),
    };
    const offerConcepts = Uint16Array.from([...b.analyzed.concepts.keys()].sort((x, y) => x - y));
    return {
      ...parts,
      hybridScore: hybridScore(parts, alpha, this.categoryWeight, this.calibration),
      matchedTerms: this.#matchedTerms(a.analyzed, b.analyzed.bag, offerConcepts, alpha, parts.semanticScore),
    };
  }

  /**
   * Saves both vector graphs: `${path}.needs` and `${path}.offers`, each with a `.json`
   * sidecar (format, embedder version, count, fingerprint). Creates no directory.
   */
  saveVectors(path: string): void {
    this.#needs.vectors.save(`${path}.needs`, this.embedder.version);
    this.#offers.vectors.save(`${path}.offers`, this.embedder.version);
  }

  /**
   * Loads the graphs saved by saveVectors. False when a file is missing or was written for
   * another format or embedder version (or does not match listings already upserted): the
   * caller then simply upserts every listing with its stored embedding and the graphs are
   * rebuilt at the first query. Listings must be upserted in any case (keyword scores need
   * their text); a loaded graph only spares rebuilding the HNSW graph, and is used only if
   * the upserted embeddings have the saved fingerprint.
   */
  loadVectors(path: string): boolean {
    const needs = this.#needs.vectors.load(`${path}.needs`, this.embedder.version);
    const offers = this.#offers.vectors.load(`${path}.offers`, this.embedder.version);
    return needs && offers;
  }

  /** Brings both vector graphs up to date now (otherwise done at the first query); ends a restore. */
  syncVectors(): void {
    this.#needs.endRestore();
    this.#offers.endRestore();
    this.#needs.vectors.sync();
    this.#offers.vectors.sync();
  }

  /**
   * The embedding `matchesFor` scores a listing with when no `vector` is given: the stored one if
   * it was computed from this very text, otherwise computed now.
   */
  queryVector(doc: ListingDoc): Float32Array {
    const collection = this.#collection(doc.kind);
    const stored = collection.vectors.get(doc.id);
    if (stored && collection.textHash(doc.id) === textHash(doc)) return stored;
    return this.embed(doc);
  }

  /**
   * A read-only copy of what `matchesFor` needs to match listings of `queryKind` against the
   * other kind, for re-match workers (see engine-snapshot.ts). Writes the other kind's HNSW
   * graph to `graphPath` (and its sidecar); the rest is in shared memory. Changes nothing but
   * the inverted index's impacts, recomputed under the current statistics (as a copy's are).
   */
  snapshot(queryKind: ListingKind, graphPath: string): EngineSnapshot {
    const queries = this.#collection(queryKind);
    const targets = this.#collection(queryKind === "need" ? "offer" : "need");
    targets.vectors.save(graphPath, this.embedder.version);
    // Impacts computed now under the corpus statistics the worker rebuilds: its postings are these.
    targets.refreshRetrieval();
    const ids = targets.idsInSlotOrder();
    const dimensions = this.embedder.dimensions;
    // Vectors in their stored form with their hashes, so that a worker's index has the saved
    // graph's fingerprint (an i8 vector read back as floats would hash differently).
    const vectors = targets.vectors.storage === "f32" ? sharedArray(Float32Array, ids.length * dimensions) : sharedArray(Int8Array, ids.length * dimensions);
    const vectorScales = sharedArray(Float32Array, ids.length);
    const vectorHashes = sharedArray(Uint32Array, ids.length * 2);
    const conceptLists: Uint16Array[] = [];
    const categories: string[] = [];
    const categoryIndex = new Map<string, number>();
    const categoryOf = sharedArray(Uint16Array, ids.length);
    ids.forEach((id, i) => {
      const stored = targets.vectors.storedVector(id) as StoredVector;
      vectors.set(stored.values, i * dimensions);
      vectorScales[i] = stored.scale;
      vectorHashes[2 * i] = stored.hash[0];
      vectorHashes[2 * i + 1] = stored.hash[1];
      conceptLists.push(targets.concepts(id) ?? new Uint16Array());
      const category = targets.category(id) ?? "";
      let index = categoryIndex.get(category);
      if (index === undefined) {
        index = categories.length;
        categories.push(category);
        categoryIndex.set(category, index);
      }
      categoryOf[i] = index;
    });
    const conceptOffsets = sharedArray(Uint32Array, ids.length + 1);
    let conceptCount = 0;
    conceptLists.forEach((list, i) => {
      conceptOffsets[i] = conceptCount;
      conceptCount += list.length;
    });
    conceptOffsets[ids.length] = conceptCount;
    const concepts = sharedArray(Uint16Array, conceptCount);
    conceptLists.forEach((list, i) => concepts.set(list, conceptOffsets[i] as number));
    const vocabulary: string[] = [];
    for (let id = 0; id < this.#stats.vocabularySize; id++) vocabulary.push(this.#stats.termOf(id));
    return {
      format: ENGINE_SNAPSHOT_FORMAT,
      embedder: { version: this.embedder.version, dimensions },
      alpha: this.alpha,
      categoryWeight: this.categoryWeight,
      minScore: this.minScore,
      calibration: this.calibration.data,
      vectorIndex: this.#vectorOptions,
      vocabulary,
      queryKind,
      queryBags: packBags([...queries.ids()].map((id) => queries.bag(id) as Pick<TermBag, "pairs" | "length">)),
      targets: {
        ids,
        bags: packBags(ids.map((id) => targets.bag(id) as Pick<TermBag, "pairs" | "length">)),
        concepts,
        conceptOffsets,
        categories,
        categoryOf,
        vectors,
        vectorScales,
        vectorHashes,
        graphPath,
      },
    };
  }

  /**
   * A read-only engine built from a snapshot: `matchesFor(doc, { vector })` on a listing of the
   * snapshot's query kind gives exactly what the original engine gives. It embeds nothing (the
   * query vector must be passed) and holds no listing of the query kind.
   */
  static fromSnapshot(snapshot: EngineSnapshot): MatchingEngine {
    if (snapshot.format !== ENGINE_SNAPSHOT_FORMAT) throw new Error(`engine snapshot format ${String(snapshot.format)}, expected ${ENGINE_SNAPSHOT_FORMAT}`);
    const { version, dimensions } = snapshot.embedder;
    const embedder: Embedder = {
      version,
      dimensions,
      embed() {
        throw new Error("a read-only engine embeds nothing: pass the query vector");
      },
    };
    const engine = new MatchingEngine({
      alpha: snapshot.alpha,
      categoryWeight: snapshot.categoryWeight,
      minScore: snapshot.minScore,
      calibration: new Calibration(snapshot.calibration),
      embedder,
      vectorIndex: snapshot.vectorIndex,
    });
    const stats = engine.#stats;
    for (const term of snapshot.vocabulary) stats.intern(term, "");
    const noSurfaces = new Map<number, string>();
    for (const bag of unpackBags(snapshot.queryBags)) stats.addDocument(bag);
    const t = snapshot.targets;
    const bags = unpackBags(t.bags);
    // A private copy too (see unpackBags); vectors are copied by the vector index itself.
    const conceptList = new Uint16Array(t.concepts);
    const targets = engine.#collection(snapshot.queryKind === "need" ? "offer" : "need");
    for (let i = 0; i < t.ids.length; i++) {
      const concepts = new Map<number, string>();
      for (let c = t.conceptOffsets[i] as number; c < (t.conceptOffsets[i + 1] as number); c++) concepts.set(conceptList[c] as number, "");
      const doc: AnalyzedDoc = { tokens: [], bag: { ...(bags[i] as Pick<TermBag, "pairs" | "length">), surfaces: noSurfaces }, concepts };
      const id = t.ids[i] as number;
      const values = t.vectors.subarray(i * dimensions, (i + 1) * dimensions);
      const scale = t.vectorScales[i] as number;
      const asFloats = values instanceof Float32Array ? values : Float32Array.from(values, (code) => code * scale);
      targets.upsert(id, doc, t.categories[t.categoryOf[i] as number] ?? "", asFloats);
      targets.vectors.setStored(id, { values, scale, hash: [t.vectorHashes[2 * i] as number, t.vectorHashes[2 * i + 1] as number] });
    }
    targets.refreshRetrieval();
    // Another graph (built again) would propose other candidates: the saved one must be adopted.
    if (!targets.vectors.load(t.graphPath, version)) throw new Error(`the vector graph ${t.graphPath} does not match the snapshot`);
    return engine;
  }

  #collection(kind: ListingKind): Collection {
    return kind === "need" ? this.#needs : this.#offers;
  }

  #checkVector(vector: Float32Array): Float32Array {
    if (vector.length !== this.embedder.dimensions) {
      throw new RangeError(`embedding has ${vector.length} dimensions, the embedder ${this.embedder.dimensions}`);
    }
    return vector;
  }

  #query(doc: ListingDoc, vector?: Float32Array, analysis?: ListingAnalysis): Query {
    const listing = this.#analysisOf(doc, analysis) ?? analyzeListing(this.#stats, doc);
    const analyzed = listing.analyzed;
    const collection = this.#collection(doc.kind);
    // As the index stores vectors (i8 by default): a score is the same from a fresh or a stored vector.
    if (vector) return { doc, analyzed, vector: collection.vectors.stored(this.#checkVector(vector)) };
    const stored = collection.vectors.get(doc.id);
    const fresh = stored && collection.textHash(doc.id) === textHash(doc);
    return { doc, analyzed, vector: fresh ? stored : collection.vectors.stored(this.#embed(doc, listing)) };
  }

  /** `norms`: the two bags' norms when the caller has them (the same numbers, computed once). */
  #matchedTerms(
    query: AnalyzedDoc,
    other: Pick<TermBag, "pairs" | "length">,
    otherConcepts: Uint16Array,
    alpha: number,
    semantic: number,
    norms?: { query: number; other: number | undefined },
    queryWeights?: Float64Array,
  ): string[] {
    const contributions: TermContribution[] = [];
    keywordCosine(this.#stats, query.bag, other, contributions, norms?.query, norms?.other, queryWeights);
    // Terms the query only has through a lexicon expansion are explained by the concept below, and
    // so are the other listing's terms that one of its concepts may have added (#addedByConcept).
    const added = this.#addedByConcept(other, otherConcepts);
    const weighted: Array<{ surface: string; value: number }> = [];
    for (const c of contributions) {
      const surface = query.bag.surfaces.get(c.termId);
      if (surface && !added(c.termId)) weighted.push({ surface, value: (1 - alpha) * c.value });
    }
    let sharedCount = 0;
    for (const index of otherConcepts) if (query.concepts.has(index)) sharedCount++;
    for (const index of otherConcepts) {
      if (!query.concepts.has(index)) continue;
      weighted.push({ surface: query.concepts.get(index) ?? conceptLabel(index), value: (alpha * semantic) / sharedCount });
    }
    weighted.sort((x, y) => y.value - x.value || compareText(x.surface, y.surface));
    const out: string[] = [];
    for (const { surface } of weighted) {
      if (out.length >= MATCHED_TERMS_LIMIT) break;
      // A surface can be blank (a token of punctuation or spacing only): it explains nothing.
      if (surface.trim() === "") continue;
      if (out.some((kept) => kept === surface || hasWord(kept, surface) || hasWord(surface, kept))) continue;
      out.push(surface);
    }
    return out;
  }

  /**
   * Whether a term of the other listing's bag may be one that a lexicon concept of it added
   * (conceptExpansion: each term once, at weight 1) rather than one of its own words: such a term
   * is shared with no word it wrote (« cabinet » and « tenue » of an accountant's concept, for a
   * carbon audit that says « bilan »). The bag cannot tell a word written once in the description
   * from an added one: both count 1, and both are left to the concept; a word of the title or the
   * keywords (weight 2) is the listing's own.
   */
  #addedByConcept(other: Pick<TermBag, "pairs">, otherConcepts: Uint16Array): (termId: number) => boolean {
    // Checked only for the few shared terms, against each concept's terms gathered once (not per match).
    return (termId) => {
      if (otherConcepts.length === 0 || termCount(other.pairs, termId) !== 1) return false;
      const term = this.#stats.termOf(termId);
      for (const index of otherConcepts) if (conceptTerms(index).has(term)) return true;
      return false;
    };
  }
}
