import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type ResultSet } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openCachedReader, STATEMENT_CACHE_SIZE, type CachedReader } from "./cached-reader";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-reader-"));
const file = path.join(dir, "reader.db");
const driver = createClient({ url: `file:${file}` });
let reader: CachedReader;

/** What drizzle reads of a result: rows by index, rows by enumerable name, and the columns. */
function seenByDrizzle(result: ResultSet) {
  return {
    columns: result.columns,
    byIndex: result.rows.map((row) => Array.prototype.slice.call(row)),
    byName: result.rows.map((row) => Object.fromEntries(Object.keys(row).map((key) => [key, row[key]]))),
    lengths: result.rows.map((row) => row.length),
  };
}

beforeAll(async () => {
  await driver.execute("create table a (id integer primary key, name text, score real, data blob, big integer)");
  await driver.execute("create table b (id integer primary key, a_id integer, name text)");
  await driver.execute({ sql: "insert into a values (1, 'un', 0.5, ?, 9007199254740991), (2, null, null, null, null)", args: [new Uint8Array([1, 2, 3]).buffer] });
  await driver.execute("insert into b values (10, 1, 'dix'), (11, 1, 'onze')");
  reader = openCachedReader(file, 1000);
});

afterAll(() => {
  reader.close();
  driver.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("cached reader", () => {
  it("reads the same rows as the driver, duplicate column names and blobs included", async () => {
    const joins = { sql: "select a.id, a.name, b.id, b.name, a.score, a.data, a.big from a left join b on b.a_id = a.id where a.id >= ? order by a.id, b.id", args: [1] };
    const expected = seenByDrizzle(await driver.execute(joins));
    const first = reader.select(joins);
    const second = reader.select(joins);
    expect(first && seenByDrizzle(first)).toEqual(expected);
    expect(second && seenByDrizzle(second)).toEqual(expected);
    expect(expected.byName[0]).toEqual({ id: 1, name: "un", score: 0.5, data: new Uint8Array([1, 2, 3]).buffer, big: 9007199254740991 });
  });

  it("answers the same values as plain arrays, in column order, and refuses writes", async () => {
    const joins = { sql: "select a.id, a.name, b.id, b.name, a.score, a.data, a.big from a left join b on b.a_id = a.id where a.id >= ? order by a.id, b.id", args: [1] };
    expect(reader.values(joins)).toEqual(seenByDrizzle(await driver.execute(joins)).byIndex);
    expect(() => reader.values({ sql: "select big + 1 from a where id = 1", args: [] })).toThrow(RangeError);
    expect(reader.values("delete from b")).toBeUndefined();
  });

  it("writes unseen by its own data_version, seen by another connection's", async () => {
    const other = openCachedReader(file, 1000);
    try {
      const [own, others] = [reader.dataVersion(), other.dataVersion()];
      reader.run({ sql: "update b set name = ? where id = ?", args: ["dix bis", 10] });
      await new Promise((resolve) => setImmediate(resolve));
      expect(reader.dataVersion()).toBe(own);
      expect(other.dataVersion()).not.toBe(others);
      expect((await driver.execute("select name from b where id = 10")).rows[0]?.name).toBe("dix bis");
      reader.run({ sql: "update b set name = ? where id = ?", args: ["dix", 10] });
    } finally {
      other.close();
    }
  });

  it("takes booleans, dates and named arguments as the driver does", async () => {
    for (const stmt of [
      { sql: "select ? as flag, ? as at", args: [true, new Date(7)] },
      { sql: "select :flag as flag, $at as at", args: { ":flag": false, at: new Date(5) } },
    ]) {
      expect(seenByDrizzle(reader.select(stmt) as ResultSet)).toEqual(seenByDrizzle(await driver.execute(stmt)));
    }
  });

  it("refuses what is not a plain SELECT, so writes stay on the driver", () => {
    expect(reader.select("insert into b values (12, 2, 'douze')")).toBeUndefined();
    expect(reader.select({ sql: "update a set name = ? where id = 2", args: ["deux"] })).toBeUndefined();
    expect(reader.select("with x as (select 1) delete from b")).toBeUndefined();
  });

  it("sees rows committed by the driver's connections", async () => {
    const count = "select count(*) as n from b";
    expect(reader.select(count)?.rows[0]?.n).toBe(2);
    await driver.execute("insert into b values (12, 2, 'douze')");
    expect(reader.select(count)?.rows[0]?.n).toBe(3);
  });

  it("throws on an integer that a JavaScript number cannot hold, as the driver does", async () => {
    const huge = "select 9007199254740993 as n";
    await expect(driver.execute(huge)).rejects.toThrow(RangeError);
    expect(() => reader.select(huge)).toThrow(RangeError);
  });

  it("keeps answering past the size of its statement cache", () => {
    for (let i = 0; i < STATEMENT_CACHE_SIZE + 20; i++) expect(reader.select(`select ${i} as n`)?.rows[0]?.n).toBe(i);
    expect(reader.select("select 3 as n")?.rows[0]?.n).toBe(3);
  });
});
