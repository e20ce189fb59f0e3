/**
 * The analysis child process (see analysis-process.ts): analyses and embeds the documents it is
 * sent in an index of its own, writes that index's snapshot (and graph, when asked) to the files
 * it is told, answers the embeddings asked for, and exits. Its garbage leaves with it.
 */
import type { AnalysisReply, AnalysisRequest } from "./analysis-process";
import { MatchingEngine, type ListingDoc } from "./matching-engine";
import { ProductSearchIndex, type ProductDoc } from "./product-search";

if (!process.send) throw new Error("analysis-worker.ts runs as a child process with an IPC channel");

function answer(reply: AnalysisReply): void {
  process.send?.(reply, undefined, {}, () => process.disconnect());
}

process.once("message", (request: AnalysisRequest) => {
  try {
    analyse(request);
  } catch (error) {
    answer({ type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

function analyse(request: AnalysisRequest): void {
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
  answer({ type: "done", computedAt: Uint32Array.from(computedAt), computed: packed });
}
