/**
 * The full re-match (`market rematch`, the admin's button): every active need scored again
 * against every active offer, written batch by batch (match-pairs.ts). The matching service
 * hands it its engine and database (MatchingService.rematchAll).
 */
import fs from "node:fs";
import { inArray } from "drizzle-orm";
import { REMATCH_THREADS, RematchPool, type MatchingEngine } from "../../engine";
import type { RematchResult } from "../../shared/view-schemas";
import type { Database } from "../db/client";
import { matches, needs } from "../db/schema";
import { appendEvents } from "../events/log";
import { listingKind } from "./listing-kinds";
import { activeCounterparts, activePairsOf, pairsOf, syncPairs, type SyncCounts, type WantedPairs } from "./match-pairs";

/** Needs re-matched per transaction: bounds memory and lets other writers in between. */
const REMATCH_BATCH = 200;

/**
 * Active needs from which a full re-match scores them in worker threads (RematchPool, one per
 * core); below, starting the workers costs more than they save.
 */
export const REMATCH_POOL_MIN_NEEDS = 2_000;

export interface RematchOptions {
  alpha?: number;
  threads?: number;
  onProgress?: (needsDone: number, needsTotal: number) => void | Promise<void>;
}

/** Listings published, edited or withdrawn during a run, by kind. */
export type ChangedListings = { need: Set<number>; offer: Set<number> };

/** What the re-match needs of the matching service. */
export interface RematchHost {
  database: Database;
  engine: MatchingEngine;
  /** Where the worker threads find the engine's files. */
  directory: string;
  /** Makes the engine hold exactly the active listings of the database. */
  catchUp(): Promise<void>;
  /** The service records there the listings its own writes change during the run (null: the run ended). */
  trackChanges(changed: ChangedListings | null): void;
}

/**
 * Recomputes every match between active listings. Pairs that remain keep their id, statuses,
 * interactions and messages (only the scores change); pairs below the threshold are removed;
 * new pairs are created. Matches of closed listings are history and stay as they are.
 * Needs are processed in batches, each in its own transaction, so memory stays bounded and
 * other writers are never held up for the whole run. `onProgress` hears the needs done after
 * each committed batch and is awaited (the CLI yields to its event loop there to draw its
 * progress bar and hear Ctrl-C; throwing there stops the run between two batches).
 *
 * From REMATCH_POOL_MIN_NEEDS active needs (or when `threads` is given, 0 meaning none) the
 * needs are scored by a pool of worker threads holding a snapshot of the engine, a few
 * batches ahead of the writes, which stay here, one batch at a time and in order. The matches
 * are the same as on this thread. Listings published, edited or withdrawn during the run keep
 * the matches their own scoring wrote.
 */
export async function rematchAll(host: RematchHost, options: RematchOptions = {}): Promise<RematchResult> {
  await host.catchUp();
  const d = listingKind("need");
  const needIds = (await host.database.db.select({ id: needs.id }).from(needs).where(d.inPlay())).map((row) => row.id);
  const totals: SyncCounts = { created: 0, updated: 0, removed: 0, unchanged: 0 };
  const threads = options.threads ?? (needIds.length >= REMATCH_POOL_MIN_NEEDS ? REMATCH_THREADS : 0);
  const changed = { need: new Set<number>(), offer: new Set<number>() };
  host.trackChanges(changed);
  let pool: RematchPool | null = null;
  try {
    if (threads > 0 && needIds.length > 0) {
      fs.mkdirSync(host.directory, { recursive: true });
      pool = await RematchPool.start(host.engine, { threads, directory: host.directory });
    }
    const scoreBatch = async (ids: number[]) => {
      const rows = await host.database.db.select().from(needs).where(inArray(needs.id, ids));
      const docs = rows.map((need) => d.toDoc(need));
      const found = pool ? await pool.matches(docs, { alpha: options.alpha }) : docs.map((doc) => host.engine.matchesFor(doc, { alpha: options.alpha }));
      return docs.map((doc, i) => ({ needId: doc.id, found: found[i] ?? [] }));
    };
    // With workers, a few batches are scored ahead while this thread writes the previous one.
    const ahead = pool ? 2 * pool.threads : 0;
    const scoring: Array<ReturnType<typeof scoreBatch>> = [];
    let next = 0;
    for (let i = 0; i < needIds.length; i += REMATCH_BATCH) {
      while (next < needIds.length && next <= i + ahead * REMATCH_BATCH) {
        const batch = scoreBatch(needIds.slice(next, next + REMATCH_BATCH));
        // Awaited below, unless the run stops first (Ctrl-C): then nobody waits for it.
        batch.catch(() => undefined);
        scoring.push(batch);
        next += REMATCH_BATCH;
      }
      const scored = (await scoring.shift()) ?? [];
      const { counts } = await host.database.write(async (tx) => {
        // Listings another process withdrew since the run began (a suspension by `market` or the
        // console, an offer closed on the web during `market rematch`) are still in this engine:
        // their stored pairs are history that activePairsOf leaves out, so they are not paired again.
        const scoredIds = scored.filter((need) => !changed.need.has(need.needId)).map((need) => need.needId);
        const offerIds = [...new Set(scored.flatMap((need) => need.found.map((match) => match.id)))];
        const needsInPlay = await activeCounterparts(tx, "need", scoredIds);
        const offersInPlay = await activeCounterparts(tx, "offer", offerIds);
        const kept = scored.filter((need) => needsInPlay.has(need.needId));
        const wanted: WantedPairs = new Map();
        for (const need of kept) {
          for (const [key, pair] of pairsOf("need", need.needId, need.found)) {
            if (!changed.offer.has(pair.offerId) && offersInPlay.has(pair.offerId)) wanted.set(key, pair);
          }
        }
        const existing = await activePairsOf(
          tx,
          "need",
          kept.map((need) => need.needId),
        );
        return syncPairs(
          tx,
          existing.filter((pair) => !changed.offer.has(pair.offerId)),
          wanted,
        );
      });
      totals.created += counts.created;
      totals.updated += counts.updated;
      totals.removed += counts.removed;
      totals.unchanged += counts.unchanged;
      await options.onProgress?.(Math.min(i + REMATCH_BATCH, needIds.length), needIds.length);
    }
  } catch (error) {
    // Stopped between two batches (Ctrl-C): the batches written stay, and open pages hear of them too.
    if (totals.created + totals.updated + totals.removed > 0) await announceRematch(host.database).catch(() => undefined);
    throw error;
  } finally {
    host.trackChanges(null);
    await pool?.close();
  }
  const totalMatches = await host.database.db.$count(matches);
  await announceRematch(host.database);
  return {
    totalMatches,
    ...totals,
    message: `Re-matching terminé : ${totals.created} nouveaux matches créés`,
    matchesCreated: totals.created,
    notificationsSent: 0,
  };
}

/** Open match lists refetch (pairs were created, rescored and removed under them), and the counters. */
function announceRematch(database: Database): Promise<void> {
  return database.write((tx) => appendEvents(database, tx, [{ type: "matches.recomputed" }, { type: "stats.changed" }]));
}
