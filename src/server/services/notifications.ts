/** Notifications live in the database and are pushed live (DESIGN §9). */
import { and, desc, eq, sql } from "drizzle-orm";
import type { NotificationView } from "../../shared/view-schemas";
import type { NotificationType } from "../../shared/enums";
import type { NotificationListInput } from "../../shared/schemas";
import { ERRORS } from "../../shared/messages";
import { statementOn, type Database, type Reader, type Tx } from "../db/client";
import { onlyOf } from "../db/answer-scopes";
import { jsonRows } from "../db/json-ids";
import { notifications, type NotificationRow } from "../db/schema";
import { appendEvents } from "../events/log";
import type { Announced } from "../events/types";
import { NotFoundError } from "./errors";

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    matchId: row.matchId,
    isRead: row.isRead,
    createdAt: row.createdAt,
    details: row.details,
    link: row.link,
  };
}

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  matchId?: number | null;
  details?: string | null;
  /** The app's page of what it announces (/quotes/12), when it is not the match's thread. */
  link?: string | null;
  /** What it announces, for its mail (events/types.ts). */
  announces?: Announced;
}

/** A row of `returning` in the table's column order (as `insertNotifications` asks for them). */
function notificationOf(row: Record<string, unknown>): NotificationRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    type: row.type as NotificationType,
    title: String(row.title),
    message: String(row.message),
    matchId: row.match_id === null ? null : Number(row.match_id),
    isRead: Boolean(row.is_read),
    details: row.details === null ? null : String(row.details),
    link: row.link === null || row.link === undefined ? null : String(row.link),
    createdAt: String(row.created_at),
  };
}

/**
 * Inserts inside the caller's transaction, with a `notification.created` event each: after the
 * commit, every server pushes them to their recipients' sockets and the mailer mails the new matches.
 */
export async function insertNotifications(database: Pick<Database, "origin">, tx: Tx, items: NewNotification[]): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  // The rows as one JSON parameter: one statement text, prepared once, whatever their number.
  const values = jsonRows(items.map((item) => [item.userId, item.type, item.title, item.message, item.matchId ?? null, item.details ?? null, item.link ?? null]));
  const result = await tx.run(sql`
    insert into notifications (user_id, type, title, message, match_id, details, link)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6 from json_each(${values}) order by key
    returning id, user_id, type, title, message, match_id, is_read, details, link, created_at`);
  const rows = result.rows.map(notificationOf);
  // Ids are given in insertion order: the i-th smallest is the i-th item.
  const inserted = [...rows].sort((a, b) => a.id - b.id);
  await appendEvents(
    database,
    tx,
    inserted.map((row, i) => ({ type: "notification.created", notificationId: row.id, userId: row.userId, notificationType: row.type, ...items[i]!.announces })),
  );
  return rows;
}

/** The conditions of the notifications page's filter and search, applied by the database. */
function listConditions(userId: number, input: Pick<NotificationListInput, "filter" | "q">) {
  const needle = input.q?.trim().toLocaleLowerCase("fr");
  return and(
    eq(notifications.userId, userId),
    input.filter === "unread" ? eq(notifications.isRead, false) : undefined,
    input.filter !== "all" && input.filter !== "unread" ? eq(notifications.type, input.filter) : undefined,
    // lower() folds ASCII only: the needle is folded the same way on both sides for the rest.
    needle ? sql`instr(lower(${notifications.title} || ' ' || ${notifications.message}), lower(${needle})) > 0` : undefined,
  );
}

/** One page of the user's notifications, newest first, and how many match the filter in all. */
export async function listNotifications(
  database: Database,
  userId: number,
  input: NotificationListInput,
): Promise<{ items: NotificationView[]; total: number }> {
  const where = listConditions(userId, input);
  const [rows, counted] = await Promise.all([
    database.db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(input.limit).offset(input.offset),
    database.db.select({ count: sql<number>`count(*)` }).from(notifications).where(where).get(),
  ]);
  return { items: rows.map(toNotificationView), total: counted?.count ?? 0 };
}

/** The bell's count, asked by every page: on a statement prepared once (issue 25). */
const unreadCountOf = statementOn((reader: Reader) =>
  reader
    .select({ count: sql<number>`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), eq(notifications.isRead, false)))
    .prepare(),
);

export async function countUnread(database: Database, userId: number): Promise<number> {
  const row = await unreadCountOf(database.db).get({ userId });
  return row?.count ?? 0;
}

const own = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

export async function getNotification(database: Database, userId: number, id: number): Promise<NotificationView> {
  const row = await database.db.select().from(notifications).where(own(userId, id)).get();
  if (!row) throw new NotFoundError(ERRORS.notificationNotFound);
  return toNotificationView(row);
}

/** The user's other tabs and devices refresh their bell (the event is written in the change's transaction). */
const announceChange = (database: Pick<Database, "origin">, tx: Tx, userId: number) => appendEvents(database, tx, [{ type: "notifications.changed", userId }]);

export async function markNotificationRead(database: Database, userId: number, id: number, isRead = true): Promise<NotificationView> {
  const row = await database.write(async (tx) => {
    const updated = await tx.update(notifications).set({ isRead }).where(own(userId, id)).returning().get();
    if (updated) await announceChange(database, tx, userId);
    return updated;
  }, onlyOf(userId));
  if (!row) throw new NotFoundError(ERRORS.notificationNotFound);
  return toNotificationView(row);
}

export async function markAllNotificationsRead(database: Database, userId: number): Promise<number> {
  const rows = await database.write(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    if (updated.length > 0) await announceChange(database, tx, userId);
    return updated;
  }, onlyOf(userId));
  return rows.length;
}

export async function deleteNotification(database: Database, userId: number, id: number): Promise<void> {
  const rows = await database.write(async (tx) => {
    const removed = await tx.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
    if (removed.length > 0) await announceChange(database, tx, userId);
    return removed;
  }, onlyOf(userId));
  if (rows.length === 0) throw new NotFoundError(ERRORS.notificationNotFound);
}
