/**
 * Loading an index at start: each row's stored embedding is reused when it was made by the
 * current embedder, otherwise computed and written back, so the next start skips the work.
 */
import { EMBEDDER_VERSION } from "../../engine";
import type { Database, Tx } from "./client";
import { fromBlob } from "./embedding-blob";

const WRITE_BATCH = 500;

export interface EmbeddedRow<D> {
  id: number;
  doc: D;
  embedding: Buffer | null;
  embeddingVersion: string | null;
}

export async function indexWithStoredEmbeddings<D>(
  database: Database,
  rows: Iterable<EmbeddedRow<D>>,
  index: { embed(doc: D): Float32Array; upsert(doc: D, embedding: Float32Array): void },
  store: (tx: Tx, id: number, embedding: Float32Array) => Promise<unknown>,
): Promise<void> {
  const stale: { id: number; embedding: Float32Array }[] = [];
  for (const row of rows) {
    let embedding = row.embeddingVersion === EMBEDDER_VERSION ? fromBlob(row.embedding) : undefined;
    if (!embedding) {
      embedding = index.embed(row.doc);
      stale.push({ id: row.id, embedding });
    }
    index.upsert(row.doc, embedding);
  }
  for (let i = 0; i < stale.length; i += WRITE_BATCH) {
    const batch = stale.slice(i, i + WRITE_BATCH);
    await database.write(async (tx) => {
      for (const item of batch) await store(tx, item.id, item.embedding);
    });
  }
}
