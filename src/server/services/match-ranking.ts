/**
 * Each user's own order of their match lists (issue 20 §3): a match like one the user ignored
 * ranks lower for them, one like a match they kept as a favourite or contacted ranks higher. The
 * adjustment is computed by the engine (src/engine/personal.ts) from the listings' stored
 * embeddings and stored on the match, on that user's side only (`buyer_adjust` /
 * `supplier_adjust`): the counterpart's list, the stored scores, the badges and the counters do
 * not change, and a list query only sorts by a stored expression.
 *
 * It is recomputed from all of the user's ignores and likes (the most recent
 * PERSONAL_HISTORY_LIMIT of each) whenever one of their matches enters or leaves those
 * statuses, so the same actions always give the same values.
 */
import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { personalAdjustment, PERSONAL_HISTORY_LIMIT, PERSONAL_SIMILARITY_FLOOR, closestSimilarity, type PairVectors, type PersonalSignals } from "../../engine";
import type { MatchRanking } from "../../shared/view-schemas";
import { ACTION_STATUS, MATCH_ACTIONS, type MatchStatus } from "../../shared/enums";
import { RANKING } from "../../shared/messages";
import { writeStatement, type Reader, type Tx } from "../db/client";
import { fromBlob } from "../db/embedding-blob";
import { inJsonIds } from "../db/json-ids";
import { interactions, matches, needs, offers, type MatchRow } from "../db/schema";
import { SIDES, type Side } from "./match-sides";

/** The statuses the adjustment learns from. */
const IGNORED: MatchStatus[] = ["ignored"];
const LIKED: MatchStatus[] = ["favorited", "contacted"];

/** What a side's list is sorted by: the stored hybrid score plus that side's adjustment. */
export function rankExpression(side: Side): SQL<number> {
  return sql<number>`(${matches.hybridScore} + ${SIDES[side].adjustColumn})`;
}

/** The same value computed from a match row, for the keyset cursor (SQLite adds doubles as JavaScript does). */
export function rankOf(match: Pick<MatchRow, "hybridScore" | "buyerAdjust" | "supplierAdjust">, side: Side): number {
  return match.hybridScore + match[SIDES[side].adjustKey];
}

/** Why this match sits higher or lower in the caller's list, or null when it does not move. */
export function rankingOf(match: MatchRow, side: Side): MatchRanking | null {
  const adjustment = match[SIDES[side].adjustKey];
  if (adjustment === 0) return null;
  const reason = adjustment < 0 ? "ignored" : "liked";
  return { adjustment, reason, explanation: RANKING[reason][side] };
}

/** Whether a change of the user's status on a match can change their adjustments. */
export function changesRanking(before: MatchStatus, after: MatchStatus): boolean {
  const learned = (status: MatchStatus) => IGNORED.includes(status) || LIKED.includes(status);
  return before !== after && (learned(before) || learned(after));
}

/** The matches on which the user took an action that leads to one of these statuses. */
function actedOn(db: Reader, statuses: MatchStatus[]) {
  const actions = MATCH_ACTIONS.filter((action) => statuses.includes(ACTION_STATUS[action]));
  return db
    .select({ id: interactions.matchId })
    .from(interactions)
    .where(and(eq(interactions.userId, sql.placeholder("userId")), inArray(interactions.action, actions)));
}

/** The tables of the side's own listings and of its counterparts. */
const LISTING_TABLES = { buyer: { own: needs, counterpart: offers }, supplier: { own: offers, counterpart: needs } } as const;

/** The statements of a recomputation on one side, built once per database (db/client.ts). */
function sideStatements(side: Side) {
  const d = SIDES[side];
  const { own, counterpart } = LISTING_TABLES[side];
  // Read from the user's own interactions: every status they learn from is set by an action the
  // user took (matches.ts, conversations.ts), which writes an interaction. The user's matches
  // themselves grow with every listing they publish and would make each publication slower.
  const acted = (statuses: MatchStatus[]) =>
    writeStatement((db) =>
      db
        .select({ id: matches.id, own: own.embedding, counterpart: counterpart.embedding })
        .from(matches)
        .innerJoin(needs, eq(matches.needId, needs.id))
        .innerJoin(offers, eq(matches.offerId, offers.id))
        .where(and(inArray(matches.id, actedOn(db, statuses)), d.owns(sql.placeholder("userId")), inArray(d.statusColumn, statuses)))
        .orderBy(desc(matches.updatedAt), desc(matches.id))
        .limit(PERSONAL_HISTORY_LIMIT)
        .prepare(),
    );
  const ownListings = (one: boolean) =>
    writeStatement((db) =>
      db
        .select({ id: own.id, embedding: own.embedding })
        .from(own)
        .where(and(eq(d.listingOwner, sql.placeholder("userId")), one ? eq(own.id, sql.placeholder("listingId")) : undefined))
        .prepare(),
    );
  return {
    ignored: acted(IGNORED),
    liked: acted(LIKED),
    allListings: ownListings(false),
    oneListing: ownListings(true),
    nearMatches: writeStatement((db) =>
      db
        .select({ id: matches.id, ownId: d.pairColumn, adjust: d.adjustColumn, counterpart: counterpart.embedding })
        .from(matches)
        .innerJoin(counterpart, eq(SIDES[d.other].pairColumn, counterpart.id))
        .where(inJsonIds(d.pairColumn, "near"))
        .prepare(),
    ),
    setAdjustments: writeStatement((db) =>
      db
        .update(matches)
        .set({ [d.adjustKey]: sql`v.value ->> 1` })
        .from(sql`json_each(${sql.placeholder("changed")}) as v`)
        .where(sql`${matches.id} = v.value ->> 0`)
        .prepare(),
    ),
    resetFar: writeStatement((db) =>
      db
        .update(matches)
        .set({ [d.adjustKey]: 0 })
        .where(and(ne(d.adjustColumn, 0), inJsonIds(d.pairColumn, "mine"), sql`not ${inJsonIds(d.pairColumn, "near")}`))
        .prepare(),
    ),
  };
}
const STATEMENTS = { buyer: sideStatements("buyer"), supplier: sideStatements("supplier") };

/**
 * Recomputes the user's adjustments on one side. Only matches of the user's listings that are
 * close to the listing of a match they acted on can move (the engine compares both listings);
 * the others are set back to 0. With `listingId`, only that listing's matches (a listing just
 * published or edited: without any action of its owner they are all 0 already).
 */
export async function recomputeAdjustments(tx: Tx, userId: number, side: Side, listingId?: number): Promise<void> {
  const statements = STATEMENTS[side];
  const toPairs = (rows: { id: number; own: Buffer | null; counterpart: Buffer | null }[]): Array<PairVectors & { matchId: number }> =>
    rows.flatMap((row) => {
      const ownVector = fromBlob(row.own);
      const counterpartVector = fromBlob(row.counterpart);
      return ownVector && counterpartVector ? [{ matchId: row.id, own: ownVector, counterpart: counterpartVector }] : [];
    });
  const signals = { ignored: toPairs(await statements.ignored(tx).all({ userId })), liked: toPairs(await statements.liked(tx).all({ userId })) };
  if (listingId !== undefined && signals.ignored.length === 0 && signals.liked.length === 0) return;
  // A match is moved by the others the user acted on, not by itself: "semblables" are other matches.
  const actedIds = new Set([...signals.ignored, ...signals.liked].map((pair) => pair.matchId));
  const signalsFor = (matchId: number): PersonalSignals =>
    actedIds.has(matchId) ? { ignored: signals.ignored.filter((pair) => pair.matchId !== matchId), liked: signals.liked.filter((pair) => pair.matchId !== matchId) } : signals;

  // The user's listings close enough to one they acted on for any of their matches to move.
  const ownListings = listingId === undefined ? await statements.allListings(tx).all({ userId }) : await statements.oneListing(tx).all({ userId, listingId });
  const actedOwn = [...signals.ignored, ...signals.liked].map((pair) => pair.own);
  const ownVectors = new Map<number, Float32Array>();
  for (const listing of ownListings) {
    const vector = fromBlob(listing.embedding);
    if (vector && closestSimilarity(vector, actedOwn) > PERSONAL_SIMILARITY_FLOOR) ownVectors.set(listing.id, vector);
  }
  const near = JSON.stringify([...ownVectors.keys()]);

  if (ownVectors.size > 0) {
    const changed: Array<[number, number]> = [];
    for (const row of await statements.nearMatches(tx).all({ near })) {
      const ownVector = ownVectors.get(row.ownId);
      const counterpartVector = fromBlob(row.counterpart);
      const { adjust } = ownVector && counterpartVector ? personalAdjustment({ own: ownVector, counterpart: counterpartVector }, signalsFor(row.id)) : { adjust: 0 };
      if (adjust !== row.adjust) changed.push([row.id, adjust]);
    }
    // One statement for all of them, the rows as one JSON parameter (as match-pairs.ts writes scores).
    if (changed.length > 0) await statements.setAdjustments(tx).run({ changed: JSON.stringify(changed) });
  }
  const mine = ownListings.map((listing) => listing.id);
  if (mine.some((id) => !ownVectors.has(id))) await statements.resetFar(tx).run({ mine: JSON.stringify(mine), near });
}
