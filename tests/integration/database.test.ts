import { spawn } from "node:child_process";
import Libsql from "libsql";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type Database } from "../../src/server/db/client";
import { eq } from "drizzle-orm";
import { auditLogs } from "../../src/server/db/schema";
import { recordAudit } from "../../src/server/services/audit";

let dir: string;
let url: string;
let database: Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-db-"));
  url = `file:${path.join(dir, "test.db")}`;
  database = await openDatabase(url);
  await migrateDatabase(database);
});
afterAll(() => {
  database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process writing to the same file at the same time, as the CLI does beside the server. */
function writerProcess(count: number): Promise<number> {
  const script = `
    import { openDatabase } from "./src/server/db/client.ts";
    import { auditLogs } from "./src/server/db/schema.ts";
    const database = await openDatabase(${JSON.stringify(url)});
    for (let i = 0; i < ${count}; i++) {
      await database.write((tx) => tx.insert(auditLogs).values({ severity: "low", action: "other-process", resource: String(i), success: true }));
    }
    database.close();
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: path.resolve(import.meta.dirname, "../.."), stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

describe("the libSQL database", () => {
  it("runs in WAL mode with foreign keys on", async () => {
    expect((await database.client.execute("PRAGMA journal_mode")).rows[0]).toMatchObject({ journal_mode: "wal" });
    expect((await database.client.execute("PRAGMA foreign_keys")).rows[0]).toMatchObject({ foreign_keys: 1 });
  });

  it("loses no write when this process and another write concurrently, and leaves no lock behind", async () => {
    const perWriter = 150;
    const other = writerProcess(perWriter);
    const here = Promise.all(
      Array.from({ length: perWriter }, (_, i) =>
        database.write((tx) => tx.insert(auditLogs).values({ severity: "low", action: "this-process", resource: String(i), success: true })),
      ),
    );
    const [exitCode] = await Promise.all([other, here]);
    expect(exitCode).toBe(0);
    const rows = await database.db.select({ action: auditLogs.action }).from(auditLogs);
    expect(rows.filter((r) => r.action === "this-process")).toHaveLength(perWriter);
    expect(rows.filter((r) => r.action === "other-process")).toHaveLength(perWriter);
    // The write lock is free: a new immediate transaction starts at once.
    await database.write((tx) => tx.insert(auditLogs).values({ severity: "low", action: "after", resource: "x", success: true }));
  });

  it("rolls a failed transaction back whole and keeps serving writes", async () => {
    await expect(
      database.write(async (tx) => {
        await tx.insert(auditLogs).values({ severity: "low", action: "rolled-back", resource: "1", success: true });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await database.db.select().from(auditLogs);
    expect(rows.some((r) => r.action === "rolled-back")).toBe(false);
    await database.write((tx) => tx.insert(auditLogs).values({ severity: "low", action: "still-writing", resource: "1", success: true }));
  });

  it("undoes only the failing writer's writes when writers queued together share a commit", async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        database.write(async (tx) => {
          await recordAudit(tx, { action: "shared-commit", resource: String(i), actor: null, ip: null, success: true, severity: "low" });
          if (i % 7 === 3) throw new Error(`writer ${i} fails`);
          return i;
        }),
      ),
    );
    const failing = outcomes.flatMap((outcome, i) => (outcome.status === "rejected" ? [i] : []));
    expect(failing).toEqual([3, 10, 17, 24, 31, 38]);
    expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : outcome.value))).toContain("Error: writer 10 fails");
    // Each answer came after its commit: what it wrote is there to read, what a failing writer wrote is not.
    const rows = await database.db.select({ resource: auditLogs.resource }).from(auditLogs).where(eq(auditLogs.action, "shared-commit"));
    const written = rows.map((row) => Number(row.resource)).sort((a, b) => a - b);
    expect(written).toEqual(Array.from({ length: 40 }, (_, i) => i).filter((i) => i % 7 !== 3));
  });

  it("fails the writes that cannot take the lock within the busy timeout, then serves the next ones", async () => {
    // Another process holds the write lock past the busy timeout (5 s), as a stuck CLI would.
    const holder = new Libsql(url.slice("file:".length));
    holder.exec("BEGIN IMMEDIATE");
    try {
      const blocked = [1, 2].map((i) => database.write((tx) => tx.insert(auditLogs).values({ severity: "low", action: "while-locked", resource: String(i), success: true })));
      for (const write of blocked) await expect(write).rejects.toThrow(/locked|busy/i);
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    await database.write((tx) => tx.insert(auditLogs).values({ severity: "low", action: "after-lock", resource: "1", success: true }));
    const actions = (await database.db.select({ action: auditLogs.action }).from(auditLogs)).map((row) => row.action);
    expect(actions).toContain("after-lock");
    expect(actions).not.toContain("while-locked");
  }, 20_000);

  it("runs a statement built once on each database's own transaction, and rolls it back with it", async () => {
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-db-"));
    const other = await openDatabase(`file:${path.join(otherDir, "other.db")}`);
    try {
      await migrateDatabase(other);
      const count = async (db: Database, action: string) => (await db.db.select().from(auditLogs).where(eq(auditLogs.action, action))).length;
      for (const [db, resource] of [[database, "first"], [other, "second"], [database, "third"]] as const) {
        await db.write((tx) => recordAudit(tx, { action: "built-once", resource, actor: null, ip: null, success: true, severity: "low" }));
      }
      expect(await count(database, "built-once")).toBe(2);
      expect(await count(other, "built-once")).toBe(1);
      await expect(
        other.write(async (tx) => {
          await recordAudit(tx, { action: "built-once-rolled-back", resource: "x", actor: null, ip: null, success: true, severity: "low" });
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      expect(await count(other, "built-once-rolled-back")).toBe(0);
    } finally {
      other.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
