/**
 * Prunes the events older than EVENTS_KEEP_DAYS (src/server/events/log.ts) once at server start,
 * then every hour. A server down for longer than that restarts from the database itself.
 */
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { pruneEvents } from "../events/log";

const HOUR_MS = 60 * 60 * 1000;

/** Starts the job; the returned function stops it, after any run in progress (server shutdown). */
export function scheduleEventPruning(database: Database, logger: Logger): () => Promise<void> {
  const run = async () => {
    try {
      const removed = await pruneEvents(database);
      if (removed > 0) logger.info({ removed }, "old events pruned");
    } catch (error) {
      logger.error({ err: error }, "event pruning failed");
    }
  };
  let running = run();
  const timer = setInterval(() => {
    running = running.then(run);
  }, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
