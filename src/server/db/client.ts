/**
 * The libSQL connection and the one way to write.
 *
 * The embedded libSQL driver runs SQLite synchronously inside Node. Two write transactions of the
 * same process on two connections would therefore wait for each other's lock on a blocked event
 * loop, which can never release it. So every write in this process goes through `write()`, which
 * queues writers (an in-process lock) and begins each transaction IMMEDIATE, taking SQLite's write
 * lock up front; the busy timeout then only arbitrates between processes (server and CLI). Writers
 * queued together share one transaction and its commit, each in its own savepoint. On the
 * embedded database those transactions run on a connection that keeps its prepared statements
 * (write-connection.ts), and plain SELECTs on another (cached-reader.ts).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createClient, type Client, type InArgs, type InStatement, type ResultSet, type Transaction, type TransactionMode } from "@libsql/client";
import { sql } from "drizzle-orm";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { isPlainSelect, openCachedReader, type CachedReader } from "./cached-reader";
import { openWriteConnection, type WriteConnection } from "./write-connection";
import { MOVE_ANYTHING_SQL, moveVersions, READ_VERSIONS_SQL, scopesChanged, type AnswerScope } from "./answer-scopes";
import * as schema from "./schema";
import { ERRORS } from "../../shared/messages";
import { UnavailableError } from "../services/errors";

export type Db = LibSQLDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What services read with: the database or an open transaction. */
export type Reader = Db | Tx;

export interface Database {
  db: Db;
  client: Client;
  /**
   * The rows of a plain SELECT as arrays of values in column order, for hot reads that map rows
   * themselves (issue 25): on the embedded database from a statement prepared once, with no row
   * object built; elsewhere from the driver. Integers beyond 2^53 throw, blobs are ArrayBuffers.
   */
  selectValues(stmt: InStatement): Promise<unknown[][]>;
  /**
   * Runs `fn` in an IMMEDIATE write transaction, after any other writer of this process, and
   * resolves once it committed. Writers queued meanwhile share that transaction, each in its own
   * savepoint: an error undoes the writes of its own `fn` only. `changes` says, from `fn`'s result
   * and in the same transaction, which kept answers the write changes (answer-scopes.ts); without
   * it, the write may have changed any of them.
   */
  write<T>(fn: (tx: Tx) => Promise<T>, changes?: (result: T, tx: Tx) => AnswerScope | Promise<AnswerScope>): Promise<T>;
  /** The versions of these scopes of kept answers (answer-scopes.ts), as one comparable string. */
  answerVersions(scopes: readonly number[]): Promise<string>;
  /**
   * One write statement that no kept answer or cached read depends on (a session's expiry and
   * last-seen time, issue 25), after any other writer of this process. On the embedded database it
   * runs on the read connection, whose own commits move neither `commits` nor its `data_version`:
   * this process's kept answers survive it, other processes see it as any commit. Elsewhere it is
   * an ordinary counted write.
   */
  writeUnseen(stmt: InStatement): Promise<void>;
  /** How many writes of this process have ended (`write()` transactions, and any statement other
   * than a SELECT run through `client`): in-process caches (sessions, public counters) compare it
   * to know that this process wrote nothing since they read. */
  readonly commits: number;
  /** A stamp that changes whenever anything was committed to the database file, by this process or
   * another one (the CLI, a second server); null when it cannot be known (a remote database). */
  changeStamp(): string | null;
  /** Who writes the events of this connection ("server:…" or "cli:…", src/server/events). */
  readonly origin: string;
  /**
   * Called after each `write()` transaction of this process that appended events committed (the
   * event feed reads at once); a transaction that appended none wakes nobody (issue 25: a publish's
   * mail and alert writes woke the feed for nothing, one read of the events each).
   */
  onCommit(listener: () => void): void;
  close(): void;
}

/** Whether a driver result says rows changed (unknown shapes, as executeMultiple's, say yes). */
/**
 * Whether a statement run outside write() changed rows. libSQL answers `rowsAffected: 0` to an
 * INSERT, UPDATE or DELETE … RETURNING, so a statement that returns rows counts too when its text
 * says RETURNING (`returning`).
 */
function changedRows(result: unknown, returning: boolean): boolean {
  if (Array.isArray(result)) return result.some((one) => changedRows(one, returning));
  if (result && typeof result === "object" && "rowsAffected" in result) {
    const { rowsAffected, rows } = result as ResultSet;
    return Number(rowsAffected) > 0 || (returning && rows.length > 0);
  }
  return true;
}

const RETURNING = /\breturning\b/i;
/** A statement as the driver takes it: its text, a { sql, args } object, or a [sql, args] pair in a batch. */
const saysReturning = (stmt: InStatement | string | [string, unknown?]) => RETURNING.test(typeof stmt === "string" ? stmt : Array.isArray(stmt) ? stmt[0] : stmt.sql);

/**
 * Statements for use inside `write()`, built once per database (issue 25). drizzle builds a
 * query's SQL again at every run (a whole users row: 148 µs inside a transaction, 12.6 µs for the
 * same SQL as a template), a quarter of a publication's CPU. Its prepared queries are built once
 * but bound to the client they were prepared on, and each transaction is a new client: so they are
 * prepared on a drizzle instance whose client is "this database's transaction under way", which
 * write() sets (one at a time in a process: writers are queued).
 */
interface WriteScope {
  db: Db;
  built: Map<unknown, unknown>;
}
const writeScopes = new WeakMap<Tx, WriteScope>();

/** The transactions of write() that appended events (events/log.ts says so): their commit wakes the feed. */
const withEvents = new WeakSet<Tx>();

/** Work a transaction of write() does once its function is done, before it commits, in order (beforeCommit). */
const endWork = new WeakMap<Tx, Array<() => Promise<void>>>();

/**
 * Runs `work` at the end of `tx`, after the writer's function and before the commit, when `tx`
 * is a transaction of write(): true. False for any other transaction (the caller works now).
 * events/log.ts gathers a transaction's events there into one statement (issue 25).
 */
export function beforeCommit(tx: Tx, work: () => Promise<void>): boolean {
  const list = endWork.get(tx);
  if (!list) return false;
  list.push(work);
  return true;
}

/** Says that `tx` appended events, so that its commit wakes this process's event feed (onCommit). */
export function noteEventsAppended(tx: Tx): void {
  withEvents.add(tx);
}

/** The client of writeStatement's drizzle instance: what drizzle runs goes to the transaction under way. */
class TransactionUnderWay {
  constructor(private readonly current: () => Transaction | null) {}

  private transaction(): Transaction {
    const transaction = this.current();
    if (!transaction) throw new Error("writeStatement: used outside Database.write()");
    return transaction;
  }

  execute(stmt: InStatement): Promise<ResultSet> {
    return this.transaction().execute(stmt);
  }

  batch(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.transaction().batch(stmts);
  }
}

/**
 * `build` runs once per database, on the drizzle instance of its transaction under way, and
 * usually ends with `.prepare()` (values as `sql.placeholder`); the returned function gives the
 * statement for a transaction of write(). Any other transaction (a savepoint) gets it built anew.
 */
export function writeStatement<T>(build: (db: Reader) => T): (tx: Tx) => T {
  return (tx) => {
    const scope = writeScopes.get(tx);
    if (!scope) return build(tx);
    if (!scope.built.has(build)) scope.built.set(build, build(scope.db));
    return scope.built.get(build) as T;
  };
}

/**
 * A statement built once per reader (`database.db`, or a transaction for its own length), for the
 * reads outside write() that run at every request or event: `build` usually ends with `.prepare()`.
 */
export function statementOn<T>(build: (reader: Reader) => T): (reader: Reader) => T {
  const built = new WeakMap<Reader, T>();
  return (reader) => {
    if (!built.has(reader)) built.set(reader, build(reader));
    return built.get(reader) as T;
  };
}

/** What kind of process opens the database: a server delivers its own events to sockets itself. */
export type ProcessRole = "server" | "cli";

const BUSY_TIMEOUT_MS = 5_000;

/** A caller of write() waiting for its turn in a transaction. */
interface QueuedWriter<T> {
  fn: (tx: Tx) => Promise<T>;
  changes?: (result: T, tx: Tx) => AnswerScope | Promise<AnswerScope>;
  resolve: (result: T) => void;
  reject: (error: unknown) => void;
}

/**
 * The transaction waits for the event loop's next turn: requests already received run up to their
 * own write() meanwhile (their scoring is synchronous) and join it, rather than each waiting for a
 * commit of its own. One turn when nothing else is pending.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Writers that share one transaction and its commit at most (their answers wait for it). */
const WRITERS_PER_COMMIT = 32;

/** Retry-After of a write refused for a full disk: long enough for an operator to make room. */
const DISK_FULL_RETRY_SECONDS = 300;

/**
 * A write that failed because the disk is full (SQLITE_FULL, or the OS's ENOSPC behind an I/O
 * error), looked for along the error's causes (drizzle wraps the driver's error). Issue 18: the
 * user gets 503 and a French message rather than 500; nothing was written, the transaction rolled
 * back.
 */
export function isDiskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = String((cause as { code?: unknown }).code ?? "");
    if (code.startsWith("SQLITE_FULL") || code === "ENOSPC" || /database or disk is full|no space left/i.test(cause.message)) return true;
  }
  return false;
}

/** The project's drizzle/ folder, found from the sources (tsx, tests) or from the bundles in dist/. */
export function migrationsDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error("drizzle/ migrations folder not found");
  }
}

/** The path of a `file:` URL on disk, or null (remote, in memory). */
function localFile(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const rest = url.slice("file:".length).split("?")[0] ?? "";
  if (rest === "" || rest.includes(":memory:") || url.includes("mode=memory")) return null;
  return rest.startsWith("///") ? rest.slice(2) : rest.startsWith("//localhost/") ? rest.slice("//localhost".length) : rest;
}

export async function openDatabase(url: string, authToken?: string, role: ProcessRole = "cli"): Promise<Database> {
  const origin = `${role}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const commitListeners: Array<() => void> = [];
  const file = localFile(url);
  if (file) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const raw = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS });
  if (url.startsWith("file:")) {
    // libSQL files start in rollback-journal mode; WAL lets readers run beside the writer.
    await raw.execute("PRAGMA journal_mode = WAL");
    await raw.execute("PRAGMA synchronous = NORMAL");
  }
  // libSQL opens every pooled connection with foreign keys on; say it once more for remote servers.
  await raw.execute("PRAGMA foreign_keys = ON");

  // Plain SELECTs outside transactions run on statements prepared once (cached-reader.ts); a
  // failing one runs again on the driver, which has no side effect and throws the driver's error.
  // Anything else written outside write() still counts as a commit for the caches (`commits`).
  let reader: CachedReader | null = null;
  const openReader = (path: string) => (reader ??= openCachedReader(path, BUSY_TIMEOUT_MS));
  // Write transactions on the embedded database reuse their prepared statements (write-connection.ts).
  let writer: WriteConnection | null = null;
  const openWriter = (path: string) => (writer ??= openWriteConnection(path, BUSY_TIMEOUT_MS));
  let commits = 0;
  // A statement outside write() that changed rows declares nothing: it counts as a commit and moves
  // "anything" for the kept answers (answer-scopes.ts). One that changed none (a WITH … SELECT, a
  // PRAGMA) moves nothing: moving on every such read made a write per dashboard and held the lock
  // against write() (SQLITE_BUSY seen in the browser suite). Before the migrations made the table
  // there is nothing to move, and no answer kept; a failed statement counts, to be safe.
  const counted = <T>(run: Promise<T>, returning = false) =>
    run.then(
      async (result) => {
        if (changedRows(result, returning)) {
          await raw.execute(MOVE_ANYTHING_SQL).catch(() => undefined);
          commits++;
        }
        return result;
      },
      (error: unknown) => {
        commits++;
        throw error;
      },
    );
  // The transaction under way, for the statements of writeStatement (set here, cleared by write()).
  let current: Transaction | null = null;
  const overrides: Partial<Record<keyof Client, unknown>> = {
    // drizzle opens transactions with client.transaction() and no mode: make them write (IMMEDIATE).
    transaction: async (mode?: TransactionMode) => {
      current = await (file ? openWriter(file).transaction(mode ?? "write") : raw.transaction(mode ?? "write"));
      return current;
    },
    execute: async (stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> => {
      const stmt = typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
      if (file) {
        try {
          const result = openReader(file).select(stmt);
          if (result) return result;
        } catch {
          // the driver's answer below
        }
      }
      return isPlainSelect(stmt.sql) ? raw.execute(stmt) : counted(raw.execute(stmt), saysReturning(stmt));
    },
    batch: (...args: Parameters<Client["batch"]>) => counted(raw.batch(...args), args[0].some(saysReturning)),
    executeMultiple: (sql: string) => counted(raw.executeMultiple(sql)),
    migrate: (...args: Parameters<Client["migrate"]>) => counted(raw.migrate(...args)),
  };
  const client = new Proxy(raw, {
    get(target, property, receiver) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof Client];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const db = drizzle(client, { schema });
  const underWay = new TransactionUnderWay(() => current);
  const writeScope: WriteScope = { db: drizzle(underWay as unknown as Client, { schema }), built: new Map() };

  let queue: Promise<unknown> = Promise.resolve();
  // Writers waiting for the next transaction, and whether one is queued to take them (group commit).
  const waiting: Array<QueuedWriter<unknown>> = [];
  let transactionQueued = false;
  const failure = (error: unknown) => (isDiskFull(error) ? new UnavailableError(ERRORS.diskFull, DISK_FULL_RETRY_SECONDS) : error);

  function write<T>(fn: (tx: Tx) => Promise<T>, changes?: (result: T, tx: Tx) => AnswerScope | Promise<AnswerScope>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push({ fn, changes, resolve, reject } as QueuedWriter<unknown>);
      queueTransaction();
    });
  }

  function queueTransaction(): void {
    if (transactionQueued) return;
    transactionQueued = true;
    queue = queue.then(nextTurn).then(writeWaiting).catch(() => undefined);
  }

  /**
   * One IMMEDIATE transaction for the writers waiting, and those that arrive while it runs (at most
   * WRITERS_PER_COMMIT): each in its own savepoint, so that one writer's error undoes its own writes
   * only, as its own transaction did. Their answers wait for the commit they share. Under a stream
   * of writes (publications from 10 connections) the commit, its WAL pages and the event feed's
   * wake-up are paid once per transaction rather than once per writer (issue 25).
   */
  async function writeWaiting(): Promise<void> {
    transactionQueued = false;
    const done: Array<{ writer: QueuedWriter<unknown>; result: unknown }> = [];
    const failed: Array<{ writer: QueuedWriter<unknown>; error: unknown }> = [];
    let running: QueuedWriter<unknown> | undefined;
    let appendedEvents = false;
    try {
      // secure_delete is a setting of each connection, and the driver may open new ones: each write
      // turns it on, so that deleted text is overwritten rather than left in free pages (issue 18).
      // The embedded database's write connection turned it on once when it opened (write-connection.ts).
      await db.transaction(async (tx) => {
        writeScopes.set(tx, writeScope);
        if (!file) await tx.run(sql`PRAGMA secure_delete = ON`);
        const under = current as Transaction;
        for (let taken = 0; taken < WRITERS_PER_COMMIT && (running = waiting.shift()); taken++) {
          const writer = running;
          const atEnd: Array<() => Promise<void>> = [];
          endWork.set(tx, atEnd);
          await under.execute("SAVEPOINT writer");
          try {
            const result = await writer.fn(tx);
            for (let work = atEnd.shift(); work; work = atEnd.shift()) await work();
            await moveVersions(tx, scopesChanged(writer.changes ? await writer.changes(result, tx) : undefined));
            await under.execute("RELEASE writer");
            done.push({ writer, result });
          } catch (error) {
            // Fails (and fails the whole transaction) when SQLite already rolled it all back (disk full).
            await under.execute("ROLLBACK TO writer");
            await under.execute("RELEASE writer");
            failed.push({ writer, error });
          }
          running = undefined;
        }
        appendedEvents = withEvents.has(tx);
      });
    } catch (error) {
      // It did not begin (another process kept the lock past the busy timeout): the writers waiting
      // fail, as each one's own BEGIN did, rather than trying again for ever.
      if (!running && done.length === 0 && failed.length === 0) {
        for (const writer of waiting.splice(0)) writer.reject(failure(error));
        return;
      }
      // Nothing of this transaction was written: every writer in it fails.
      for (const { writer } of done) writer.reject(failure(error));
      running?.reject(failure(error));
      for (const { writer, error: own } of failed) writer.reject(failure(own));
      return;
    } finally {
      current = null;
      // Writers beyond WRITERS_PER_COMMIT wait for the next transaction.
      if (waiting.length > 0) queueTransaction();
    }
    commits += done.length;
    if (appendedEvents) for (const listener of commitListeners) listener();
    for (const { writer, result } of done) writer.resolve(result);
    for (const { writer, error } of failed) writer.reject(failure(error));
  }

  function writeUnseen(stmt: InStatement): Promise<void> {
    const run = queue
      .then(async () => {
        if (file) openReader(file).run(stmt);
        else await counted(raw.execute(stmt));
      })
      .catch((error: unknown) => {
        throw failure(error);
      });
    queue = run.catch(() => undefined);
    return run;
  }

  const selectValues = async (stmt: InStatement): Promise<unknown[][]> => {
    if (file) {
      try {
        const rows = openReader(file).values(stmt);
        if (rows) return rows;
      } catch {
        // the driver's answer below
      }
    }
    const result = await raw.execute(stmt);
    return result.rows.map((row) => Array.from(row));
  };

  const close = () => {
    reader?.close();
    reader = null;
    writer?.close();
    writer = null;
    raw.close();
  };
  const answerVersions = async (scopes: readonly number[]): Promise<string> => String((await selectValues({ sql: READ_VERSIONS_SQL, args: [JSON.stringify(scopes)] }))[0]?.[0] ?? "");

  return {
    db,
    client,
    selectValues,
    answerVersions,
    write,
    writeUnseen,
    get commits() {
      return commits;
    },
    // data_version sees every commit to the file, ours included; `commits` is the cheap half of the stamp.
    changeStamp: () => (file ? `${commits}:${openReader(file).dataVersion()}` : null),
    origin,
    onCommit: (listener) => {
      commitListeners.push(listener);
    },
    close,
  };
}

/**
 * The stamp in-process caches compare: `changeStamp()` where commits of every process can be seen
 * (`exact`), else this process's commit count, which other processes' commits do not move.
 */
export function cacheStamp(database: Database): { stamp: string; exact: boolean } {
  const stamp = database.changeStamp();
  return stamp === null ? { stamp: `commits ${database.commits}`, exact: false } : { stamp, exact: true };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: migrationsDir() });
}
