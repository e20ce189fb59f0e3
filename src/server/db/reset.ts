/**
 * Empties the marketplace for `market seed --reset`: every account and what hangs from it, the
 * listings, matches and products, in one transaction. The audit log is kept (its actors become
 * anonymous through the foreign key), so the reset itself stays on record.
 */
import fs from "node:fs";
import path from "node:path";
import { appendEvents } from "../events/log";
import type { Database } from "./client";
import {
  achievements,
  consents,
  deletionRequests,
  interactions,
  mailOutbox,
  matches,
  messages,
  needs,
  notifications,
  offers,
  products,
  sessions,
  users,
} from "./schema";

export async function resetMarketplace(database: Database, dataDir: string): Promise<void> {
  await database.write(async (tx) => {
    // A running server hears of what goes (events): its indexes drop the listings and products,
    // the users' live connections close. New rows may take the same ids again.
    const idsOf = async (table: typeof needs | typeof offers | typeof products | typeof users) => (await tx.select({ id: table.id }).from(table)).map((row) => row.id);
    const [needIds, offerIds, productIds, userIds] = [await idsOf(needs), await idsOf(offers), await idsOf(products), await idsOf(users)];
    for (const table of [achievements, notifications, messages, interactions, matches, needs, offers, products, consents, deletionRequests, sessions, mailOutbox, users]) {
      await tx.delete(table);
    }
    await appendEvents(database, tx, [
      ...needIds.map((listingId) => ({ type: "listing.erased" as const, kind: "need" as const, listingId })),
      ...offerIds.map((listingId) => ({ type: "listing.erased" as const, kind: "offer" as const, listingId })),
      ...(productIds.length > 0 ? [{ type: "products.removed" as const, ids: productIds }] : []),
      ...userIds.map((userId) => ({ type: "sessions.revoked" as const, userId })),
      { type: "stats.changed" },
    ]);
  });
  // The saved vector graphs describe the listings that were just deleted.
  fs.rmSync(path.join(dataDir, "vectors"), { recursive: true, force: true });
}
