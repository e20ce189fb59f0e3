/**
 * Empties the marketplace for `market seed --reset`: every account and what hangs from it, the
 * listings, matches and products, in one transaction. The audit log is kept (its actors become
 * anonymous through the foreign key), so the reset itself stays on record.
 */
import fs from "node:fs";
import path from "node:path";
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
    for (const table of [achievements, notifications, messages, interactions, matches, needs, offers, products, consents, deletionRequests, sessions, mailOutbox, users]) {
      await tx.delete(table);
    }
  });
  // The saved vector graphs describe the listings that were just deleted.
  fs.rmSync(path.join(dataDir, "vectors"), { recursive: true, force: true });
}
