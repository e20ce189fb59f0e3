/**
 * An analysis child process (see analysis-process.ts): analyses and embeds the documents it is
 * sent in an index of its own; the first of several then restores the others' slices from their
 * snapshots. It writes that index's snapshot (and graph, when asked) to the files it is told,
 * answers the embeddings asked for, and exits. Its garbage leaves with it.
 */
import type { AnalysisReply, AnalysisRequest, MergeRequest } from "./analysis-process";
import { MatchingEngine, type ListingDoc } from "./matching-engine";
import { ProductSearchIndex, type ProductDoc } from "./product-search";

if (!process.send) throw new Error("analysis-worker.ts runs as a child process with an IPC channel");

type Index = ProductSearchIndex | MatchingEngine;

function answer(reply: AnalysisReply): void {
  process.send?.(reply, undefined, {}, () => process.disconnect());
}

function failed(error: unknown): void {
  answer({ type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

process.once("message", (request: AnalysisRequest) => {
  try {
    const own = analyse(request);
    if (!request.gathers) return finish(request, own);
    // Its part of the graph is built while the others still analyse theirs.
    if (request.graphPath) own.index.syncVectors();
    process.once("message", (merge: MergeRequest) => {
      try {
        for (const slice of merge.slices) restoreSlice(own.index, slice);
        finish(request, own);
      } catch (error) {
        failed(error);
      }
    });
  } catch (error) {
    failed(error);
  }
});

interface Analysed {
  index: Index;
  computedAt: number[];
  computed: Float32Array[];
}

function analyse(request: AnalysisRequest): Analysed {
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
  return { index, computedAt, computed };
}

/** Another child's slice, from the snapshot it has just written with this very code: every document is in it. */
function restoreSlice(index: Index, slice: MergeRequest["slices"][number]): void {
  if (!index.loadSnapshot(slice.snapshotPath)) throw new Error(`the snapshot of a slice could not be read: ${slice.snapshotPath}`);
  for (const doc of slice.docs) {
    const restored = index instanceof ProductSearchIndex ? index.restore(doc as ProductDoc) : index.restore(doc as ListingDoc);
    if (!restored) throw new Error(`document ${doc.id} is missing from the snapshot of its slice`);
  }
}

function finish(request: AnalysisRequest, { index, computedAt, computed }: Analysed): void {
  index.saveSnapshot(request.snapshotPath);
  if (request.graphPath) {
    index.syncVectors();
    index.saveVectors(request.graphPath);
  }
  const dimensions = index.embedder.dimensions;
  const packed = new Float32Array(computed.length * dimensions);
  computed.forEach((vector, i) => packed.set(vector, i * dimensions));
  answer({ type: "done", computedAt: Uint32Array.from(computedAt), computed: packed });
}
