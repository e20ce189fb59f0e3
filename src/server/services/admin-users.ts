/**
 * The admin console's users: the searchable list, suspension and reactivation (SPEC §4, §6).
 * Suspension ends every session of the user in the same transaction as its audit entry, then
 * disconnects their sockets (`session:revoked`); a suspended user cannot sign in. Their active
 * listings leave the marketplace while they are suspended (closed, out of matching and of the
 * sector pages) and come back, scored again, when they are reactivated (withdrawn-listings.ts).
 */
import { accentInsensitiveGlob } from "../db/text-search";
import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AdminUserView, AdminUsersPage } from "../../shared/admin-views";
import type { AccountType } from "../../shared/enums";
import { ADMIN_ERRORS, ERRORS, VALIDATION } from "../../shared/messages";
import { invalidateUserSessions } from "../auth/sessions";
import type { Database } from "../db/client";
import { users, type UserRow } from "../db/schema";
import { appendEvents } from "../events/log";
import { auditBy, recordAudit, type AuditActor } from "./audit";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "./errors";
import type { MatchingService } from "./matching";
import { closeActiveListings, counterpartRefreshEvents, leaveMatching, rejoinMatching, reopenListings, withdrawnEvents, type WithdrawnListings } from "./withdrawn-listings";

export interface AdminDeps {
  database: Database;
  matching: Pick<MatchingService, "removeFromMatching" | "edit">;
}

/** What a suspension took out, kept in the user's settings until reactivation. */
function suspensionOf(row: UserRow): WithdrawnListings | null {
  return row.settings.suspension ?? null;
}

export function toAdminUserView(row: UserRow): AdminUserView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    companyName: row.companyName,
    accountType: row.accountType,
    sector: row.sector,
    location: row.location,
    isSuspended: row.isSuspended,
    suspendedReason: row.suspendedReason,
    deactivatedAt: row.deletedAt,
    createdAt: row.createdAt,
  };
}

export interface ListUsersOptions {
  /** Matched against username, e-mail and company name (anywhere; case, accents and apostrophes aside). */
  search?: string;
  role?: AccountType;
  suspended?: boolean;
  limit: number;
  offset: number;
}

/** « rhone » finds « Rhône Systèmes », « test's » finds « test’s » (text-search.ts). */
const globText = (column: SQLiteColumn, pattern: string): SQL => sql`${column} glob ${pattern}`;

export async function listUsers(database: Database, options: ListUsersOptions): Promise<AdminUsersPage> {
  const search = options.search?.trim();
  const pattern = search ? accentInsensitiveGlob(search) : null;
  const conditions: (SQL | undefined)[] = [
    pattern ? or(globText(users.username, pattern), globText(users.email, pattern), globText(users.companyName, pattern)) : undefined,
    options.role ? eq(users.accountType, options.role) : undefined,
    options.suspended === undefined ? undefined : eq(users.isSuspended, options.suspended),
  ];
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    database.db.select().from(users).where(where).orderBy(asc(users.id)).limit(options.limit).offset(options.offset),
    database.db.select({ n: count(), deactivated: count(users.deletedAt) }).from(users).where(where).get(),
  ]);
  return { users: rows.map(toAdminUserView), total: total?.n ?? 0, deactivated: total?.deactivated ?? 0 };
}

async function target(database: Database, userId: number): Promise<UserRow> {
  const row = await database.db.select().from(users).where(eq(users.id, userId)).get();
  if (!row) throw new NotFoundError(ERRORS.userNotFound);
  return row;
}

/** Suspends a non-admin account with a non-blank reason, ends its sessions and sockets. */
export async function suspendUser(deps: AdminDeps, actor: AuditActor, userId: number, reason: string): Promise<AdminUserView> {
  const why = reason.trim();
  if (!why) throw new InvalidError(VALIDATION.suspendReason, [{ path: "reason", message: VALIDATION.suspendReason }]);
  const user = await target(deps.database, userId);
  if (user.accountType === "admin") throw new ForbiddenError(ADMIN_ERRORS.adminNotSuspendable);
  const { updated, withdrawn } = await deps.database.write(async (tx) => {
    const current = await tx.select().from(users).where(eq(users.id, userId)).get();
    // Checked inside the write: two admins suspending at once get one 200 and one 409.
    if (current?.isSuspended) throw new ConflictError(ADMIN_ERRORS.alreadySuspended);
    const now = new Date().toISOString();
    const withdrawn = await closeActiveListings(tx, userId, now);
    const row = await tx
      .update(users)
      .set({ isSuspended: true, suspendedReason: why, settings: { ...current?.settings, suspension: withdrawn }, updatedAt: now })
      .where(eq(users.id, userId))
      .returning()
      .get();
    await invalidateUserSessions(deps.database, tx, userId);
    // Their listings leave every process's engine (the sockets close through invalidateUserSessions).
    await appendEvents(deps.database, tx, [...withdrawnEvents(withdrawn), ...(await counterpartRefreshEvents(tx, withdrawn)), { type: "stats.changed" }]);
    const details = `${why} (${withdrawn.needIds.length} besoins et ${withdrawn.offerIds.length} offres retirés du matching)`;
    await recordAudit(tx, { action: "user.suspend", resource: `user:${userId}`, ...auditBy(actor), success: true, severity: "high", details });
    return { updated: row, withdrawn };
  });
  leaveMatching(deps.matching, withdrawn);
  return toAdminUserView(updated);
}

export async function unsuspendUser(deps: AdminDeps, actor: AuditActor, userId: number): Promise<AdminUserView> {
  const user = await target(deps.database, userId);
  if (user.accountType === "admin") throw new ForbiddenError(ADMIN_ERRORS.adminNotSuspendable);
  const { updated, withdrawn } = await deps.database.write(async (tx) => {
    const current = await tx.select().from(users).where(eq(users.id, userId)).get();
    if (!current?.isSuspended) throw new ConflictError(ADMIN_ERRORS.notSuspended);
    const withdrawn = suspensionOf(current);
    const now = new Date().toISOString();
    if (withdrawn) {
      await reopenListings(tx, userId, withdrawn, now);
      await appendEvents(deps.database, tx, await counterpartRefreshEvents(tx, withdrawn));
    }
    const row = await tx
      .update(users)
      .set({ isSuspended: false, suspendedReason: null, settings: { ...current?.settings, suspension: null }, updatedAt: now })
      .where(eq(users.id, userId))
      .returning()
      .get();
    await recordAudit(tx, { action: "user.unsuspend", resource: `user:${userId}`, ...auditBy(actor), success: true, severity: "medium" });
    await appendEvents(deps.database, tx, [{ type: "stats.changed" }]);
    return { updated: row, withdrawn };
  });
  if (withdrawn) await rejoinMatching(deps.database, deps.matching, withdrawn);
  return toAdminUserView(updated);
}
