/**
 * Needs whose deadline passes while the server runs leave the matching engine within the hour
 * (MatchingService.dropLapsedNeeds): a deadline is a day, so nothing finer is needed. At start,
 * `load` already leaves them out. Each process does it for its own engine; nothing is written.
 */
import type { Logger } from "pino";
import type { MatchingService } from "../services/matching";
import { schedulePeriodic } from "./periodic";

const HOUR_MS = 60 * 60 * 1000;

/** Starts the job; the returned function stops it, after any run in progress (server shutdown). */
export function scheduleLapsedNeeds(matching: Pick<MatchingService, "dropLapsedNeeds">, logger: Logger): () => Promise<void> {
  return schedulePeriodic(
    async () => {
      const dropped = await matching.dropLapsedNeeds();
      if (dropped > 0) logger.info({ dropped }, "needs past their deadline left matching");
    },
    { everyMs: HOUR_MS, atStart: false, logger, failure: "lapsed needs check failed" },
  );
}
