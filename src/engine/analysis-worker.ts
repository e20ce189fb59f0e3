/**
 * An analysis worker (see analysis-thread.ts): analyses and embeds the documents it is given in
 * an index of its own, writes that index's snapshot to the file it is told, answers the
 * embeddings it had to compute, and ends. Its garbage dies with it.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { AnalysisReply, AnalysisRequest } from "./analysis-thread";
import { MatchingEngine, type ListingDoc } from "./matching-engine";
import { ProductSearchIndex, type ProductDoc } from "./product-search";

const port = parentPort;
if (!port) throw new Error("analysis-worker.ts runs as a worker thread");

try {
  const request = workerData as AnalysisRequest;
  const index = request.kind === "products" ? new ProductSearchIndex() : new MatchingEngine();
  const dimensions = index.embedder.dimensions;
  const computedAt: number[] = [];
  const computed: Float32Array[] = [];
  request.docs.forEach((doc, i) => {
    let embedding = request.given[i] ? request.embeddings.subarray(i * dimensions, (i + 1) * dimensions) : undefined;
    // Computed by upsert itself (one analysis) unless it is wanted back.
    if (!embedding && request.send[i]) {
      embedding = index instanceof ProductSearchIndex ? index.embed(doc as ProductDoc) : index.embed(doc as ListingDoc);
      computedAt.push(i);
      computed.push(embedding);
    }
    if (index instanceof ProductSearchIndex) index.upsert(doc as ProductDoc, embedding);
    else index.upsert(doc as ListingDoc, embedding);
  });
  index.saveSnapshot(request.snapshotPath);
  if (request.graphPath) {
    index.syncVectors();
    index.saveVectors(request.graphPath);
  }
  const packed = new Float32Array(computed.length * dimensions);
  computed.forEach((vector, i) => packed.set(vector, i * dimensions));
  const reply: AnalysisReply = { type: "done", computedAt: Uint32Array.from(computedAt), computed: packed };
  port.postMessage(reply, [reply.computedAt.buffer as ArrayBuffer, packed.buffer as ArrayBuffer]);
} catch (error) {
  port.postMessage({ type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies AnalysisReply);
}
