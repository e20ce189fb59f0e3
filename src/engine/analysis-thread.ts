/**
 * Analysing many documents in a worker thread: the worker analyses and embeds them in an index
 * of its own, writes its snapshot (index-snapshot.ts) to a file, and ends; the caller loads the
 * snapshot and restores the documents from it. The index the caller ends up with is the one a
 * restart would restore, and the garbage of the analysis (tokens, strings, maps: several
 * hundred MB at 100 000 products) dies with the worker's heap instead of staying in the
 * caller's V8 old space and malloc arenas, which do not give it back to the system.
 */
import { Worker } from "node:worker_threads";
import type { ListingDoc } from "./matching-engine";
import type { ProductDoc } from "./product-search";

/**
 * Documents to analyse from which a start analyses them in a worker thread; below, starting
 * the worker (about a second to load the engine and its lexicon) costs more than it saves.
 */
export const ANALYSIS_WORKER_MIN_DOCS = 2_000;

interface RequestParts {
  /** docs[i]'s embedding at [i·dimensions, (i + 1)·dimensions) when given[i] is 1 (empty when none is given). */
  embeddings: Float32Array;
  given: Uint8Array;
  /** 1 where the embedding computed for docs[i] is wanted back. */
  send: Uint8Array;
  snapshotPath: string;
  graphPath?: string;
}

export type AnalysisRequest = ({ kind: "products"; docs: ProductDoc[] } | { kind: "listings"; docs: ListingDoc[] }) & RequestParts;

/** What analyseInWorker is told besides the documents. */
export interface AnalysisOptions {
  /** Where the worker writes its snapshot (the caller removes it). */
  snapshotPath: string;
  /** Dimensions of the embeddings. */
  dimensions: number;
  /**
   * docs[i]'s embedding, used as `upsert(doc, embedding)` does; the others are computed. Each one
   * given is copied to the worker: reading many from the database costs the caller memory too.
   */
  embeddings?: ReadonlyArray<Float32Array | undefined>;
  /** Whether the embedding computed for docs[i] is wanted back (to store it). Default: none. */
  send?: (i: number) => boolean;
  /**
   * When given, the worker also builds the vector graph(s) and saves them there (`saveVectors`),
   * for the caller to load: the graph's build-time allocations stay out of the caller too.
   */
  graphPath?: string;
}

export type AnalysisReply = { type: "done"; computedAt: Uint32Array; computed: Float32Array } | { type: "failed"; message: string };

/**
 * Analyses `docs` in a worker thread and writes the snapshot of a ProductSearchIndex ("products")
 * or MatchingEngine ("listings") holding exactly them to `options.snapshotPath`. Resolves once the
 * worker has ended, with the computed embeddings asked for by `options.send` at their positions.
 */
export function analyseInWorker(kind: "products", docs: ProductDoc[], options: AnalysisOptions): Promise<Array<Float32Array | undefined>>;
export function analyseInWorker(kind: "listings", docs: ListingDoc[], options: AnalysisOptions): Promise<Array<Float32Array | undefined>>;
export function analyseInWorker(kind: "products" | "listings", docs: ProductDoc[] | ListingDoc[], options: AnalysisOptions): Promise<Array<Float32Array | undefined>> {
  const { dimensions, embeddings = [] } = options;
  const given = new Uint8Array(docs.length);
  embeddings.forEach((embedding, i) => {
    if (embedding && embedding.length === dimensions) given[i] = 1;
  });
  const packed = new Float32Array(given.some((g) => g === 1) ? docs.length * dimensions : 0);
  embeddings.forEach((embedding, i) => {
    if (given[i]) packed.set(embedding as Float32Array, i * dimensions);
  });
  const send = Uint8Array.from({ length: docs.length }, (_, i) => (options.send?.(i) ? 1 : 0));
  const request = { kind, docs, embeddings: packed, given, send, snapshotPath: options.snapshotPath, graphPath: options.graphPath } as AnalysisRequest;
  // The compiled file beside the server bundle (dist/server), or the tsx entry from the sources.
  const entry = import.meta.url.endsWith(".ts") ? "./analysis-worker-tsx.mjs" : "./analysis-worker.js";
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(entry, import.meta.url), { workerData: request, transferList: [packed.buffer, given.buffer, send.buffer] });
    let reply: AnalysisReply | undefined;
    let failure: Error | undefined;
    worker.once("message", (message: AnalysisReply) => {
      reply = message;
    });
    worker.once("error", (error) => {
      failure = error;
    });
    // Settled once the worker has ended, so that its memory is gone when the caller goes on.
    worker.once("exit", (code) => {
      if (!reply || reply.type === "failed") {
        reject(failure ?? new Error(reply?.type === "failed" ? `analysis worker: ${reply.message}` : `the analysis worker stopped (exit code ${code})`));
        return;
      }
      const { computedAt, computed } = reply;
      const out: Array<Float32Array | undefined> = new Array<Float32Array | undefined>(docs.length).fill(undefined);
      computedAt.forEach((at, i) => {
        out[at] = computed.slice(i * dimensions, (i + 1) * dimensions);
      });
      resolve(out);
    });
  });
}
