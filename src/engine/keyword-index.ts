/**
 * Keyword scoring: BM25-weighted term vectors compared by cosine, over the live corpus,
 * and an inverted index that proposes candidates without scanning every listing.
 */
import { analyze, type AnalyzedToken } from "./pipeline";

/** BM25 term-frequency saturation. Default 1.2; useful range 0.5–2. */
export const BM25_K1 = 1.2;
/** BM25 length normalisation. Default 0.75; range 0 (none) – 1 (full). */
export const BM25_B = 0.75;

/** Postings read per query before long (common-term) lists are skipped. Default 150 000. */
export const POSTING_BUDGET = 150_000;

/** Relative change of the corpus size after which stored norms are recomputed. Default 0.2. */
export const NORM_REFRESH_RATIO = 0.2;

/** A text field and how many times each of its terms counts (title and keywords weigh more). */
export interface WeightedField {
  text: string;
  weight: number;
}

/**
 * The terms of a document: `pairs` holds [termId, tf, termId, tf, …] sorted by termId,
 * `length` the sum of tf, `surfaces` the first surface word seen for each termId.
 */
export interface TermBag {
  pairs: Uint32Array;
  length: number;
  surfaces: Map<number, string>;
}

/** Vocabulary and document frequencies of one corpus; idf follows the live corpus. */
export class TermStats {
  readonly #ids = new Map<string, number>();
  readonly #terms: string[] = [];
  readonly #surfaces: string[] = [];
  #df = new Float64Array(1024);
  #docCount = 0;
  #totalLength = 0;
  /** Changes whenever a document enters or leaves: idf and norms computed before are stale. */
  #version = 1;
  #idf = new Float64Array(1024);
  #idfVersion = new Uint32Array(1024);

  /** Changes whenever the corpus changes (cached weights and norms are valid for one version). */
  get version(): number {
    return this.#version;
  }

  get docCount(): number {
    return this.#docCount;
  }

  get averageLength(): number {
    return this.#docCount === 0 ? 1 : this.#totalLength / this.#docCount;
  }

  get vocabularySize(): number {
    return this.#terms.length;
  }

  /** Id of a term, or -1 when the corpus has never seen it. */
  idOf(term: string): number {
    return this.#ids.get(term) ?? -1;
  }

  termOf(id: number): string {
    return this.#terms[id] ?? "";
  }

  /** A readable word for a term (the first surface seen), for `matchedTerms`. */
  surfaceOf(id: number): string {
    return this.#surfaces[id] || this.termOf(id);
  }

  /** The surface recorded for a term: empty while it has only been seen as a lexicon expansion. */
  recordedSurface(id: number): string {
    return this.#surfaces[id] ?? "";
  }

  intern(term: string, surface: string): number {
    let id = this.#ids.get(term);
    // A term first seen as a lexicon expansion has no surface yet: the first real word gives it.
    if (id !== undefined && surface && !this.#surfaces[id]) this.#surfaces[id] = surface;
    if (id === undefined) {
      id = this.#terms.length;
      this.#ids.set(term, id);
      this.#terms.push(term);
      this.#surfaces.push(surface);
      if (id >= this.#df.length) {
        const grown = new Float64Array(this.#df.length * 2);
        grown.set(this.#df);
        this.#df = grown;
        const idf = new Float64Array(grown.length);
        idf.set(this.#idf);
        this.#idf = idf;
        const idfVersion = new Uint32Array(grown.length);
        idfVersion.set(this.#idfVersion);
        this.#idfVersion = idfVersion;
      }
    }
    return id;
  }

  df(id: number): number {
    return this.#df[id] ?? 0;
  }

  /** Inverse document frequency, BM25 form kept positive: ln(1 + (N − df + 0.5)/(df + 0.5)). */
  idf(id: number): number {
    if (id < 0) return Math.log(1 + (this.#docCount + 0.5) / 0.5);
    if (this.#idfVersion[id] === this.#version) return this.#idf[id] as number;
    const df = this.#df[id] ?? 0;
    const idf = Math.log(1 + (this.#docCount - df + 0.5) / (df + 0.5));
    if (id < this.#idf.length) {
      this.#idf[id] = idf;
      this.#idfVersion[id] = this.#version;
    }
    return idf;
  }

  /** BM25 weight of a term occurring tf times in a document of the given length. */
  weight(id: number, tf: number, length: number): number {
    const norm = BM25_K1 * (1 - BM25_B + (BM25_B * length) / this.averageLength);
    return (this.idf(id) * (tf * (BM25_K1 + 1))) / (tf + norm);
  }

  addDocument(bag: Pick<TermBag, "pairs" | "length">): void {
    for (let i = 0; i < bag.pairs.length; i += 2) this.#df[bag.pairs[i] as number]! += 1;
    this.#docCount += 1;
    this.#totalLength += bag.length;
    this.#version = (this.#version % 0xfffffffe) + 1;
  }

  removeDocument(bag: Pick<TermBag, "pairs" | "length">): void {
    for (let i = 0; i < bag.pairs.length; i += 2) this.#df[bag.pairs[i] as number]! -= 1;
    this.#docCount -= 1;
    this.#totalLength -= bag.length;
    this.#version = (this.#version % 0xfffffffe) + 1;
  }

  /**
   * Builds the term bag of weighted fields, interning new terms when `intern` is true
   * (documents entering the corpus) and dropping unknown ones otherwise (a search query
   * cannot share a term the corpus never saw, so it cannot add to a cosine).
   */
  bag(fields: readonly WeightedField[], intern: boolean): TermBag {
    return this.bagOfTokens(fields.map((field) => ({ tokens: analyze(field.text), weight: field.weight })), intern);
  }

  /** Same as `bag`, for fields already run through the pipeline. */
  bagOfTokens(fields: ReadonlyArray<{ tokens: readonly AnalyzedToken[]; weight: number }>, intern: boolean): TermBag {
    const counts = new Map<number, number>();
    const surfaces = new Map<number, string>();
    let unknownLength = 0;
    for (const field of fields) {
      for (const token of field.tokens) {
        const id = intern ? this.intern(token.term, token.surface) : this.idOf(token.term);
        if (id < 0) {
          unknownLength += field.weight;
          continue;
        }
        counts.set(id, (counts.get(id) ?? 0) + field.weight);
        if (token.surface && !surfaces.has(id)) surfaces.set(id, token.surface);
      }
    }
    const ids = [...counts.keys()].sort((a, b) => a - b);
    const pairs = new Uint32Array(ids.length * 2);
    let length = unknownLength;
    ids.forEach((id, i) => {
      const tf = counts.get(id) ?? 0;
      pairs[2 * i] = id;
      pairs[2 * i + 1] = tf;
      length += tf;
    });
    return { pairs, length, surfaces };
  }

  /** Euclidean norm of a bag's BM25 vector under the current corpus statistics. */
  norm(pairs: Uint32Array, length: number): number {
    let sum = 0;
    for (let i = 0; i < pairs.length; i += 2) {
      const w = this.weight(pairs[i] as number, pairs[i + 1] as number, length);
      sum += w * w;
    }
    return Math.sqrt(sum);
  }
}

/** One shared term's share of a keyword cosine. */
export interface TermContribution {
  termId: number;
  value: number;
}

/**
 * Keyword score of two bags, in [0, 1] and symmetric: the geometric mean of the cosine of
 * their BM25 vectors and of the containment of the shorter bag (the share of its BM25 weight,
 * squared, that the other bag shares). A short listing whose few terms all appear in a long
 * one keeps its keyword evidence in full, which the cosine alone dilutes by the long one's
 * length. `contributions` receive each shared term's share of the cosine.
 */
export function keywordCosine(
  stats: TermStats,
  a: Pick<TermBag, "pairs" | "length">,
  b: Pick<TermBag, "pairs" | "length">,
  contributions?: TermContribution[],
  /** `stats.norm` of `a`, when the caller scores one bag against many. */
  knownNormA?: number,
  /** `stats.norm` of `b`, when the caller keeps it for the current `stats.version`. */
  knownNormB?: number,
): number {
  const normA = knownNormA ?? stats.norm(a.pairs, a.length);
  const normB = knownNormB ?? stats.norm(b.pairs, b.length);
  if (normA === 0 || normB === 0) return 0;
  let dot = 0;
  let sharedA = 0;
  let sharedB = 0;
  let i = 0;
  let j = 0;
  while (i < a.pairs.length && j < b.pairs.length) {
    const ta = a.pairs[i] as number;
    const tb = b.pairs[j] as number;
    if (ta < tb) i += 2;
    else if (tb < ta) j += 2;
    else {
      const wa = stats.weight(ta, a.pairs[i + 1] as number, a.length);
      const wb = stats.weight(tb, b.pairs[j + 1] as number, b.length);
      const value = wa * wb;
      dot += value;
      sharedA += wa * wa;
      sharedB += wb * wb;
      contributions?.push({ termId: ta, value: value / (normA * normB) });
      i += 2;
      j += 2;
    }
  }
  if (dot === 0) return 0;
  const cosine = dot / (normA * normB);
  const containA = sharedA / (normA * normA);
  const containB = sharedB / (normB * normB);
  const containment = a.length < b.length ? containA : b.length < a.length ? containB : Math.max(containA, containB);
  return Math.min(1, Math.max(0, Math.sqrt(cosine * containment)));
}

/**
 * Inverted index of one collection (needs, offers or products): term → [slot, tf, slot, tf, …] in one typed array per term.
 * Slots are small integers the owner assigns; `retrieve` ranks slots by an approximate cosine
 * (document norms as of insertion) so that exact scoring only runs on the best of them.
 */
export class KeywordIndex {
  readonly #stats: TermStats;
  /** Term id → its postings [slot, tf, slot, tf, …] (the first `#sizes[termId]` values are used). */
  readonly #lists: Array<Uint32Array | undefined> = [];
  #sizes = new Uint32Array(1024);
  #norms = new Float32Array(1024);
  #lengths = new Float32Array(1024);
  #scores = new Float32Array(1024);
  /** Corpus size when the norms were last computed from scratch. */
  #normsDocCount = 0;

  constructor(stats: TermStats) {
    this.#stats = stats;
  }

  add(slot: number, bag: Pick<TermBag, "pairs" | "length">): void {
    this.#ensureSlot(slot);
    // Before the first retrieval every norm is computed then (see #refreshNormsIfStale): a bulk
    // load skips computing each one under idf that the next document changes anyway.
    if (this.#normsDocCount > 0) this.#norms[slot] = this.#stats.norm(bag.pairs, bag.length);
    this.#lengths[slot] = bag.length;
    for (let i = 0; i < bag.pairs.length; i += 2) {
      const termId = bag.pairs[i] as number;
      if (termId >= this.#sizes.length) {
        const sizes = new Uint32Array(Math.max(termId + 1, this.#sizes.length * 2));
        sizes.set(this.#sizes);
        this.#sizes = sizes;
      }
      const size = this.#sizes[termId] as number;
      let list = this.#lists[termId];
      if (!list || size + 2 > list.length) {
        // Grows by half: a doubling would leave a quarter of all postings unused on average.
        const next = new Uint32Array(Math.max(8, 2 * Math.ceil((size * 1.5) / 2)));
        if (list) next.set(list.subarray(0, size));
        list = next;
        while (this.#lists.length < termId) this.#lists.push(undefined);
        this.#lists[termId] = list;
      }
      list[size] = slot;
      list[size + 1] = bag.pairs[i + 1] as number;
      this.#sizes[termId] = size + 2;
    }
  }

  remove(slot: number, bag: Pick<TermBag, "pairs" | "length">): void {
    for (let i = 0; i < bag.pairs.length; i += 2) {
      const termId = bag.pairs[i] as number;
      const list = this.#lists[termId];
      if (!list) continue;
      const size = this.#sizes[termId] as number;
      for (let p = 0; p < size; p += 2) {
        if (list[p] === slot) {
          list.copyWithin(p, p + 2, size);
          this.#sizes[termId] = size - 2;
          break;
        }
      }
      if (this.#sizes[termId] === 0) this.#lists[termId] = undefined;
    }
  }

  /**
   * The `limit` slots whose BM25 vectors have the largest approximate cosine with the query.
   * Terms are visited rarest first; once `postingBudget` postings have been read, terms whose
   * lists are longer than the remaining budget are skipped (they are the common, low-idf ones).
   */
  retrieve(query: Pick<TermBag, "pairs" | "length">, limit: number, postingBudget = POSTING_BUDGET): number[] {
    this.#refreshNormsIfStale();
    const terms: Array<{ termId: number; weight: number; list: Uint32Array; size: number }> = [];
    for (let i = 0; i < query.pairs.length; i += 2) {
      const termId = query.pairs[i] as number;
      const list = this.#lists[termId];
      if (!list) continue;
      terms.push({ termId, weight: this.#stats.weight(termId, query.pairs[i + 1] as number, query.length), list, size: this.#sizes[termId] as number });
    }
    terms.sort((a, b) => a.size - b.size);
    const touched: number[] = [];
    const scores = this.#scores;
    let budget = postingBudget;
    for (const { termId, weight, list, size } of terms) {
      if (size / 2 > budget) continue;
      budget -= size / 2;
      const factor = weight * this.#stats.idf(termId) * (BM25_K1 + 1);
      const lengthFactor = (BM25_K1 * BM25_B) / this.#stats.averageLength;
      const base = BM25_K1 * (1 - BM25_B);
      for (let p = 0; p < size; p += 2) {
        const slot = list[p] as number;
        const tf = list[p + 1] as number;
        if (scores[slot] === 0) touched.push(slot);
        scores[slot]! += (factor * tf) / (tf + base + lengthFactor * (this.#lengths[slot] as number)) / (this.#norms[slot] || 1);
      }
    }
    const best = topSlots(touched, scores, limit);
    for (const slot of touched) scores[slot] = 0;
    return best;
  }

  /**
   * The norms `retrieve` divides by for the given slots (after the refresh that is due, if any)
   * and the corpus size they follow. A read-only copy of this index (a re-match worker) adopts
   * them with `adoptNorms`, so that it proposes exactly the same candidates.
   */
  normsOf(slots: readonly number[]): { norms: Float32Array; docCount: number } {
    this.#refreshNormsIfStale();
    return { norms: Float32Array.from(slots, (slot) => this.#norms[slot] ?? 0), docCount: this.#normsDocCount };
  }

  /** Adopts `normsOf` of another copy for slots 0…n−1 (filled in the same order). */
  adoptNorms(norms: Float32Array, docCount: number): void {
    if (norms.length > 0) this.#ensureSlot(norms.length - 1);
    this.#norms.set(norms);
    this.#normsDocCount = docCount;
  }

  /**
   * Norms stored at insertion follow the idf of that moment; once the corpus has grown or
   * shrunk by NORM_REFRESH_RATIO they are recomputed from the postings (linear in their size).
   */
  #refreshNormsIfStale(): void {
    const count = this.#stats.docCount;
    if (Math.abs(count - this.#normsDocCount) <= NORM_REFRESH_RATIO * this.#normsDocCount) return;
    this.#normsDocCount = count;
    const sums = new Float64Array(this.#norms.length);
    for (let termId = 0; termId < this.#lists.length; termId++) {
      const list = this.#lists[termId];
      if (!list) continue;
      const size = this.#sizes[termId] as number;
      for (let p = 0; p < size; p += 2) {
        const slot = list[p] as number;
        const w = this.#stats.weight(termId, list[p + 1] as number, this.#lengths[slot] as number);
        sums[slot]! += w * w;
      }
    }
    for (let slot = 0; slot < sums.length; slot++) this.#norms[slot] = Math.sqrt(sums[slot] as number);
  }

  #ensureSlot(slot: number): void {
    if (slot < this.#norms.length) return;
    let size = this.#norms.length;
    while (size <= slot) size *= 2;
    const norms = new Float32Array(size);
    norms.set(this.#norms);
    this.#norms = norms;
    const lengths = new Float32Array(size);
    lengths.set(this.#lengths);
    this.#lengths = lengths;
    this.#scores = new Float32Array(size);
  }
}

/** The `limit` slots with the highest scores, best first (ties by slot), without sorting them all. */
function topSlots(touched: number[], scores: Float32Array, limit: number): number[] {
  const better = (a: number, b: number) => (scores[a] as number) > (scores[b] as number) || (scores[a] === scores[b] && a < b);
  if (touched.length > limit * 4) {
    // Keep a bounded min-heap of the best `limit` slots.
    const heap: number[] = [];
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && better(heap[m] as number, heap[l] as number)) m = l;
        if (r < heap.length && better(heap[m] as number, heap[r] as number)) m = r;
        if (m === i) return;
        [heap[i], heap[m]] = [heap[m] as number, heap[i] as number];
        i = m;
      }
    };
    for (const slot of touched) {
      if (heap.length < limit) {
        heap.push(slot);
        for (let i = heap.length - 1; i > 0; ) {
          const parent = (i - 1) >> 1;
          if (!better(heap[parent] as number, heap[i] as number)) break;
          [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
          i = parent;
        }
      } else if (better(slot, heap[0] as number)) {
        heap[0] = slot;
        down(0);
      }
    }
    touched = heap;
  }
  return touched.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0)).slice(0, limit);
}
