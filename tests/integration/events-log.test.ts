/** The events table's upkeep (src/server/events/log.ts): bounded in time, never ahead of the mailer. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { EVENTS_KEEP_DAYS, pruneEvents } from "../../src/server/events/log";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

it(`prunes events older than ${EVENTS_KEEP_DAYS} days, but none the mail cursor has not passed`, async () => {
  const { client } = server.services.database;
  // The server's own prune at start may still wait for its write's turn: writes run in order, so
  // once an empty write of ours is done, it is too, and cannot delete the events below.
  await server.services.database.write(async () => undefined);
  await client.execute("delete from events");
  for (const [type, at] of [
    ["stats.changed", daysAgo(EVENTS_KEEP_DAYS + 3)],
    ["stats.changed", daysAgo(EVENTS_KEEP_DAYS + 2)],
    ["stats.changed", daysAgo(EVENTS_KEEP_DAYS + 1)],
    ["stats.changed", daysAgo(1)],
  ]) {
    await client.execute({ sql: "insert into events (type, payload, origin, created_at) values (?, '{}', 'cli:test', ?)", args: [type!, at!] });
  }
  const ids = (await client.execute("select id from events order by id")).rows.map((row) => Number(row.id));
  // The mailer has read only the first two old events: the third, old as it is, waits for it.
  await client.execute({ sql: "insert into event_cursors (name, last_id) values ('mail', ?) on conflict(name) do update set last_id = excluded.last_id", args: [ids[1]!] });
  expect(await pruneEvents(server.services.database)).toBe(2);
  expect((await client.execute("select id from events order by id")).rows.map((row) => Number(row.id))).toEqual(ids.slice(2));

  await client.execute({ sql: "update event_cursors set last_id = ? where name = 'mail'", args: [ids[3]!] });
  expect(await pruneEvents(server.services.database)).toBe(1);
  expect((await client.execute("select id from events order by id")).rows.map((row) => Number(row.id))).toEqual([ids[3]]);
});
