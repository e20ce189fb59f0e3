/**
 * Who the database is, for the index files in DATA_DIR/vectors (services/index-files.ts): a random
 * id stored once in `database_identity`, and how far its event ids have gone. Files written for
 * another database carry another id; files written later than a restored backup of this one
 * carry a higher event mark than the database holds (AUTOINCREMENT ids never go back).
 */
import { randomUUID } from "node:crypto";
import { noAnswers } from "./answer-scopes";
import type { Database } from "./client";
import { databaseIdentity } from "./schema";

export interface DatabaseStamp {
  /** The database's random id. */
  database: string;
  /** The highest event id ever given (sqlite_sequence), 0 before the first event. */
  events: number;
}

/** The database's id, given at the first call (two processes racing agree: one insert wins). */
export async function databaseId(database: Database): Promise<string> {
  const read = async () => (await database.db.select({ identity: databaseIdentity.identity }).from(databaseIdentity).get())?.identity;
  const found = await read();
  if (found) return found;
  // No kept answer reads it.
  await database.write((tx) => tx.insert(databaseIdentity).values({ id: 1, identity: randomUUID() }).onConflictDoNothing(), noAnswers);
  const given = await read();
  if (!given) throw new Error("database identity could not be stored");
  return given;
}

/** The highest event id ever given by this database. */
export async function eventsMark(database: Database): Promise<number> {
  const { rows } = await database.client.execute("SELECT seq FROM sqlite_sequence WHERE name = 'events'");
  return Number(rows[0]?.seq ?? 0);
}

export async function databaseStamp(database: Database): Promise<DatabaseStamp> {
  return { database: await databaseId(database), events: await eventsMark(database) };
}
