/**
 * Write transactions on the embedded database through statements prepared once (issue 25).
 *
 * The file driver of @libsql/client prepares every statement of a transaction again, and asks for
 * its columns and raw mode each time: under a stream of publications, 10 % of a publish's CPU. This
 * connection keeps its prepared statements (a bounded cache, as the cached reader does) and answers
 * drizzle as the driver's transactions do: rows by index and by name, `rowsAffected` and
 * `lastInsertRowid` for statements without rows, errors as `LibsqlError` with SQLite's codes.
 *
 * One transaction at a time: `write()` (client.ts) queues this process's writers and is the only
 * caller. BEGIN IMMEDIATE takes SQLite's write lock up front; the busy timeout arbitrates between
 * processes, as it did on the driver's connection.
 */
import { LibsqlError, type InStatement, type ResultSet, type Transaction, type TransactionMode } from "@libsql/client";
import Database from "libsql";
import { argsToSql, describeStatement, resultOf, statementCache, toRow, type Prepared, type SqlArgs, type Statement } from "./cached-reader";

interface Cached {
  statement: Statement;
  /** Set for statements that return rows (SELECT, RETURNING, some PRAGMAs). */
  rows: Prepared | null;
}

/** SQLite's error as the driver reports it: code `SQLITE_CONSTRAINT`, extended code `SQLITE_CONSTRAINT_UNIQUE`. */
function driverError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof LibsqlError) return error;
  const extended = (error as { code?: unknown }).code;
  if (typeof extended !== "string" || !extended.startsWith("SQLITE_")) return error;
  const base = extended.split("_").slice(0, 2).join("_");
  return new LibsqlError(error.message, base, extended, (error as { rawCode?: number }).rawCode, error);
}

export interface WriteConnection {
  /** Begins a transaction (IMMEDIATE unless `mode` says "read" or "deferred"). */
  transaction(mode?: TransactionMode): Promise<Transaction>;
  /** How many statements were prepared so far (the test of their reuse reads it). */
  readonly prepared: number;
  close(): void;
}

export function openWriteConnection(file: string, busyTimeoutMs: number): WriteConnection {
  const connection = new Database(file, { timeout: busyTimeoutMs });
  connection.exec("PRAGMA foreign_keys = ON");
  // synchronous is a setting of each connection, and SQLite's default (FULL) syncs the WAL to disk
  // at every commit. NORMAL, as openDatabase sets on the driver's connection: a commit survives the
  // process being killed; only a power cut can lose the last ones, never the file's consistency.
  connection.exec("PRAGMA synchronous = NORMAL");
  // Deleted text is overwritten rather than left in free pages (issue 18).
  connection.exec("PRAGMA secure_delete = ON");
  let prepared = 0;

  const statements = statementCache((sql): Cached => {
    const statement = connection.prepare(sql);
    prepared++;
    statement.safeIntegers(true);
    let returnsRows = true;
    try {
      statement.raw(true);
    } catch {
      // raw() refuses a statement that returns no rows
      returnsRows = false;
    }
    return { statement, rows: returnsRows ? describeStatement(statement) : null };
  });

  function execute(stmt: InStatement): ResultSet {
    const sql = typeof stmt === "string" ? stmt : stmt.sql;
    const args = argsToSql(typeof stmt === "string" ? undefined : (stmt.args as SqlArgs | undefined));
    try {
      const { statement, rows } = statements.get(sql);
      if (rows) return resultOf(rows, (statement.all(args) as unknown[][]).map((raw) => toRow(rows, raw)));
      const info = statement.run(args) as { changes: number; lastInsertRowid: number | bigint };
      return resultOf({ columns: [], columnTypes: [] }, [], info.changes, BigInt(info.lastInsertRowid));
    } catch (error) {
      throw driverError(error);
    }
  }

  function exec(sql: string): void {
    try {
      connection.exec(sql);
    } catch (error) {
      throw driverError(error);
    }
  }

  return {
    async transaction(mode = "write") {
      exec(mode === "write" ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED");
      let closed = false;
      const end = (sql: string) => {
        if (closed) return;
        closed = true;
        if (connection.inTransaction) exec(sql);
      };
      const open = () => {
        if (closed) throw new LibsqlError("The transaction is closed", "TRANSACTION_CLOSED");
      };
      return {
        async execute(stmt: InStatement) {
          open();
          return execute(stmt);
        },
        async batch(stmts: InStatement[]) {
          open();
          return stmts.map(execute);
        },
        async executeMultiple(sql: string) {
          open();
          exec(sql);
        },
        async commit() {
          open();
          try {
            end("COMMIT");
          } finally {
            // A failed COMMIT (busy, disk full) leaves the transaction open: end it, as the driver's pool does.
            if (connection.inTransaction) {
              try {
                connection.exec("ROLLBACK");
              } catch {
                // the COMMIT's own error is the one to report
              }
            }
          }
        },
        async rollback() {
          end("ROLLBACK");
        },
        close() {
          end("ROLLBACK");
        },
        get closed() {
          return closed;
        },
      };
    },
    get prepared() {
      return prepared;
    },
    close() {
      statements.clear();
      connection.close();
    },
  };
}
