/**
 * Prunes the events older than EVENTS_KEEP_DAYS (src/server/events/log.ts) once at server start,
 * then every hour. A server down for longer than that restarts from the database itself.
 */
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { pruneEvents } from "../events/log";
import { schedulePeriodic } from "./periodic";

const HOUR_MS = 60 * 60 * 1000;

/** Starts the job; the returned function stops it, after any run in progress (server shutdown). */
export function scheduleEventPruning(database: Database, logger: Logger): () => Promise<void> {
  return schedulePeriodic(
    async () => {
      const removed = await pruneEvents(database);
      if (removed > 0) logger.info({ removed }, "old events pruned");
    },
    { everyMs: HOUR_MS, atStart: true, logger, failure: "event pruning failed" },
  );
}
