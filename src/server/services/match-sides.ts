/**
 * The two sides of a match, described once (as listing-kinds.ts describes needs and offers): the
 * buyer owns the need, the supplier the offer, and each keeps its own status on the match.
 * Services ask the descriptor instead of writing `side === "buyer" ? … : …`.
 */
import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { MatchStatus } from "../../shared/enums";
import type { AnswerScope } from "../db/answer-scopes";
import type { Reader } from "../db/client";
import { matches, needs, offers, type MatchRow, type NeedRow, type OfferRow } from "../db/schema";

export type Side = "buyer" | "supplier";

/** A match read with both listings (and possibly both parties). */
interface Pairing<Party> {
  match: MatchRow;
  need: NeedRow;
  offer: OfferRow;
  buyer: Party;
  supplier: Party;
}

export interface SideDescriptor {
  side: Side;
  other: Side;
  /** This side's status column on `matches`, and its key on a match row. */
  statusColumn: typeof matches.buyerStatus;
  statusKey: "buyerStatus" | "supplierStatus";
  /** This side's personal adjustment of its own ranking (issue 20 §3), and its key on a match row. */
  adjustColumn: typeof matches.buyerAdjust | typeof matches.supplierAdjust;
  adjustKey: "buyerAdjust" | "supplierAdjust";
  /** The listing this side owns in a match, and the column of `matches` that points at it. */
  listingKey: "need" | "offer";
  pairColumn: typeof matches.needId | typeof matches.offerId;
  /** Rows of `matches` joined with needs and offers that belong to `userId` on this side. */
  owns(userId: number | Placeholder): SQL;
  /** Listings this side owns, for counting. */
  listingOwner: typeof needs.buyerId | typeof offers.supplierId;
  listingTable: typeof needs | typeof offers;
}

export const SIDES: Record<Side, SideDescriptor> = {
  buyer: {
    side: "buyer",
    other: "supplier",
    statusColumn: matches.buyerStatus,
    statusKey: "buyerStatus",
    adjustColumn: matches.buyerAdjust,
    adjustKey: "buyerAdjust",
    listingKey: "need",
    pairColumn: matches.needId,
    owns: (userId) => eq(needs.buyerId, userId),
    listingOwner: needs.buyerId,
    listingTable: needs,
  },
  supplier: {
    side: "supplier",
    other: "buyer",
    statusColumn: matches.supplierStatus,
    statusKey: "supplierStatus",
    adjustColumn: matches.supplierAdjust,
    adjustKey: "supplierAdjust",
    listingKey: "offer",
    pairColumn: matches.offerId,
    owns: (userId) => eq(offers.supplierId, userId),
    listingOwner: offers.supplierId,
    listingTable: offers,
  },
};

export const sideOf = (side: Side): SideDescriptor => SIDES[side];

/** The side's own status on a match, and the other side's. */
export function statusesOf(match: MatchRow, side: Side): { own: MatchStatus; counterpart: MatchStatus } {
  const d = SIDES[side];
  return { own: match[d.statusKey], counterpart: match[SIDES[d.other].statusKey] };
}

/**
 * The counterpart's status as a side is shown it: an ignored match reads as seen. Telling a
 * company « Ignoré » was unkind, and no use to them: the match stays theirs all the same.
 */
export function seenByCounterpart(status: MatchStatus): MatchStatus {
  return status === "ignored" ? "viewed" : status;
}

/** The values that set one side's status (and the match's `updatedAt`). */
export function statusChange(side: Side, status: MatchStatus, now: string): Partial<MatchRow> {
  return { [SIDES[side].statusKey]: status, updatedAt: now };
}

/** The listing the side owns and the other side's, in a match read with both. */
export function listingsOf<Party>(row: Pairing<Party>, side: Side): { own: NeedRow | OfferRow; counterpart: NeedRow | OfferRow } {
  const d = SIDES[side];
  return { own: row[d.listingKey], counterpart: row[SIDES[d.other].listingKey] };
}

/** The other party of a match read with both parties. */
export function counterpartOf<Party>(row: Pick<Pairing<Party>, "buyer" | "supplier">, side: Side): Party {
  return row[SIDES[side].other];
}

/** Which side a user is on in a match, or null when neither. */
export function sideInMatch(row: { buyer: { id: number }; supplier: { id: number } }, userId: number): Side | null {
  if (row.buyer.id === userId) return "buyer";
  if (row.supplier.id === userId) return "supplier";
  return null;
}

/** A match's two parties: whose answers a change of the match, its thread or its statuses touches (db/answer-scopes.ts). */
export async function bothParties(reader: Reader, matchId: number): Promise<AnswerScope> {
  const row = await reader
    .select({ buyerId: needs.buyerId, supplierId: offers.supplierId })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .where(eq(matches.id, matchId))
    .get();
  return { accounts: row ? [row.buyerId, row.supplierId] : [] };
}

/**
 * The ids of a user's matches as a subquery, found from each side's own index. One condition on
 * both listings' tables (`buyer_id = ? or supplier_id = ?`) made SQLite read every match, or
 * every message, of the platform at each call (issue 25).
 */
export function ownMatchIds(userId: number | Placeholder): SQL {
  return sql`select ${matches.id} from ${needs} join ${matches} on ${matches.needId} = ${needs.id} where ${needs.buyerId} = ${userId}
    union select ${matches.id} from ${offers} join ${matches} on ${matches.offerId} = ${offers.id} where ${offers.supplierId} = ${userId}`;
}
