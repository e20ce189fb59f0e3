/**
 * Needs and offers are one concept seen from two sides (DESIGN §3). This table says everything
 * that differs between the two kinds — the table and its owner column, who may publish, the other
 * side, the input schemas, the view, the engine document, the French messages — so the listing
 * service, the matching service, the routers and their /api declarations are each written once.
 * See docs/decisions/004-one-listing-descriptor.md.
 */
import { and, eq, gte, isNull, or, type Placeholder, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import type { ListingDoc } from "../../engine";
import { needViewSchema, offerViewSchema, type NeedView, type OfferView } from "../../shared/view-schemas";
import type { AccountType } from "../../shared/enums";
import { earliestToday, isLapsed } from "../../shared/dates";
import { ERRORS, NOTIFICATIONS } from "../../shared/messages";
import { needInputSchema, needUpdateSchema, offerInputSchema, offerUpdateSchema } from "../../shared/schemas";
import { matches, needs, offers, type NeedRow, type OfferRow } from "../db/schema";

export type ListingKind = "need" | "offer";
export type ListingRow = NeedRow | OfferRow;

interface KindDescriptor<Row extends ListingRow, ViewSchema extends z.ZodType, Input extends z.ZodType, Patch extends z.ZodType> {
  kind: ListingKind;
  /** The kind it is matched against. */
  counterpart: ListingKind;
  /** The only account type that publishes and owns this kind. */
  ownerRole: Extract<AccountType, "buyer" | "supplier">;
  table: typeof needs | typeof offers;
  /** Columns shared by both tables, named once for the generic queries. */
  columns: {
    id: typeof needs.id | typeof offers.id;
    ownerId: typeof needs.buyerId | typeof offers.supplierId;
    status: typeof needs.status | typeof offers.status;
    category: typeof needs.category | typeof offers.category;
    createdAt: typeof needs.createdAt | typeof offers.createdAt;
  };
  /** This kind's side of a match row, as a column and as the property of a pair. */
  matchColumn: typeof matches.needId | typeof matches.offerId;
  pairKey: "needId" | "offerId";
  /** The property of a row that holds its owner's id. */
  ownerKey: "buyerId" | "supplierId";
  ownerOf(row: Row): number;
  inputSchema: Input;
  updateSchema: Patch;
  viewSchema: ViewSchema;
  toView(row: Row, companyName: string): z.infer<ViewSchema>;
  toDoc(row: Pick<Row, "id" | "title" | "description" | "category" | "keywords"> & Partial<Pick<OfferRow, "certifications">>): ListingDoc;
  /** The columns `toDoc` reads, to select no more than the engine needs. */
  docColumns: Record<string, SQLiteColumn>;
  messages: { notFound: string; ownerOnly: string; newMatchTitle: string };
  /** Two things of a pair, one of this kind and one of its counterpart, put the way matches are: (need, offer). */
  asPair<T>(own: T, counterpart: T): { need: T; offer: T };
  /**
   * The rows still in play for matching, as of the day `today` (earliestToday(); a placeholder in
   * prepared statements): active, and for a need, its deadline not over everywhere. A need whose
   * deadline passed keeps its matches as history and gets no new ones until its owner moves it.
   */
  inPlay(today?: string | Placeholder): SQL;
  /** Whether a row is in play (inPlay's rule, read on the row). */
  isInPlay(row: Row, now?: Date): boolean;
}

const listingBaseView = (row: ListingRow, companyName: string) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  currency: row.currency,
  location: row.location,
  keywords: row.keywords,
  specifications: row.specifications,
  images: row.images,
  status: row.status,
  companyName,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const NEED_KIND: KindDescriptor<NeedRow, typeof needViewSchema, typeof needInputSchema, typeof needUpdateSchema> = {
  kind: "need",
  counterpart: "offer",
  ownerRole: "buyer",
  table: needs,
  columns: { id: needs.id, ownerId: needs.buyerId, status: needs.status, category: needs.category, createdAt: needs.createdAt },
  matchColumn: matches.needId,
  pairKey: "needId",
  ownerKey: "buyerId",
  ownerOf: (row) => row.buyerId,
  inputSchema: needInputSchema,
  updateSchema: needUpdateSchema,
  viewSchema: needViewSchema,
  toView: (row, companyName) => ({
    ...listingBaseView(row, companyName),
    budget: row.budget,
    urgency: row.urgency,
    deadline: row.deadline,
    buyerId: row.buyerId,
  }),
  toDoc: (row) => ({ id: row.id, kind: "need", title: row.title, description: row.description, category: row.category, keywords: row.keywords }),
  docColumns: { id: needs.id, title: needs.title, description: needs.description, category: needs.category, keywords: needs.keywords },
  messages: { notFound: ERRORS.needNotFound, ownerOnly: ERRORS.buyersOnly, newMatchTitle: NOTIFICATIONS.newMatchTitle },
  asPair: (own, counterpart) => ({ need: own, offer: counterpart }),
  inPlay: (today = earliestToday()) => and(eq(needs.status, "active"), or(isNull(needs.deadline), gte(needs.deadline, today))) as SQL,
  isInPlay: (row, now) => row.status === "active" && !isLapsed(row.deadline, now),
};

export const OFFER_KIND: KindDescriptor<OfferRow, typeof offerViewSchema, typeof offerInputSchema, typeof offerUpdateSchema> = {
  kind: "offer",
  counterpart: "need",
  ownerRole: "supplier",
  table: offers,
  columns: { id: offers.id, ownerId: offers.supplierId, status: offers.status, category: offers.category, createdAt: offers.createdAt },
  matchColumn: matches.offerId,
  pairKey: "offerId",
  ownerKey: "supplierId",
  ownerOf: (row) => row.supplierId,
  inputSchema: offerInputSchema,
  updateSchema: offerUpdateSchema,
  viewSchema: offerViewSchema,
  toView: (row, companyName) => ({
    ...listingBaseView(row, companyName),
    price: row.price,
    priceUnit: row.priceUnit,
    deliveryTime: row.deliveryTime,
    certifications: row.certifications,
    minOrderQuantity: row.minOrderQuantity,
    supplierId: row.supplierId,
  }),
  docColumns: { id: offers.id, title: offers.title, description: offers.description, category: offers.category, keywords: offers.keywords, certifications: offers.certifications },
  toDoc: (row) => ({
    id: row.id,
    kind: "offer",
    title: row.title,
    description: row.description,
    category: row.category,
    keywords: row.keywords,
    certifications: row.certifications ?? [],
  }),
  messages: { notFound: ERRORS.offerNotFound, ownerOnly: ERRORS.suppliersOnly, newMatchTitle: NOTIFICATIONS.newMatchTitle },
  asPair: (own, counterpart) => ({ need: counterpart, offer: own }),
  inPlay: () => eq(offers.status, "active"),
  isInPlay: (row) => row.status === "active",
};

export const LISTING_KINDS = { need: NEED_KIND, offer: OFFER_KIND } as const;

/** The descriptor of a kind, typed loosely for code that serves both kinds the same way. */
export type AnyListingKind = KindDescriptor<ListingRow, z.ZodType<NeedView | OfferView>, z.ZodType, z.ZodType>;
export function listingKind(kind: ListingKind): AnyListingKind {
  return LISTING_KINDS[kind] as unknown as AnyListingKind;
}
