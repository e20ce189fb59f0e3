/**
 * The audit log (DESIGN §10): severity, action, resource, actor, IP, time and success.
 *
 * An entry is written with `recordAudit` inside the transaction of the action it records, so
 * both exist or neither does (docs/decisions/007-audit-in-the-same-transaction.md). Entries
 * older than the retention period are purged by `purgeAuditLogs`, run at server start, then
 * daily, and by `market audit purge`.
 */
import { and, count, desc, eq, gte, like, lt, sql, type SQL } from "drizzle-orm";
import type { AuditEntryView, AuditPage } from "../../shared/admin-views";
import type { AuditSeverity } from "../../shared/enums";
import { writeStatement, type Database, type Reader, type Tx } from "../db/client";
import { auditLogs } from "../db/schema";

/** Who acts, as services receive it from a request (or from the CLI: no IP). */
export interface AuditActor {
  userId: number | null;
  username: string;
  ip: string | null;
}

export interface AuditEntry {
  action: string;
  resource: string;
  /** Null id: an operator without an account (the CLI) or an erased user. */
  actor: { id: number | null; username: string } | null;
  ip: string | null;
  success: boolean;
  severity: AuditSeverity;
  details?: string;
}

const insertAudit = writeStatement((db) =>
  db
    .insert(auditLogs)
    .values({
      action: sql.placeholder("action"),
      resource: sql.placeholder("resource"),
      userId: sql.placeholder("userId"),
      username: sql.placeholder("username"),
      ip: sql.placeholder("ip"),
      success: sql.placeholder("success"),
      severity: sql.placeholder("severity"),
      details: sql.placeholder("details"),
    })
    .prepare(),
);

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await insertAudit(tx).run({
    action: entry.action,
    resource: entry.resource,
    userId: entry.actor?.id ?? null,
    username: entry.actor?.username ?? null,
    ip: entry.ip,
    success: entry.success,
    severity: entry.severity,
    details: entry.details ?? null,
  });
}

/** The actor and address fields of an entry, from an `AuditActor`. */
export function auditBy(actor: AuditActor): Pick<AuditEntry, "actor" | "ip"> {
  return { actor: { id: actor.userId, username: actor.username }, ip: actor.ip };
}

/** The operator of the command line: no account, no address. */
export const CLI_ACTOR: AuditActor = { userId: null, username: "market (CLI)", ip: null };

export function toAuditEntryView(row: typeof auditLogs.$inferSelect): AuditEntryView {
  return {
    id: row.id,
    severity: row.severity,
    action: row.action,
    resource: row.resource,
    userId: row.userId,
    username: row.username,
    ip: row.ip,
    timestamp: row.timestamp,
    success: row.success,
    details: row.details,
  };
}

export interface AuditFilter {
  severity?: AuditSeverity;
  /** Exact action ("user.suspend") or a prefix ending with a dot ("auth."). */
  action?: string;
  userId?: number;
  /** ISO date or timestamp; a bare date includes the whole day for `to`. */
  from?: string;
  to?: string;
}

function isoBound(value: string, endOfDay: boolean): string {
  const date = new Date(value);
  if (endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.severity ? eq(auditLogs.severity, filter.severity) : undefined,
    filter.action ? (filter.action.endsWith(".") ? like(auditLogs.action, `${filter.action}%`) : eq(auditLogs.action, filter.action)) : undefined,
    filter.userId ? eq(auditLogs.userId, filter.userId) : undefined,
    filter.from ? gte(auditLogs.timestamp, isoBound(filter.from, false)) : undefined,
    filter.to ? lt(auditLogs.timestamp, isoBound(filter.to, true)) : undefined,
  ];
  return and(...conditions);
}

/** Latest first, filtered and paged by the server. */
export async function listAuditLogs(database: Database, options: AuditFilter & { limit: number; offset: number }): Promise<AuditPage> {
  const where = auditWhere(options);
  const [rows, total] = await Promise.all([
    database.db.select().from(auditLogs).where(where).orderBy(desc(auditLogs.timestamp), desc(auditLogs.id)).limit(options.limit).offset(options.offset),
    database.db.select({ n: count() }).from(auditLogs).where(where).get(),
  ]);
  return { entries: rows.map(toAuditEntryView), total: total?.n ?? 0 };
}

/** Every entry matching the filter, latest first (the CSV export). */
export async function allAuditLogs(reader: Reader, filter: AuditFilter = {}): Promise<AuditEntryView[]> {
  const rows = await reader.select().from(auditLogs).where(auditWhere(filter)).orderBy(desc(auditLogs.timestamp), desc(auditLogs.id));
  return rows.map(toAuditEntryView);
}

/** The retention job: deletes entries older than `olderThanMonths` and records that it ran. */
export async function purgeAuditLogs(database: Database, options: { olderThanMonths: number; now?: Date }): Promise<{ removed: number; before: string }> {
  if (!Number.isFinite(options.olderThanMonths) || options.olderThanMonths < 1) throw new RangeError("olderThanMonths must be at least 1");
  const cutoff = new Date(options.now ?? Date.now());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - options.olderThanMonths);
  const before = cutoff.toISOString();
  const removed = await database.write(async (tx) => {
    const { rowsAffected } = await tx.delete(auditLogs).where(lt(auditLogs.timestamp, before));
    if (rowsAffected > 0) {
      await recordAudit(tx, {
        action: "audit.purge",
        resource: "audit_logs",
        actor: null,
        ip: null,
        success: true,
        severity: "low",
        details: `${rowsAffected} entrées antérieures au ${before.slice(0, 10)} supprimées (conservation : ${options.olderThanMonths} mois)`,
      });
    }
    return rowsAffected;
  });
  return { removed, before };
}

/** The actor of a signed-in request. */
export function actorOf(user: { id: number; username: string }, ip: string | null): AuditActor & { userId: number } {
  return { userId: user.id, username: user.username, ip };
}
