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

/** Ids per query when the embeddings of the documents a snapshot did not hold are read. */
const FETCH_BATCH = 500;

export interface RestorableRow<D> {
  id: number;
  doc: D;
  embeddingVersion: string | null;
}

/**
 * Loading an index at start with a snapshot of its analysed documents (src/engine/index-snapshot.ts):
 * each row is restored from the snapshot when it holds that row's current text and its stored
 * embedding is current, without reading the embedding; the others are read with their embeddings
 * (`fetch`, by id) and indexed as indexWithStoredEmbeddings does. Returns how many were restored.
 */
export async function indexFromSnapshot<D>(
  database: Database,
  rows: Iterable<RestorableRow<D>>,
  index: { restore(doc: D): boolean; embed(doc: D): Float32Array; upsert(doc: D, embedding: Float32Array): void },
  fetch: (ids: number[]) => Promise<Array<{ id: number; embedding: Buffer | null; embeddingVersion: string | null }>>,
  store: (tx: Tx, id: number, embedding: Float32Array) => Promise<unknown>,
): Promise<{ restored: number; total: number }> {
  const missing: RestorableRow<D>[] = [];
  let total = 0;
  for (const row of rows) {
    total++;
    if (row.embeddingVersion !== EMBEDDER_VERSION || !index.restore(row.doc)) missing.push(row);
  }
  for (let i = 0; i < missing.length; i += FETCH_BATCH) {
    const batch = missing.slice(i, i + FETCH_BATCH);
    const stored = new Map((await fetch(batch.map((row) => row.id))).map((row) => [row.id, row]));
    await indexWithStoredEmbeddings(
      database,
      batch.map((row) => ({ ...row, embedding: stored.get(row.id)?.embedding ?? null, embeddingVersion: stored.get(row.id)?.embeddingVersion ?? null })),
      index,
      store,
    );
  }
  return { restored: total - missing.length, total };
}
