/**
 * The event feed (src/server/events/feed.ts) hears another connection's events in order, on a
 * local file (PRAGMA data_version) and as it would on a remote database (the stamp unknown: a poll);
 * this process's own commits wake it only when they appended events.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { migrateDatabase, openDatabase, type Database } from "../../src/server/db/client";
import { EventFeed } from "../../src/server/events/feed";
import { appendEvents } from "../../src/server/events/log";
import type { StoredEvent } from "../../src/server/events/types";
import { markImmediateDue } from "../../src/server/services/alert-runs";

let dir: string;
let reader: Database;
let writer: Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-feed-"));
  const url = `file:${path.join(dir, "feed.db")}`;
  reader = await openDatabase(url, undefined, "server");
  await migrateDatabase(reader);
  // A second connection with its own origin, as the CLI is beside a server.
  writer = await openDatabase(url, undefined, "cli");
});
afterAll(() => {
  reader.close();
  writer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function heard(database: Database): Promise<StoredEvent[]> {
  const seen: StoredEvent[] = [];
  const feed = new EventFeed(database);
  feed.subscribe("test", (batch) => {
    seen.push(...batch);
  });
  await feed.start();
  for (let i = 1; i <= 3; i++) {
    await writer.write((tx) => appendEvents(writer, tx, [{ type: "listing.published", kind: "need", listingId: i }]));
  }
  await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 2000, interval: 20 });
  await feed.stop();
  return seen;
}

it("reads another process's events in order, woken by data_version on a local file", async () => {
  const seen = await heard(reader);
  expect(seen.map((event) => (event.type === "listing.published" ? event.listingId : 0))).toEqual([1, 2, 3]);
  expect(seen.every((event) => event.origin === writer.origin && event.origin.startsWith("cli:"))).toBe(true);
});

it("reads them by polling when no change stamp exists (a remote database)", async () => {
  const remoteLike = new Proxy(reader, { get: (target, key) => (key === "changeStamp" ? () => null : Reflect.get(target, key)) });
  const seen = await heard(remoteLike);
  expect(seen.map((event) => (event.type === "listing.published" ? event.listingId : 0))).toEqual([1, 2, 3]);
});

it("is woken at once by a commit of this process that appended events, and by no other (issue 25)", async () => {
  const wakes = vi.fn();
  reader.onCommit(wakes);
  await reader.write((tx) => appendEvents(reader, tx, [{ type: "stats.changed" }]));
  expect(wakes).toHaveBeenCalledTimes(1);
  // A mail's or a cursor's write appends no event: nothing for the feed to read.
  await reader.write((tx) => tx.run(sql`update event_cursors set last_id = last_id where 0`));
  expect(wakes).toHaveBeenCalledTimes(1);
});

it("makes no write when no immediate alert is to be made due (issue 25: one write per publication before)", async () => {
  const before = reader.commits;
  expect(await markImmediateDue(reader, ["needs", "offers"])).toBe(0);
  expect(reader.commits).toBe(before);
});
