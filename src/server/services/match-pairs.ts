/**
 * Stored matches brought in line with what the engine wants (DESIGN §7): the pairs a listing's
 * scores make, the stored pairs still in play, and one bulk sync that keeps statuses and history.
 * Used by publication, edits and the full re-match alike (matching.ts, rematch.ts).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Match, PairScores } from "../../engine";
import { writeStatement, type Reader, type Tx } from "../db/client";
import { inJsonIds, jsonRows } from "../db/json-ids";
import { matches, users } from "../db/schema";
import { listingKind, type ListingKind } from "./listing-kinds";
import { matchNotifyThreshold } from "./preferences";
import { earliestToday } from "../../shared/dates";

/**
 * Bulk writes pass their rows as one JSON parameter: the embedded libSQL driver keeps memory for
 * every bound parameter of a statement it has run, so thousands of multi-row statements with
 * thousands of parameters each grew a full re-match of 5 million pairs to 13 GB of RSS.
 */
const BULK_ROWS = 1000;

export interface Pair {
  needId: number;
  offerId: number;
  scores: PairScores;
}
export type WantedPairs = Map<string, Pair>;
export interface ExistingPair {
  id: number;
  needId: number;
  offerId: number;
  /** The stored scores, when read (a pair whose scores do not change is not written again). */
  scores?: PairScores;
}
export interface SyncCounts {
  created: number;
  updated: number;
  removed: number;
  /** Pairs still wanted with the same scores: left as they are, `updatedAt` included. */
  unchanged: number;
}

/** Scores equal to the stored ones, to the precision a REAL keeps. */
function sameScores(stored: PairScores | undefined, next: PairScores): boolean {
  if (!stored) return false;
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  return (
    close(stored.hybridScore, next.hybridScore) &&
    close(stored.tfidfScore, next.tfidfScore) &&
    close(stored.semanticScore, next.semanticScore) &&
    close(stored.categoryScore, next.categoryScore) &&
    JSON.stringify(stored.matchedTerms) === JSON.stringify(next.matchedTerms)
  );
}

const pairKey = (needId: number, offerId: number) => `${needId}:${offerId}`;

function scoreValues(scores: PairScores) {
  return [scores.hybridScore, scores.tfidfScore, scores.semanticScore, scores.categoryScore, JSON.stringify(scores.matchedTerms)] as const;
}

/** The pairs a listing's matches make, keyed like the stored ones. */
export function pairsOf(kind: ListingKind, id: number, found: Match[]): WantedPairs {
  const wanted: WantedPairs = new Map();
  for (const { id: other, scores } of found) {
    const { need: needId, offer: offerId } = listingKind(kind).asPair(id, other);
    wanted.set(pairKey(needId, offerId), { needId, offerId, scores });
  }
  return wanted;
}

/**
 * The stored matches of some listings whose counterpart is still in play (listing-kinds.ts
 * inPlay). Matches with a closed counterpart, or a need whose deadline passed, are history
 * (statuses, interactions, messages): no re-scoring touches them.
 */
export function activePairsOf(tx: Reader, kind: ListingKind, ids: number[]): Promise<ExistingPair[]> {
  const own = listingKind(kind);
  const other = listingKind(own.counterpart);
  return tx
    .select({
      id: matches.id,
      needId: matches.needId,
      offerId: matches.offerId,
      scores: {
        hybridScore: matches.hybridScore,
        tfidfScore: matches.tfidfScore,
        semanticScore: matches.semanticScore,
        categoryScore: matches.categoryScore,
        matchedTerms: matches.matchedTerms,
      },
    })
    .from(matches)
    .innerJoin(other.table, eq(other.matchColumn, other.columns.id))
    .where(and(inArray(own.matchColumn, ids), other.inPlay()));
}

/**
 * Brings stored matches in line with what the engine wants: existing pairs still wanted get new
 * scores (keeping statuses and history), the others are deleted, the missing ones inserted.
 * Used by re-match, publication and edits alike. Returns the created pairs when asked.
 */
export async function syncPairs(tx: Tx, existing: ExistingPair[], wanted: WantedPairs, returnCreated = false) {
  const removedIds: number[] = [];
  const rescored: { id: number; scores: PairScores }[] = [];
  let unchanged = 0;
  const fresh = new Map(wanted);
  for (const match of existing) {
    const key = pairKey(match.needId, match.offerId);
    const next = fresh.get(key);
    if (!next) {
      removedIds.push(match.id);
      continue;
    }
    fresh.delete(key);
    if (sameScores(match.scores, next.scores)) unchanged++;
    else rescored.push({ id: match.id, scores: next.scores });
  }
  for (let i = 0; i < removedIds.length; i += BULK_ROWS) {
    await tx.delete(matches).where(inArray(matches.id, removedIds.slice(i, i + BULK_ROWS)));
  }
  const now = new Date().toISOString();
  for (let i = 0; i < rescored.length; i += BULK_ROWS) {
    const rows = rescored.slice(i, i + BULK_ROWS).map(({ id, scores }) => [id, ...scoreValues(scores)]);
    await tx.run(sql`
      update matches set
        hybrid_score = v.value ->> 1, tfidf_score = v.value ->> 2, semantic_score = v.value ->> 3,
        category_score = v.value ->> 4, matched_terms = v.value ->> 5, updated_at = ${now}
      from json_each(${jsonRows(rows)}) as v
      where matches.id = v.value ->> 0`);
  }
  const inserts = [...fresh.values()];
  const created: ExistingPair[] = [];
  for (let i = 0; i < inserts.length; i += BULK_ROWS) {
    const rows = inserts.slice(i, i + BULK_ROWS).map((pair) => [pair.needId, pair.offerId, ...scoreValues(pair.scores)]);
    const insert = sql`
      insert into matches (need_id, offer_id, hybrid_score, tfidf_score, semantic_score, category_score, matched_terms)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6
      from json_each(${jsonRows(rows)})`;
    if (!returnCreated) {
      await tx.run(insert);
      continue;
    }
    const result = await tx.run(sql`${insert} returning id, need_id, offer_id`);
    for (const row of result.rows) created.push({ id: Number(row.id), needId: Number(row.need_id), offerId: Number(row.offer_id) });
  }
  const counts: SyncCounts = { created: inserts.length, updated: rescored.length, removed: removedIds.length, unchanged };
  return { counts, created };
}

/** Per kind of counterpart: its listings in play among a JSON array of ids, with their owners' settings. */
const counterpartsOf = (kind: ListingKind) =>
  writeStatement((db) => {
    const d = listingKind(kind);
    return db
      .select({ id: d.columns.id, ownerId: d.columns.ownerId, title: d.table.title, settings: users.settings })
      .from(d.table)
      .innerJoin(users, eq(users.id, d.columns.ownerId))
      .where(and(inJsonIds(d.columns.id, "ids"), d.inPlay(sql.placeholder("today"))))
      .prepare();
  });
const COUNTERPARTS = { need: counterpartsOf("need"), offer: counterpartsOf("offer") };

/**
 * The listings in play among `ids` (active; a need also before its deadline), with what a
 * notification about them needs: the title, the owner, and from which score the owner wants new
 * matches notified (their settings, null: never).
 */
export async function activeCounterparts(tx: Tx, kind: ListingKind, ids: number[]) {
  if (ids.length === 0) return new Map<number, { ownerId: number; title: string; notifyFrom: number | null }>();
  const rows = await COUNTERPARTS[kind](tx).all({ ids: JSON.stringify(ids), today: earliestToday() });
  return new Map(rows.map((row) => [row.id, { ownerId: row.ownerId, title: row.title, notifyFrom: matchNotifyThreshold(row.settings) }]));
}
