/**
 * Analysing many documents in a child process: it analyses and embeds them in an index of its
 * own, writes its snapshot (index-snapshot.ts) and optionally its vector graph to files, and
 * exits; the caller loads them and restores the documents. The index the caller ends up with is
 * the one a restart would restore, and the garbage of the analysis (tokens, strings, maps:
 * several hundred MB at 100 000 products) goes back to the system with the child, instead of
 * staying in the caller's V8 old space and malloc arenas. A worker thread was tried first: its
 * heap died with it, but glibc kept about 70 MB of its malloc arena at 100 000 products (none
 * with MALLOC_ARENA_MAX=1); a process gives everything back.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ListingDoc } from "./matching-engine";
import type { ProductDoc } from "./product-search";

/**
 * Documents to analyse from which a start analyses them in a child process; below, starting
 * it (about a second to load the engine and its lexicon) costs more than it saves.
 */
export const ANALYSIS_CHILD_MIN_DOCS = 2_000;

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

/** What analyseInChild is told besides the documents. */
export interface AnalysisOptions {
  /** Where the child writes its snapshot (the caller removes it). */
  snapshotPath: string;
  /** Dimensions of the embeddings. */
  dimensions: number;
  /**
   * docs[i]'s embedding, used as `upsert(doc, embedding)` does; the others are computed. Each one
   * given is copied to the child: reading many from the database costs the caller memory too.
   */
  embeddings?: ReadonlyArray<Float32Array | undefined>;
  /** Whether the embedding computed for docs[i] is wanted back (to store it). Default: none. */
  send?: (i: number) => boolean;
  /**
   * When given, the child also builds the vector graph(s) and saves them there (`saveVectors`),
   * for the caller to load: the graph's build-time allocations stay out of the caller too.
   */
  graphPath?: string;
}

export type AnalysisReply = { type: "done"; computedAt: Uint32Array; computed: Float32Array } | { type: "failed"; message: string };

/**
 * Analyses `docs` in a child process and writes the snapshot of a ProductSearchIndex ("products")
 * or MatchingEngine ("listings") holding exactly them to `options.snapshotPath`. Resolves once the
 * child has exited, with the computed embeddings asked for by `options.send` at their positions.
 */
export function analyseInChild(kind: "products", docs: ProductDoc[], options: AnalysisOptions): Promise<Array<Float32Array | undefined>>;
export function analyseInChild(kind: "listings", docs: ListingDoc[], options: AnalysisOptions): Promise<Array<Float32Array | undefined>>;
export function analyseInChild(kind: "products" | "listings", docs: ProductDoc[] | ListingDoc[], options: AnalysisOptions): Promise<Array<Float32Array | undefined>> {
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
    // No execArgv of ours (tsx, vitest's flags): the entry loads what it needs.
    const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], { serialization: "advanced", execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let reply: AnalysisReply | undefined;
    let failure: Error | undefined;
    child.once("message", (message: AnalysisReply) => {
      reply = message;
    });
    child.once("error", (error) => {
      failure = error;
    });
    // Settled once the child has exited, so that its memory is gone when the caller goes on.
    child.once("exit", (code) => {
      if (!reply || reply.type === "failed") {
        reject(failure ?? new Error(reply?.type === "failed" ? `analysis process: ${reply.message}` : `the analysis process stopped (exit code ${code})`));
        return;
      }
      const { computedAt, computed } = reply;
      const out: Array<Float32Array | undefined> = new Array<Float32Array | undefined>(docs.length).fill(undefined);
      computedAt.forEach((at, i) => {
        out[at] = computed.slice(i * dimensions, (i + 1) * dimensions);
      });
      resolve(out);
    });
    child.send(request);
  });
}
