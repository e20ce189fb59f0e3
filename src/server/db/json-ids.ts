/**
 * A list of ids bound as one JSON array (`JSON.stringify(ids)`): one statement text whatever their
 * number, so it is prepared once, and no statement of thousands of parameters (issue 25).
 */
import { sql, type SQL } from "drizzle-orm";
import { wellFormed } from "../../shared/format";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * Rows bound as one JSON parameter (`json_each(?)`). JSON.stringify writes half an emoji as a
 * `\ud83d` escape, which SQLite decodes into invalid UTF-8 that the driver panics on when it reads
 * it back: strings are made well-formed first.
 */
export function jsonRows(rows: unknown): string {
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === "string" ? wellFormed(value) : value));
}

/** `column in (…)`, the ids being the JSON array bound to the placeholder of that name. */
export function inJsonIds(column: SQLiteColumn, placeholder: string): SQL {
  return sql`${column} in (select value from json_each(${sql.placeholder(placeholder)}))`;
}
