/**
 * Session revocations shared between server processes (REDIS_URL, issue 12): each process keeps
 * validated sessions in memory (sessions.ts). On one database file, SQLite's data_version already
 * shows every process the others' commits; on a remote database nothing does, so a logout,
 * suspension or erasure made in one process is published on a Redis channel and every other
 * process drops the sessions it names at once.
 */
import { z } from "zod";
import { isRedisReady, SUBSCRIBER_OPTIONS, type RedisClient } from "../redis";
import type { SessionRevocation } from "./sessions";

export const REVOCATION_CHANNEL = "maillon:sessions-revoked";

const messageSchema = z.object({
  from: z.string(),
  revocation: z.union([z.object({ sessionId: z.string() }), z.object({ userId: z.number().int() }), z.object({ all: z.literal(true) })]),
});

export interface RevocationRelay {
  /** Tells the other processes; called for each revocation this process makes. */
  publish(revocation: SessionRevocation): void;
  close(): Promise<void>;
}

/**
 * Starts relaying: `forget` is called with each revocation published by another process. With
 * Redis up, resolves once the subscription is in place, so that no revocation published after it
 * is missed; with Redis down, the subscription is made when it returns and the start goes on.
 */
export async function startRevocationRelay(redis: RedisClient, forget: (revocation: SessionRevocation) => void, onError: (err: unknown) => void): Promise<RevocationRelay> {
  const self = crypto.randomUUID();
  const subscriber = redis.duplicate(SUBSCRIBER_OPTIONS);
  subscriber.on("error", () => undefined); // the main client logs the outage once
  subscriber.on("message", (_channel: string, text: string) => {
    try {
      const message = messageSchema.parse(JSON.parse(text));
      if (message.from !== self) forget(message.revocation);
    } catch (err) {
      onError(err);
    }
  });
  const subscribed = subscriber.subscribe(REVOCATION_CHANNEL).catch(onError);
  if (isRedisReady(redis)) await subscribed;
  return {
    publish(revocation) {
      redis.publish(REVOCATION_CHANNEL, JSON.stringify({ from: self, revocation })).catch(onError);
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
