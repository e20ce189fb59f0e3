/**
 * A pool of worker threads for the full re-match: each worker holds a read-only copy of the
 * engine (built from a snapshot in shared memory, see engine-snapshot.ts) and scores whole
 * batches of listings; the caller keeps writing the results itself. The matches are identical
 * to `engine.matchesFor` on the engine the pool was started from.
 *
 * The snapshot is taken when the pool starts: listings upserted or removed afterwards are not
 * seen by the workers (the caller knows which ones changed and leaves their matches alone).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { EngineSnapshot } from "./engine-snapshot";
import type { ListingDoc, ListingKind, Match, MatchingEngine } from "./matching-engine";

/** Worker threads of a pool: one per core the process may use (os.availableParallelism()). */
export const REMATCH_THREADS = Math.max(1, os.availableParallelism());

export interface RematchPoolOptions {
  /** Worker threads. Default REMATCH_THREADS; range 1–64. */
  threads?: number;
  /** Where the graph snapshot is written (a temporary directory inside it). Default os.tmpdir(). */
  directory?: string;
  /** The kind of the listings whose matches are asked for. Default "need". */
  queryKind?: ListingKind;
}

/** Per batch, the same options as `matchesFor` (the engine's defaults otherwise). */
export interface PoolMatchOptions {
  alpha?: number;
  minScore?: number;
  limit?: number;
}

/** What the pool sends a worker. */
export interface WorkerRequest extends PoolMatchOptions {
  job: number;
  docs: ListingDoc[];
  /** The query vector of docs[i] at [i·dimensions, (i + 1)·dimensions). */
  vectors: Float32Array;
}

/** Asks a worker to end once its batch is done (RematchPool.close). */
export const CLOSE_REQUEST = { close: true } as const;
export type CloseRequest = typeof CLOSE_REQUEST;

/** How long a closing worker may take to finish its batch before it is terminated. */
const CLOSE_GRACE_MS = 30_000;

/**
 * Ends a worker: it is asked to stop after its current batch, and terminated only if it has not
 * within CLOSE_GRACE_MS. A worker terminated in the middle of a usearch or libSQL call can abort
 * the whole process (the addon's C++ exception is not caught: "terminate called after throwing an
 * instance of 'Napi::Error'"), as one full test run did.
 */
export async function stopWorker(worker: Worker): Promise<void> {
  if (worker.threadId === -1) return; // already ended
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.postMessage(CLOSE_REQUEST);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), CLOSE_GRACE_MS);
  });
  if ((await Promise.race([exited, late])) === "late") await worker.terminate();
  clearTimeout(timer);
}

/**
 * The matches of a batch in a few flat arrays: a structured clone of 20,000 match objects cost
 * about as much as a tenth of the scoring itself, on each side.
 */
export interface PackedMatches {
  /** Matches of each listing of the batch. */
  counts: Uint32Array;
  ids: Float64Array;
  /** tfidf, semantic, category and hybrid score of each match. */
  scores: Float64Array;
  /** Matched terms of each match, and all of them in one JSON array. */
  termCounts: Uint8Array;
  terms: string;
}

/** What a worker answers. */
export type WorkerReply =
  | { type: "ready"; buildMs: number }
  | { type: "matches"; job: number; matches: PackedMatches }
  | { type: "failed"; job: number; message: string };

export function packMatches(found: readonly Match[][]): PackedMatches {
  let total = 0;
  for (const matches of found) total += matches.length;
  const packed: PackedMatches = {
    counts: Uint32Array.from(found, (matches) => matches.length),
    ids: new Float64Array(total),
    scores: new Float64Array(4 * total),
    termCounts: new Uint8Array(total),
    terms: "",
  };
  const terms: string[] = [];
  let at = 0;
  for (const matches of found) {
    for (const { id, scores } of matches) {
      packed.ids[at] = id;
      packed.scores.set([scores.tfidfScore, scores.semanticScore, scores.categoryScore, scores.hybridScore], 4 * at);
      packed.termCounts[at] = scores.matchedTerms.length;
      terms.push(...scores.matchedTerms);
      at++;
    }
  }
  packed.terms = JSON.stringify(terms);
  return packed;
}

export function unpackMatches(packed: PackedMatches): Match[][] {
  const terms = JSON.parse(packed.terms) as string[];
  let at = 0;
  let term = 0;
  return Array.from(packed.counts, (count) => {
    const matches: Match[] = [];
    for (let end = at + count; at < end; at++) {
      const s = 4 * at;
      const termCount = packed.termCounts[at] as number;
      matches.push({
        id: packed.ids[at] as number,
        scores: {
          tfidfScore: packed.scores[s] as number,
          semanticScore: packed.scores[s + 1] as number,
          categoryScore: packed.scores[s + 2] as number,
          hybridScore: packed.scores[s + 3] as number,
          matchedTerms: terms.slice(term, term + termCount),
        },
      });
      term += termCount;
    }
    return matches;
  });
}

interface Job {
  request: WorkerRequest;
  resolve: (matches: Match[][]) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/**
 * The worker's entry: the compiled file beside the server bundle (dist/server), or, from the
 * TypeScript sources, a small module that registers tsx inside the worker first.
 */
function startWorker(snapshot: EngineSnapshot): Worker {
  const entry = import.meta.url.endsWith(".ts") ? "./rematch-worker-tsx.mjs" : "./rematch-worker.js";
  return new Worker(new URL(entry, import.meta.url), { workerData: { snapshot } });
}

export class RematchPool {
  readonly threads: number;
  /** Time each worker took to build its engine from the snapshot, ms. */
  readonly buildMs: number[];
  /** Time taken to write the snapshot (graph file and shared arrays), ms. */
  readonly snapshotMs: number;
  readonly #engine: MatchingEngine;
  readonly #slots: Slot[];
  readonly #queue: Job[] = [];
  readonly #directory: string;
  #nextJob = 1;
  #failure: Error | null = null;
  #closed = false;

  private constructor(engine: MatchingEngine, slots: Slot[], buildMs: number[], snapshotMs: number, directory: string) {
    this.#engine = engine;
    this.#slots = slots;
    this.threads = slots.length;
    this.buildMs = buildMs;
    this.snapshotMs = snapshotMs;
    this.#directory = directory;
    for (const slot of slots) {
      slot.worker.on("message", (reply: WorkerReply) => this.#onReply(slot, reply));
      slot.worker.on("error", (error) => this.#fail(error));
      slot.worker.on("exit", (code) => {
        if (!this.#closed) this.#fail(new Error(`a re-match worker stopped (exit code ${code})`));
      });
    }
  }

  /** Snapshots the engine and starts the workers; resolves once every worker has built its copy. */
  static async start(engine: MatchingEngine, options: RematchPoolOptions = {}): Promise<RematchPool> {
    const threads = options.threads ?? REMATCH_THREADS;
    if (!Number.isInteger(threads) || threads < 1 || threads > 64) throw new RangeError(`threads must be an integer in [1, 64], got ${threads}`);
    const directory = mkdtempSync(path.join(options.directory ?? os.tmpdir(), "rematch-"));
    try {
      const started = performance.now();
      const snapshot = engine.snapshot(options.queryKind ?? "need", path.join(directory, "graph.usearch"));
      const snapshotMs = performance.now() - started;
      const slots: Slot[] = [];
      const ready = Array.from({ length: threads }, () => {
        const worker = startWorker(snapshot);
        slots.push({ worker, job: null });
        return new Promise<number>((resolve, reject) => {
          const onMessage = (reply: WorkerReply) => {
            if (reply.type !== "ready") return;
            worker.off("error", reject);
            worker.off("message", onMessage);
            resolve(reply.buildMs);
          };
          worker.on("message", onMessage);
          worker.once("error", reject);
          worker.once("exit", (code) => reject(new Error(`a re-match worker stopped while building (exit code ${code})`)));
        });
      });
      let buildMs: number[];
      try {
        buildMs = await Promise.all(ready);
      } catch (error) {
        await Promise.all(slots.map((slot) => stopWorker(slot.worker)));
        throw error;
      }
      return new RematchPool(engine, slots, buildMs, snapshotMs, directory);
    } catch (error) {
      rmSync(directory, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * The matches of each listing (as `matchesFor` gives them), computed by the next free worker.
   * The query vectors are the main engine's (`queryVector`: stored if computed from the text).
   */
  matches(docs: ListingDoc[], options: PoolMatchOptions = {}): Promise<Match[][]> {
    if (this.#closed) return Promise.reject(new Error("the re-match pool is closed"));
    if (this.#failure) return Promise.reject(this.#failure);
    const dimensions = this.#engine.embedder.dimensions;
    const vectors = new Float32Array(docs.length * dimensions);
    docs.forEach((doc, i) => vectors.set(this.#engine.queryVector(doc), i * dimensions));
    return new Promise((resolve, reject) => {
      this.#queue.push({ request: { job: this.#nextJob++, docs, vectors, ...options }, resolve, reject });
      this.#dispatch();
    });
  }

  /** Stops the workers (pending batches are rejected) and removes the graph snapshot. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const error = new Error("the re-match pool is closed");
    for (const job of this.#queue.splice(0)) job.reject(error);
    for (const slot of this.#slots) slot.job?.reject(error);
    await Promise.all(this.#slots.map((slot) => stopWorker(slot.worker)));
    rmSync(this.#directory, { recursive: true, force: true });
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (slot.job) continue;
      const job = this.#queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.postMessage(job.request, [job.request.vectors.buffer as ArrayBuffer]);
    }
  }

  #onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === "ready") return;
    const job = slot.job;
    if (!job || job.request.job !== reply.job) return;
    slot.job = null;
    if (reply.type === "matches") job.resolve(unpackMatches(reply.matches));
    else job.reject(new Error(`re-match worker: ${reply.message}`));
    this.#dispatch();
  }

  #fail(error: Error): void {
    if (this.#failure) return;
    this.#failure = error;
    for (const job of this.#queue.splice(0)) job.reject(error);
    for (const slot of this.#slots) {
      slot.job?.reject(error);
      slot.job = null;
    }
  }
}
