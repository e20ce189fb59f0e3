/**
 * A re-match worker (see rematch-pool.ts): builds a read-only engine from the snapshot it is
 * given, then answers batches of listings with their matches, one batch at a time.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { EngineSnapshot } from "./engine-snapshot";
import { MatchingEngine } from "./matching-engine";
import { packMatches, type CloseRequest, type WorkerReply, type WorkerRequest } from "./rematch-pool";

const port = parentPort;
if (!port) throw new Error("rematch-worker.ts runs as a worker thread");

const started = performance.now();
const engine = MatchingEngine.fromSnapshot((workerData as { snapshot: EngineSnapshot }).snapshot);
port.postMessage({ type: "ready", buildMs: performance.now() - started } satisfies WorkerReply);

port.on("message", (request: WorkerRequest | CloseRequest) => {
  // Between two batches: the thread ends on its own, outside any native call (see RematchPool.close).
  if ("close" in request) {
    port.close();
    return;
  }
  try {
    const dimensions = engine.embedder.dimensions;
    const matches = request.docs.map((doc, i) =>
      engine.matchesFor(doc, { alpha: request.alpha, minScore: request.minScore, limit: request.limit, vector: request.vectors.subarray(i * dimensions, (i + 1) * dimensions) }),
    );
    const packed = packMatches(matches);
    const buffers = [packed.counts.buffer, packed.ids.buffer, packed.scores.buffer, packed.termCounts.buffer] as ArrayBuffer[];
    port.postMessage({ type: "matches", job: request.job, matches: packed } satisfies WorkerReply, buffers);
  } catch (error) {
    port.postMessage({ type: "failed", job: request.job, message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
  }
});
