/**
 * The optional Redis connection (REDIS_URL, DESIGN §13): the Socket.IO adapter fans events out
 * between server processes through it, and the rate limiters keep their counters in it so a limit
 * holds whichever process answers. Without REDIS_URL everything stays in the process.
 */
import { Redis } from "ioredis";
import type { Logger } from "pino";

export type RedisClient = Redis;

/** A connected client, or null without a URL. Fails the start when Redis cannot be reached. */
export async function createRedisClient(url: string | undefined, logger?: Logger): Promise<RedisClient | null> {
  if (!url) return null;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true });
  client.on("error", (err: Error) => logger?.warn({ err: err.message }, "redis connection error"));
  await client.connect();
  return client;
}
