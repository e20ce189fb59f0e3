/**
 * A listing published twice (a double click on « Publier », a client that retries): the second
 * copy was matched, notified and listed like the first. One identical to an active listing of the
 * same owner, in every field they wrote, is refused; one that differs in anything is published.
 * An edit that turns an active listing into such a copy is refused the same way.
 */
import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import { ERRORS } from "../../shared/messages";
import type { Tx } from "../db/client";
import { ConflictError } from "./errors";
import { LISTING_KINDS, listingKind, type ListingKind, type ListingRow } from "./listing-kinds";

/**
 * How many of the owner's latest listings a new one is compared with. A double click or a client's
 * retry repeats the last one; comparing with every listing would make each publication of an
 * account with thousands of them read them all (50 cost 87 µs a publication in the load bench).
 */
const DUPLICATE_LOOKBACK = 10;

/** The parts of a kind's query that never change: its table, owner column and written fields. */
function queryParts(kind: ListingKind) {
  const d = listingKind(kind);
  const columns = getTableColumns(d.table) as Record<string, { name: string }>;
  const written = Object.keys(LISTING_KINDS[kind].inputSchema.shape).map((field) => sql.identifier(columns[field]!.name));
  return {
    table: sql.identifier(getTableName(d.table)),
    owner: sql.identifier(columns[d.ownerKey]!.name),
    written: sql.join(written, sql`, `),
    same: sql.join(
      written.map((column) => sql`earlier.${column} is new.${column}`),
      sql` and `,
    ),
  };
}
const PARTS = { need: queryParts("need"), offer: queryParts("offer") };

/**
 * Whether one of the owner's latest listings, active, holds in every field the owner writes (those
 * of the kind's input schema) what the new row holds, compared by SQLite on the stored values (JSON
 * fields as their stored text): nothing is read back but the answer.
 */
function repeatsQuery(kind: ListingKind, ownerId: number, id: number): SQL {
  const { table, owner, written, same } = PARTS[kind];
  return sql`select 1 from (select status, ${written} from ${table} where ${owner} = ${ownerId} and id <> ${id} order by id desc limit ${DUPLICATE_LOOKBACK}) as earlier
    join ${table} as new on new.id = ${id}
    where earlier.status = 'active' and ${same} limit 1`;
}

/**
 * Inside the publication's or the edit's write, once `row` is inserted or updated: throws (and so
 * rolls it back) when it repeats another active listing of its owner. A closed listing edited into
 * a copy repeats nothing on the market, so it is let through, as a closed one may be published again.
 */
export async function refuseDuplicate(tx: Tx, kind: ListingKind, row: ListingRow, change: "publication" | "edit" = "publication"): Promise<void> {
  if (row.status !== "active") return;
  const repeated = await tx.all(repeatsQuery(kind, listingKind(kind).ownerOf(row as never), row.id));
  if (repeated.length === 0) return;
  // A publication made a new copy; an edit made an existing listing the copy of another one.
  const message = change === "edit" ? (kind === "need" ? ERRORS.editedIntoDuplicateNeed : ERRORS.editedIntoDuplicateOffer) : kind === "need" ? ERRORS.duplicateNeed : ERRORS.duplicateOffer;
  throw new ConflictError(message(row.title), "title");
}
