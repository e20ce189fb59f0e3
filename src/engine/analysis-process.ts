/**
 * Analysing many documents in child processes: they analyse and embed them in indexes of their
 * own, the first one gathers the others' work into one snapshot (index-snapshot.ts) and optionally
 * its vector graph, and every child exits; the caller loads the files and restores the documents.
 * The index the caller ends up with is the one a restart would restore, and the garbage of the
 * analysis (tokens, strings, maps: several hundred MB at 100 000 products) goes back to the system
 * with the children, instead of staying in the caller's V8 old space and malloc arenas. A worker
 * thread was tried first: its heap died with it, but glibc kept about 70 MB of its malloc arena at
 * 100 000 products (none with MALLOC_ARENA_MAX=1); a process gives everything back.
 *
 * With more than one core, the documents are cut into consecutive slices, one child each (issue
 * 25: the analysis was 70 % of a product index's build). The others write the snapshots of their
 * slices; the first analyses its own, builds its graph meanwhile, then restores the others'
 * slices from their snapshots (terms are matched by their text), adds their vectors to the graph
 * in the same order a single child would, and writes the whole.
 */
import { fork, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import type { ListingDoc } from "./matching-engine";
import type { ProductDoc } from "./product-search";

/**
 * Documents to analyse from which a start analyses them in a child process; below, starting
 * it (about a second to load the engine and its lexicon) costs more than it saves. Also the
 * fewest documents a second (third…) child is started for.
 */
export const ANALYSIS_CHILD_MIN_DOCS = 2_000;

/** Children sharing one analysis at most: each holds the engine (about 100 MB) while it works. */
export const MAX_ANALYSIS_CHILDREN = 4;

/** How many children analyse `count` documents: one a core, each with ANALYSIS_CHILD_MIN_DOCS at least. */
export function analysisChildren(count: number): number {
  return Math.max(1, Math.min(os.availableParallelism(), MAX_ANALYSIS_CHILDREN, Math.floor(count / ANALYSIS_CHILD_MIN_DOCS)));
}

interface RequestParts {
  /** docs[i]'s embedding at [i·dimensions, (i + 1)·dimensions) when given[i] is 1 (empty when none is given). */
  embeddings: Float32Array;
  given: Uint8Array;
  /** 1 where the embedding computed for docs[i] is wanted back. */
  send: Uint8Array;
  snapshotPath: string;
  graphPath?: string;
  /** The first child of several: after its own documents, it waits for a MergeRequest. */
  gathers: boolean;
}

export type AnalysisRequest = ({ kind: "products"; docs: ProductDoc[] } | { kind: "listings"; docs: ListingDoc[] }) & RequestParts;

/** To the first child, once the others have written their snapshots: each slice's file and documents, in order. */
export interface MergeRequest {
  type: "merge";
  slices: Array<{ snapshotPath: string; docs: ProductDoc[] | ListingDoc[] }>;
}

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
  /** How many children share the work. Default analysisChildren(docs.length). */
  children?: number;
}

export type AnalysisReply = { type: "done"; computedAt: Uint32Array; computed: Float32Array } | { type: "failed"; message: string };

/** A child at work, and its answer once it has exited (rejected if it failed). */
interface RunningChild {
  child: ChildProcess;
  done: Promise<Extract<AnalysisReply, { type: "done" }>>;
}

function startChild(request: AnalysisRequest): RunningChild {
  // The compiled file beside the server bundle (dist/server), or the tsx entry from the sources.
  const entry = import.meta.url.endsWith(".ts") ? "./analysis-worker-tsx.mjs" : "./analysis-worker.js";
  // No execArgv of ours (tsx, vitest's flags): the entry loads what it needs.
  const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], { serialization: "advanced", execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const done = new Promise<Extract<AnalysisReply, { type: "done" }>>((resolve, reject) => {
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
      if (reply?.type === "done") resolve(reply);
      else reject(failure ?? new Error(reply?.type === "failed" ? `analysis process: ${reply.message}` : `the analysis process stopped (exit code ${code})`));
    });
  });
  // Unless awaited, a failure is reported by the child that caused it (analyseInChild), not twice.
  done.catch(() => undefined);
  // A channel closed before the request is sent: the child's exit says why.
  child.send(request, () => undefined);
  return { child, done };
}

/**
 * Analyses `docs` in child processes and writes the snapshot of a ProductSearchIndex ("products")
 * or MatchingEngine ("listings") holding exactly them to `options.snapshotPath`. Resolves once the
 * children have exited, with the computed embeddings asked for by `options.send` at their positions.
 */
export function analyseInChild(kind: "products", docs: ProductDoc[], options: AnalysisOptions): Promise<Array<Float32Array | undefined>>;
export function analyseInChild(kind: "listings", docs: ListingDoc[], options: AnalysisOptions): Promise<Array<Float32Array | undefined>>;
export async function analyseInChild(kind: "products" | "listings", docs: ProductDoc[] | ListingDoc[], options: AnalysisOptions): Promise<Array<Float32Array | undefined>> {
  const { dimensions, embeddings = [] } = options;
  const count = Math.max(1, Math.min(options.children ?? analysisChildren(docs.length), docs.length));
  const starts = Array.from({ length: count + 1 }, (_, i) => Math.round((i * docs.length) / count));
  const slicePath = (i: number) => (i === 0 ? options.snapshotPath : `${options.snapshotPath}.slice${i}`);
  const requestOf = (i: number): AnalysisRequest => {
    const [start, end] = [starts[i] as number, starts[i + 1] as number];
    const given = new Uint8Array(end - start);
    for (let at = start; at < end; at++) if (embeddings[at]?.length === dimensions) given[at - start] = 1;
    const packed = new Float32Array(given.includes(1) ? given.length * dimensions : 0);
    given.forEach((g, j) => g && packed.set(embeddings[start + j] as Float32Array, j * dimensions));
    const send = Uint8Array.from({ length: end - start }, (_, j) => (options.send?.(start + j) ? 1 : 0));
    const first = i === 0;
    return { kind, docs: docs.slice(start, end), embeddings: packed, given, send, snapshotPath: slicePath(i), graphPath: first ? options.graphPath : undefined, gathers: first && count > 1 } as AnalysisRequest;
  };
  const children = Array.from({ length: count }, (_, i) => startChild(requestOf(i)));
  const first = children[0] as RunningChild;
  const others = children.slice(1);
  try {
    if (others.length > 0) {
      // The first child waits for the others' snapshots. Any child failing fails the whole (and
      // the finally below stops the others).
      await Promise.race([Promise.all(others.map((other) => other.done)), first.done]);
      const merge: MergeRequest = { type: "merge", slices: others.map((_, j) => ({ snapshotPath: slicePath(j + 1), docs: docs.slice(starts[j + 1], starts[j + 2]) })) };
      first.child.send(merge, () => undefined);
    }
    const replies = await Promise.all(children.map((c) => c.done));
    const out: Array<Float32Array | undefined> = new Array<Float32Array | undefined>(docs.length).fill(undefined);
    replies.forEach(({ computedAt, computed }, i) => {
      computedAt.forEach((at, j) => {
        out[(starts[i] as number) + at] = computed.slice(j * dimensions, (j + 1) * dimensions);
      });
    });
    return out;
  } finally {
    for (const c of children) if (c.child.exitCode === null) c.child.kill();
    for (let i = 1; i < count; i++) rmSync(slicePath(i), { force: true });
  }
}
