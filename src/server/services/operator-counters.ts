/**
 * What an operator checks beside the admin console's analytics (`market stats`): suspended and
 * deactivated accounts, closed listings, the catalogue, pending erasures and the audit log's size.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLogs, deletionRequests, needs, offers, products, users } from "../db/schema";

export interface OperatorCounters {
  admins: number;
  suspended: number;
  deactivated: number;
  closedNeeds: number;
  closedOffers: number;
  products: number;
  pendingDeletionRequests: number;
  auditEntries: number;
}

export async function operatorCounters(database: Database): Promise<OperatorCounters> {
  const db = database.db;
  const [admins, suspended, deactivated, closedNeeds, closedOffers, productCount, pending, audit] = await Promise.all([
    db.$count(users, and(isNull(users.deletedAt), eq(users.accountType, "admin"))),
    db.$count(users, and(isNull(users.deletedAt), eq(users.isSuspended, true))),
    db.$count(users, isNotNull(users.deletedAt)),
    db.$count(needs, eq(needs.status, "closed")),
    db.$count(offers, eq(offers.status, "closed")),
    db.$count(products),
    db.$count(deletionRequests, eq(deletionRequests.status, "pending")),
    db.$count(auditLogs),
  ]);
  return { admins, suspended, deactivated, closedNeeds, closedOffers, products: productCount, pendingDeletionRequests: pending, auditEntries: audit };
}
