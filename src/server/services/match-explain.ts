/**
 * Why a listing matches what it matches (`market match explain`): its best counterparts by the
 * engine's exact scores, each with the four scores, the terms that contributed and the constraint
 * signals, and the stored match of the pair when there is one (with each side's status).
 */
import { and, eq, inArray } from "drizzle-orm";
import { constraintSignals } from "../../engine";
import type { MatchExplain } from "../../shared/cli-schemas";
import { ERRORS } from "../../shared/messages";
import type { Database } from "../db/client";
import { matches, needs, offers, users } from "../db/schema";
import { NotFoundError } from "./errors";
import { NEED_KIND, OFFER_KIND } from "./listing-kinds";
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
  const need = kind === "need" ? await db.select().from(needs).where(eq(needs.id, id)).get() : undefined;
  const offer = kind === "offer" ? await db.select().from(offers).where(eq(offers.id, id)).get() : undefined;
  const listing = need ?? offer;
  if (!listing) throw new NotFoundError(kind === "need" ? ERRORS.needNotFound : ERRORS.offerNotFound);
  const doc = need ? NEED_KIND.toDoc(need) : OFFER_KIND.toDoc(offer!);
  const found = matching.engine.matchesFor(doc, { limit: options.limit, minScore: options.minScore, alpha: options.alpha });
  const ids = found.map((f) => f.id);
  const counterparts =
    kind === "need"
      ? await db.select({ row: offers, companyName: users.companyName }).from(offers).innerJoin(users, eq(offers.supplierId, users.id)).where(inArray(offers.id, ids))
      : await db.select({ row: needs, companyName: users.companyName }).from(needs).innerJoin(users, eq(needs.buyerId, users.id)).where(inArray(needs.id, ids));
  const byId = new Map<number, (typeof counterparts)[number]>(counterparts.map((c) => [c.row.id, c]));
  const stored = await db
    .select({ id: matches.id, needId: matches.needId, offerId: matches.offerId, buyerStatus: matches.buyerStatus, supplierStatus: matches.supplierStatus })
    .from(matches)
    .where(and(kind === "need" ? eq(matches.needId, id) : eq(matches.offerId, id), inArray(kind === "need" ? matches.offerId : matches.needId, ids)));
  const storedBy = new Map(stored.map((m) => [kind === "need" ? m.offerId : m.needId, m]));
  return {
    listing: { kind, id, title: listing.title, category: listing.category, status: listing.status },
    minScore: options.minScore,
    counterparts: found.flatMap(({ id: otherId, scores }) => {
      const other = byId.get(otherId);
      if (!other) return [];
      const pair = kind === "need" ? { need: need!, offer: other.row as typeof offers.$inferSelect } : { need: other.row as typeof needs.$inferSelect, offer: offer! };
      const match = storedBy.get(otherId);
      return [
        {
          kind: kind === "need" ? ("offer" as const) : ("need" as const),
          id: otherId,
          title: other.row.title,
          companyName: other.companyName,
          category: other.row.category,
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
