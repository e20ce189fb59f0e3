/**
 * A listing published twice (a double click on « Publier », a client that retries): the second
 * copy was matched, notified and listed like the first. One identical to an active listing of the
 * same owner, in every field they wrote, is refused; one that differs in anything is published.
 */
import { and, eq, ne } from "drizzle-orm";
import { ERRORS } from "../../shared/messages";
import type { Tx } from "../db/client";
import { ConflictError } from "./errors";
import { LISTING_KINDS, listingKind, type ListingKind, type ListingRow } from "./listing-kinds";

/** The fields the owner writes: those of the kind's input schema. */
const writtenFields = (kind: ListingKind): string[] => Object.keys(LISTING_KINDS[kind].inputSchema.shape);

/** Inside the publication's write, once `row` is inserted: throws (and so rolls it back) when it repeats an active one. */
export async function refuseDuplicate(tx: Tx, kind: ListingKind, row: ListingRow): Promise<void> {
  const d = listingKind(kind);
  const candidates = (await tx
    .select()
    .from(d.table)
    .where(and(eq(d.columns.ownerId, d.ownerOf(row as never)), eq(d.columns.status, "active"), ne(d.columns.id, row.id), eq(d.table.title, row.title), eq(d.table.description, row.description)))) as ListingRow[];
  const fields = writtenFields(kind);
  const same = (other: ListingRow) => fields.every((field) => JSON.stringify(other[field as keyof ListingRow]) === JSON.stringify(row[field as keyof ListingRow]));
  if (candidates.some(same)) throw new ConflictError(kind === "need" ? ERRORS.duplicateNeed(row.title) : ERRORS.duplicateOffer(row.title), "title");
}
