/** The engine's public API (see src/engine/README.md and docs/engine.md). */
export { categoryScore, SECTOR_AFFINITY, RELATED_SECTOR_AFFINITY, LOOSE_SECTOR_AFFINITY, OTHER_SECTOR_AFFINITY } from "./category";
export { constraintSignals, parseDeliveryDays, certificationsIn, needQuantity, KNOWN_CERTIFICATIONS } from "./constraints";
export type { NeedConstraints, OfferConstraints } from "./constraints";
export {
  EMBEDDER_VERSION,
  EMBEDDING_DIMENSIONS,
  LexiconEmbedder,
  semanticSimilarity,
  CONCEPT_WEIGHT,
  DOMAIN_WEIGHT,
  TERM_WEIGHT,
  TRIGRAM_WEIGHT,
  GENERIC_WORD_FACTOR,
} from "./embedder";
export type { Embedder, LexiconEmbedderOptions } from "./embedder";
export { BM25_B, BM25_K1 } from "./keyword-index";
export { LEXICON, LEXICON_VERSION, parseLexicon, lexiconVersion } from "./lexicon";
export { Calibration, CALIBRATION_VERSION, DEFAULT_CALIBRATION, IDENTITY_CALIBRATION } from "./calibration";
export type { CalibrationData } from "./calibration";
export {
  MatchingEngine,
  listingFields,
  listingText,
  DEFAULT_MATCH_LIMIT,
  KEYWORD_CANDIDATES,
  VECTOR_CANDIDATES,
  KEYWORDS_FIELD_WEIGHT,
  TITLE_FIELD_WEIGHT,
  MATCHED_TERMS_LIMIT,
} from "./matching-engine";
export type { ListingAnalysis, ListingDoc, ListingKind, Match, MatchOptions, MatchingEngineOptions } from "./matching-engine";
export { RematchPool, REMATCH_THREADS } from "./rematch-pool";
export { analyseInChild, ANALYSIS_CHILD_MIN_DOCS } from "./analysis-process";
export type { PoolMatchOptions, RematchPoolOptions } from "./rematch-pool";
export { ENGINE_SNAPSHOT_FORMAT } from "./engine-snapshot";
export { temporaryPath } from "./temporary-files";
export type { EngineSnapshot } from "./engine-snapshot";
export { analyze, analyzeTerms, PIPELINE_VERSION } from "./pipeline";
export type { AnalyzedToken } from "./pipeline";
export {
  ProductSearchIndex,
  DEFAULT_SEARCH_LIMIT,
  SEARCH_RELEVANCE_FLOOR,
  SEARCH_KEYWORD_CANDIDATES,
  SEARCH_VECTOR_CANDIDATES,
  SEARCH_VECTOR_FIRST,
} from "./product-search";
export type { ProductDoc, ProductSearchOptions, SearchResult } from "./product-search";
export {
  CATEGORY_WEIGHT,
  DEFAULT_ALPHA,
  GREEN_MIN_SCORE,
  MATCH_MIN_SCORE,
  NOTIFY_MIN_SCORE,
  SHOWN_MIN_SCORE,
  YELLOW_MIN_SCORE,
  hybridScore,
  rawHybridScore,
} from "./scores";
export type { PairScores } from "./scores";
export { HNSW_CONNECTIVITY, HNSW_EXPANSION_ADD, HNSW_EXPANSION_SEARCH, VECTOR_INDEX_FORMAT } from "./vector-index";
export type { VectorIndexOptions, VectorIndexSidecar, VectorQuantization, VectorStorage } from "./vector-index";
export { INDEX_SNAPSHOT_FORMAT, analysisVersion } from "./index-snapshot";
export {
  personalAdjustment,
  closestSimilarity,
  PERSONAL_SIMILARITY_FLOOR,
  PERSONAL_MAX_DEMOTION,
  PERSONAL_MAX_LIFT,
  PERSONAL_HISTORY_LIMIT,
} from "./personal";
export type { PairVectors, PersonalAdjustment, PersonalOptions, PersonalReason, PersonalSignals } from "./personal";
