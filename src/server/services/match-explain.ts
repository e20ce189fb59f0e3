/**
 * Why a listing matches what it matches (`market match explain`): its best counterparts by the
 * engine's exact scores, each with the four scores, the terms that contributed and the constraint
 * signals, and the stored match of the pair when there is one (with each side's status).
 */
import { and, eq, inArray } from "drizzle-orm";
import { constraintSignals } from "../../engine";
import type { MatchExplain } from "../../shared/cli-schemas";
import type { Database } from "../db/client";
import { matches, users, type NeedRow, type OfferRow } from "../db/schema";
import { NotFoundError } from "./errors";
import { listingKind, type ListingRow } from "./listing-kinds";
import type { ListingKind, MatchingService } from "./matching";

export interface ExplainOptions {
  /** Counterparts shown. */
  limit: number;
  /** Smallest hybrid score shown; 0 shows the best ones even below the storage threshold. */
  minScore: number;
  alpha?: number;
}

export async function explainListing(database: Database, matching: MatchingService, kind: ListingKind, id: number, options: ExplainOptions): Promise<MatchExplain> {
  const db = database.db;
  const own = listingKind(kind);
  const other = listingKind(own.counterpart);
  const listing = (await db.select().from(own.table).where(eq(own.columns.id, id)).get()) as ListingRow | undefined;
  if (!listing) throw new NotFoundError(own.messages.notFound);
  const found = matching.engine.matchesFor(own.toDoc(listing), { limit: options.limit, minScore: options.minScore, alpha: options.alpha });
  const ids = found.map((f) => f.id);
  const counterparts = (await db
    .select({ row: other.table, companyName: users.companyName })
    .from(other.table)
    .innerJoin(users, eq(other.columns.ownerId, users.id))
    .where(inArray(other.columns.id, ids))) as Array<{ row: ListingRow; companyName: string }>;
  const byId = new Map(counterparts.map((c) => [c.row.id, c]));
  const stored = await db
    .select({ id: matches.id, counterpartId: other.matchColumn, buyerStatus: matches.buyerStatus, supplierStatus: matches.supplierStatus })
    .from(matches)
    .where(and(eq(own.matchColumn, id), inArray(other.matchColumn, ids)));
  const storedBy = new Map(stored.map((m) => [m.counterpartId, m]));
  return {
    listing: { kind, id, title: listing.title, category: listing.category, status: listing.status },
    minScore: options.minScore,
    counterparts: found.flatMap(({ id: otherId, scores }) => {
      const counterpart = byId.get(otherId);
      if (!counterpart) return [];
      const pair = own.asPair(listing, counterpart.row) as { need: NeedRow; offer: OfferRow };
      const match = storedBy.get(otherId);
      return [
        {
          kind: own.counterpart,
          id: otherId,
          title: counterpart.row.title,
          companyName: counterpart.companyName,
          category: counterpart.row.category,
          hybridScore: scores.hybridScore,
          tfidfScore: scores.tfidfScore,
          semanticScore: scores.semanticScore,
          categoryScore: scores.categoryScore,
          matchedTerms: scores.matchedTerms,
          constraints: constraintSignals(pair.need, pair.offer),
          match: match ? { id: match.id, buyerStatus: match.buyerStatus, supplierStatus: match.supplierStatus } : null,
        },
      ];
    }),
  };
}
