/** Quote numbers: DEV-yyyy-nnnn, counted per supplier and year, never given twice (not even after a withdrawal). */
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { quoteCounters } from "../../db/schema";

export async function nextQuoteNumber(tx: Tx, supplierId: number, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const row = await tx
    .insert(quoteCounters)
    .values({ supplierId, year, last: 1 })
    .onConflictDoUpdate({ target: [quoteCounters.supplierId, quoteCounters.year], set: { last: sql`${quoteCounters.last} + 1` } })
    .returning({ last: quoteCounters.last })
    .get();
  return `DEV-${year}-${String(row.last).padStart(4, "0")}`;
}
