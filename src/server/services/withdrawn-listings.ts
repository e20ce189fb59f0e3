/**
 * A user's listings taken out of the marketplace and put back: by the user's own pause
 * (preferences.ts) and by an admin's suspension (admin-users.ts). Taking out closes the user's
 * active needs and offers and remembers which; putting back reopens exactly those (not ones the
 * user had closed, not ones deleted since) and scores them again, pairs new since included.
 * Matches already made stay as history.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Reader } from "../db/client";
import { matches } from "../db/schema";
import type { WithdrawnListings } from "../db/schema";
import type { DomainEvent } from "../events/types";
import { listingKind, type ListingKind, type ListingRow } from "./listing-kinds";

const LISTING_KINDS = ["need", "offer"] as const;

/** What these helpers need of the matching service (matching.ts), named here so that the two do not import each other. */
interface ListingsInMatching {
  removeFromMatching(kind: ListingKind, id: number): void;
  edit(kind: ListingKind, current: ListingRow, changes: Record<string, unknown>): Promise<unknown>;
}

export type { WithdrawnListings } from "../db/schema";

/** The ids of each kind, as a withdrawal stores them. */
const idsOf = (withdrawn: Pick<WithdrawnListings, "needIds" | "offerIds">, kind: ListingKind) => (kind === "need" ? withdrawn.needIds : withdrawn.offerIds);

/** Closes a user's active needs and offers inside the caller's transaction; returns their ids. */
export async function closeActiveListings(tx: Reader, userId: number, at: string): Promise<WithdrawnListings> {
  const closed = { need: [] as number[], offer: [] as number[] };
  for (const kind of LISTING_KINDS) {
    const d = listingKind(kind);
    const rows = await tx
      .update(d.table)
      .set({ status: "closed", updatedAt: at })
      .where(and(eq(d.columns.ownerId, userId), eq(d.columns.status, "active")))
      .returning({ id: d.columns.id });
    closed[kind] = rows.map((row) => row.id);
  }
  return { at, needIds: closed.need, offerIds: closed.offer };
}

/** Reopens what `closeActiveListings` closed, inside the caller's transaction (still the user's own only). */
export async function reopenListings(tx: Reader, userId: number, withdrawn: WithdrawnListings, at: string): Promise<void> {
  for (const kind of LISTING_KINDS) {
    const ids = idsOf(withdrawn, kind);
    if (ids.length === 0) continue;
    const d = listingKind(kind);
    await tx.update(d.table).set({ status: "active", updatedAt: at }).where(and(inArray(d.columns.id, ids), eq(d.columns.ownerId, userId)));
  }
}

/** The events of listings taken out (append them in the transaction that closed them): other processes' engines drop them. */
export function withdrawnEvents(withdrawn: Pick<WithdrawnListings, "needIds" | "offerIds">, type: "listing.withdrawn" | "listing.erased" = "listing.withdrawn"): DomainEvent[] {
  return LISTING_KINDS.flatMap((kind) => idsOf(withdrawn, kind).map((listingId) => ({ type, kind, listingId })));
}

/**
 * The owners on the other side of these listings' matches refresh those cards (issue 24): a
 * closed, paused, suspended, reopened or awarded listing shows its new state at once on their
 * open /matches and dashboard, instead of after a reload. Read inside the transaction, before an
 * erasure takes the matches away.
 */
export async function counterpartRefreshEvents(reader: Reader, listings: Pick<WithdrawnListings, "needIds" | "offerIds">): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  for (const kind of LISTING_KINDS) {
    const ids = idsOf(listings, kind);
    if (ids.length === 0) continue;
    const d = listingKind(kind);
    const other = listingKind(d.counterpart);
    for (let i = 0; i < ids.length; i += 500) {
      const pairs = await reader
        .select({ matchId: matches.id, ownerId: other.columns.ownerId })
        .from(matches)
        .innerJoin(other.table, eq(other.matchColumn, other.columns.id))
        .where(inArray(d.matchColumn, ids.slice(i, i + 500)));
      for (const pair of pairs) events.push({ type: "match.updated", matchId: pair.matchId, userIds: [pair.ownerId] });
    }
  }
  return events;
}

/** After the commit that closed them: the listings leave this process's matching engine. */
export function leaveMatching(matching: Pick<ListingsInMatching, "removeFromMatching">, withdrawn: WithdrawnListings): void {
  for (const kind of LISTING_KINDS) for (const id of idsOf(withdrawn, kind)) matching.removeFromMatching(kind, id);
}

/** After the commit that reopened them: scored again, as an owner's edit would be. */
export async function rejoinMatching(database: Database, matching: Pick<ListingsInMatching, "edit">, withdrawn: WithdrawnListings): Promise<void> {
  for (const kind of LISTING_KINDS) {
    const ids = idsOf(withdrawn, kind);
    if (ids.length === 0) continue;
    const d = listingKind(kind);
    const rows = (await database.db.select().from(d.table).where(and(inArray(d.columns.id, ids), eq(d.columns.status, "active")))) as ListingRow[];
    for (const row of rows) await matching.edit(kind, row, {});
  }
}
