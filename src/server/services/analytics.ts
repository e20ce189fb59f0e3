/** Platform-wide figures for the admin console (SPEC §3: Analytics and Location stats). */
import { headOf } from "../../shared/format";
import { and, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import { SHOWN_MIN_SCORE } from "../../shared/constants";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AnalyticsView, LocationStatsView } from "../../shared/admin-views";
import type { RematchResult } from "../../shared/view-schemas";
import type { Database } from "../db/client";
import { matches, needs, offers, quotes, users } from "../db/schema";
import { auditBy, recordAudit, type AuditActor } from "./audit";
import type { MatchingService } from "./matching";
import { sentToBuyer } from "./quotes/lists";

async function countBy(database: Database, table: SQLiteTable, column: SQLiteColumn, where: SQL | undefined): Promise<Record<string, number>> {
  const rows = await database.db
    .select({ key: column, n: sql<number>`count(*)` })
    .from(table)
    .where(where)
    .groupBy(column)
    .orderBy(sql`count(*) desc`, column);
  return Object.fromEntries(rows.map((row) => [String(row.key), row.n]));
}

const activeUser = isNull(users.deletedAt);
const activeNeed = eq(needs.status, "active");
const activeOffer = eq(offers.status, "active");

/** Counters use the home page's rules: accounts not awaiting erasure, active needs and offers. */
export async function analytics(database: Database): Promise<AnalyticsView> {
  const db = database.db;
  const [totalUsers, totalBuyers, totalSuppliers, totalNeeds, totalOffers, totalMatches, totalQuotes, acceptedQuotes, usersBySector, needsBySector, offersBySector] = await Promise.all([
    db.$count(users, activeUser),
    db.$count(users, and(activeUser, eq(users.accountType, "buyer"))),
    db.$count(users, and(activeUser, eq(users.accountType, "supplier"))),
    db.$count(needs, activeNeed),
    db.$count(offers, activeOffer),
    db.$count(matches, gte(matches.hybridScore, SHOWN_MIN_SCORE)),
    db.$count(quotes, sentToBuyer),
    db.$count(quotes, eq(quotes.status, "accepted")),
    countBy(database, users, users.sector, and(activeUser, sql`${users.accountType} <> 'admin'`)),
    countBy(database, needs, needs.category, activeNeed),
    countBy(database, offers, offers.category, activeOffer),
  ]);
  return { totalUsers, totalBuyers, totalSuppliers, totalNeeds, totalOffers, totalMatches, totalQuotes, acceptedQuotes, usersBySector, needsBySector, offersBySector };
}

/** Active needs and offers by place, the largest first. */
export async function locationStats(database: Database): Promise<LocationStatsView> {
  const [needsByLocation, offersByLocation] = await Promise.all([
    countBy(database, needs, needs.location, activeNeed),
    countBy(database, offers, offers.location, activeOffer),
  ]);
  return { needsByLocation, offersByLocation };
}

/**
 * The admin's hybrid re-matching, recorded in the audit log. The re-match runs in batches of
 * needs, one transaction each, so its entry is written once it finished (or failed).
 */
export async function rematchAudited(
  deps: { database: Database; matching: MatchingService },
  actor: AuditActor,
  options: { alpha?: number } = {},
): Promise<RematchResult> {
  const entry = { action: "matching.rematch", resource: "matches", ...auditBy(actor), severity: "medium" as const };
  try {
    const result = await deps.matching.rematchAll(options);
    const details = `créés ${result.created}, mis à jour ${result.updated}, supprimés ${result.removed}${options.alpha === undefined ? "" : `, alpha ${options.alpha}`}`;
    await deps.database.write((tx) => recordAudit(tx, { ...entry, success: true, details }));
    return result;
  } catch (error) {
    await deps.database.write((tx) => recordAudit(tx, { ...entry, success: false, details: headOf(String(error), 300) }));
    throw error;
  }
}
