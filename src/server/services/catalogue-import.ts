/**
 * Imports a product catalogue (JSON array or CSV with a header row). Every row is validated; bad
 * rows are reported with their position and reason and the good ones are imported, with their
 * embeddings, so they are searchable at once (or at the next server start).
 */
import fs from "node:fs";
import { parse as parseCsv } from "csv-parse/sync";
import { productImportSchema, type ProductImport } from "../../shared/schemas";
import { EMBEDDER_VERSION, ProductSearchIndex } from "../../engine";
import type { Database } from "../db/client";
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

export function readCatalogueFile(file: string): unknown[] {
  const text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  if (file.toLowerCase().endsWith(".csv")) {
    const delimiter = text.split("\n", 1)[0]!.includes(";") ? ";" : ",";
    const records = parseCsv(text, { columns: true, skip_empty_lines: true, delimiter, trim: true }) as Record<string, string>[];
    return records.map((record) => ({ ...record, images: record.images ? record.images.split("|").filter(Boolean) : [] }));
  }
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error("Le fichier JSON doit contenir un tableau de produits");
  return data;
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

export async function importProducts(database: Database, items: unknown[], onProgress?: (done: number, total: number) => void): Promise<ImportReport> {
  const { valid, rejected } = validateCatalogue(items);
  const embedder = new ProductSearchIndex();
  const rows: ProductRow[] = [];
  for (let i = 0; i < valid.length; i += BATCH) {
    const batch = valid.slice(i, i + BATCH).map((product) => ({
      ...product,
      embedding: toBlob(embedder.embed({ id: 0, title: product.title, description: product.description, brand: product.brand, category: product.category })),
      embeddingVersion: EMBEDDER_VERSION,
    }));
    rows.push(...(await database.write((tx) => tx.insert(products).values(batch).returning())));
    onProgress?.(Math.min(i + BATCH, valid.length), valid.length);
  }
  return { imported: rows.length, rejected, rows };
}
