/**
 * The audit retention job: purges entries older than AUDIT_RETENTION_MONTHS once at server start,
 * then every day. `market audit purge` runs the same service by hand.
 */
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { purgeAuditLogs } from "../services/audit";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the job; the returned function stops it, after any run in progress (server shutdown). */
export function scheduleAuditRetention(database: Database, olderThanMonths: number, logger: Logger): () => Promise<void> {
  const run = async () => {
    try {
      const { removed, before } = await purgeAuditLogs(database, { olderThanMonths });
      if (removed > 0) logger.info({ removed, before }, "audit entries purged");
    } catch (error) {
      logger.error({ err: error }, "audit retention job failed");
    }
  };
  let running = run();
  const timer = setInterval(() => {
    running = running.then(run);
  }, DAY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
