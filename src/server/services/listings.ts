/** Needs and offers: the owners' lists and edits, the public lists by sector (DESIGN §5). */
import { and, desc, eq } from "drizzle-orm";
import type { NeedView, OfferView } from "../../shared/api-types";
import { ERRORS } from "../../shared/messages";
import type { needUpdateSchema, offerUpdateSchema } from "../../shared/schemas";
import type { z } from "zod";
import type { Database } from "../db/client";
import { needs, offers, users, type UserRow } from "../db/schema";
import type { RealtimeHub } from "../realtime/hub";
import { NotFoundError, ForbiddenError } from "./errors";
import { toNeedView, toOfferView } from "./listings-view";
import type { ListingKind, MatchingService } from "./matching";

interface Page {
  limit: number;
  offset: number;
}

export async function listOwnNeeds(database: Database, user: UserRow, page: Page): Promise<NeedView[]> {
  const rows = await database.db
    .select()
    .from(needs)
    .where(eq(needs.buyerId, user.id))
    .orderBy(desc(needs.createdAt), desc(needs.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toNeedView(row, user.companyName));
}

export async function listOwnOffers(database: Database, user: UserRow, page: Page): Promise<OfferView[]> {
  const rows = await database.db
    .select()
    .from(offers)
    .where(eq(offers.supplierId, user.id))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toOfferView(row, user.companyName));
}

/** Active needs of one sector, for everyone (the category page). */
export async function listNeedsByCategory(database: Database, category: string, page: Page): Promise<NeedView[]> {
  const rows = await database.db
    .select({ need: needs, companyName: users.companyName })
    .from(needs)
    .innerJoin(users, eq(needs.buyerId, users.id))
    .where(and(eq(needs.category, category), eq(needs.status, "active")))
    .orderBy(desc(needs.createdAt), desc(needs.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toNeedView(row.need, row.companyName));
}

export async function listOffersByCategory(database: Database, category: string, page: Page): Promise<OfferView[]> {
  const rows = await database.db
    .select({ offer: offers, companyName: users.companyName })
    .from(offers)
    .innerJoin(users, eq(offers.supplierId, users.id))
    .where(and(eq(offers.category, category), eq(offers.status, "active")))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toOfferView(row.offer, row.companyName));
}

async function ownedNeed(database: Database, id: number, user: UserRow) {
  const row = await database.db.select().from(needs).where(eq(needs.id, id)).get();
  if (!row) throw new NotFoundError(ERRORS.needNotFound);
  if (row.buyerId !== user.id) throw new ForbiddenError();
  return row;
}

async function ownedOffer(database: Database, id: number, user: UserRow) {
  const row = await database.db.select().from(offers).where(eq(offers.id, id)).get();
  if (!row) throw new NotFoundError(ERRORS.offerNotFound);
  if (row.supplierId !== user.id) throw new ForbiddenError();
  return row;
}

type NeedPatch = z.output<typeof needUpdateSchema>;
type OfferPatch = z.output<typeof offerUpdateSchema>;

/** Drops the keys a partial update did not send (zod defaults would otherwise reset them). */
function sentFields<T extends object>(patch: T, raw: Record<string, unknown>): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([key]) => key in raw && key !== "id")) as Partial<T>;
}

export async function updateNeed(
  database: Database,
  matching: MatchingService,
  user: UserRow,
  patch: NeedPatch,
  raw: Record<string, unknown>,
): Promise<NeedView> {
  await ownedNeed(database, patch.id, user);
  const row = await database.write((tx) =>
    tx
      .update(needs)
      .set({ ...sentFields(patch, raw), updatedAt: new Date().toISOString() })
      .where(eq(needs.id, patch.id))
      .returning()
      .get(),
  );
  await matching.reindex("need", row.id);
  return toNeedView(row, user.companyName);
}

export async function updateOffer(
  database: Database,
  matching: MatchingService,
  user: UserRow,
  patch: OfferPatch,
  raw: Record<string, unknown>,
): Promise<OfferView> {
  await ownedOffer(database, patch.id, user);
  const row = await database.write((tx) =>
    tx
      .update(offers)
      .set({ ...sentFields(patch, raw), updatedAt: new Date().toISOString() })
      .where(eq(offers.id, patch.id))
      .returning()
      .get(),
  );
  await matching.reindex("offer", row.id);
  return toOfferView(row, user.companyName);
}

/** Closing keeps the listing and its matches as history; it no longer takes part in matching. */
export async function closeListing(
  database: Database,
  matching: MatchingService,
  realtime: RealtimeHub,
  kind: ListingKind,
  id: number,
  user: UserRow,
): Promise<NeedView | OfferView> {
  const now = new Date().toISOString();
  let view: NeedView | OfferView;
  if (kind === "need") {
    await ownedNeed(database, id, user);
    const row = await database.write((tx) => tx.update(needs).set({ status: "closed", updatedAt: now }).where(eq(needs.id, id)).returning().get());
    view = toNeedView(row, user.companyName);
  } else {
    await ownedOffer(database, id, user);
    const row = await database.write((tx) => tx.update(offers).set({ status: "closed", updatedAt: now }).where(eq(offers.id, id)).returning().get());
    view = toOfferView(row, user.companyName);
  }
  matching.removeFromMatching(kind, id);
  realtime.toEveryone("stats:updated", {});
  return view;
}

/** Deleting removes the listing with its matches, interactions and messages. */
export async function deleteListing(
  database: Database,
  matching: MatchingService,
  realtime: RealtimeHub,
  kind: ListingKind,
  id: number,
  user: UserRow,
): Promise<void> {
  if (kind === "need") {
    await ownedNeed(database, id, user);
    await database.write((tx) => tx.delete(needs).where(eq(needs.id, id)));
  } else {
    await ownedOffer(database, id, user);
    await database.write((tx) => tx.delete(offers).where(eq(offers.id, id)));
  }
  matching.removeFromMatching(kind, id);
  realtime.toEveryone("stats:updated", {});
}
