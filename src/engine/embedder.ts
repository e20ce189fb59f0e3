/**
 * Embeddings. `Embedder` is what the engine needs; `LexiconEmbedder` is the built-in one:
 * offline, no model download, deterministic, and a text's vector depends only on that text
 * and on versioned resources (pipeline, lexicon), so stored vectors stay valid until
 * EMBEDDER_VERSION changes.
 *
 * A text becomes a bag of weighted features, each hashed (signed, twice) into a fixed number
 * of dimensions, then L2-normalised:
 * - lexicon concepts and their domain: synonyms and paraphrases ("clim" / "climatisation");
 * - pipeline terms (stems): morphology ("livraison" / "livraisons");
 * - character trigrams of each word, accents removed: typos and missing accents.
 */
import { createHash } from "node:crypto";
import { CONCEPT_RULES_VERSION, findConcepts } from "./concepts";
import { LEXICON_VERSION } from "./lexicon";
import { analyze, foldAccents, PIPELINE_VERSION, termOf, type AnalyzedToken } from "./pipeline";

export interface Embedder {
  /** Changes whenever the same text would get a different vector. */
  readonly version: string;
  readonly dimensions: number;
  /** A unit-length (or all-zero, for a text with no content) vector of `dimensions` floats. */
  embed(text: string): Float32Array;
  /**
   * Optional: the same vector from the text already run through the pipeline (its tokens in
   * reading order), so that a document is analysed once for keywords and embedding.
   */
  embedTokens?(tokens: readonly AnalyzedToken[]): Float32Array;
}

/** Default number of dimensions (the product search's). 256 keeps 1M vectors near 1 GB in f32; range 64–2048. */
export const EMBEDDING_DIMENSIONS = 256;
/**
 * Dimensions of the matching engine's embedder. Hashing a listing's few hundred features into
 * 256 dimensions makes unrelated features collide, and the collisions are noise in the semantic
 * score: on matching-dev.json the hybrid's nDCG@10 was 0.897 at 256, 0.906 at 512 and 0.910
 * with no hashing at all (exact cosine of the features); short texts 0.901, 0.917 and 0.931.
 * 512 keeps the matching graph and store of 1M listings under the memory goal.
 */
export const MATCHING_EMBEDDING_DIMENSIONS = 512;
/** Weight of a lexicon concept found in the text. Default 2. */
export const CONCEPT_WEIGHT = 2;
/** Weight of the domain of a concept found in the text (related concepts share it). Default 0.6. */
export const DOMAIN_WEIGHT = 0.6;
/** Weight of a pipeline term (stem). Default 1. */
export const TERM_WEIGHT = 1;
/** Total weight of one word's character trigrams. Default 0.6. */
export const TRIGRAM_WEIGHT = 0.6;
/** Factor applied to words every listing uses ("service", "solution", "entreprise"). Default 0.25. */
export const GENERIC_WORD_FACTOR = 0.25;

/** Words so common in listings that they say little about what is bought or sold. */
const GENERIC_WORDS = [
  "service", "services", "solution", "solutions", "entreprise", "entreprises", "société", "professionnel",
  "professionnels", "professionnelle", "qualité", "offre", "offrir", "besoin", "besoins", "recherche",
  "recherchons", "cherchons", "cherche", "proposons", "propose", "client", "clients", "prestation",
  "prestations", "prestataire", "fournisseur", "fournir", "souhaitons", "pme", "tpe", "devis", "prix",
  "tarif", "sur-mesure", "mesure", "adapté", "adaptée", "complet", "complète", "inclus", "incluant",
  "disponible", "rapide", "rapidement", "france", "région", "expérience", "équipe", "accompagnement",
  "gamme", "large", "partout", "idéal", "idéalement", "haute", "garantie", "possible", "demande",
  // The form of a public contract, not what it buys: « accord-cadre à bons de commande », « lot 2 »,
  // « marché », « consultation » open most tender notices whatever their object.
  "marché", "marchés", "accord", "accords", "cadre", "cadres", "bon", "bons", "commande", "commandes",
  "lot", "lots", "consultation", "procédure", "attribution", "titulaire",
];
/** Changes with the list above: a vector weighs generic words less, so stored vectors are rebuilt. */
const GENERIC_WORDS_VERSION = createHash("sha256").update(GENERIC_WORDS.join("|")).digest("hex").slice(0, 8);

/** Version of the built-in embedder with default options. */
export const EMBEDDER_VERSION = embedderVersion(EMBEDDING_DIMENSIONS);

function embedderVersion(dimensions: number): string {
  return `lexicon-hash/${CONCEPT_RULES_VERSION}+pipeline${PIPELINE_VERSION}+lexicon${LEXICON_VERSION}+generic${GENERIC_WORDS_VERSION}/d${dimensions}`;
}

let genericTerms: Set<string> | undefined;

function isGeneric(term: string): boolean {
  genericTerms ??= new Set(GENERIC_WORDS.map((word) => termOf(word)));
  return genericTerms.has(term);
}

/** 32-bit FNV-1a with a seed; stable across platforms and runs. */
function hash(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

export interface LexiconEmbedderOptions {
  /** Vector size. Default EMBEDDING_DIMENSIONS (256); range 64–2048. */
  dimensions?: number;
}

/** The built-in embedder (see the module comment). */
export class LexiconEmbedder implements Embedder {
  readonly version: string;
  readonly dimensions: number;

  constructor(options: LexiconEmbedderOptions = {}) {
    const dimensions = options.dimensions ?? EMBEDDING_DIMENSIONS;
    if (!Number.isInteger(dimensions) || dimensions < 64 || dimensions > 2048) {
      throw new RangeError(`dimensions must be an integer in [64, 2048], got ${dimensions}`);
    }
    this.dimensions = dimensions;
    this.version = embedderVersion(dimensions);
  }

  embed(text: string): Float32Array {
    return this.embedTokens(analyze(text));
  }

  embedTokens(tokens: readonly AnalyzedToken[]): Float32Array {
    const vector = new Float32Array(this.dimensions);
    const features = this.#weigh(tokens);
    for (const id of features) {
      // Two (dimension, sign) slots packed as 12 bits each: dimension·2 + sign bit.
      const slots = this.#slots[id] as number;
      const weight = this.#finalWeight(id);
      const first = slots & 0xfff;
      const second = slots >>> 12;
      vector[first >>> 1]! += (first & 1 ? 1 : -1) * weight * Math.SQRT1_2;
      vector[second >>> 1]! += (second & 1 ? 1 : -1) * weight * Math.SQRT1_2;
    }
    let norm = 0;
    for (let i = 0; i < vector.length; i++) norm += (vector[i] as number) ** 2;
    norm = Math.sqrt(norm);
    if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
    return vector;
  }

  /** The weighted features of a text before hashing (exposed for tests and explanations). */
  features(text: string): Map<string, number> {
    return this.featuresOfTokens(analyze(text));
  }

  /** The weighted features of analysed tokens, by name. */
  featuresOfTokens(tokens: readonly AnalyzedToken[]): Map<string, number> {
    const named = new Map<string, number>();
    for (const id of this.#weigh(tokens)) named.set(this.#names[id] as string, this.#finalWeight(id));
    return named;
  }

  // Features are numbered as first met (issue 25: building a map of feature names for every text
  // was a fifth of a product's analysis). Each id keeps its name and its two slots; a text's
  // weights add up in #weights, in the order #touched lists them, until #weigh's next call.
  readonly #ids = new Map<string, number>();
  #names: string[] = [];
  #slots = new Int32Array(1024);
  #weights = new Float64Array(1024);
  #touched: number[] = [];
  /** A term's feature id, and the ids of a word's trigrams, by the term or the word as written. */
  readonly #termIds = new Map<string, number>();
  readonly #trigramIds = new Map<string, Int32Array>();

  /**
   * The ids of the features of `tokens`, in the order they were first met, their weights in
   * #weights: each text's concepts and their domains, then each word's term and trigrams.
   */
  #weigh(tokens: readonly AnalyzedToken[]): readonly number[] {
    for (const id of this.#touched) this.#weights[id] = 0;
    this.#touched = [];
    if (this.#names.length >= FEATURE_CACHE_LIMIT) this.#forgetFeatures();
    // Words naming several concepts share one concept's weight among them: "bureaux" must not
    // weigh three concepts' worth against a text that only shares that word.
    for (const match of findConcepts(tokens)) {
      this.#add(this.#id(`c:${match.concept.id}`), CONCEPT_WEIGHT / match.ambiguity);
      this.#add(this.#id(`d:${match.concept.domain}`), DOMAIN_WEIGHT / match.ambiguity);
    }
    for (const token of tokens) {
      const factor = isGeneric(token.term) ? GENERIC_WORD_FACTOR : 1;
      this.#add(this.#termId(token.term), TERM_WEIGHT * factor);
      const grams = this.#trigramIdsOf(token.surface);
      if (grams.length === 0) continue;
      const gramWeight = (TRIGRAM_WEIGHT * factor) / Math.sqrt(grams.length);
      for (const gram of grams) this.#add(gram, gramWeight);
    }
    return this.#touched;
  }

  #add(id: number, weight: number): void {
    if (this.#weights[id] === 0) this.#touched.push(id);
    this.#weights[id]! += weight;
  }

  /** Repeating a word should not let it drown the others: weights grow with the square root. */
  #finalWeight(id: number): number {
    const weight = this.#weights[id] as number;
    return Math.sign(weight) * Math.sqrt(Math.abs(weight));
  }

  #id(feature: string): number {
    let id = this.#ids.get(feature);
    if (id !== undefined) return id;
    id = this.#names.length;
    this.#ids.set(feature, id);
    this.#names.push(feature);
    if (id >= this.#slots.length) {
      const slots = new Int32Array(this.#slots.length * 2);
      slots.set(this.#slots);
      this.#slots = slots;
      const weights = new Float64Array(this.#weights.length * 2);
      weights.set(this.#weights);
      this.#weights = weights;
    }
    this.#slots[id] = slotsOf(feature, this.dimensions);
    return id;
  }

  #termId(term: string): number {
    let id = this.#termIds.get(term);
    if (id === undefined) {
      id = this.#id(`t:${term}`);
      this.#termIds.set(term, id);
    }
    return id;
  }

  #trigramIdsOf(surface: string): Int32Array {
    let ids = this.#trigramIds.get(surface);
    if (!ids) {
      ids = Int32Array.from(trigramsOf(surface), (gram) => this.#id(gram));
      this.#trigramIds.set(surface, ids);
    }
    return ids;
  }

  /** Numbers every feature anew (between two texts): the table stays bounded in a long-lived process. */
  #forgetFeatures(): void {
    this.#ids.clear();
    this.#names = [];
    this.#termIds.clear();
    this.#trigramIds.clear();
  }
}

/** Features numbered by one embedder before it numbers them anew. */
const FEATURE_CACHE_LIMIT = 200_000;

/** The two slots of a feature, packed in one small integer. */
function slotsOf(feature: string, dimensions: number): number {
  let slots = 0;
  for (let seed = 1; seed <= 2; seed++) {
    const h = hash(feature, seed);
    slots |= ((((h >>> 1) % dimensions) << 1) | (h & 1)) << (12 * (seed - 1));
  }
  return slots;
}

/** The character-trigram features of a word without accents (none for short words or numbers). */
function trigramsOf(surface: string): string[] {
  const word = foldAccents(surface);
  const list: string[] = [];
  if (word.length >= 3 && !/\d/.test(word)) {
    const padded = `<${word}>`;
    for (let i = 0; i < padded.length - 2; i++) list.push(`g:${padded.slice(i, i + 3)}`);
  }
  return list;
}

/** Cosine of two vectors mapped to [0, 1] by clamping: opposite or unrelated texts score 0. */
export function semanticSimilarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  return Math.min(1, Math.max(0, dot / Math.sqrt(normA * normB)));
}
