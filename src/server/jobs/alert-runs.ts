/**
 * The alert job (issue 22): in every server process, checks the due alerts every
 * ALERT_CHECK_SECONDS (default 60) and delivers them (services/alert-runs.ts, where the claim
 * makes several processes safe); an event that makes immediate alerts due wakes it sooner. Once
 * an hour it also deletes the expired single-use mail links.
 */
import type { Logger } from "pino";
import { runDueAlerts, type AlertRunDeps } from "../services/alert-runs";
import { pruneMailLinks } from "../services/mail-links";

const HOUR_MS = 60 * 60 * 1000;

export interface AlertJob {
  /** Runs a pass after `delayMs` (an immediate alert just became due). */
  wake(delayMs: number): void;
  stop(): Promise<void>;
}

export interface AlertJobDeps extends AlertRunDeps {
  logger: Logger;
  /**
   * Resolves once this process's indexes hold every listing committed before the call (the event
   * feed's drain): a need another process has just published is then in the digest that is due now,
   * not, as "nothing new", in tomorrow's.
   */
  caughtUp?: () => Promise<void>;
}

export function scheduleAlertRuns(deps: AlertJobDeps, checkSeconds: number): AlertJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let lastPrune = 0;
  const pass = async () => {
    if (stopped) return;
    try {
      await deps.caughtUp?.();
      const outcomes = await runDueAlerts(deps);
      const sent = outcomes.filter((outcome) => outcome.sent > 0);
      if (sent.length > 0) deps.logger.info({ alerts: sent.length, items: sent.reduce((n, o) => n + o.sent, 0) }, "alerts delivered");
      if (Date.now() - lastPrune >= HOUR_MS) {
        lastPrune = Date.now();
        const removed = await pruneMailLinks(deps.database);
        if (removed > 0) deps.logger.info({ removed }, "expired mail links deleted");
      }
    } catch (error) {
      deps.logger.error({ err: error }, "alert job failed");
    }
  };
  const queue = () => {
    running = running.then(pass);
  };
  queue();
  const timer = setInterval(queue, Math.max(1, checkSeconds) * 1000);
  timer.unref();
  const wakers = new Set<NodeJS.Timeout>();
  return {
    wake(delayMs) {
      if (stopped) return;
      const waker = setTimeout(() => {
        wakers.delete(waker);
        queue();
      }, delayMs);
      waker.unref();
      wakers.add(waker);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const waker of wakers) clearTimeout(waker);
      await running;
    },
  };
}
