/**
 * Writing and reading the `events` table. `appendEvents` runs inside the caller's write
 * transaction, so an event exists exactly when its change does.
 */
import { and, asc, gt, lt, lte, max, sql } from "drizzle-orm";
import { beforeCommit, noteEventsAppended, statementOn, type Database, type Reader, type Tx } from "../db/client";
import { noAnswers } from "../db/answer-scopes";
import { jsonRows } from "../db/json-ids";
import { eventCursors, events } from "../db/schema";
import type { DomainEvent, StoredEvent } from "./types";

/** Events are kept this long, then pruned (a server down for longer restarts from the database itself). */
export const EVENTS_KEEP_DAYS = 7;

/** The events a transaction of write() appended so far, written together before it commits. */
const gathered = new WeakMap<Tx, { origin: string; items: DomainEvent[] }>();

/**
 * Appends events in `tx`. In a transaction of write(), they are written together before it
 * commits, in the order they were appended (a publication appended its events in three
 * statements, issue 25); in any other transaction, now.
 */
export async function appendEvents(database: Pick<Database, "origin">, tx: Tx, items: DomainEvent[]): Promise<void> {
  if (items.length === 0) return;
  const pending = gathered.get(tx);
  if (pending?.origin === database.origin) {
    pending.items.push(...items);
    return;
  }
  if (!pending) {
    const gathering = { origin: database.origin, items: [...items] };
    const deferred = beforeCommit(tx, () => {
      gathered.delete(tx);
      return insertEvents(database, tx, gathering.items);
    });
    if (deferred) {
      gathered.set(tx, gathering);
      return;
    }
  }
  await insertEvents(database, tx, items);
}

async function insertEvents(database: Pick<Database, "origin">, tx: Tx, items: DomainEvent[]): Promise<void> {
  // The rows as one JSON parameter: one statement text, prepared once, whatever their number.
  const rows = jsonRows(items.map(({ type, ...payload }) => [type, jsonRows(payload)]));
  await tx.run(sql`insert into events (type, payload, origin) select value ->> 0, value ->> 1, ${database.origin} from json_each(${rows}) order by key`);
  noteEventsAppended(tx);
}

/** The newest event id (0 when there is none): where a process that just loaded everything starts. */
export async function lastEventId(reader: Reader): Promise<number> {
  const row = await reader.select({ id: max(events.id) }).from(events).get();
  return row?.id ?? 0;
}

/** The events after `afterId`, oldest first. */
const selectEventsAfter = statementOn((reader) =>
  reader.select().from(events).where(gt(events.id, sql.placeholder("afterId"))).orderBy(asc(events.id)).limit(sql.placeholder("limit")).prepare(),
);

export async function eventsAfter(reader: Reader, afterId: number, limit: number): Promise<StoredEvent[]> {
  const rows = await selectEventsAfter(reader).all({ afterId, limit });
  return rows.map((row) => ({ ...(row.payload as object), type: row.type, id: row.id, origin: row.origin, createdAt: row.createdAt }) as StoredEvent);
}

/** Creates a shared cursor at 0 unless it exists (a subscriber that runs once for all processes). */
export async function createCursor(database: Database, name: string): Promise<void> {
  await database.write((tx) => tx.insert(eventCursors).values({ name, lastId: 0 }).onConflictDoNothing(), noAnswers);
}

/** A shared cursor's position (0 when it does not exist yet). */
export async function cursorOf(database: Database, name: string): Promise<number> {
  const row = await database.db.select({ lastId: eventCursors.lastId }).from(eventCursors).where(sql`${eventCursors.name} = ${name}`).get();
  return row?.lastId ?? 0;
}

/**
 * Moves a shared cursor from `from` to `to` inside `tx`, only if nobody moved it meanwhile; false
 * when another process did (its work stands, this one's is dropped with the rolled-back transaction).
 */
export async function advanceCursor(tx: Tx, name: string, from: number, to: number): Promise<boolean> {
  const moved = await tx
    .update(eventCursors)
    .set({ lastId: to })
    .where(and(sql`${eventCursors.name} = ${name}`, sql`${eventCursors.lastId} = ${from}`))
    .returning({ lastId: eventCursors.lastId });
  return moved.length === 1;
}

/** Deletes events older than EVENTS_KEEP_DAYS that every shared cursor has passed. Returns how many. */
export async function pruneEvents(database: Database, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - EVENTS_KEEP_DAYS * 86_400_000).toISOString();
  const slowest = await database.db.select({ id: sql<number | null>`min(${eventCursors.lastId})` }).from(eventCursors).get();
  const deleted = await database.write((tx) =>
    tx
      .delete(events)
      .where(and(lt(events.createdAt, cutoff), slowest?.id === null || slowest?.id === undefined ? undefined : lte(events.id, slowest.id)))
      .returning({ id: events.id }),
    noAnswers,
  );
  return deleted.length;
}
