/**
 * Empties the marketplace for `market seed --reset`: every buyer and supplier account and what
 * hangs from it, the listings, matches, quotes and products, in one transaction. The
 * administrators stay, with their password, second factor, recovery codes and sessions: a reset
 * of a live database must not lock the operators out of /admin-dashboard, and an administrator is
 * never generated again by the seed. The audit log is kept too (the actors of deleted accounts
 * become anonymous through the foreign key), so the reset itself stays on record. The files of
 * the attachments it deletes go from DATA_DIR/files (they stayed there, read by nothing).
 */
import fs from "node:fs";
import path from "node:path";
import { eq, isNull, ne, notInArray, or } from "drizzle-orm";
import { appendEvents } from "../events/log";
import { removeUnreferencedFiles } from "../services/attachments";
import type { Database } from "./client";
import { achievements, attachments, deletionRequests, interactions, mailOutbox, matches, messages, needs, notifications, offers, products, quotes, users } from "./schema";

export interface ResetResult {
  /** The administrator accounts kept. */
  keptAdmins: number;
}

export async function resetMarketplace(database: Database, dataDir: string): Promise<ResetResult> {
  const result = await database.write(async (tx) => {
    // A running server hears of what goes (events): its indexes drop the listings and products,
    // the deleted users' live connections close. New rows may take the same ids again.
    const idsOf = async (table: typeof needs | typeof offers | typeof products) => (await tx.select({ id: table.id }).from(table)).map((row) => row.id);
    const [needIds, offerIds, productIds] = [await idsOf(needs), await idsOf(offers), await idsOf(products)];
    const goneIds = (await tx.select({ id: users.id }).from(users).where(ne(users.accountType, "admin"))).map((row) => row.id);
    const adminIds = (await tx.select({ id: users.id }).from(users).where(eq(users.accountType, "admin"))).map((row) => row.id);
    // The attachments' rows go with their owners' accounts (ON DELETE CASCADE); their files are removed after the write.
    const goneFiles = (await tx.select({ sha256: attachments.sha256 }).from(attachments).innerJoin(users, eq(attachments.ownerId, users.id)).where(ne(users.accountType, "admin"))).map((row) => row.sha256);
    // What the marketplace holds, whoever it belongs to (an administrator's notifications are about it).
    for (const table of [achievements, notifications, messages, interactions, quotes, matches, needs, offers, products, mailOutbox]) {
      await tx.delete(table);
    }
    // Requests of erasure of the accounts that go, or of accounts already erased; an administrator's stays.
    await tx.delete(deletionRequests).where(adminIds.length > 0 ? or(isNull(deletionRequests.userId), notInArray(deletionRequests.userId, adminIds)) : undefined);
    // Their sessions, consents, alerts, tokens… go with them (ON DELETE CASCADE).
    await tx.delete(users).where(ne(users.accountType, "admin"));
    await appendEvents(database, tx, [
      ...needIds.map((listingId) => ({ type: "listing.erased" as const, kind: "need" as const, listingId })),
      ...offerIds.map((listingId) => ({ type: "listing.erased" as const, kind: "offer" as const, listingId })),
      ...(productIds.length > 0 ? [{ type: "products.removed" as const, ids: productIds }] : []),
      ...goneIds.map((userId) => ({ type: "sessions.revoked" as const, userId })),
      { type: "stats.changed" },
    ]);
    return { keptAdmins: adminIds.length, goneFiles };
  });
  // A file an administrator's attachment still refers to (the same bytes) stays.
  await removeUnreferencedFiles({ database, dataDir }, result.goneFiles);
  // The saved vector graphs describe the listings that were just deleted.
  fs.rmSync(path.join(dataDir, "vectors"), { recursive: true, force: true });
  return { keptAdmins: result.keptAdmins };
}
