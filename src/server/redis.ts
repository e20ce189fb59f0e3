/**
 * The optional Redis connection (REDIS_URL, DESIGN §13): the Socket.IO adapter fans events out
 * between server processes through it, and the rate limiters keep their counters in it so a limit
 * holds whichever process answers. Without REDIS_URL everything stays in the process.
 *
 * Redis is a help, never a condition (issue 18): the server starts while it is down, and while it
 * is down commands fail at once instead of queueing (`enableOfflineQueue: false`), so the limiters
 * fall back to their in-process twins and the socket adapter to local fan-out. The client keeps
 * reconnecting in the background and everything goes back to Redis when it answers again. The log
 * says so once per outage, not once per failed reconnection.
 */
import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "pino";

export type RedisClient = Redis;

/** Reconnection delays: quick at first, then every 2 s for as long as it takes. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 2_000);

/**
 * Options for a client that subscribes: its SUBSCRIBE must wait for the connection (and is
 * replayed by ioredis after each reconnection) rather than fail while Redis is away.
 */
export const SUBSCRIBER_OPTIONS: Partial<RedisOptions> = { enableOfflineQueue: true, maxRetriesPerRequest: null };

/** How long a start waits for Redis before going on without it. */
const FIRST_CONNECTION_MS = 2_000;

/**
 * A client, or null without a URL. Waits up to 2 s for the first connection, so that a normal
 * start has Redis (and its subscriptions) in place; past that it goes on and connects later.
 */
export async function createRedisClient(url: string | undefined, logger?: Logger): Promise<RedisClient | null> {
  if (!url) return null;
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  let down = false;
  const wentDown = (reason: string) => {
    if (down) return;
    down = true;
    logger?.warn({ reason }, "Redis unreachable: rate limits and real-time fan-out stay within this process until it returns");
  };
  client.on("error", (err: Error) => wentDown(err.message));
  client.on("close", () => wentDown("connection closed"));
  client.on("ready", () => {
    if (!down) return;
    down = false;
    logger?.info("Redis is back: rate limits and real-time fan-out are shared again");
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECTION_MS);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}

/** Whether commands sent now would reach Redis. */
export function isRedisReady(client: RedisClient): boolean {
  return client.status === "ready";
}

/**
 * The client the Socket.IO adapter publishes with. The adapter does not catch a failed PUBLISH,
 * which would crash the process on an unhandled rejection while Redis is down; here it is
 * dropped (the local sockets were served already, the other processes miss that one event).
 */
export function quietPublisher(client: RedisClient): RedisClient {
  const publisher = client.duplicate();
  const publish = publisher.publish.bind(publisher) as (channel: string, message: string | Buffer) => Promise<number>;
  publisher.publish = ((channel: string, message: string | Buffer) => publish(channel, message).catch(() => 0)) as RedisClient["publish"];
  publisher.on("error", () => undefined);
  return publisher;
}
