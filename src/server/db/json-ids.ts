/**
 * A list of ids bound as one JSON array (`JSON.stringify(ids)`): one statement text whatever their
 * number, so it is prepared once, and no statement of thousands of parameters (issue 25).
 */
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** `column in (the ids of the JSON array)`; `ids` is a placeholder's name or the JSON text itself. */
export function inJsonIds(column: SQLiteColumn, ids: { placeholder: string } | { json: string }): SQL {
  const array = "placeholder" in ids ? sql.placeholder(ids.placeholder) : ids.json;
  return sql`${column} in (select value from json_each(${array}))`;
}
