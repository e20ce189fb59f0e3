/** The admin dashboard's counters (SPEC: admin dashboard), for `market stats` beside the home figures. */
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLogs, deletionRequests, matches, needs, offers, products, users } from "../db/schema";

export interface AdminCounters {
  users: number;
  buyers: number;
  suppliers: number;
  admins: number;
  suspended: number;
  deleted: number;
  needs: number;
  offers: number;
  closedNeeds: number;
  closedOffers: number;
  matches: number;
  products: number;
  pendingDeletionRequests: number;
  auditEntries: number;
}

export async function adminCounters(database: Database): Promise<AdminCounters> {
  const db = database.db;
  const live = isNull(users.deletedAt);
  const [byRole, suspended, deleted, activeNeeds, closedNeeds, activeOffers, closedOffers, matchCount, productCount, pending, audit] = await Promise.all([
    db.select({ role: users.accountType, count: sql<number>`count(*)` }).from(users).where(live).groupBy(users.accountType),
    db.$count(users, and(live, eq(users.isSuspended, true))),
    db.$count(users, isNotNull(users.deletedAt)),
    db.$count(needs, eq(needs.status, "active")),
    db.$count(needs, eq(needs.status, "closed")),
    db.$count(offers, eq(offers.status, "active")),
    db.$count(offers, eq(offers.status, "closed")),
    db.$count(matches),
    db.$count(products),
    db.$count(deletionRequests, eq(deletionRequests.status, "pending")),
    db.$count(auditLogs),
  ]);
  const role = (name: string) => byRole.find((row) => row.role === name)?.count ?? 0;
  return {
    users: role("buyer") + role("supplier") + role("admin"),
    buyers: role("buyer"),
    suppliers: role("supplier"),
    admins: role("admin"),
    suspended,
    deleted,
    needs: activeNeeds,
    offers: activeOffers,
    closedNeeds,
    closedOffers,
    matches: matchCount,
    products: productCount,
    pendingDeletionRequests: pending,
    auditEntries: audit,
  };
}
