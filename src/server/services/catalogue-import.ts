/**
 * Imports a product catalogue (rows read by listing-import.ts, or objects). Every row is validated; bad
 * rows are reported with their position and reason and the good ones are imported, with their
 * embeddings, so they are searchable at once (or at the next server start).
 */
import { appendEvents } from "../events/log";
import { productImportSchema, type ProductImport } from "../../shared/schemas";
import { ProductSearchIndex } from "../../engine";
import type { Database, Tx } from "../db/client";
import { toBlob } from "../db/embedding-blob";
import { products, type ProductRow } from "../db/schema";

const BATCH = 500;

export interface RowProblem {
  /** 1-based position of the row in the file (data rows, header excluded). */
  position: number;
  reason: string;
}

export interface ImportReport {
  imported: number;
  rejected: RowProblem[];
  rows: ProductRow[];
}

export function validateCatalogue(items: unknown[]): { valid: ProductImport[]; rejected: RowProblem[] } {
  const valid: ProductImport[] = [];
  const rejected: RowProblem[] = [];
  items.forEach((item, index) => {
    const parsed = productImportSchema.safeParse(item);
    if (parsed.success) valid.push(parsed.data);
    else
      rejected.push({
        position: index + 1,
        reason: parsed.error.issues.map((issue) => `${issue.path.join(".") || "ligne"} : ${issue.message}`).join(" ; "),
      });
  });
  return { valid, rejected };
}

export function newProductEmbedder(): ProductSearchIndex {
  return new ProductSearchIndex();
}

/**
 * One transaction: the products, their embeddings and their event, so search finds them at once, in
 * every process. `leaveOut`, run inside it, names the positions in `batch` not to insert.
 */
export async function insertProductBatch(
  database: Database,
  index: ProductSearchIndex,
  batch: ProductImport[],
  leaveOut?: (tx: Tx) => Promise<Set<number>>,
): Promise<ProductRow[]> {
  const values = batch.map((product) => ({
    ...product,
    embedding: toBlob(index.embed({ id: 0, title: product.title, description: product.description, brand: product.brand, category: product.category })),
    embeddingVersion: index.embedder.version,
  }));
  return database.write(async (tx) => {
    const skipped = leaveOut ? await leaveOut(tx) : new Set<number>();
    const kept = values.filter((_, i) => !skipped.has(i));
    if (kept.length === 0) return [];
    const rows = await tx.insert(products).values(kept).returning();
    // The running servers add them to their search index (src/server/events).
    await appendEvents(database, tx, [{ type: "products.imported", ids: rows.map((row) => row.id) }, { type: "stats.changed" }]);
    return rows;
  });
}

export async function importProducts(database: Database, items: unknown[], onProgress?: (done: number, total: number) => void): Promise<ImportReport> {
  const { valid, rejected } = validateCatalogue(items);
  const embedder = newProductEmbedder();
  const rows: ProductRow[] = [];
  for (let i = 0; i < valid.length; i += BATCH) {
    rows.push(...(await insertProductBatch(database, embedder, valid.slice(i, i + BATCH))));
    onProgress?.(Math.min(i + BATCH, valid.length), valid.length);
  }
  return { imported: rows.length, rejected, rows };
}
