/**
 * The libSQL connection and the one way to write.
 *
 * The embedded libSQL driver runs SQLite synchronously inside Node. Two write transactions of the
 * same process on two connections would therefore wait for each other's lock on a blocked event
 * loop, which can never release it. So every write in this process goes through `write()`, which
 * queues writers (an in-process lock) and begins each transaction IMMEDIATE, taking SQLite's write
 * lock up front; the busy timeout then only arbitrates between processes (server and CLI).
 */
import fs from "node:fs";
import path from "node:path";
import { createClient, type Client, type TransactionMode } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as schema from "./schema";

export type Db = LibSQLDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What services read with: the database or an open transaction. */
export type Reader = Db | Tx;

export interface Database {
  db: Db;
  client: Client;
  /** Runs `fn` in one IMMEDIATE write transaction, after any other writer of this process. */
  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): void;
}

const BUSY_TIMEOUT_MS = 5_000;
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../../drizzle");

export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length);
    if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }
  const raw = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS });
  if (url.startsWith("file:")) {
    // libSQL files start in rollback-journal mode; WAL lets readers run beside the writer.
    await raw.execute("PRAGMA journal_mode = WAL");
    await raw.execute("PRAGMA synchronous = NORMAL");
  }
  // libSQL opens every pooled connection with foreign keys on; say it once more for remote servers.
  await raw.execute("PRAGMA foreign_keys = ON");

  // drizzle opens transactions with client.transaction() and no mode: make them write (IMMEDIATE).
  const client = new Proxy(raw, {
    get(target, property, receiver) {
      if (property === "transaction") {
        return (mode?: TransactionMode) => target.transaction(mode ?? "write");
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const db = drizzle(client, { schema });

  let queue: Promise<unknown> = Promise.resolve();
  function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const run = queue.then(() => db.transaction(fn));
    queue = run.catch(() => undefined);
    return run;
  }

  return { db, client: raw, write, close: () => raw.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
}
