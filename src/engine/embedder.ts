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
    return this.#project(this.featuresOfTokens(analyze(text)));
  }

  embedTokens(tokens: readonly AnalyzedToken[]): Float32Array {
    return this.#project(this.featuresOfTokens(tokens));
  }

  /** The weighted features of a text before hashing (exposed for tests and explanations). */
  features(text: string): Map<string, number> {
    return this.featuresOfTokens(analyze(text));
  }

  /** The weighted features of analysed tokens. */
  featuresOfTokens(tokens: readonly AnalyzedToken[]): Map<string, number> {
    const counts = new Map<string, number>();
    const add = (feature: string, weight: number) => counts.set(feature, (counts.get(feature) ?? 0) + weight);
    // Words naming several concepts share one concept's weight among them: "bureaux" must not
    // weigh three concepts' worth against a text that only shares that word.
    for (const match of findConcepts(tokens)) {
      add(`c:${match.concept.id}`, CONCEPT_WEIGHT / match.ambiguity);
      add(`d:${match.concept.domain}`, DOMAIN_WEIGHT / match.ambiguity);
    }
    for (const token of tokens) {
      const factor = isGeneric(token.term) ? GENERIC_WORD_FACTOR : 1;
      add(`t:${token.term}`, TERM_WEIGHT * factor);
      const grams = trigramsOf(token.surface);
      if (grams.length === 0) continue;
      const gramWeight = (TRIGRAM_WEIGHT * factor) / Math.sqrt(grams.length);
      for (const gram of grams) add(gram, gramWeight);
    }
    // Repeating a word should not let it drown the others: weights grow with the square root.
    for (const [feature, weight] of counts) counts.set(feature, Math.sign(weight) * Math.sqrt(Math.abs(weight)));
    return counts;
  }

  #project(features: Map<string, number>): Float32Array {
    const vector = new Float32Array(this.dimensions);
    for (const [feature, weight] of features) {
      // Two (dimension, sign) slots packed as 12 bits each: dimension·2 + sign bit.
      const slots = this.#slots(feature);
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

  readonly #slotCache = new Map<string, number>();

  /** The two slots of a feature, packed in one small integer (cached). */
  #slots(feature: string): number {
    let slots = this.#slotCache.get(feature);
    if (slots !== undefined) return slots;
    slots = 0;
    for (let seed = 1; seed <= 2; seed++) {
      const h = hash(feature, seed);
      slots |= ((((h >>> 1) % this.dimensions) << 1) | (h & 1)) << (12 * (seed - 1));
    }
    if (this.#slotCache.size >= FEATURE_CACHE_LIMIT) this.#slotCache.clear();
    this.#slotCache.set(feature, slots);
    return slots;
  }
}

const FEATURE_CACHE_LIMIT = 200_000;
const TRIGRAM_CACHE_LIMIT = 100_000;
const trigramCache = new Map<string, readonly string[]>();

/** The character-trigram features of a word without accents (none for short words or numbers; cached). */
function trigramsOf(surface: string): readonly string[] {
  let grams = trigramCache.get(surface);
  if (grams) return grams;
  const word = foldAccents(surface);
  const list: string[] = [];
  if (word.length >= 3 && !/\d/.test(word)) {
    const padded = `<${word}>`;
    for (let i = 0; i < padded.length - 2; i++) list.push(`g:${padded.slice(i, i + 3)}`);
  }
  grams = list;
  if (trigramCache.size >= TRIGRAM_CACHE_LIMIT) trigramCache.clear();
  trigramCache.set(surface, grams);
  return grams;
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
