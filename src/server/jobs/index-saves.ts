/**
 * Saves the search and matching index files (DATA_DIR/vectors: snapshots of the analysed texts
 * and vector graphs) every INDEX_SAVE_SECONDS when the indexes changed since the last save, not
 * only at a clean shutdown: after a crash (kill -9, power loss) the next start restores from
 * files at most that old and catches up the rest from the database (text hashes), instead of
 * analysing every text and rebuilding the graphs. Each file is written to a temporary name and
 * renamed, so a crash during a save leaves the previous file whole.
 */
import type { Logger } from "pino";

export interface SavableIndex {
  /** Saves in the background when changed since the last save; true when it saved. */
  saveIndexInBackground(): Promise<boolean>;
}

/**
 * Starts the job (nothing when `seconds` is 0). The returned function stops it and resolves once
 * the save under way, if any, is on disk (server shutdown: its own save comes after).
 */
export function scheduleIndexSaves(indexes: Record<string, SavableIndex>, seconds: number, logger: Logger): () => Promise<void> {
  if (!(seconds > 0)) return async () => undefined;
  let stopped = false;
  let round: Promise<void> | undefined;
  // One index after the other; a round still writing when the next is due lets it pass.
  const saveAll = async () => {
    for (const [name, index] of Object.entries(indexes)) {
      if (stopped) return;
      const started = performance.now();
      try {
        if (await index.saveIndexInBackground()) logger.info({ index: name, ms: Math.round(performance.now() - started) }, "index files saved");
      } catch (error) {
        logger.warn({ err: error, index: name }, "index files could not be saved");
      }
    }
  };
  const timer = setInterval(() => {
    round ??= saveAll().finally(() => (round = undefined));
  }, seconds * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
  };
}
