/**
 * The audit retention job: purges entries older than AUDIT_RETENTION_MONTHS once at server start,
 * then every day. `market audit purge` runs the same service by hand.
 */
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { purgeAuditLogs } from "../services/audit";
import { schedulePeriodic } from "./periodic";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the job; the returned function stops it, after any run in progress (server shutdown). */
export function scheduleAuditRetention(database: Database, olderThanMonths: number, logger: Logger): () => Promise<void> {
  return schedulePeriodic(
    async () => {
      const { removed, before } = await purgeAuditLogs(database, { olderThanMonths });
      if (removed > 0) logger.info({ removed, before }, "audit entries purged");
    },
    { everyMs: DAY_MS, atStart: true, logger, failure: "audit retention job failed" },
  );
}
