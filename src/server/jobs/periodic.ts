/**
 * The shape every housekeeping job of the server shares: a task run every `everyMs` (and once at
 * start when asked), one run at a time, its failures logged and never thrown; the returned function
 * stops it after the run in progress (server shutdown).
 */
import type { Logger } from "pino";

export function schedulePeriodic(task: () => Promise<void>, options: { everyMs: number; atStart: boolean; logger: Logger; failure: string }): () => Promise<void> {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      options.logger.error({ err: error }, options.failure);
    }
  };
  let running = options.atStart ? run() : Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(run);
  }, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
