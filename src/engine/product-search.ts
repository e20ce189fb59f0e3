/**
 * Product search: the same pipeline, keyword score and embeddings as matching. score =
 * alpha·semantic + (1 − alpha)·keyword (a query has no sector, so no category part). Only
 * relevant products are returned and counted: an absolute floor on that score and a floor
 * relative to the best result of the query; a product without a word standing for the query's
 * counts half. What a user types is found as typed: a word the catalogue only knows with accents
 * is respelled first, a whole brand puts its products first, and a product that carries every
 * word of the query is found under the floors too, after the others.
 */
import { rmSync } from "node:fs";
import { analyzeTokenFields, Collection, type AnalyzedDoc } from "./collection";
import { conceptExpansion, findConcepts, isLexiconTerm } from "./concepts";
import { analyze, foldAccents, gluedWords, termOf, type AnalyzedToken } from "./pipeline";
import { isStopWord } from "./stopwords";
import { LexiconEmbedder, type Embedder } from "./embedder";
import { keywordCosine, termCount, TermStats, type WeightedField } from "./keyword-index";
import { checkUnit, clamp01, DEFAULT_ALPHA } from "./scores";
import { analysisVersion, encodeIndexSnapshotInSlices, readIndexSnapshot, textHashes, writeIndexSnapshot, type SnapshotIdentity } from "./index-snapshot";
import type { VectorIndexOptions } from "./vector-index";
import { analyseInChild } from "./analysis-process";
import { isCommonFrenchWord } from "./french-words";
import { derivedStems, DERIVATION_MIN_PREFIX, prepareWords, wordStandsFor, type PreparedWord, type QueryWord } from "./word-evidence";
import { BrandNames, brandWords } from "./brand-names";
import { CatalogueSpelling } from "./catalogue-spelling";

export interface ProductDoc {
  id: number;
  title: string;
  description: string;
  brand: string;
  category: string;
}

/** Products whose absolute text score (alpha·semantic + (1 − alpha)·keyword) is below this are not relevant. Default 0.12; range [0, 1]. */
export const SEARCH_RELEVANCE_FLOOR = 0.12;
/** Products whose fused score is below this share of the query's best are not relevant. Default 0.4; range [0, 1]. */
export const SEARCH_RELATIVE_FLOOR = 0.4;
/** How many times a word of the query counts against a word added from the lexicon. Default 2. */
export const QUERY_WORD_WEIGHT = 2;
/**
 * Score factor of a hit with no word-level evidence (word-evidence.ts): no product word stands
 * for a query word and no lexicon concept is shared, only trigrams or single expansion words.
 * Default 0.5: such a hit drops under the floors unless nothing better exists, and is shown only
 * beside a hit that has evidence: alone, it is noise.
 */
export const NO_WORD_EVIDENCE_FACTOR = 0.5;
/** How many times a corpus word derived from a query word counts (see #analyzeQuery). Default 2, as the query's own words. */
export const DERIVED_WORD_WEIGHT = 2;
/** Letters a compound adds before a query word it ends with ("vidéo" of "vidéoprojecteur"). Default 3. */
const COMPOUND_MIN_HEAD = 3;
/** Hits returned unless a limit is given. Default 10. */
export const DEFAULT_SEARCH_LIMIT = 10;
/**
 * Nearest neighbours asked of the vector index per query: SEARCH_VECTOR_FIRST, then up to
 * SEARCH_VECTOR_CANDIDATES when the farthest of those could still pass the relevance floor on
 * its vector alone. Defaults 100 and 300.
 */
export const SEARCH_VECTOR_FIRST = 100;
export const SEARCH_VECTOR_CANDIDATES = 300;
/** Query words, and (query word, catalogue term) answers of the word-evidence test, kept across searches: a few MB at most. */
const WORD_EVIDENCE_WORDS = 5_000;
const WORD_EVIDENCE_ENTRIES = 100_000;
/**
 * Scalar type inside the product graph. Default "i8": a quarter of f32, and at 30 000 generated
 * products the top 10 of 200 queries were the same as with f16 (the graph only proposes
 * candidates; exact scores read the index's own store).
 */
export const PRODUCT_GRAPH_QUANTIZATION = "i8";
/** Best keyword matches taken from the inverted index per query. Default 1000. */
export const SEARCH_KEYWORD_CANDIDATES = 1000;

export interface ProductSearchOptions {
  /** Default alpha. Default DEFAULT_ALPHA (0.6); range [0, 1]. */
  alpha?: number;
  /** Default relevance floor. Default SEARCH_RELEVANCE_FLOOR; range [0, 1]. */
  relevanceFloor?: number;
  /** Share of the best fused score a result needs. Default SEARCH_RELATIVE_FLOOR; range [0, 1]. */
  relativeFloor?: number;
  /** Default: the built-in LexiconEmbedder. */
  embedder?: Embedder;
  /** usearch graph and store settings; quantization defaults to PRODUCT_GRAPH_QUANTIZATION. */
  vectorIndex?: VectorIndexOptions;
  /**
   * The category (a product's `category`) that a whole query names, if any: the application
   * knows the categories' names (« emballage », « informatique »). Its products are found and come
   * first, as a named brand's do. Default: no query names a category.
   */
  categoryNamedBy?: (query: string) => string | undefined;
}

export interface SearchResult {
  /**
   * The requested page of the relevant products: those of a brand or category the query names first (`named`),
   * then best first (ties by id).
   */
  hits: Array<{ id: number; score: number; named: boolean }>;
  /** Every relevant product of the query (above both floors): exactly what can be paged through. */
  total: number;
  /** The query searched instead of the one typed when a word of it was a typo (catalogue-spelling.ts), else null. */
  searchedFor: string | null;
  /**
   * Words of the query that no relevant product carries, as written or derived (lower case, in
   * the query's order): the answer stands in for them by meaning or by the other words. Empty
   * when nothing is found, and for the words of a brand or category the query names.
   */
  unmatchedWords: string[];
}

export function productFields(doc: ProductDoc): WeightedField[] {
  return [
    { text: doc.title, weight: 2 },
    { text: doc.brand, weight: 1 },
    { text: doc.description, weight: 1 },
    // "processeur" finds a "serveur bi-processeur" (pipeline.ts glues "bi-" to it).
    { text: gluedWords(`${doc.title} ${doc.description}`), weight: 1 },
  ];
}

type TokenField = { tokens: AnalyzedToken[]; weight: number };

/**
 * A brand's words are keywords whole, in their own space, wherever the product's text writes them
 * (its brand field, « de la marque Cartonia » in its description): stemmed, « Cartonia » was
 * « carton », and « cartons » listed the brand's bags before the cartons (a brand typed in full is
 * found by brand-names.ts, first). The embedding keeps them as words.
 */
const BRAND_TERM = "marque:";

/** A brand token (productTokens) back to the word the analysis made of it. */
const asWord = (token: AnalyzedToken): AnalyzedToken => (token.term.startsWith(BRAND_TERM) ? { term: termOf(token.surface.toLowerCase()), surface: token.surface } : token);

function productTokens(doc: ProductDoc): TokenField[] {
  const ownBrand = new Set(brandWords(doc.brand));
  const asKeyword = (token: AnalyzedToken): AnalyzedToken => {
    const word = foldAccents(token.surface.toLowerCase());
    return ownBrand.has(word) ? { term: `${BRAND_TERM}${word}`, surface: token.surface } : token;
  };
  return productFields(doc).map((field) => ({ tokens: field.text ? analyze(field.text).map(asKeyword) : [], weight: field.weight }));
}

export function productText(doc: ProductDoc): string {
  return [doc.title, doc.title, doc.brand, doc.description].join("\n");
}

/** The two hashes of the fields a product is analysed from (what a snapshot checks). */
function productHashes(doc: ProductDoc): [number, number] {
  return textHashes([doc.title, doc.brand, doc.description].join("\u0000"));
}

/** The hyphenated word of `query` that `part` is a part of, as typed (« essuie-mains » for « essuie »); else `part`. */
function hyphenatedWordHolding(query: string, part: string): string {
  const lower = part.toLowerCase();
  for (const typed of query.split(/\s+/)) {
    const word = typed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (word.includes("-") && word.toLowerCase().split("-").includes(lower)) return word;
  }
  return part;
}

export class ProductSearchIndex {
  readonly embedder: Embedder;
  readonly alpha: number;
  readonly relevanceFloor: number;
  readonly relativeFloor: number;
  readonly #stats = new TermStats();
  readonly #products: Collection;
  readonly #brands = new BrandNames();
  readonly #categoryNamedBy: (query: string) => string | undefined;
  /** category → ids of its products, for the queries that name one */
  readonly #inCategory = new Map<string, Set<number>>();

  constructor(options: ProductSearchOptions = {}) {
    this.embedder = options.embedder ?? new LexiconEmbedder();
    this.alpha = checkUnit("alpha", options.alpha ?? DEFAULT_ALPHA);
    this.relevanceFloor = checkUnit("relevanceFloor", options.relevanceFloor ?? SEARCH_RELEVANCE_FLOOR);
    this.relativeFloor = checkUnit("relativeFloor", options.relativeFloor ?? SEARCH_RELATIVE_FLOOR);
    this.#products = new Collection(this.#stats, this.embedder.dimensions, { quantization: PRODUCT_GRAPH_QUANTIZATION, ...options.vectorIndex });
    this.#categoryNamedBy = options.categoryNamedBy ?? (() => undefined);
  }

  get size(): number {
    return this.#products.size;
  }

  has(id: number): boolean {
    return this.#products.has(id);
  }

  embed(doc: ProductDoc): Float32Array {
    return this.#embed(doc, productTokens(doc));
  }

  #embed(doc: ProductDoc, fields: readonly TokenField[]): Float32Array {
    if (!this.embedder.embedTokens) return this.embedder.embed(productText(doc));
    // The brand's words as plain words again (productTokens set them apart for the keywords only).
    const [title, brand, description] = fields.map((f) => f.tokens.map(asWord)) as [AnalyzedToken[], AnalyzedToken[], AnalyzedToken[]];
    return this.embedder.embedTokens([...title, ...title, ...brand, ...description]);
  }

  /** Analyses the product once: the keyword fields and the embedding share the tokens. */
  upsert(doc: ProductDoc, embedding?: Float32Array): void {
    const fields = productTokens(doc);
    const vector = embedding ?? this.#embed(doc, fields);
    if (vector.length !== this.embedder.dimensions) {
      throw new RangeError(`embedding has ${vector.length} dimensions, the embedder ${this.embedder.dimensions}`);
    }
    this.#forgetCategory(doc.id);
    this.#products.upsert(doc.id, analyzeTokenFields(this.#stats, fields, true), doc.category, vector, ...productHashes(doc));
    this.#brands.set(doc.id, doc.brand);
    this.#recordCategory(doc.id, doc.category);
  }

  /**
   * Adds a product from the snapshot loaded by loadSnapshot, without analysing or embedding
   * it, when the snapshot holds this product with the same title, brand and description.
   * False otherwise: upsert it (with its stored embedding) instead.
   */
  restore(doc: ProductDoc): boolean {
    this.#forgetCategory(doc.id);
    const restored = this.#products.restore(doc.id, doc.category, ...productHashes(doc));
    if (restored) {
      this.#brands.set(doc.id, doc.brand);
      this.#recordCategory(doc.id, doc.category);
    }
    return restored;
  }

  /**
   * Adds many products analysed in a child process (see analysis-process.ts): it writes the
   * snapshot of their analysis to `scratchPath` (removed afterwards), from which they are
   * restored here, so the analysis's garbage never enters this thread's heap. `options` says
   * which embeddings are given (stored ones) and which computed ones are wanted back (returned
   * at their positions), and how many children share the work (analysis-process.ts). Ends a
   * restore in progress (restore what a loaded snapshot holds first). The index is the same as
   * after upserting each product.
   */
  async upsertInChild(
    docs: ProductDoc[],
    scratchPath: string,
    options: { embeddings?: ReadonlyArray<Float32Array | undefined>; send?: (i: number) => boolean; children?: number } = {},
  ): Promise<Array<Float32Array | undefined>> {
    // The child builds the graph too: adopted below when this index holds exactly its products.
    const graphPath = `${scratchPath}.usearch`;
    const scratch = [scratchPath, graphPath, `${graphPath}.json`, `${graphPath}.keys`];
    const removeScratch = () => {
      for (const file of scratch) rmSync(file, { force: true });
    };
    const computed = await analyseInChild("products", docs, { ...options, snapshotPath: scratchPath, graphPath, dimensions: this.embedder.dimensions }).catch((error: unknown) => {
      removeScratch();
      throw error;
    });
    try {
      // Another embedder or storage than the child's: the snapshot is refused, analyse here.
      const loaded = this.loadSnapshot(scratchPath);
      docs.forEach((doc, i) => {
        if (!loaded || !this.restore(doc)) this.upsert(doc, options.embeddings?.[i] ?? computed[i]);
      });
      if (this.size === docs.length) this.loadVectors(graphPath);
    } finally {
      this.#products.endRestore();
      removeScratch();
    }
    return computed;
  }

  /** Writes every product's analysis and vector to `path` (see index-snapshot.ts). Creates no directory. */
  saveSnapshot(path: string): void {
    writeIndexSnapshot(path, this.#snapshotIdentity(), this.#stats, [["products", this.#products]]);
  }

  /** The bytes saveSnapshot writes, in slices (index-snapshot.ts): right only if `mutations` did not move meanwhile. */
  encodeSnapshotInSlices(): Generator<void, Buffer, void> {
    return encodeIndexSnapshotInSlices(this.#snapshotIdentity(), this.#stats, [["products", this.#products]]);
  }

  /** Grows at every insertion and removal of a product. */
  get mutations(): number {
    return this.#products.mutations;
  }

  /**
   * Loads a snapshot written by saveSnapshot for the same pipeline, lexicon, embedder and
   * vector storage; false otherwise. Until syncVectors, `restore` takes products from it.
   */
  loadSnapshot(path: string): boolean {
    this.#wordEvidence.clear();
    this.#evidenceEntries = 0;
    return readIndexSnapshot(path, this.#snapshotIdentity(), this.#stats, [["products", this.#products]]);
  }

  #snapshotIdentity(): SnapshotIdentity {
    const weights = productFields({ id: 0, title: "", description: "", brand: "", category: "" }).map((f) => f.weight).join(",");
    return {
      analysis: `${analysisVersion()}/product:${weights}/${BRAND_TERM}whole`,
      embedderVersion: this.embedder.version,
      dimensions: this.embedder.dimensions,
      storage: this.#products.vectors.storage,
    };
  }

  remove(id: number): void {
    this.#forgetCategory(id);
    this.#products.remove(id);
    this.#brands.delete(id);
  }

  #recordCategory(id: number, category: string): void {
    const products = this.#inCategory.get(category) ?? new Set<number>();
    this.#inCategory.set(category, products.add(id));
  }

  /** Before the product's category changes or it leaves: the category is read from the index, which still holds it. */
  #forgetCategory(id: number): void {
    const category = this.#products.category(id);
    if (category !== undefined) this.#inCategory.get(category)?.delete(id);
  }

  /** Saves the vector graph to `path` with its `.json` sidecar. Creates no directory. */
  saveVectors(path: string): void {
    this.#products.vectors.save(path, this.embedder.version);
  }

  /** Loads a graph saved by saveVectors; false when missing or stale (see MatchingEngine.loadVectors). */
  loadVectors(path: string): boolean {
    return this.#products.vectors.load(path, this.embedder.version);
  }

  /** Brings the vector graph up to date now, rather than at the first search; ends a restore. */
  syncVectors(): void {
    this.#products.endRestore();
    this.#products.vectors.sync();
  }

  /**
   * Relevant products for a search-box query, the products of a brand or category it names first, then best
   * first (ties by id), from `offset` (default 0), at most `limit` (default DEFAULT_SEARCH_LIMIT).
   * A blank query finds nothing.
   */
  search(typed: string, options: { alpha?: number; limit?: number; offset?: number } = {}): SearchResult {
    const alpha = checkUnit("alpha", options.alpha ?? this.alpha);
    const limit = options.limit ?? DEFAULT_SEARCH_LIMIT;
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    const { query, corrected } = this.#spelling.respell(typed);
    const analyzed = this.#analyzeQuery(query);
    // The query's own tokens, analysed once: embed(query) would run the pipeline again.
    const vector = this.embedder.embedTokens ? this.embedder.embedTokens(analyzed.queryTokens) : this.embedder.embed(query);
    // Found whatever their scores: the products of a brand or a category the query names
    // (brand-names.ts, categoryNamedBy), which come first, and those that carry every word of the
    // query, which under the floors rank after every product above them (they only lengthen the
    // list at its end).
    const named = this.#brands.productsNamedBy(query);
    const category = this.#categoryNamedBy(query);
    for (const id of category === undefined ? [] : (this.#inCategory.get(category) ?? [])) named.add(id);
    const carriesEveryWord = this.#everyWordTest(analyzed);
    const similarity = this.#products.vectors.similarityTo(vector);
    const candidates = new Set(named);
    for (const id of this.#nearest(vector, similarity, alpha)) candidates.add(id);
    for (const id of this.#products.keywordCandidates(analyzed.bag, SEARCH_KEYWORD_CANDIDATES)) candidates.add(id);
    const queryNorm = this.#stats.norm(analyzed.bag.pairs, analyzed.bag.length);
    const above: Array<{ id: number; raw: number; pairs: Uint32Array; found: boolean }> = [];
    let bestRaw = 0;
    for (const id of candidates) {
      const bag = this.#products.bag(id);
      const semantic = similarity(id);
      if (!bag || semantic === undefined) continue;
      const keyword = keywordCosine(this.#stats, analyzed.bag, bag, undefined, queryNorm, this.#products.norm(id));
      const raw = alpha * semantic + (1 - alpha) * keyword;
      const found = named.has(id) || carriesEveryWord(bag.pairs);
      if (raw < this.relevanceFloor && !found) continue;
      above.push({ id, raw, pairs: bag.pairs, found });
      if (raw >= this.relevanceFloor) bestRaw = Math.max(bestRaw, raw);
    }
    // The best final score is at least clamp01(NO_WORD_EVIDENCE_FACTOR·bestRaw) (that hit kept, or
    // beaten by one over relevanceFloor, itself over it): a hit under the relative floor of that
    // is cut whatever its evidence, so its words need not be compared. Same hits, same scores.
    const hasEvidence = this.#evidenceTest(analyzed);
    const cut = this.relativeFloor * clamp01(NO_WORD_EVIDENCE_FACTOR * bestRaw);
    const scored: Array<{ id: number; score: number; named: boolean; found: boolean }> = [];
    let withEvidence = 0;
    for (const { id, raw, pairs, found } of above) {
      if (raw < cut && !found) continue;
      const evidence = hasEvidence(id, pairs);
      const score = (evidence ? 1 : NO_WORD_EVIDENCE_FACTOR) * raw;
      if (score < this.relevanceFloor && !found) continue;
      scored.push({ id, score: clamp01(score), named: named.has(id), found });
      if (evidence || found) withEvidence++; // found: a named brand's product, or one carrying every word
    }
    // Not one hit stands for a word of the query: the catalogue holds nothing of what was asked,
    // and what came near on trigrams and expansion words is noise (« seo » found latex gloves).
    // A floor like the others: an index without a relevance floor ranks every product.
    if (withEvidence === 0 && this.relevanceFloor > 0) scored.length = 0;
    const best = scored.reduce((max, hit) => Math.max(max, hit.score), 0);
    const relevant = scored.filter((hit) => hit.found || hit.score >= this.relativeFloor * best);
    relevant.sort((a, b) => Number(b.named) - Number(a.named) || b.score - a.score || a.id - b.id);
    return {
      hits: relevant.slice(offset, offset + limit).map(({ id, score, named }) => ({ id, score, named })),
      total: relevant.length,
      searchedFor: corrected ? query : null,
      unmatchedWords: category === undefined ? this.#unmatchedWords(query, analyzed, relevant, named.size > 0) : [],
    };
  }

  /**
   * The query's words that no found product carries, as written, in a derived form or through a
   * lexicon concept they name: « souris » of « souris sans fil » in a catalogue without a mouse,
   * whose answer is the wireless products. People should see that it is not what they typed
   * (issue 20 §4); « frigo » is not flagged beside refrigerators. A brand's words are its
   * products' own when the query names it. A part of a hyphenated word is reported as the word
   * typed (« essuie-mains », not « essuie »).
   */
  #unmatchedWords(query: string, analyzed: QueryAnalysis, relevant: ReadonlyArray<{ id: number }>, namesBrand: boolean): string[] {
    if (relevant.length === 0) return [];
    const conceptMatches = findConcepts(analyzed.queryTokens);
    const unmatched: string[] = [];
    analyzed.words.forEach((word, i) => {
      if (namesBrand && this.#brands.hasWord(word.surface)) return;
      const termIds = (analyzed.wordTerms[i] ?? []).map((term) => this.#stats.idOf(term)).filter((termId) => termId >= 0);
      const concepts = conceptMatches.filter((match) => match.surface.split(" ").includes(word.surface)).map((match) => match.concept.index);
      // A bare number (« 27 » of « écran 27" ») is carried by the same number with its unit (« 27 pouces »).
      const number = BARE_NUMBER.test(word.term) ? word.term : null;
      const carried = relevant.some((hit) => {
        const pairs = this.#products.bag(hit.id)?.pairs;
        if (pairs !== undefined && termIds.some((termId) => hasTerm(pairs, termId))) return true;
        if (pairs !== undefined && number !== null && this.#hasNumberWithUnit(pairs, number)) return true;
        const own = this.#products.concepts(hit.id);
        return own !== undefined && concepts.some((concept) => own.includes(concept));
      });
      const typed = carried ? null : hyphenatedWordHolding(query, word.surface);
      if (typed !== null && !unmatched.includes(typed)) unmatched.push(typed);
    });
    return unmatched;
  }

  /** Whether a bag holds `number` written with a unit (pipeline.ts glues « 27 pouces » into « 27pouces »). */
  #hasNumberWithUnit(pairs: Uint32Array, number: string): boolean {
    for (let i = 0; i < pairs.length; i += 2) {
      const term = this.#stats.termOf(pairs[i] as number);
      if (term.startsWith(number) && UNIT_AFTER_NUMBER.test(term.slice(number.length))) return true;
    }
    return false;
  }

  /**
   * The products nearest the query's vector. A product that shares no word with the query is
   * kept only if alpha × its similarity reaches the relevance floor, and the graph gives the
   * nearest first: when the farthest of the first SEARCH_VECTOR_FIRST is under that, the next
   * ones are too, and asking for SEARCH_VECTOR_CANDIDATES would only add products to score and
   * drop (the graph search and their scores were two thirds of a search, issue 25). Products
   * that do share words come from the keyword candidates. A catalogue of no more products than
   * that gives them all (Collection.vectorCandidates).
   */
  #nearest(vector: Float32Array, similarity: (id: number) => number | undefined, alpha: number): number[] {
    const first = this.#products.vectorCandidates(vector, SEARCH_VECTOR_FIRST);
    const farthest = first.at(-1);
    if (this.#products.size <= SEARCH_VECTOR_FIRST || farthest === undefined) return first;
    if (alpha * (similarity(farthest) ?? 0) < this.relevanceFloor) return first;
    return this.#products.vectorCandidates(vector, SEARCH_VECTOR_CANDIDATES);
  }

  /**
   * Whether a product's bag holds, for every word of the query, its term or a term derived from
   * it (#analyzeQuery); never when a word is unknown to the catalogue. Typing a word of a product
   * finds it, however long its text.
   */
  #everyWordTest(analyzed: QueryAnalysis): (pairs: Uint32Array) => boolean {
    const words = analyzed.wordTerms.map((terms) => terms.map((term) => this.#stats.idOf(term)).filter((termId) => termId >= 0));
    if (words.length === 0 || words.some((ids) => ids.length === 0)) return () => false;
    return (pairs) => words.every((ids) => ids.some((termId) => hasTerm(pairs, termId)));
  }

  /**
   * Whether a product has word-level evidence for the query (word-evidence.ts): a word that
   * stands for a query word, or a lexicon concept the query names. Each word's answers per
   * catalogue term are kept across searches (#evidenceOf).
   */
  #evidenceTest(analyzed: QueryAnalysis): (id: number, pairs: Uint32Array) => boolean {
    const own = [...new Set(analyzed.words.map((word) => this.#stats.idOf(word.term)))].filter((termId) => termId >= 0);
    const words = analyzed.words.map((word) => this.#evidenceOf(word));
    return (id, pairs) => {
      // Cheapest first: a query word itself, then a shared concept, then derived or mistyped words.
      for (const termId of own) if (hasTerm(pairs, termId)) return true;
      const concepts = this.#products.concepts(id);
      if (concepts) for (const concept of concepts) if (analyzed.conceptIndices.has(concept)) return true;
      for (let i = 0; i < pairs.length; i += 2) {
        const termId = pairs[i] as number;
        for (const { word, terms } of words) {
          let stands = terms.get(termId);
          if (stands === undefined) {
            const surface = this.#stats.recordedSurface(termId);
            stands = wordStandsFor([word], this.#stats.termOf(termId), surface);
            // A term recorded without a surface may get one later (keyword-index.ts): not kept.
            if (surface) this.#keepEvidence(terms, termId, stands);
          }
          if (stands) return true;
        }
      }
      return false;
    };
  }

  /**
   * Query words seen (term and surface), each with the catalogue terms found to stand for it or
   * not (word-evidence.ts): kept across searches, since people search for the same words again
   * and the comparisons were a third of a search (issue 25). Term ids keep their meaning while
   * the index lives; a loaded snapshot clears them.
   */
  readonly #wordEvidence = new Map<string, { word: PreparedWord; terms: Map<number, boolean> }>();
  #evidenceEntries = 0;

  #evidenceOf(word: QueryWord): { word: PreparedWord; terms: Map<number, boolean> } {
    const key = `${word.term} ${word.surface}`;
    let entry = this.#wordEvidence.get(key);
    if (!entry) {
      if (this.#wordEvidence.size >= WORD_EVIDENCE_WORDS) {
        this.#wordEvidence.clear();
        this.#evidenceEntries = 0;
      }
      entry = { word: prepareWords([word])[0] as PreparedWord, terms: new Map() };
      this.#wordEvidence.set(key, entry);
    }
    return entry;
  }

  /** Keeps one answer; past WORD_EVIDENCE_ENTRIES, the other words' answers are dropped (this query's map stays in use). */
  #keepEvidence(terms: Map<number, boolean>, termId: number, stands: boolean): void {
    if (this.#evidenceEntries >= WORD_EVIDENCE_ENTRIES) {
      for (const entry of this.#wordEvidence.values()) entry.terms.clear();
      this.#evidenceEntries = 0;
    }
    terms.set(termId, stands);
    this.#evidenceEntries++;
  }

  readonly #byPrefix = new Map<string, number[]>();
  readonly #bySuffix = new Map<string, number[]>();
  #indexed = 0;
  /**
   * Query words spelled as the catalogue writes them (catalogue-spelling.ts): the whole search
   * (keywords, lexicon concepts, embedding) then runs as if the user had typed them so. A stop
   * word ("mais", not "maïs") or a word the catalogue holds stays; a common French word
   * (french-words.ts) or a word the lexicon knows, alone or in a phrase, is not taken for a typo.
   */
  readonly #spelling = new CatalogueSpelling(
    this.#stats,
    // A brand's word is known too: its keywords are whole words apart (brandKeywords), not catalogue terms.
    (lower) => isStopWord(lower) || this.#stats.df(this.#stats.idOf(termOf(lower))) > 0 || this.#brands.hasWord(lower),
    (lower) => isCommonFrenchWord(lower) || analyze(lower).some((token) => isLexiconTerm(token.term)),
  );

  /** Brings the vocabulary's prefix and suffix indexes (terms by their first and last DERIVATION_MIN_PREFIX letters) up to date with the terms seen since. */
  #indexVocabulary(): void {
    for (; this.#indexed < this.#stats.vocabularySize; this.#indexed++) {
      const known = this.#stats.termOf(this.#indexed);
      if (known.length < DERIVATION_MIN_PREFIX || /\d/.test(known)) continue;
      addTo(this.#byPrefix, known.slice(0, DERIVATION_MIN_PREFIX), this.#indexed);
      addTo(this.#bySuffix, known.slice(-DERIVATION_MIN_PREFIX), this.#indexed);
    }
  }

  /**
   * Terms of the corpus derived from `term` (derivedStems), and the compounds it ends
   * ("projecteur" also looks for "vidéoprojecteur": the last word of a French compound names what
   * it is), from indexes kept up to date with the vocabulary.
   */
  #derivedTerms(term: string): string[] {
    this.#indexVocabulary();
    if (term.length < DERIVATION_MIN_PREFIX || /\d/.test(term)) return [];
    const derived: string[] = [];
    for (const id of this.#byPrefix.get(term.slice(0, DERIVATION_MIN_PREFIX)) ?? []) {
      const other = this.#stats.termOf(id);
      if (other !== term && this.#stats.df(id) > 0 && derivedStems(term, other)) derived.push(other);
    }
    for (const id of this.#bySuffix.get(term.slice(-DERIVATION_MIN_PREFIX)) ?? []) {
      const other = this.#stats.termOf(id);
      if (other.length >= term.length + COMPOUND_MIN_HEAD && other.endsWith(term) && this.#stats.df(id) > 0) derived.push(other);
    }
    return derived;
  }

  /**
   * The query's keyword bag: its own words and the corpus's words derived from them
   * ("nettoyage" also looks for "nettoyeur", "projecteur" for "vidéoprojecteur"; weight 2) plus, at weight 1, the words of the
   * other variants of every lexicon concept it names ("pc portable" also looks for
   * "ordinateur portable", "laptop"; variants that contain a word of the query are narrower
   * phrases, not other names, and are left out): a two-word query naming a product by a
   * synonym or a derived word then shares keywords with the product.
   */
  #analyzeQuery(query: string): QueryAnalysis {
    const tokens = analyze(query);
    const own = new Set(tokens.map((t) => t.term));
    const wordTerms = tokens.map((t) => [t.term, ...this.#derivedTerms(t.term)]);
    const derived = [...new Set(wordTerms.flatMap((terms) => terms.slice(1)))].filter((term) => !own.has(term));
    const fields = [
      { tokens, weight: QUERY_WORD_WEIGHT },
      { tokens: derived.map((term) => ({ term, surface: "" })), weight: DERIVED_WORD_WEIGHT },
      { tokens: conceptExpansion(tokens), weight: 1 },
    ];
    const concepts = new Set(findConcepts(tokens).map((match) => match.concept.index));
    const words: QueryWord[] = tokens.map((t) => ({ term: t.term, surface: t.surface }));
    return { tokens: fields, bag: this.#stats.bagOfTokens(fields, false), concepts: new Map(), words, wordTerms, conceptIndices: concepts, queryTokens: tokens };
  }
}

/** A query word that is a number alone, as the pipeline writes it (« 27 », « 2.5 »). */
const BARE_NUMBER = /^\d+(?:\.\d+)*$/;
/** What follows the number in a term of a number with its unit (« pouces » of « 27pouces », « m2 » of « 3m2 »). */
const UNIT_AFTER_NUMBER = /^[a-zµ°%²³]+\d?$/;

/** Whether a bag's pairs hold a term. */
function hasTerm(pairs: Uint32Array, termId: number): boolean {
  return termCount(pairs, termId) > 0;
}

function addTo(index: Map<string, number[]>, key: string, id: number): void {
  const list = index.get(key);
  if (list) list.push(id);
  else index.set(key, [id]);
}

/** `wordTerms`: per word of the query, its own term then the terms derived from it. */
type QueryAnalysis = AnalyzedDoc & { words: QueryWord[]; wordTerms: string[][]; conceptIndices: ReadonlySet<number>; queryTokens: AnalyzedToken[] };
