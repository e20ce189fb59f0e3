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
  /** `stats.weight` of each term of `a` (one per pair), when the caller scores one bag against many. */
  knownWeightsA?: Float64Array,
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
      const wa = knownWeightsA ? (knownWeightsA[i >> 1] as number) : stats.weight(ta, a.pairs[i + 1] as number, a.length);
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

/** Largest impact code: a posting's impact is its document-side weight share, in 1…IMPACT_MAX. */
const IMPACT_MAX = 0xffff;
/** Largest term frequency a posting keeps (it keeps 16 bits; the exact bags keep the real one). */
const POSTING_TF_MAX = 0xffff;
/** Bounds are summed in another order than scores: a margin for rounding (sums of positive terms are monotone). */
const REACH_MARGIN = 1 + 1e-9;
/** The pruning's first floor is taken over the first PRUNE_SAMPLE × limit slots touched. */
const PRUNE_SAMPLE = 16;
/** Score buckets of the top-k selection (see topSlots). */
const TOP_BUCKETS = 2048;

/** The impact code of a term of BM25 weight `weight` in a document of norm `norm`. */
function impactCode(weight: number, norm: number): number {
  if (!(weight > 0 && norm > 0)) return 0;
  return Math.max(1, Math.min(IMPACT_MAX, Math.round((weight / norm) * IMPACT_MAX)));
}

/**
 * Inverted index of one collection (needs, offers or products): term → postings in one typed
 * array per term, two 32-bit values each: the slot, then the term frequency (high 16 bits) and
 * the posting's **impact** (low 16 bits), the document's BM25 weight for the term divided by
 * the document's norm (its share of the document's unit vector), quantised to 1…65535.
 * `retrieve` ranks slots by Σ query weight × impact, an approximate cosine, so that exact
 * scoring only runs on the best of them. Impacts follow the corpus statistics of the moment
 * they were computed (at insertion, or at the last refresh: see #refreshIfStale).
 * Slots are small integers the owner assigns.
 */
export class KeywordIndex {
  readonly #stats: TermStats;
  /** Term id → its postings [slot, tf << 16 | impact, …] (the first `#sizes[termId]` values are used). */
  readonly #lists: Array<Int32Array | undefined> = [];
  #sizes = new Uint32Array(1024);
  #lengths = new Float32Array(1024);
  /** Per slot: the score being summed by `retrieve` (0 outside it). */
  #scores = new Float64Array(1024);
  /** The slots `retrieve` has given a score, the first `count` of them. */
  #touched = new Int32Array(1024);
  /** The slots that can still reach the top `limit` once no new slot can (see `retrieve`). */
  #live = new Int32Array(1024);
  /** Per slot: 1 while it is in `#live`. */
  #isLive = new Uint8Array(1024);
  /** Per term id: an upper bound of its impacts (exact after a refresh, raised by insertions). */
  #maxImpact = new Uint16Array(1024);
  readonly #histogram = new Uint32Array(TOP_BUCKETS);
  /** Corpus size when the impacts were last computed from scratch (0: never). */
  #refreshDocCount = 0;

  constructor(stats: TermStats) {
    this.#stats = stats;
  }

  add(slot: number, bag: Pick<TermBag, "pairs" | "length">): void {
    this.#ensureSlot(slot);
    // Before the first retrieval every impact is computed then (see #refreshIfStale): a bulk
    // load skips computing each one under idf that the next document changes anyway.
    const norm = this.#refreshDocCount > 0 ? this.#stats.norm(bag.pairs, bag.length) : 0;
    this.#lengths[slot] = bag.length;
    for (let i = 0; i < bag.pairs.length; i += 2) {
      const termId = bag.pairs[i] as number;
      const tf = bag.pairs[i + 1] as number;
      if (termId >= this.#sizes.length) {
        const sizes = new Uint32Array(Math.max(termId + 1, this.#sizes.length * 2));
        sizes.set(this.#sizes);
        this.#sizes = sizes;
        const maxImpact = new Uint16Array(sizes.length);
        maxImpact.set(this.#maxImpact);
        this.#maxImpact = maxImpact;
      }
      const size = this.#sizes[termId] as number;
      let list = this.#lists[termId];
      if (!list || size + 2 > list.length) {
        // Grows by half: a doubling would leave a quarter of all postings unused on average.
        const next = new Int32Array(Math.max(8, 2 * Math.ceil((size * 1.5) / 2)));
        if (list) next.set(list.subarray(0, size));
        list = next;
        while (this.#lists.length < termId) this.#lists.push(undefined);
        this.#lists[termId] = list;
      }
      const impact = norm > 0 ? impactCode(this.#stats.weight(termId, tf, bag.length), norm) : 0;
      if (impact > (this.#maxImpact[termId] as number)) this.#maxImpact[termId] = impact;
      // Lists stay sorted by slot (`retrieve` searches them): a new slot goes at the end, a
      // reused one in its place.
      let at = size;
      while (at > 0 && (list[at - 2] as number) > slot) at -= 2;
      if (at < size) list.copyWithin(at + 2, at, size);
      list[at] = slot;
      list[at + 1] = (Math.min(tf, POSTING_TF_MAX) << 16) | impact;
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
   * The `limit` slots with the largest Σ query weight × impact (ties by slot). Terms are visited
   * rarest first; once `postingBudget` postings have been read, terms whose lists are longer
   * than the remaining budget are skipped (they are the common, low-idf ones).
   *
   * Exact pruning (MaxScore): each term's contribution is bounded by its factor × its largest
   * impact. Once the bounds of the terms left sum below the `limit`-th best score so far, no
   * slot not yet seen can enter the top `limit`, nor can a seen slot whose score plus that sum
   * stays below it: the terms left are then only looked up for the few slots still in the race
   * (a search in their slot-sorted lists), instead of read in full. The result is the same set
   * as reading every list.
   */
  retrieve(query: Pick<TermBag, "pairs" | "length">, limit: number, postingBudget = POSTING_BUDGET): number[] {
    this.#refreshIfStale();
    const terms: Array<{ factor: number; list: Int32Array; size: number; bound: number }> = [];
    for (let i = 0; i < query.pairs.length; i += 2) {
      const termId = query.pairs[i] as number;
      const list = this.#lists[termId];
      if (!list) continue;
      const factor = this.#stats.weight(termId, query.pairs[i + 1] as number, query.length) / IMPACT_MAX;
      if (factor > 0) terms.push({ factor, list, size: this.#sizes[termId] as number, bound: factor * (this.#maxImpact[termId] as number) });
    }
    terms.sort((a, b) => a.size - b.size);
    // The terms read within the budget, and what is left of their postings and bounds.
    let budget = postingBudget;
    let remaining = 0;
    let bounds = 0;
    const read = terms.filter(({ size, bound }) => {
      if (size / 2 > budget) return false;
      budget -= size / 2;
      remaining += size / 2;
      bounds += bound;
      return true;
    });
    const scores = this.#scores;
    const touched = this.#touched;
    let count = 0;
    let nextLook = Infinity;
    let t = 0;
    for (; t < read.length; t++) {
      const { factor, list, size, bound } = read[t] as (typeof read)[number];
      for (let p = 0; p < size; p += 2) {
        const slot = list[p] as number;
        const before = scores[slot] as number;
        if (before === 0) touched[count++] = slot;
        scores[slot] = before + factor * ((list[p + 1] as number) & IMPACT_MAX);
      }
      remaining -= size / 2;
      bounds -= bound;
      // Worth a look when what is left to read outweighs a pass over the slots seen, and only
      // when the bounds left have fallen by a quarter since the last look.
      if (count >= limit && remaining > 2 * count && bounds < nextLook) {
        // Scores only grow: the `limit`-th best so far bounds the final one from below.
        if (this.#prune(touched, count, limit, bounds) > 0) {
          t++;
          break;
        }
        nextLook = 0.75 * bounds;
      }
    }
    let best: number[];
    if (t < read.length || this.#liveCount > 0) best = this.#finishLive(read, t, limit, bounds);
    else best = topSlots(touched, count, scores, limit, this.#histogram);
    for (let i = 0; i < count; i++) scores[touched[i] as number] = 0;
    return best;
  }

  /** Slots in `#live` while `retrieve` finishes on them alone. */
  #liveCount = 0;

  /**
   * If no slot outside the touched ones can reach the top `limit` with the terms left (their
   * bounds sum to `bounds`), puts in `#live` those that still can and returns their number;
   * 0 otherwise.
   */
  #prune(touched: Int32Array, count: number, limit: number, bounds: number): number {
    // The `limit`-th best of some slots bounds that of all from below. The first slots touched
    // came from the rarest terms and hold most of the best: a sample of them is enough.
    const floor = kthLowerBound(touched, Math.min(count, PRUNE_SAMPLE * limit), this.#scores, limit, this.#histogram);
    const reach = bounds * REACH_MARGIN;
    if (!(reach < floor)) return 0;
    this.#floor = floor;
    const scores = this.#scores;
    const live = this.#live;
    let n = 0;
    for (let i = 0; i < count; i++) {
      const slot = touched[i] as number;
      if ((scores[slot] as number) + reach >= floor) live[n++] = slot;
    }
    return (this.#liveCount = n);
  }

  /** A lower bound of the `limit`-th best score, from the last #prune or #finishLive. */
  #floor = 0;

  /** Adds the terms `read[from…]` to the live slots only, pruning them as it goes; their top `limit`. */
  #finishLive(read: ReadonlyArray<{ factor: number; list: Int32Array; size: number; bound: number }>, from: number, limit: number, bounds: number): number[] {
    const scores = this.#scores;
    const live = this.#live;
    let n = this.#liveCount;
    let left = bounds;
    let sorted = false;
    for (let t = from; t < read.length; t++) {
      const { factor, list, size, bound } = read[t] as (typeof read)[number];
      if (n * 8 > size) {
        // Many live slots against a short list: read it, adding to live slots only.
        const isLive = this.#isLive;
        for (let i = 0; i < n; i++) isLive[live[i] as number] = 1;
        for (let p = 0; p < size; p += 2) {
          const slot = list[p] as number;
          if (isLive[slot] === 1) scores[slot]! += factor * ((list[p + 1] as number) & IMPACT_MAX);
        }
        for (let i = 0; i < n; i++) isLive[live[i] as number] = 0;
      } else {
        if (!sorted) {
          live.subarray(0, n).sort();
          sorted = true;
        }
        // Few live slots: a galloping search of each in the slot-sorted list.
        let p = 0;
        for (let i = 0; i < n && p < size; i++) {
          const slot = live[i] as number;
          if ((list[p] as number) < slot) {
            let step = 2;
            let hi = p + step;
            while (hi < size && (list[hi] as number) < slot) {
              p = hi;
              step *= 2;
              hi = p + step;
            }
            if (hi > size) hi = size;
            // list[p] < slot ≤ list[hi] (or hi = size): binary search between, on even positions.
            let lo = p + 2;
            while (lo < hi) {
              const mid = lo + (((hi - lo) >> 2) << 1);
              if ((list[mid] as number) < slot) lo = mid + 2;
              else hi = mid;
            }
            p = lo;
          }
          if (p < size && list[p] === slot) {
            scores[slot]! += factor * ((list[p + 1] as number) & IMPACT_MAX);
            p += 2;
          }
        }
      }
      left -= bound;
      if (n > 2 * limit && t + 1 < read.length) {
        // Scores only grow: the last floor still holds; a new one is worth it while many are left.
        if (n > 8 * limit) this.#floor = Math.max(this.#floor, kthLowerBound(live, n, scores, limit, this.#histogram));
        const floor = this.#floor;
        const reach = left * REACH_MARGIN;
        let kept = 0;
        for (let i = 0; i < n; i++) {
          const slot = live[i] as number;
          if ((scores[slot] as number) + reach >= floor) live[kept++] = slot;
        }
        n = kept;
      }
    }
    this.#liveCount = 0;
    return topSlots(live, n, scores, limit, this.#histogram);
  }

  /**
   * Recomputes every impact now under the current corpus statistics. A read-only copy of this
   * index (a re-match worker) built from the same documents in the same slot order and refreshed
   * under the same statistics holds the very same postings, so proposes the same candidates.
   */
  refresh(): void {
    this.#refreshDocCount = Math.max(1, this.#stats.docCount);
    const stats = this.#stats;
    const lengths = this.#lengths;
    const sums = new Float64Array(lengths.length);
    for (let termId = 0; termId < this.#lists.length; termId++) {
      const list = this.#lists[termId];
      if (!list) continue;
      const size = this.#sizes[termId] as number;
      for (let p = 0; p < size; p += 2) {
        const slot = list[p] as number;
        const w = stats.weight(termId, (list[p + 1] as number) >>> 16, lengths[slot] as number);
        sums[slot]! += w * w;
      }
    }
    for (let slot = 0; slot < sums.length; slot++) sums[slot] = Math.sqrt(sums[slot] as number);
    this.#maxImpact.fill(0);
    for (let termId = 0; termId < this.#lists.length; termId++) {
      const list = this.#lists[termId];
      if (!list) continue;
      const size = this.#sizes[termId] as number;
      let max = 0;
      for (let p = 0; p < size; p += 2) {
        const slot = list[p] as number;
        const tf = (list[p + 1] as number) >>> 16;
        const impact = impactCode(stats.weight(termId, tf, lengths[slot] as number), sums[slot] as number);
        list[p + 1] = (tf << 16) | impact;
        if (impact > max) max = impact;
      }
      this.#maxImpact[termId] = max;
    }
  }

  /**
   * Impacts stored at insertion follow the idf and norms of that moment; once the corpus has
   * grown or shrunk by NORM_REFRESH_RATIO they are recomputed (linear in the postings).
   */
  #refreshIfStale(): void {
    const count = this.#stats.docCount;
    if (this.#refreshDocCount > 0 && Math.abs(count - this.#refreshDocCount) <= NORM_REFRESH_RATIO * this.#refreshDocCount) return;
    this.refresh();
  }

  #ensureSlot(slot: number): void {
    if (slot < this.#lengths.length) return;
    let size = this.#lengths.length;
    while (size <= slot) size *= 2;
    const lengths = new Float32Array(size);
    lengths.set(this.#lengths);
    this.#lengths = lengths;
    this.#scores = new Float64Array(size);
    this.#touched = new Int32Array(size);
    this.#live = new Int32Array(size);
    this.#isLive = new Uint8Array(size);
  }
}

/**
 * A lower bound of the `k`-th highest score among the first `count` slots (0 when fewer): the
 * bottom of the bucket below the one it falls in, on a histogram of TOP_BUCKETS buckets.
 */
function kthLowerBound(slots: Int32Array, count: number, scores: Float64Array, k: number, histogram: Uint32Array): number {
  if (count < k) return 0;
  let max = 0;
  for (let i = 0; i < count; i++) {
    const score = scores[slots[i] as number] as number;
    if (score > max) max = score;
  }
  if (!(max > 0)) return 0;
  const scale = (TOP_BUCKETS - 1) / max;
  histogram.fill(0);
  for (let i = 0; i < count; i++) histogram[Math.floor((scores[slots[i] as number] as number) * scale)]! += 1;
  let bucket = TOP_BUCKETS - 1;
  for (let seen = histogram[bucket] as number; seen < k && bucket > 0; ) seen += histogram[--bucket] as number;
  return bucket > 0 ? (bucket - 1) / scale : 0;
}

/**
 * The `limit` touched slots with the highest scores, best first (ties by slot), without sorting
 * them all: a histogram of the scores over TOP_BUCKETS buckets finds the bucket the `limit`-th
 * best falls in; only the slots from that bucket up are sorted.
 */
function topSlots(touched: Int32Array, count: number, scores: Float64Array, limit: number, histogram: Uint32Array): number[] {
  const byScore = (a: number, b: number) => (scores[b] as number) - (scores[a] as number) || a - b;
  if (count <= limit) return Array.from(touched.subarray(0, count)).sort(byScore);
  let max = 0;
  for (let i = 0; i < count; i++) {
    const score = scores[touched[i] as number] as number;
    if (score > max) max = score;
  }
  const scale = (TOP_BUCKETS - 1) / max;
  histogram.fill(0);
  for (let i = 0; i < count; i++) histogram[Math.floor((scores[touched[i] as number] as number) * scale)]! += 1;
  let floor = TOP_BUCKETS - 1;
  for (let seen = histogram[floor] as number; seen < limit && floor > 0; ) seen += histogram[--floor] as number;
  const kept: number[] = [];
  for (let i = 0; i < count; i++) {
    const slot = touched[i] as number;
    if (Math.floor((scores[slot] as number) * scale) >= floor) kept.push(slot);
  }
  kept.sort(byScore);
  if (kept.length > limit) kept.length = limit;
  return kept;
}

/** A term's count in a bag's pairs (term ids sorted, at even positions), 0 when absent. */
export function termCount(pairs: Uint32Array, termId: number): number {
  let lo = 0;
  let hi = (pairs.length >> 1) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = pairs[mid << 1] as number;
    if (value === termId) return pairs[(mid << 1) + 1] as number;
    if (value < termId) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}
