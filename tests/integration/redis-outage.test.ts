/**
 * Issue 18: Redis is a help, never a condition. With REDIS_URL set and Redis stopped during
 * traffic, a real server process keeps answering (local limits, local fan-out), does not crash,
 * goes back to Redis when it returns, and a server starts while Redis is down.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/server/http/rate-limits";
import { rawRequest } from "../support/raw-http";
import { cleaningNeed, cleaningOffer } from "../support/conversation";
import { connectedSocket } from "../support/sockets";
import { hasRedisServer, startRedis, type RedisProcess } from "../support/redis";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { newAccount, registeredClient } from "../support/test-server";

const title = hasRedisServer ? "Redis down and back" : "Redis down and back (skipped: /usr/bin/redis-server is not installed)";

/** Answers within 5 s, or fails the test: a hang is as bad as a 500. */
async function quickly(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!hasRedisServer)(title, () => {
  let redis: RedisProcess;
  let server: ServerProcess;
  let second: ServerProcess | undefined;

  beforeAll(async () => {
    redis = await startRedis();
    server = await startServerProcess({ demo: false, env: { REDIS_URL: redis.url, LOG_LEVEL: "error" } });
  }, 120_000);

  afterAll(async () => {
    await second?.stop();
    await server?.stop();
    await redis?.stop();
  });

  it("keeps serving with local limits and fan-out, then shares them again when Redis returns", async () => {
    const supplier = await registeredClient(server.url, "supplier", { location: "Rennes" });
    await supplier.client.post("/api/offers", cleaningOffer("Rennes"));
    const socket = await connectedSocket(server.url, supplier.client.cookieHeader()!);

    await redis.stop();

    // Reads, writes and tRPC answer, quickly, none of them 500.
    for (const path of ["/api/stats", "/api/products", "/trpc/stats.public"]) {
      expect((await quickly(`${server.url}${path}`)).status, path).toBe(200);
    }
    // Real-time events still reach this process's own sockets.
    const received = new Promise<{ matchId: number }>((resolve) => socket.once("match:new", resolve));
    const buyer = await registeredClient(server.url, "buyer", { location: "Rennes" });
    const need = await buyer.client.post("/api/needs", cleaningNeed("Rennes"));
    expect(need.status).toBe(201);
    expect((await received).matchId).toBeGreaterThan(0);
    socket.close();

    // Limits hold within the process: one address gets its registration budget, then 429.
    const localAddress = "127.0.0.31";
    const register = () => rawRequest(server.url, { method: "POST", path: "/api/auth/register", body: newAccount("buyer"), headers: { origin: server.url }, localAddress });
    for (let i = 0; i < RATE_LIMITS.register[0].points; i++) expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(429);

    // A server starts while Redis is down.
    second = await startServerProcess({ demo: false, env: { REDIS_URL: redis.url, LOG_LEVEL: "error" } });
    expect((await quickly(`${second.url}/api/stats`)).status).toBe(200);

    // Redis returns (empty: no persistence): the counters go back to it.
    redis = await startRedis(redis.port);
    const probe = new Redis(redis.url);
    try {
      await until(async () => {
        await quickly(`${server.url}/api/products`);
        return (await probe.keys("limit_api_*")).length > 0;
      }, 15_000);
    } finally {
      probe.disconnect();
    }
    // Nothing crashed along the way.
    for (const running of [server, second]) expect((await quickly(`${running.url}/api/stats`)).status).toBe(200);
  }, 90_000);
});
