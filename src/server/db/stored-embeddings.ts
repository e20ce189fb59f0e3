/**
 * Loading an index at start: each row's stored embedding is reused when it was made by the
 * index's embedder (`index.embedder.version`), otherwise computed and written back, so the next
 * start skips the work.
 */
import { ANALYSIS_CHILD_MIN_DOCS } from "../../engine";
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
  index: { readonly embedder: { readonly version: string }; embed(doc: D): Float32Array; upsert(doc: D, embedding: Float32Array): void },
  store: (tx: Tx, id: number, embedding: Float32Array) => Promise<unknown>,
): Promise<void> {
  const stale: { id: number; embedding: Float32Array }[] = [];
  for (const row of rows) {
    let embedding = row.embeddingVersion === index.embedder.version ? fromBlob(row.embedding) : undefined;
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

/** What indexFromSnapshot needs of an index. */
export interface RestorableIndex<D> {
  readonly embedder: { readonly version: string };
  restore(doc: D): boolean;
  embed(doc: D): Float32Array;
  upsert(doc: D, embedding: Float32Array): void;
}

/**
 * The restore pass of a start: each row is restored from the loaded snapshot when it holds that
 * row's current text and its stored embedding is current, without reading the embedding.
 * Returns the rows left to index.
 */
export function restoreRows<D>(rows: Iterable<RestorableRow<D>>, index: Pick<RestorableIndex<D>, "restore" | "embedder">): { missing: RestorableRow<D>[]; total: number } {
  const missing: RestorableRow<D>[] = [];
  let total = 0;
  for (const row of rows) {
    total++;
    if (row.embeddingVersion !== index.embedder.version || !index.restore(row.doc)) missing.push(row);
  }
  return { missing, total };
}

/** Indexes rows the snapshot did not hold: read with their embeddings (`fetch`, by id) and indexed as indexWithStoredEmbeddings does. */
export async function indexMissingRows<D>(
  database: Database,
  missing: RestorableRow<D>[],
  index: RestorableIndex<D>,
  fetch: (ids: number[]) => Promise<Array<{ id: number; embedding: Buffer | null; embeddingVersion: string | null }>>,
  store: (tx: Tx, id: number, embedding: Float32Array) => Promise<unknown>,
): Promise<void> {
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
}

/** Writes embeddings computed at start back to their rows, WRITE_BATCH per transaction. */
export async function storeEmbeddings(database: Database, items: Array<{ id: number; embedding: Float32Array }>, store: (tx: Tx, id: number, embedding: Float32Array) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += WRITE_BATCH) {
    const batch = items.slice(i, i + WRITE_BATCH);
    await database.write(async (tx) => {
      for (const item of batch) await store(tx, item.id, item.embedding);
    });
  }
}

/**
 * Loading an index at start with a snapshot of its analysed documents (src/engine/index-snapshot.ts):
 * restoreRows, then the rows left are indexed by indexMissingRows, or, from
 * ANALYSIS_CHILD_MIN_DOCS of them and when `inWorker` is given, analysed and embedded in a
 * child process by `inWorker` (analysis-process.ts: the analysis's garbage leaves with it),
 * which hands back the embeddings asked for by `send`: those of rows whose stored embedding is
 * not current, written back here. Returns how many were restored.
 */
export async function indexFromSnapshot<D>(
  database: Database,
  rows: Iterable<RestorableRow<D>>,
  index: RestorableIndex<D>,
  fetch: (ids: number[]) => Promise<Array<{ id: number; embedding: Buffer | null; embeddingVersion: string | null }>>,
  store: (tx: Tx, id: number, embedding: Float32Array) => Promise<unknown>,
  inWorker?: (docs: D[], send: (i: number) => boolean) => Promise<Array<Float32Array | undefined>>,
): Promise<{ restored: number; total: number }> {
  const { missing, total } = restoreRows(rows, index);
  const computed =
    inWorker && missing.length >= ANALYSIS_CHILD_MIN_DOCS
      ? await inWorker(
          missing.map((row) => row.doc),
          (i) => missing[i]?.embeddingVersion !== index.embedder.version,
        ).catch(() => null) // the child could not run: analysed here instead
      : null;
  if (computed) {
    await storeEmbeddings(
      database,
      missing.flatMap((row, i) => {
        const embedding = computed[i];
        return embedding ? [{ id: row.id, embedding }] : [];
      }),
      store,
    );
  } else {
    await indexMissingRows(database, missing, index, fetch, store);
  }
  return { restored: total - missing.length, total };
}
