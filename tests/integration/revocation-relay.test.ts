/**
 * Session revocations reach the other server processes through Redis (auth/revocation-relay.ts).
 * Needs Debian's redis-server; without it this file is skipped and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVOCATION_CHANNEL, startRevocationRelay, type RevocationRelay } from "../../src/server/auth/revocation-relay";
import type { SessionRevocation } from "../../src/server/auth/sessions";
import { createRedisClient, type RedisClient } from "../../src/server/redis";
import { waitUntil } from "../support/conversation";
import { hasRedisServer, startRedis, type RedisProcess } from "../support/redis";

const title = hasRedisServer ? "session revocations between processes" : "session revocations between processes (skipped: /usr/bin/redis-server is not installed)";

describe.skipIf(!hasRedisServer)(title, () => {
  let redis: RedisProcess;
  const clients: RedisClient[] = [];
  const relays: RevocationRelay[] = [];

  /** One process's side: its own Redis connection, its relay, what it was told to forget. */
  async function processSide() {
    const client = (await createRedisClient(redis.url))!;
    clients.push(client);
    const forgotten: SessionRevocation[] = [];
    const errors: unknown[] = [];
    const relay = await startRevocationRelay(client, (revocation) => forgotten.push(revocation), (err) => errors.push(err));
    relays.push(relay);
    return { client, relay, forgotten, errors };
  }

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const relay of relays) await relay.close();
    for (const client of clients) await client.quit();
    await redis?.stop();
  });

  it("a logout or a suspension in one process is forgotten by the others, not echoed to itself", async () => {
    const a = await processSide();
    const b = await processSide();
    const c = await processSide();
    a.relay.publish({ userId: 42 });
    b.relay.publish({ sessionId: "abc" });
    await waitUntil(async () => (a.forgotten.length === 1 && b.forgotten.length === 1 && c.forgotten.length === 2 ? true : null));
    expect(a.forgotten).toEqual([{ sessionId: "abc" }]);
    expect(b.forgotten).toEqual([{ userId: 42 }]);
    expect(c.forgotten).toEqual(expect.arrayContaining([{ userId: 42 }, { sessionId: "abc" }]));
  });

  it("ignores a message that is not a revocation, and says so", async () => {
    const a = await processSide();
    await a.client.publish(REVOCATION_CHANNEL, JSON.stringify({ from: "intrus", revocation: { userId: "tous" } }));
    await a.client.publish(REVOCATION_CHANNEL, "pas du JSON");
    await waitUntil(async () => (a.errors.length === 2 ? true : null));
    expect(a.forgotten).toEqual([]);
  });
});
