/**
 * What an operator checks beside the admin console's analytics (`market stats`): suspended and
 * deactivated accounts, closed listings, the weak leads kept, the catalogue, pending erasures and
 * the audit log's size.
 */
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { SHOWN_MIN_SCORE } from "../../shared/constants";
import type { Database } from "../db/client";
import { auditLogs, deletionRequests, matches, needs, offers, products, users } from "../db/schema";

export interface OperatorCounters {
  admins: number;
  suspended: number;
  deactivated: number;
  closedNeeds: number;
  closedOffers: number;
  /** Stored matches below SHOWN_MIN_SCORE: kept behind « Autres pistes », not in the counters users see. */
  otherLeads: number;
  products: number;
  pendingDeletionRequests: number;
  auditEntries: number;
}

export async function operatorCounters(database: Database): Promise<OperatorCounters> {
  const db = database.db;
  const [admins, suspended, deactivated, closedNeeds, closedOffers, otherLeads, productCount, pending, audit] = await Promise.all([
    db.$count(users, and(isNull(users.deletedAt), eq(users.accountType, "admin"))),
    db.$count(users, and(isNull(users.deletedAt), eq(users.isSuspended, true))),
    db.$count(users, isNotNull(users.deletedAt)),
    db.$count(needs, eq(needs.status, "closed")),
    db.$count(offers, eq(offers.status, "closed")),
    db.$count(matches, lt(matches.hybridScore, SHOWN_MIN_SCORE)),
    db.$count(products),
    db.$count(deletionRequests, eq(deletionRequests.status, "pending")),
    db.$count(auditLogs),
  ]);
  return { admins, suspended, deactivated, closedNeeds, closedOffers, otherLeads, products: productCount, pendingDeletionRequests: pending, auditEntries: audit };
}
