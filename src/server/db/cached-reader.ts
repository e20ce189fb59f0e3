/**
 * SELECTs on the embedded database through statements prepared once and reused.
 *
 * The file driver of @libsql/client prepares every statement again on each `execute()`, asks
 * libSQL for its columns twice, and builds every row with one `Object.defineProperty` per value:
 * under load these were the largest costs of a request (issue 12). Its pooled connections are
 * private, so this reader keeps one connection of its own, a bounded cache of prepared statements,
 * and one row prototype per statement. It answers only plain SELECTs outside transactions:
 * writes and transactions stay on the driver, which the write queue serialises (client.ts).
 *
 * Rows look to drizzle exactly as the driver's do: values by index (`row[0]`, `length`, which the
 * typed selects read) and the first column of each name as an enumerable property (which raw
 * `sql` queries read); integers beyond 2^53 throw as the driver's default `intMode` does, and
 * blobs come back as ArrayBuffers.
 */
import { wellFormed } from "../../shared/format";
import type { InStatement, ResultSet, Row } from "@libsql/client";
import Database from "libsql";
import { lruMemo } from "../lru-memo";

export type Statement = ReturnType<Database.Database["prepare"]>;
export type SqlArgs = unknown[] | Record<string, unknown>;

/** Prepared statements kept per connection; least recently used ones are dropped past it. */
export const STATEMENT_CACHE_SIZE = 500;

/** A statement that only reads: SELECT (a WITH may lead to a write, so it is not one). */
export function isPlainSelect(sql: string): boolean {
  return /^\s*select\b/i.test(sql);
}
const VALUES = Symbol("values");

export interface Prepared {
  statement: Statement;
  columns: string[];
  columnTypes: string[];
  /** Index of the first column of each distinct name. */
  named: Array<[string, number]>;
  rowPrototype: object;
}

function rowPrototypeFor(width: number): object {
  const prototype = {};
  Object.defineProperty(prototype, "length", { value: width });
  for (let i = 0; i < width; i++) {
    Object.defineProperty(prototype, i, {
      get(this: { [VALUES]: unknown[] }) {
        return this[VALUES][i];
      },
    });
  }
  return prototype;
}

/**
 * A JSON column's text as drizzle's `mode: "json"` reads it, for rows read as values
 * (`Database.selectValues`); the empty list, most lists' value, without the parser.
 */
export const jsonValue = <T>(value: unknown): T => (value === "[]" ? [] : JSON.parse(value as string)) as T;

export function valueFromSql(value: unknown): unknown {
  if (typeof value === "bigint") {
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw new RangeError("Received integer which cannot be safely represented as a JavaScript number");
    }
    return Number(value);
  }
  if (value instanceof Buffer) return value.buffer;
  return value;
}

function valueToSql(value: unknown): unknown {
  // Half an emoji reaches the driver as invalid UTF-8, which panics the process: never bind one.
  if (typeof value === "string") return wellFormed(value);
  if (typeof value === "number" && !Number.isFinite(value)) throw new RangeError("Only finite numbers can be passed as arguments");
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.valueOf();
  if (value === undefined) throw new TypeError("undefined cannot be passed as argument to the database");
  return value;
}

export function argsToSql(args: SqlArgs | undefined): unknown[] | Record<string, unknown> {
  if (args === undefined) return [];
  if (Array.isArray(args)) return args.map(valueToSql);
  const named: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) named[/^[@$:]/.test(name) ? name.slice(1) : name] = valueToSql(value);
  return named;
}

/** What rows of a statement that returns data look like (raw mode and safe integers already set). */
export function describeStatement(statement: Statement): Prepared {
  const definitions = statement.columns();
  const columns = definitions.map((column) => column.name);
  const named: Array<[string, number]> = [];
  columns.forEach((name, index) => {
    // A numeric name would collide with the index getters of the prototype.
    if (!/^\d+$/.test(name) && !named.some(([seen]) => seen === name)) named.push([name, index]);
  });
  return { statement, columns, columnTypes: definitions.map((column) => column.type ?? ""), named, rowPrototype: rowPrototypeFor(columns.length) };
}

/** A row as the driver builds it: values by index and the first column of each name as a property. */
export function toRow(entry: Prepared, raw: unknown[]): Row {
  const values = raw.map(valueFromSql);
  const row = Object.create(entry.rowPrototype) as Record<string | symbol, unknown>;
  row[VALUES] = values;
  for (const [name, index] of entry.named) row[name] = values[index];
  return row as unknown as Row;
}

/** A ResultSet of rows, as the driver answers a statement that returns data. */
export function resultOf({ columns, columnTypes }: Pick<Prepared, "columns" | "columnTypes">, rows: Row[], rowsAffected = 0, lastInsertRowid?: bigint): ResultSet {
  return {
    columns,
    columnTypes,
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({ columns, columnTypes, rows: rows.map((row) => Array.from(row as ArrayLike<unknown>)), rowsAffected, lastInsertRowid: lastInsertRowid === undefined ? null : String(lastInsertRowid) }),
  };
}

export interface CachedReader {
  /** Runs a plain SELECT, or answers undefined when `sql` is anything else. */
  select(stmt: InStatement): ResultSet | undefined;
  /** Runs a plain SELECT and answers each row as the array of its values, in column order, with
   * no row object built (issue 25); undefined when `sql` is anything else. */
  values(stmt: InStatement): unknown[][] | undefined;
  /** Runs one write statement on this connection, in autocommit: its commit moves no
   * `dataVersion()` here (SQLite counts other connections' commits only). The caller serialises
   * it with the process's other writers (Database.writeUnseen). */
  run(stmt: InStatement): void;
  /** SQLite's `PRAGMA data_version` on this connection: it moves whenever another connection, of
   * this process or another one, has committed. Read once per turn of the event loop: requests
   * started in the same turn see the database as of that turn. */
  dataVersion(): number;
  close(): void;
}

/**
 * `make(sql)` kept for the STATEMENT_CACHE_SIZE most recently used SQL texts: statements are
 * prepared once and the least recently used one goes when the cache is full.
 */
export function statementCache<T>(make: (sql: string) => T): { get(sql: string): T; clear(): void } {
  const statements = lruMemo<T>(STATEMENT_CACHE_SIZE);
  return { get: (sql) => statements.get(sql, make), clear: () => statements.clear() };
}

export function openCachedReader(file: string, busyTimeoutMs: number): CachedReader {
  const connection = new Database(file, { timeout: busyTimeoutMs });
  connection.exec("PRAGMA foreign_keys = ON");
  const writes = new Map<string, Statement>();
  const dataVersion = connection.prepare("PRAGMA data_version");
  dataVersion.raw(true);
  let versionThisTurn: number | undefined;

  const statements = statementCache((sql): Prepared => {
    const statement = connection.prepare(sql);
    statement.safeIntegers(true);
    statement.raw(true);
    return describeStatement(statement);
  });

  function run(stmt: InStatement): { entry: Prepared; raw: unknown[][] } | undefined {
    const sql = typeof stmt === "string" ? stmt : stmt.sql;
    if (!isPlainSelect(sql)) return undefined;
    const args = argsToSql(typeof stmt === "string" ? undefined : (stmt.args as SqlArgs | undefined));
    const entry = statements.get(sql);
    return { entry, raw: entry.statement.all(args) as unknown[][] };
  }

  return {
    select(stmt) {
      const result = run(stmt);
      if (!result) return undefined;
      const { entry } = result;
      return resultOf(entry, result.raw.map((raw) => toRow(entry, raw)));
    },
    values(stmt) {
      const rows = run(stmt)?.raw;
      if (!rows) return undefined;
      for (const row of rows) for (let i = 0; i < row.length; i++) row[i] = valueFromSql(row[i]);
      return rows;
    },
    run(stmt) {
      const sql = typeof stmt === "string" ? stmt : stmt.sql;
      let statement = writes.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        writes.set(sql, statement);
        if (writes.size > STATEMENT_CACHE_SIZE) writes.delete(writes.keys().next().value as string);
      }
      statement.run(argsToSql(typeof stmt === "string" ? undefined : (stmt.args as SqlArgs | undefined)));
    },
    dataVersion() {
      if (versionThisTurn === undefined) {
        versionThisTurn = Number((dataVersion.get() as unknown[])[0]);
        setImmediate(() => (versionThisTurn = undefined));
      }
      return versionThisTurn;
    },
    close() {
      statements.clear();
      writes.clear();
      connection.close();
    },
  };
}
