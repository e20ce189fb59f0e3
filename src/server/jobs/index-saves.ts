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
  /** Saves when changed since the last save; true when it saved. */
  saveIndexIfChanged(): boolean;
}

/** Starts the job (nothing when `seconds` is 0); the returned function stops it (server shutdown). */
export function scheduleIndexSaves(indexes: Record<string, SavableIndex>, seconds: number, logger: Logger): () => void {
  if (!(seconds > 0)) return () => undefined;
  const entries = Object.entries(indexes);
  let stopped = false;
  // One index per turn of the event loop, so requests get in between two saves.
  const saveFrom = (at: number) => {
    if (stopped || at >= entries.length) return;
    const [name, index] = entries[at] as [string, SavableIndex];
    const started = performance.now();
    try {
      if (index.saveIndexIfChanged()) logger.info({ index: name, ms: Math.round(performance.now() - started) }, "index files saved");
    } catch (error) {
      logger.warn({ err: error, index: name }, "index files could not be saved");
    }
    setImmediate(() => saveFrom(at + 1));
  };
  const timer = setInterval(() => saveFrom(0), seconds * 1000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
