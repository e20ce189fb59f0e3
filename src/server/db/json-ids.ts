/**
 * A list of ids bound as one JSON array (`JSON.stringify(ids)`): one statement text whatever their
 * number, so it is prepared once, and no statement of thousands of parameters (issue 25).
 */
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** `column in (…)`, the ids being the JSON array bound to the placeholder of that name. */
export function inJsonIds(column: SQLiteColumn, placeholder: string): SQL {
  return sql`${column} in (select value from json_each(${sql.placeholder(placeholder)}))`;
}
