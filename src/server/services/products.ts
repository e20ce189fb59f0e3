/**
 * The product catalogue and its search (the same French pipeline and hybrid method as matching,
 * with the request's alpha). The search index lives in memory, loaded from the database at start.
 */
import { asc, eq, fillPlaceholders, inArray, sql } from "drizzle-orm";
import type { InArgs } from "@libsql/client";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { ProductSearchIndex, type ProductDoc, type SearchResult as SearchHits } from "../../engine";
import type { ProductView, SearchResult } from "../../shared/view-schemas";
import type { ProductSort } from "../../shared/enums";
import { ERRORS } from "../../shared/messages";
import { sectorSearchedFor } from "../../shared/categories";
import { fromBlob, toBlob } from "../db/embedding-blob";
import { jsonValue } from "../db/cached-reader";
import { inJsonIds } from "../db/json-ids";
import { indexFromSnapshot } from "../db/stored-embeddings";
import { cacheStamp, type Database } from "../db/client";
import { products, type ProductRow } from "../db/schema";
import { unstamped, type StampUrl } from "../file-versions";
import { NotFoundError } from "./errors";
import { IndexHost } from "./index-host";
import { lruMemo, type LruMemo } from "../lru-memo";
import { carryingTexts, withJsonText } from "../json-text";

/** How many relevant products a sort other than relevance orders (the best ones by relevance). */
const SORT_POOL = 500;
/** How many distinct searches keep their hits until the catalogue changes (a few hundred bytes each). */
const KEPT_SEARCHES = 2000;
/** A kept view count saying that the product's row was gone when the counts were read. */
const NO_ROW = -1;
/** How many product cards a search keeps with their JSON (2–4 kB each): a sorted search reads up to SORT_POOL. */
const KEPT_CARDS = 4000;

/** What a product card shows: every column but the embedding (2 kB a product, never sent). */
const VIEW_COLUMNS = {
  id: products.id,
  title: products.title,
  description: products.description,
  brand: products.brand,
  price: products.price,
  currency: products.currency,
  category: products.category,
  images: products.images,
  views: products.views,
  createdAt: products.createdAt,
};
type ProductViewRow = Pick<ProductRow, keyof typeof VIEW_COLUMNS>;

/** `stampUrl` versions the local image paths (issue 24: immutable product images). */
export function toProductView(row: ProductViewRow, stampUrl: StampUrl = unstamped): ProductView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    brand: row.brand,
    price: row.price,
    currency: row.currency,
    category: row.category,
    images: row.images.map(stampUrl),
    views: row.views,
    createdAt: row.createdAt,
  };
}

/**
 * A product card as search answers show it, kept with its JSON in two pieces around the view
 * count (issue 25): a product's text never changes under its id, so a search reads only the
 * counts, and the creation time, which tells a row put back under the same id (a reset) from the
 * kept one. Reading the text columns and writing them as JSON was a fifth of a search.
 */
interface Card {
  view: ProductView;
  /** `{"id":…,"images":[…],"views":` as UTF-8 */
  head: Buffer;
  /** `,"createdAt":"…","score":` as UTF-8 */
  tail: Buffer;
}

function cardOf(view: ProductView): Card {
  const { views: _views, createdAt, ...fixed } = view;
  return {
    view,
    head: Buffer.from(`${JSON.stringify(fixed).slice(0, -1)},"views":`),
    tail: Buffer.from(`,"createdAt":${JSON.stringify(createdAt)},"score":`),
  };
}

/**
 * The card with its current view count and the search's score, written from its kept JSON. A
 * literal, not `{ ...view, views, score }`: the spread cost 5–7 µs a card against 0.5–0.9.
 */
function scoredCard({ view, head, tail }: Card, views: number, score: number): ProductView & { score: number } {
  const { id, title, description, brand, price, currency, category, images, createdAt } = view;
  return withJsonText({ id, title, description, brand, price, currency, category, images, views, createdAt, score }, [head, JSON.stringify(views), tail, `${JSON.stringify(score)}}`]);
}

function productDoc(row: Pick<ProductRow, "id" | "title" | "description" | "brand" | "category">): ProductDoc {
  return { id: row.id, title: row.title, description: row.description, brand: row.brand, category: row.category };
}



export class ProductService extends IndexHost<ProductSearchIndex> {
  /**
   * The hits of identical searches, which are the same for everyone (issue 25): kept until the
   * index changes (products are only ever added), while the rows (view counts) are read fresh. Null
   * with ANSWER_CACHE=0, which measures the search as computed.
   */
  readonly #keptHits: LruMemo<SearchHits> | null;
  readonly #cards = lruMemo<Card, number>(KEPT_CARDS);
  /**
   * The view counts of kept cards as read since the last commit to the database, by this process
   * or another one (cacheStamp; NO_ROW: the product's row was gone): until the next commit, a
   * search reads none again. Not kept where other processes' commits cannot be seen.
   */
  #counts: { stamp: string; views: Map<number, number> } | null = null;

  constructor(
    private readonly database: Database,
    dataDir: string,
    keepSearches = true,
    /** Versions image paths with their content (fileStamper), so that they are cached for good. */
    private readonly stampUrl: StampUrl = unstamped,
  ) {
    super(new ProductSearchIndex({ categoryNamedBy: sectorSearchedFor }), dataDir, "products", database);
    this.#keptHits = keepSearches ? lruMemo(KEPT_SEARCHES) : null;
  }

  /**
   * Indexes every product: from the snapshot of analysed products when it holds a product's
   * current text, otherwise analysed now with its stored embedding (computed and stored when
   * missing or stale); many of them (a first start) are analysed in a child process, whose
   * garbage leaves with it. Builds the vector graph now (or adopts the saved one) so the first search
   * is not the slow one, and saves the index files again when anything had to be analysed.
   */
  async load(): Promise<void> {
    const loadedVectors = await this.loadFiles();
    const rows = await this.database.db
      .select({
        id: products.id,
        title: products.title,
        description: products.description,
        brand: products.brand,
        category: products.category,
        embeddingVersion: products.embeddingVersion,
      })
      .from(products);
    const { restored, total } = (this.loaded = await indexFromSnapshot(
      this.database,
      rows.map((row) => ({ id: row.id, doc: productDoc(row), embeddingVersion: row.embeddingVersion })),
      this.index,
      (ids) => this.database.db.select({ id: products.id, embedding: products.embedding, embeddingVersion: products.embeddingVersion }).from(products).where(inArray(products.id, ids)),
      (tx, id, embedding) => tx.update(products).set({ embedding: toBlob(embedding), embeddingVersion: this.index.embedder.version }).where(eq(products.id, id)),
      (docs, send) => this.index.upsertInChild(docs, this.files.scratchPath(), { send }),
    ));
    this.index.syncVectors();
    if (!loadedVectors || restored < total) this.saveIndex();
  }

  /** Adds freshly imported products to the live index. */
  indexRows(rows: ProductRow[]): void {
    for (const row of rows) this.index.upsert(productDoc(row), fromBlob(row.embedding));
    if (rows.length === 0) return;
    this.files.changed();
    this.#keptHits?.clear();
  }

  /**
   * Products another process imported or removed (the CLI's import, seed and reset): read back and
   * indexed with their stored embeddings, or taken out of the index when their row is gone.
   */
  async follow(ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      const slice = ids.slice(i, i + 500);
      const rows = await this.database.db.select().from(products).where(inArray(products.id, slice));
      const present = new Set(rows.map((row) => row.id));
      const gone = slice.filter((id) => !present.has(id) && this.index.has(id));
      for (const id of gone) this.index.remove(id);
      if (gone.length > 0) {
        this.files.changed();
        this.#keptHits?.clear();
      }
      this.indexRows(rows);
    }
  }

  /** A page of the catalogue in id order, on a statement prepared once, mapped without the ORM (issue 25). */
  async list(limit: number, offset: number): Promise<ProductView[]> {
    const rows = await this.database.selectValues({ sql: LIST_PAGE.sql, args: fillPlaceholders(LIST_PAGE.params, { limit, offset }) as InArgs });
    return rows.map((values) => toProductView(rowOf(values), this.stampUrl));
  }

  async search(input: { q: string; alpha: number; limit: number; sort: ProductSort; offset?: number }): Promise<SearchResult> {
    const offset = input.offset ?? 0;
    // Only relevant products come back from the index (its floors), so a price or date sort
    // orders relevant products only (the SORT_POOL best); the count is what can be paged through.
    const relevance = input.sort === "relevance";
    const { hits, total, searchedFor, unmatchedWords } = relevance
      ? this.#hits(input.q, { alpha: input.alpha, limit: input.limit, offset })
      : this.#hits(input.q, { alpha: input.alpha, limit: SORT_POOL });
    const totalResults = relevance ? total : Math.min(total, SORT_POOL);
    if (hits.length === 0) return { products: [], totalResults, searchedFor, unmatchedWords };
    const found = await this.#cardsOf(hits);
    sortProducts(found, input.sort);
    return carryingTexts({ products: carryingTexts(relevance ? found : found.slice(offset, offset + input.limit)), totalResults, searchedFor, unmatchedWords });
  }

  /**
   * The hits' cards in the hits' order, with their current view counts: one statement reads the
   * counts, a second the whole rows of the cards not kept (or kept from another row under the
   * same id). A product whose row is gone is left out.
   */
  async #cardsOf(hits: ReadonlyArray<{ id: number; score: number }>): Promise<Array<ProductView & { score: number }>> {
    const { stamp, exact } = cacheStamp(this.database);
    if (this.#counts?.stamp !== stamp || this.#counts.views.size > KEPT_CARDS) this.#counts = exact ? { stamp, views: new Map() } : null;
    const counts = this.#counts?.views ?? new Map<number, number>();
    // The cards this answer writes, taken as they are found: other searches running during the
    // awaits below may push them out of the kept ones.
    const held = new Map<number, Card>();
    const unread: number[] = [];
    for (const hit of hits) {
      const card = this.#cards.peek(hit.id);
      const views = counts.get(hit.id);
      if (views === NO_ROW) continue;
      if (views !== undefined && card) held.set(hit.id, card);
      else unread.push(hit.id);
    }
    if (unread.length > 0) {
      // Kept only once the cards are too: a search answered meanwhile (the other calls of a tRPC
      // batch run between these awaits) reads them itself rather than find them half done.
      const read = new Map<number, number>(unread.map((id) => [id, NO_ROW]));
      const missing = new Set<number>();
      for (const [id, views, createdAt] of await this.database.selectValues({ sql: COUNTS_BY_IDS.sql, args: [JSON.stringify(unread)] })) {
        read.set(id as number, views as number);
        const card = this.#cards.peek(id as number);
        if (card && card.view.createdAt === createdAt) held.set(id as number, card);
        else missing.add(id as number);
      }
      if (missing.size > 0) {
        for (const view of await this.#viewsOf([...missing])) {
          const card = cardOf(view);
          this.#cards.set(view.id, card);
          held.set(view.id, card);
          missing.delete(view.id);
        }
        // Gone between the two statements: its kept card, if any, is another row's.
        for (const id of missing) {
          read.set(id, NO_ROW);
          held.delete(id);
        }
      }
      for (const [id, views] of read) counts.set(id, views);
    }
    return hits.flatMap((hit) => {
      const views = counts.get(hit.id);
      const card = held.get(hit.id);
      return views === undefined || views === NO_ROW || card === undefined ? [] : [scoredCard(card, views, hit.score)];
    });
  }

  #hits(q: string, options: { alpha: number; limit: number; offset?: number }): SearchHits {
    const search = () => this.index.search(q, options);
    return this.#keptHits ? this.#keptHits.get(JSON.stringify([q, options.alpha, options.limit, options.offset ?? 0]), search) : search();
  }

  /** The card views of `ids`, in one query on a statement prepared once (any number of ids). */
  async #viewsOf(ids: number[]): Promise<ProductView[]> {
    const rows = await this.database.selectValues({ sql: VIEWS_BY_IDS.sql, args: [JSON.stringify(ids)] });
    return rows.map((values) => toProductView(rowOf(values), this.stampUrl));
  }

  /** A product page view: counts it unless this visitor already counted today (`count` false). */
  async view(id: number, count = true): Promise<ProductView> {
    const row = count
      ? await this.database.write((tx) =>
          tx
            .update(products)
            .set({ views: sql`${products.views} + 1` })
            .where(eq(products.id, id))
            .returning()
            .get(),
        )
      : await this.database.db.select().from(products).where(eq(products.id, id)).get();
    if (!row) throw new NotFoundError(ERRORS.productNotFound);
    return toProductView(row, this.stampUrl);
  }
}

/** A page of the card columns in id order (placeholders limit and offset). */
const LIST_PAGE = new QueryBuilder()
  .select(VIEW_COLUMNS)
  .from(products)
  .orderBy(asc(products.id))
  .limit(sql.placeholder("limit"))
  .offset(sql.placeholder("offset"))
  .toSQL();

/** The card columns of the products whose ids are in the JSON array given as the only argument. */
const VIEWS_BY_IDS = new QueryBuilder()
  .select(VIEW_COLUMNS)
  .from(products)
  .where(inJsonIds(products.id, "ids"))
  .toSQL();

/** The view count and creation time of the products whose ids are in the JSON array given as the only argument. */
const COUNTS_BY_IDS = new QueryBuilder()
  .select({ id: products.id, views: products.views, createdAt: products.createdAt })
  .from(products)
  .where(inJsonIds(products.id, "ids"))
  .toSQL();

/** A row read as values, in VIEW_COLUMNS order, as drizzle would map it (images is stored as JSON). */
function rowOf([id, title, description, brand, price, currency, category, images, views, createdAt]: unknown[]): ProductViewRow {
  return {
    id: id as number,
    title: title as string,
    description: description as string,
    brand: brand as string,
    price: price as number,
    currency: currency as string,
    category: category as string,
    images: jsonValue<string[]>(images),
    views: views as number,
    createdAt: createdAt as string,
  };
}

/** Price sorts put "price on request" (0) last; ties keep relevance order (sort is stable). */
function byPrice(direction: 1 | -1) {
  return (a: ProductView, b: ProductView) => {
    const onRequest = Number(a.price === 0) - Number(b.price === 0);
    return onRequest !== 0 ? onRequest : direction * (a.price - b.price);
  };
}

function sortProducts(items: (ProductView & { score: number })[], sort: ProductSort): void {
  switch (sort) {
    case "price_asc":
      items.sort(byPrice(1));
      break;
    case "price_desc":
      items.sort(byPrice(-1));
      break;
    case "newest":
      items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      break;
    case "relevance":
      break;
  }
}
