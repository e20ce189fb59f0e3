/**
 * A listing published twice (a double click on « Publier », a client that retries): the second
 * copy was matched, notified and listed like the first. One identical to an active listing of the
 * same owner, in every field they wrote, is refused; one that differs in anything is published.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { ERRORS } from "../../shared/messages";
import { writeStatement, type Tx } from "../db/client";
import { ConflictError } from "./errors";
import { LISTING_KINDS, listingKind, type ListingKind, type ListingRow } from "./listing-kinds";

/**
 * How many of the owner's latest listings a new one is compared with. A double publication
 * repeats one of the last few; comparing with all of them would make every publication of an
 * account with thousands of listings read them all (the load bench publishes thousands).
 */
const DUPLICATE_LOOKBACK = 50;

/** The fields the owner writes: those of the kind's input schema. */
const writtenFields = (kind: ListingKind): string[] => Object.keys(LISTING_KINDS[kind].inputSchema.shape);

/** The owner's latest listings other than the new one, with their status and written fields. */
const latestOf = (kind: ListingKind) =>
  writeStatement((db) => {
    const d = listingKind(kind);
    const table = d.table as unknown as Record<string, never>;
    const columns = Object.fromEntries(writtenFields(kind).map((field) => [field, table[field]]));
    return db
      .select({ ...columns, status: d.columns.status })
      .from(d.table)
      .where(and(eq(d.columns.ownerId, sql.placeholder("ownerId")), ne(d.columns.id, sql.placeholder("id"))))
      .orderBy(desc(d.columns.id))
      .limit(DUPLICATE_LOOKBACK)
      .prepare();
  });
const LATEST = { need: latestOf("need"), offer: latestOf("offer") };

/** Inside the publication's write, once `row` is inserted: throws (and so rolls it back) when it repeats an active one. */
export async function refuseDuplicate(tx: Tx, kind: ListingKind, row: ListingRow): Promise<void> {
  const d = listingKind(kind);
  const latest = (await LATEST[kind](tx).all({ ownerId: d.ownerOf(row as never), id: row.id })) as Array<Record<string, unknown>>;
  const fields = writtenFields(kind);
  const same = (other: Record<string, unknown>) =>
    other.status === "active" && fields.every((field) => JSON.stringify(other[field]) === JSON.stringify(row[field as keyof ListingRow]));
  if (latest.some(same)) throw new ConflictError(kind === "need" ? ERRORS.duplicateNeed(row.title) : ERRORS.duplicateOffer(row.title), "title");
}
