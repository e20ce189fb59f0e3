/**
 * A user's listings taken out of the marketplace and put back: by the user's own pause
 * (preferences.ts) and by an admin's suspension (admin-users.ts). Taking out closes the user's
 * active needs and offers and remembers which; putting back reopens exactly those (not ones the
 * user had closed, not ones deleted since) and scores them again, pairs new since included.
 * Matches already made stay as history.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Reader } from "../db/client";
import { needs, offers } from "../db/schema";
import type { DomainEvent } from "../events/types";
import type { ListingKind, ListingRow } from "./listing-kinds";

/** What these helpers need of the matching service (matching.ts), named here so that the two do not import each other. */
interface ListingsInMatching {
  removeFromMatching(kind: ListingKind, id: number): void;
  edit(kind: ListingKind, current: ListingRow, changes: Record<string, unknown>): Promise<unknown>;
}

/** What was taken out, stored in the user's settings so that putting back restores exactly that. */
export interface WithdrawnListings {
  at: string;
  needIds: number[];
  offerIds: number[];
}

/** Closes a user's active needs and offers inside the caller's transaction; returns their ids. */
export async function closeActiveListings(tx: Reader, userId: number, at: string): Promise<WithdrawnListings> {
  const closedNeeds = await tx
    .update(needs)
    .set({ status: "closed", updatedAt: at })
    .where(and(eq(needs.buyerId, userId), eq(needs.status, "active")))
    .returning({ id: needs.id });
  const closedOffers = await tx
    .update(offers)
    .set({ status: "closed", updatedAt: at })
    .where(and(eq(offers.supplierId, userId), eq(offers.status, "active")))
    .returning({ id: offers.id });
  return { at, needIds: closedNeeds.map((r) => r.id), offerIds: closedOffers.map((r) => r.id) };
}

/** Reopens what `closeActiveListings` closed, inside the caller's transaction (still the user's own only). */
export async function reopenListings(tx: Reader, userId: number, withdrawn: WithdrawnListings, at: string): Promise<void> {
  if (withdrawn.needIds.length > 0) {
    await tx.update(needs).set({ status: "active", updatedAt: at }).where(and(inArray(needs.id, withdrawn.needIds), eq(needs.buyerId, userId)));
  }
  if (withdrawn.offerIds.length > 0) {
    await tx.update(offers).set({ status: "active", updatedAt: at }).where(and(inArray(offers.id, withdrawn.offerIds), eq(offers.supplierId, userId)));
  }
}

/** The events of listings taken out (append them in the transaction that closed them): other processes' engines drop them. */
export function withdrawnEvents(withdrawn: Pick<WithdrawnListings, "needIds" | "offerIds">, type: "listing.withdrawn" | "listing.erased" = "listing.withdrawn"): DomainEvent[] {
  return [...withdrawn.needIds.map((id) => ({ type, kind: "need" as const, listingId: id })), ...withdrawn.offerIds.map((id) => ({ type, kind: "offer" as const, listingId: id }))];
}

/** After the commit that closed them: the listings leave this process's matching engine. */
export function leaveMatching(matching: Pick<ListingsInMatching, "removeFromMatching">, withdrawn: WithdrawnListings): void {
  for (const id of withdrawn.needIds) matching.removeFromMatching("need", id);
  for (const id of withdrawn.offerIds) matching.removeFromMatching("offer", id);
}

/** After the commit that reopened them: scored again, as an owner's edit would be. */
export async function rejoinMatching(database: Database, matching: Pick<ListingsInMatching, "edit">, withdrawn: WithdrawnListings): Promise<void> {
  for (const [kind, table, ids] of [
    ["need", needs, withdrawn.needIds],
    ["offer", offers, withdrawn.offerIds],
  ] as const) {
    if (ids.length === 0) continue;
    const rows = await database.db.select().from(table).where(and(inArray(table.id, ids), eq(table.status, "active")));
    for (const row of rows) await matching.edit(kind, row, {});
  }
}
