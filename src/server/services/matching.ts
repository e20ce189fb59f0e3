/**
 * The matching service: feeds the engine (src/engine) with the active needs and offers of the
 * database, and writes its scores back as matches. Publishing a need or an offer is one
 * transaction: the listing, its embedding, its matches and the notifications; the live events
 * go out after the commit (DESIGN §3).
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  EMBEDDER_VERSION,
  MatchingEngine,
  type ListingDoc,
  type PairScores,
} from "../../engine";
import type { NeedView, OfferView, PublishResult, RematchResult } from "../../shared/api-types";
import type { NeedData, OfferData } from "../../shared/schemas";
import { toBlob } from "../db/embedding-blob";
import { indexWithStoredEmbeddings } from "../db/stored-embeddings";
import type { Database, Tx } from "../db/client";
import { matches, needs, offers, type NeedRow, type OfferRow, type UserRow } from "../db/schema";
import type { RealtimeHub } from "../realtime/hub";
import { toNeedView, toOfferView } from "./listings-view";
import { insertNotifications, pushNotifications, type NewNotification } from "./notifications";
import { matchNotifyThreshold } from "./preferences";
import type { NotificationRow } from "../db/schema";

export type ListingKind = "need" | "offer";

export function needDoc(row: Pick<NeedRow, "id" | "title" | "description" | "category" | "keywords">): ListingDoc {
  return { id: row.id, kind: "need", title: row.title, description: row.description, category: row.category, keywords: row.keywords };
}

export function offerDoc(
  row: Pick<OfferRow, "id" | "title" | "description" | "category" | "keywords" | "certifications">,
): ListingDoc {
  return {
    id: row.id,
    kind: "offer",
    title: row.title,
    description: row.description,
    category: row.category,
    keywords: row.keywords,
    certifications: row.certifications,
  };
}



function scoreColumns(scores: PairScores) {
  return {
    hybridScore: scores.hybridScore,
    tfidfScore: scores.tfidfScore,
    semanticScore: scores.semanticScore,
    categoryScore: scores.categoryScore,
    matchedTerms: scores.matchedTerms,
  };
}

async function storeEmbedding(tx: Tx, kind: ListingKind, id: number, embedding: Float32Array): Promise<void> {
  const values = { embedding: toBlob(embedding), embeddingVersion: EMBEDDER_VERSION };
  if (kind === "need") await tx.update(needs).set(values).where(eq(needs.id, id));
  else await tx.update(offers).set(values).where(eq(offers.id, id));
}

const REMATCH_BATCH = 200;

type WantedPairs = Map<string, { needId: number; offerId: number; scores: PairScores }>;
interface SyncCounts {
  created: number;
  updated: number;
  removed: number;
}

const pairKey = (needId: number, offerId: number) => `${needId}:${offerId}`;

/**
 * Brings stored matches in line with what the engine wants: existing pairs still wanted get new
 * scores (keeping statuses and history), the others are deleted, the missing ones inserted.
 */
async function syncPairs(tx: Tx, existing: { id: number; needId: number; offerId: number }[], wanted: WantedPairs): Promise<SyncCounts> {
  const removedIds: number[] = [];
  const rescored: { id: number; scores: PairScores }[] = [];
  for (const match of existing) {
    const key = pairKey(match.needId, match.offerId);
    const next = wanted.get(key);
    if (!next) {
      removedIds.push(match.id);
      continue;
    }
    wanted.delete(key);
    rescored.push({ id: match.id, scores: next.scores });
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
      from json_each(${JSON.stringify(rows)}) as v
      where matches.id = v.value ->> 0`);
  }
  const fresh = [...wanted.values()];
  for (let i = 0; i < fresh.length; i += BULK_ROWS) {
    const rows = fresh.slice(i, i + BULK_ROWS).map((pair) => [pair.needId, pair.offerId, ...scoreValues(pair.scores)]);
    await tx.run(sql`
      insert into matches (need_id, offer_id, hybrid_score, tfidf_score, semantic_score, category_score, matched_terms)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6
      from json_each(${JSON.stringify(rows)})`);
  }
  return { created: fresh.length, updated: rescored.length, removed: removedIds.length };
}

/**
 * Bulk writes pass their rows as one JSON parameter: the embedded libSQL driver keeps memory for
 * every bound parameter of a statement it has run, so thousands of multi-row statements with
 * thousands of parameters each grew a full re-match of 5 million pairs to 13 GB of RSS.
 */
const BULK_ROWS = 1000;

function scoreValues(scores: PairScores) {
  return [scores.hybridScore, scores.tfidfScore, scores.semanticScore, scores.categoryScore, JSON.stringify(scores.matchedTerms)] as const;
}

interface PendingEvents {
  matchUsers: Map<number, number[]>;
  notifications: NotificationRow[];
}

export class MatchingService {
  readonly engine = new MatchingEngine();
  private readonly vectorsPath: string;

  constructor(
    private readonly database: Database,
    private readonly realtime: RealtimeHub,
    dataDir: string,
  ) {
    this.vectorsPath = path.join(dataDir, "vectors", "listings.usearch");
  }

  /** Loads every active listing into the engine, computing and storing missing embeddings. */
  async load(): Promise<void> {
    const loadedVectors = this.engine.loadVectors(this.vectorsPath);
    await this.loadKind("need");
    await this.loadKind("offer");
    // Build (or adopt) the vector graphs now rather than during the first publication.
    this.engine.syncVectors();
    if (!loadedVectors) this.saveIndex();
  }

  private async loadKind(kind: ListingKind): Promise<void> {
    const rows =
      kind === "need"
        ? (await this.database.db.select().from(needs).where(eq(needs.status, "active"))).map((row) => ({ ...row, doc: needDoc(row) }))
        : (await this.database.db.select().from(offers).where(eq(offers.status, "active"))).map((row) => ({ ...row, doc: offerDoc(row) }));
    await indexWithStoredEmbeddings(this.database, rows, this.engine, (tx, id, embedding) => storeEmbedding(tx, kind, id, embedding));
  }

  /** Writes the vector index to DATA_DIR so the next start skips rebuilding it. */
  saveIndex(): void {
    fs.mkdirSync(path.dirname(this.vectorsPath), { recursive: true });
    this.engine.saveVectors(this.vectorsPath);
  }

  async publishNeed(buyer: UserRow, input: NeedData): Promise<PublishResult<NeedView>> {
    const events: PendingEvents = { matchUsers: new Map(), notifications: [] };
    const { row, doc, embedding, created } = await this.database.write(async (tx) => {
      const inserted = await tx
        .insert(needs)
        .values({ ...input, buyerId: buyer.id, status: "active" })
        .returning()
        .get();
      const doc = needDoc(inserted);
      const embedding = this.engine.embed(doc);
      await storeEmbedding(tx, "need", inserted.id, embedding);
      const created = await this.insertMatchesFor(tx, doc, buyer, events);
      return { row: inserted, doc, embedding, created };
    });
    this.engine.upsert(doc, embedding);
    this.emit(events);
    return { item: toNeedView(row, buyer.companyName), matchesCreated: created };
  }

  async publishOffer(supplier: UserRow, input: OfferData): Promise<PublishResult<OfferView>> {
    const events: PendingEvents = { matchUsers: new Map(), notifications: [] };
    const { row, doc, embedding, created } = await this.database.write(async (tx) => {
      const inserted = await tx
        .insert(offers)
        .values({ ...input, supplierId: supplier.id, status: "active" })
        .returning()
        .get();
      const doc = offerDoc(inserted);
      const embedding = this.engine.embed(doc);
      await storeEmbedding(tx, "offer", inserted.id, embedding);
      const created = await this.insertMatchesFor(tx, doc, supplier, events);
      return { row: inserted, doc, embedding, created };
    });
    this.engine.upsert(doc, embedding);
    this.emit(events);
    return { item: toOfferView(row, supplier.companyName), matchesCreated: created };
  }

  /** Scores a new listing against the other side and stores the matches above the threshold. */
  private async insertMatchesFor(tx: Tx, doc: ListingDoc, owner: UserRow, events: PendingEvents): Promise<number> {
    const found = this.engine.matchesFor(doc);
    if (found.length === 0) return 0;
    const counterpartIds = found.map((f) => f.id);
    const counterparts =
      doc.kind === "need"
        ? await tx
            .select({ id: offers.id, ownerId: offers.supplierId, title: offers.title, active: offers.status })
            .from(offers)
            .where(inArray(offers.id, counterpartIds))
        : await tx
            .select({ id: needs.id, ownerId: needs.buyerId, title: needs.title, active: needs.status })
            .from(needs)
            .where(inArray(needs.id, counterpartIds));
    const byId = new Map(counterparts.filter((c) => c.active === "active").map((c) => [c.id, c]));
    const notices: NewNotification[] = [];
    let created = 0;
    for (const { id, scores } of found) {
      const counterpart = byId.get(id);
      if (!counterpart) continue;
      const pair = doc.kind === "need" ? { needId: doc.id, offerId: id } : { needId: id, offerId: doc.id };
      const match = await tx
        .insert(matches)
        .values({ ...pair, ...scoreColumns(scores) })
        .returning({ id: matches.id })
        .get();
      created++;
      addMatchUser(events, owner.id, match.id);
      addMatchUser(events, counterpart.ownerId, match.id);
      // The counterpart's own threshold (Profile › Settings; NOTIFY_MIN_SCORE by default, null: never).
      const threshold = await matchNotifyThreshold(tx, counterpart.ownerId);
      if (threshold !== null && scores.hybridScore >= threshold) {
        notices.push({
          userId: counterpart.ownerId,
          type: "match",
          title: "Nouveau match",
          message: `« ${doc.title} » correspond à « ${counterpart.title} » (${Math.round(scores.hybridScore * 100)} %)`,
          matchId: match.id,
          details: scores.matchedTerms.length > 0 ? `Termes communs : ${scores.matchedTerms.join(", ")}` : null,
        });
      }
    }
    events.notifications.push(...(await insertNotifications(tx, notices)));
    return created;
  }

  /**
   * Recomputes every match between active listings. Pairs that remain keep their id, statuses,
   * interactions and messages (only the scores change); pairs below the threshold are removed;
   * new pairs are created. Matches of closed listings are history and stay as they are.
   * Needs are processed in batches, each in its own transaction, so memory stays bounded and
   * other writers are never held up for the whole run. `onProgress` hears the needs done after
   * each committed batch and is awaited (the CLI yields to its event loop there to draw its
   * progress bar and hear Ctrl-C; throwing there stops the run between two batches).
   */
  async rematchAll(
    options: { alpha?: number; onProgress?: (needsDone: number, needsTotal: number) => void | Promise<void> } = {},
  ): Promise<RematchResult> {
    const needIds = (await this.database.db.select({ id: needs.id }).from(needs).where(eq(needs.status, "active"))).map((row) => row.id);
    const totals: SyncCounts = { created: 0, updated: 0, removed: 0 };
    for (let i = 0; i < needIds.length; i += REMATCH_BATCH) {
      const batch = await this.database.db.select().from(needs).where(inArray(needs.id, needIds.slice(i, i + REMATCH_BATCH)));
      const wanted: WantedPairs = new Map();
      for (const need of batch) {
        for (const { id, scores } of this.engine.matchesFor(needDoc(need), { alpha: options.alpha })) {
          wanted.set(pairKey(need.id, id), { needId: need.id, offerId: id, scores });
        }
      }
      const counts = await this.database.write(async (tx) => {
        const existing = await tx
          .select({ id: matches.id, needId: matches.needId, offerId: matches.offerId })
          .from(matches)
          .innerJoin(offers, eq(matches.offerId, offers.id))
          .where(and(inArray(matches.needId, batch.map((need) => need.id)), eq(offers.status, "active")));
        return syncPairs(tx, existing, wanted);
      });
      totals.created += counts.created;
      totals.updated += counts.updated;
      totals.removed += counts.removed;
      await options.onProgress?.(Math.min(i + REMATCH_BATCH, needIds.length), needIds.length);
    }
    const totalMatches = await this.database.db.$count(matches);
    this.realtime.toEveryone("stats:updated", {});
    return {
      totalMatches,
      ...totals,
      message: `Re-matching terminé : ${totals.created} nouveaux matches créés`,
      matchesCreated: totals.created,
      notificationsSent: 0,
    };
  }

  /** Re-indexes a listing after its owner edited it, and re-scores its pairs like a re-match would. */
  async reindex(kind: ListingKind, id: number): Promise<void> {
    const row =
      kind === "need"
        ? await this.database.db.select().from(needs).where(eq(needs.id, id)).get()
        : await this.database.db.select().from(offers).where(eq(offers.id, id)).get();
    if (!row) return;
    if (row.status !== "active") {
      this.engine.remove(kind, id);
      return;
    }
    const doc = kind === "need" ? needDoc(row as NeedRow) : offerDoc(row as OfferRow);
    const embedding = this.engine.embed(doc);
    const wanted: WantedPairs = new Map();
    for (const { id: other, scores } of this.engine.matchesFor(doc)) {
      const pair = kind === "need" ? { needId: id, offerId: other } : { needId: other, offerId: id };
      wanted.set(pairKey(pair.needId, pair.offerId), { ...pair, scores });
    }
    await this.database.write(async (tx) => {
      await storeEmbedding(tx, kind, id, embedding);
      const side = kind === "need" ? matches.needId : matches.offerId;
      const existing = await tx.select({ id: matches.id, needId: matches.needId, offerId: matches.offerId }).from(matches).where(eq(side, id));
      await syncPairs(tx, existing, wanted);
    });
    this.engine.upsert(doc, embedding);
  }

  removeFromMatching(kind: ListingKind, id: number): void {
    this.engine.remove(kind, id);
  }

  private emit(events: PendingEvents): void {
    for (const [userId, matchIds] of events.matchUsers) {
      for (const matchId of matchIds) this.realtime.toUser(userId, "match:new", { matchId });
    }
    pushNotifications(this.realtime, events.notifications);
    this.realtime.toEveryone("stats:updated", {});
  }
}

function addMatchUser(events: PendingEvents, userId: number, matchId: number): void {
  const list = events.matchUsers.get(userId) ?? [];
  list.push(matchId);
  events.matchUsers.set(userId, list);
}
