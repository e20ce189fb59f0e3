import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, LibsqlError, type ResultSet, type Transaction } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWriteConnection, type WriteConnection } from "./write-connection";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-writer-"));
const file = path.join(dir, "writer.db");
const driver = createClient({ url: `file:${file}` });
let writer: WriteConnection;

/** What drizzle reads of a result. */
function seenByDrizzle(result: ResultSet) {
  return {
    columns: result.columns,
    byIndex: result.rows.map((row) => Array.prototype.slice.call(row)),
    byName: result.rows.map((row) => Object.fromEntries(Object.keys(row).map((key) => [key, row[key]]))),
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
  };
}

async function inBoth<T>(run: (tx: Transaction) => Promise<T>): Promise<[T, T]> {
  const ours = await writer.transaction("write");
  const mine = await run(ours);
  await ours.rollback();
  const theirs = await driver.transaction("write");
  const expected = await run(theirs);
  await theirs.rollback();
  return [mine, expected];
}

beforeAll(async () => {
  await driver.execute("create table t (id integer primary key, name text not null unique, score real)");
  await driver.execute("insert into t (name, score) values ('un', 0.5)");
  writer = openWriteConnection(file, 1000);
});

afterAll(() => {
  writer.close();
  driver.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("write connection", () => {
  it("answers inserts, RETURNING and reads in a transaction as the driver does", async () => {
    const [ours, theirs] = await inBoth(async (tx) => [
      seenByDrizzle(await tx.execute({ sql: "insert into t (name, score) values (?, ?)", args: ["deux", 2] })),
      seenByDrizzle(await tx.execute({ sql: "insert into t (name) values (?) returning id, name", args: ["trois"] })),
      seenByDrizzle(await tx.execute({ sql: "update t set score = ? where score is null", args: [3] })),
      seenByDrizzle(await tx.execute("select id, name, score, name from t order by id")),
    ]);
    expect(ours).toEqual(theirs);
    expect((await driver.execute("select count(*) as n from t")).rows[0]?.n).toBe(1);
  });

  it("prepares each statement once, however many transactions run it", async () => {
    const insert = async (name: string) => {
      const tx = await writer.transaction("write");
      await tx.execute({ sql: "insert into t (name) values (?)", args: [name] });
      await tx.commit();
    };
    await insert("a");
    const prepared = writer.prepared;
    for (const name of ["b", "c", "d"]) await insert(name);
    expect(writer.prepared).toBe(prepared);
    expect((await driver.execute("select count(*) as n from t where name in ('a', 'b', 'c', 'd')")).rows[0]?.n).toBe(4);
  });

  it("reports a constraint as the driver does, and a rolled-back transaction leaves nothing and no lock", async () => {
    const failure = async (tx: Transaction) => {
      try {
        await tx.execute({ sql: "insert into t (name) values (?)", args: ["un"] });
      } catch (error) {
        const { code, extendedCode, message } = error as LibsqlError;
        return { isLibsqlError: error instanceof LibsqlError, code, extendedCode, message };
      }
      return null;
    };
    const [ours, theirs] = await inBoth(failure);
    expect(ours).toEqual(theirs);
    expect(ours?.extendedCode).toBe("SQLITE_CONSTRAINT_UNIQUE");
    // The lock was released: another connection writes at once.
    await driver.execute("insert into t (name) values ('après')");
  });
});
