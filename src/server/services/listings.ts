/**
 * Needs and offers, both kinds through one descriptor (listing-kinds.ts): the owners' lists,
 * publication, edits, closing and deletion, and the public lists by sector (DESIGN §5).
 */
import { counterpartRefreshEvents } from "./withdrawn-listings";
import { and, desc, eq } from "drizzle-orm";
import { isPastDay } from "../../shared/dates";
import { VALIDATION } from "../../shared/messages";
import type { NeedView, OfferView, PublishResult } from "../../shared/view-schemas";
import type { Database, Reader, Tx } from "../db/client";
import { matches, users, type NeedRow, type UserRow } from "../db/schema";
import { appendEvents } from "../events/log";
import { recordAudit } from "./audit";
import { ForbiddenError, InvalidError, NotFoundError } from "./errors";
import { listingKind, type ListingKind, type ListingRow } from "./listing-kinds";
import { refuseDuplicate } from "./listing-duplicates";
import type { MatchingService } from "./matching";
import { closeWaitingRequests, declineOpenQuotesOfNeed, NEED_CLOSED_REASON, NEED_DELETED_REASON, tellAwardedOfDeletion, tellQuotingSuppliersOfChange } from "./quotes/service";

export interface ListingDeps {
  database: Database;
  matching: MatchingService;
}

interface Page {
  limit: number;
  offset: number;
}

type ListingView = NeedView | OfferView;

export async function listOwnListings(database: Database, kind: ListingKind, user: UserRow, page: Page): Promise<ListingPage> {
  const d = listingKind(kind);
  const where = eq(d.columns.ownerId, user.id);
  const [rows, total] = await Promise.all([
    database.db.select().from(d.table).where(where).orderBy(desc(d.columns.createdAt), desc(d.columns.id)).limit(page.limit).offset(page.offset) as Promise<ListingRow[]>,
    database.db.$count(d.table, where),
  ]);
  return { items: rows.map((row) => d.toView(row, user.companyName)), total };
}

/** Active listings of one sector, for everyone (the category page). */
export async function listActiveBySector(database: Database, kind: ListingKind, category: string, page: Page): Promise<ListingPage> {
  const d = listingKind(kind);
  const where = and(eq(d.columns.category, category), eq(d.columns.status, "active"));
  const [rows, total] = await Promise.all([
    database.db
      .select({ listing: d.table, companyName: users.companyName })
      .from(d.table)
      .innerJoin(users, eq(d.columns.ownerId, users.id))
      .where(where)
      .orderBy(desc(d.columns.createdAt), desc(d.columns.id))
      .limit(page.limit)
      .offset(page.offset),
    database.db.$count(d.table, where),
  ]);
  return { items: rows.map((row) => d.toView(row.listing as ListingRow, row.companyName)), total };
}

/** The matches of a listing, each with the owner of the listing on the other side. */
async function pairsWithOwners(reader: Reader, kind: ListingKind, id: number): Promise<{ matchId: number; counterpartOwnerId: number }[]> {
  const d = listingKind(kind);
  const other = listingKind(d.counterpart);
  return reader
    .select({ matchId: matches.id, counterpartOwnerId: other.columns.ownerId })
    .from(matches)
    .innerJoin(other.table, eq(other.matchColumn, other.columns.id))
    .where(eq(d.matchColumn, id));
}

/** The listing, when it exists and `user` owns it. */
async function loadOwned(reader: Reader, kind: ListingKind, id: number, user: UserRow): Promise<ListingRow> {
  const d = listingKind(kind);
  const row = (await reader.select().from(d.table).where(eq(d.columns.id, id)).get()) as ListingRow | undefined;
  if (!row) throw new NotFoundError(d.messages.notFound);
  if (d.ownerOf(row) !== user.id) throw new ForbiddenError();
  return row;
}

/** The audit entry of an owner's change to a listing, written in the change's transaction. */
function audited(kind: ListingKind, verb: "publish" | "update" | "close" | "delete", user: UserRow, ip: string | null) {
  return (tx: Tx, row: { id: number; title: string }) =>
    recordAudit(tx, { action: `${kind}.${verb}`, resource: `${kind}:${row.id}`, actor: user, ip, success: true, severity: verb === "delete" ? "medium" : "low", details: row.title });
}

export async function publishListing(deps: ListingDeps, kind: ListingKind, user: UserRow, input: object, ip: string | null = null): Promise<PublishResult<ListingView>> {
  if (user.accountType !== listingKind(kind).ownerRole) throw new ForbiddenError(listingKind(kind).messages.ownerOnly);
  const audit = audited(kind, "publish", user, ip);
  return (await deps.matching.publish(kind, user, input, async (tx, row) => {
    await refuseDuplicate(tx, kind, row);
    await audit(tx, row);
  })) as PublishResult<ListingView>;
}

/** Changes the fields the owner sent (and only those), then re-scores the listing. */
export async function updateListing(deps: ListingDeps, kind: ListingKind, user: UserRow, patch: { id: number }, ip: string | null = null): Promise<ListingView> {
  const { id, ...changes } = patch;
  const current = await loadOwned(deps.database.db, kind, id, user);
  if (movesDeadlineIntoPast(current, changes)) throw new InvalidError(VALIDATION.deadlinePast, [{ path: "deadline", message: VALIDATION.deadlinePast }]);
  const row = await deps.matching.edit(kind, current, changes, async (tx, updated) => {
    // Before the audit and the suppliers' mails: a refused edit writes and sends nothing.
    await refuseDuplicate(tx, kind, updated, "edit");
    await audited(kind, "update", user, ip)(tx, updated);
    if (kind === "need") await tellQuotingSuppliersOfChange(deps.database, tx, current as NeedRow, updated as NeedRow, user);
  });
  return listingKind(kind).toView(row, user.companyName);
}

/** A deadline set to a day already over; one that passed since publication may be sent back unchanged. */
function movesDeadlineIntoPast(current: ListingRow, changes: { deadline?: unknown }): boolean {
  const deadline = changes.deadline;
  return typeof deadline === "string" && "deadline" in current && deadline !== current.deadline && isPastDay(deadline);
}

/** Closing keeps the listing and its matches as history; it no longer takes part in matching. */
export async function closeListing(deps: ListingDeps, kind: ListingKind, id: number, user: UserRow, ip: string | null = null): Promise<ListingView> {
  const d = listingKind(kind);
  await loadOwned(deps.database.db, kind, id, user);
  const row = (await deps.database.write(async (tx) => {
    const closed = (await tx.update(d.table).set({ status: "closed", updatedAt: new Date().toISOString() }).where(eq(d.columns.id, id)).returning().get()) as ListingRow;
    if (kind === "need") {
      await declineOpenQuotesOfNeed(deps.database, tx, id, user, NEED_CLOSED_REASON);
      await closeWaitingRequests(deps.database, tx, closed, user, NEED_CLOSED_REASON);
    }
    await audited(kind, "close", user, ip)(tx, closed);
    await appendEvents(deps.database, tx, [
      { type: "listing.withdrawn", kind, listingId: id },
      ...(await counterpartRefreshEvents(tx, kind === "need" ? { needIds: [id], offerIds: [] } : { needIds: [], offerIds: [id] })),
      { type: "stats.changed" },
    ]);
    return closed;
  })) as ListingRow;
  deps.matching.removeFromMatching(kind, id);
  return d.toView(row, user.companyName);
}

/** Deleting removes the listing with its matches, interactions and messages. */
export async function deleteListing(deps: ListingDeps, kind: ListingKind, id: number, user: UserRow, ip: string | null = null): Promise<void> {
  const d = listingKind(kind);
  const current = await loadOwned(deps.database.db, kind, id, user);
  await deps.database.write(async (tx) => {
    // The counterparts of its matches see their cards go at once (issue 24): the matches go with the listing.
    const gone = await pairsWithOwners(tx, kind, id);
    if (kind === "need") {
      await declineOpenQuotesOfNeed(deps.database, tx, id, user, NEED_DELETED_REASON);
      await closeWaitingRequests(deps.database, tx, current, user, NEED_DELETED_REASON);
      await tellAwardedOfDeletion(deps.database, tx, id, user);
    }
    await tx.delete(d.table).where(eq(d.columns.id, id));
    await audited(kind, "delete", user, ip)(tx, current);
    await appendEvents(deps.database, tx, [
      { type: "listing.erased", kind, listingId: id },
      ...gone.map((pair) => ({ type: "match.updated" as const, matchId: pair.matchId, userIds: [pair.counterpartOwnerId] })),
      { type: "stats.changed" },
    ]);
  });
  deps.matching.removeFromMatching(kind, id);
}
/** One page of listings and how many there are in all: the pages count on the server, not a capped list (issue 19). */
export interface ListingPage {
  items: ListingView[];
  total: number;
}

