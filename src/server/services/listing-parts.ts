/**
 * The needs' and offers' parts of match views, mapped once per listing revision and kept by each
 * process (issue 25). A page of matches reads each listing's id and revision with its match rows
 * (the trigger of migration 0011 moves the revision at every change, whoever writes); only a
 * listing this process has not mapped at that revision is read whole, in one query per kind. A
 * computed page then reads 20 columns a match instead of 47 and parses no JSON: libSQL's cost is
 * per value handed to JavaScript.
 */
import type { InArgs } from "@libsql/client";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import type { ListingStatus, Urgency } from "../../shared/enums";
import { jsonValue } from "../db/cached-reader";
import type { Database } from "../db/client";
import { inJsonIds } from "../db/json-ids";
import { needs, offers } from "../db/schema";
import { lruMemo, type LruMemo } from "../lru-memo";

/** What a match view shows of its listing, from the listing's own row (not its owner's). */
interface ListingPart {
  title: string;
  description: string;
  category: string;
  currency: string;
  location: string;
  keywords: string[];
  specifications: Record<string, string>;
  images: string[];
  status: ListingStatus;
  createdAt: string;
  updatedAt: string;
}

export interface NeedPart extends ListingPart {
  budget: number;
  urgency: Urgency;
  deadline: string | null;
}

export interface OfferPart extends ListingPart {
  price: number;
  priceUnit: string | null;
  deliveryTime: string;
  certifications: string[];
  minOrderQuantity: number;
}

/** Listings kept per kind and database: about a kilobyte each. */
const KEPT_PARTS = 20_000;

const listingColumns = (table: typeof needs | typeof offers) => ({
  id: table.id,
  revision: table.revision,
  title: table.title,
  description: table.description,
  category: table.category,
  currency: table.currency,
  location: table.location,
  keywords: table.keywords,
  specifications: table.specifications,
  images: table.images,
  status: table.status,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
});

/** The parts' columns of the listings whose ids are in the JSON array given as the only argument. */
const NEED_ROWS = new QueryBuilder()
  .select({ ...listingColumns(needs), budget: needs.budget, urgency: needs.urgency, deadline: needs.deadline })
  .from(needs)
  .where(inJsonIds(needs.id, "ids"))
  .toSQL();
const OFFER_ROWS = new QueryBuilder()
  .select({ ...listingColumns(offers), price: offers.price, deliveryTime: offers.deliveryTime, certifications: offers.certifications, minOrderQuantity: offers.minOrderQuantity, priceUnit: offers.priceUnit })
  .from(offers)
  .where(inJsonIds(offers.id, "ids"))
  .toSQL();


/** Columns 2 to 12 of a row of NEED_ROWS or OFFER_ROWS (after id and revision). */
function listingPart(v: unknown[]): ListingPart {
  return {
    title: v[2] as string,
    description: v[3] as string,
    category: v[4] as string,
    currency: v[5] as string,
    location: v[6] as string,
    keywords: jsonValue(v[7]),
    specifications: jsonValue(v[8]),
    images: jsonValue(v[9]),
    status: v[10] as ListingStatus,
    createdAt: v[11] as string,
    updatedAt: v[12] as string,
  };
}

const needPart = (v: unknown[]): NeedPart => ({ ...listingPart(v), budget: v[13] as number, urgency: v[14] as Urgency, deadline: v[15] as string | null });
const offerPart = (v: unknown[]): OfferPart => ({
  ...listingPart(v),
  price: v[13] as number,
  deliveryTime: v[14] as string,
  certifications: jsonValue(v[15]),
  minOrderQuantity: v[16] as number,
  priceUnit: v[17] as string | null,
});

/**
 * Each kept part's fields as JSON in UTF-8, without the braces (`"title":"…",…`): written once per
 * revision for every answer that embeds it (json-text.ts).
 */
const partTexts = new WeakMap<object, Buffer>();

/** The JSON fields of a part given by `listingParts`. */
export function partJsonFields(part: NeedPart | OfferPart): Buffer {
  return partTexts.get(part)!;
}

interface Kept<T> {
  revision: number;
  part: T;
}

class PartsOfKind<T extends object> {
  readonly #kept: LruMemo<Kept<T>, number> = lruMemo(KEPT_PARTS);

  constructor(
    private readonly query: { sql: string },
    private readonly toPart: (values: unknown[]) => T,
  ) {}

  /**
   * The parts of the listings of `revisions` (id → the revision the page read), each at that
   * revision or a later one: kept ones, and the others read now in one query.
   */
  async of(database: Database, revisions: ReadonlyMap<number, number>): Promise<Map<number, T>> {
    const parts = new Map<number, T>();
    const missing: number[] = [];
    for (const [id, revision] of revisions) {
      const kept = this.#kept.peek(id);
      if (kept && kept.revision >= revision) parts.set(id, kept.part);
      else missing.push(id);
    }
    if (missing.length === 0) return parts;
    for (const values of await database.selectValues({ sql: this.query.sql, args: [JSON.stringify(missing)] as InArgs })) {
      const id = values[0] as number;
      const part = this.toPart(values);
      partTexts.set(part, Buffer.from(JSON.stringify(part).slice(1, -1)));
      this.#kept.set(id, { revision: values[1] as number, part });
      parts.set(id, part);
    }
    return parts;
  }
}

const byDatabase = new WeakMap<Database, { needs: PartsOfKind<NeedPart>; offers: PartsOfKind<OfferPart> }>();

/** The needs' and offers' parts for a page of matches (listing id → revision read with the page). */
export async function listingParts(
  database: Database,
  needRevisions: ReadonlyMap<number, number>,
  offerRevisions: ReadonlyMap<number, number>,
): Promise<{ needs: Map<number, NeedPart>; offers: Map<number, OfferPart> }> {
  let kinds = byDatabase.get(database);
  if (!kinds) byDatabase.set(database, (kinds = { needs: new PartsOfKind(NEED_ROWS, needPart), offers: new PartsOfKind(OFFER_ROWS, offerPart) }));
  const [needParts, offerParts] = await Promise.all([kinds.needs.of(database, needRevisions), kinds.offers.of(database, offerRevisions)]);
  return { needs: needParts, offers: offerParts };
}
