/**
 * The matching service: feeds the engine (src/engine) with the active needs and offers of the
 * database, and writes its scores back as matches (DESIGN §3, §7).
 *
 * Publishing or editing a listing embeds and scores it first, outside the write lock; then one
 * transaction writes the listing, its embedding, its matches (one bulk statement), the
 * notifications and the domain events (src/server/events). This process's engine learns the
 * listing after the commit; other processes learn it from the events.
 */
import { and, eq, getTableColumns, inArray, not, sql } from "drizzle-orm";
import { ANALYSIS_CHILD_MIN_DOCS, MatchingEngine, type ListingAnalysis, type ListingDoc, type Match } from "../../engine";
import type { PublishResult, RematchResult } from "../../shared/view-schemas";
import { SHOWN_MIN_SCORE } from "../../shared/constants";
import { NOTIFICATIONS } from "../../shared/messages";
import { shownMatchedTerms } from "../../shared/matched-terms";
import { writeStatement, type Database, type Tx } from "../db/client";
import { toBlob } from "../db/embedding-blob";
import { needs, type offers, type OfferRow, type UserRow } from "../db/schema";
import { indexMissingRows, indexWithStoredEmbeddings, restoreRows, storeEmbeddings, type RestorableRow } from "../db/stored-embeddings";
import { appendEvents } from "../events/log";
import type { DomainEvent } from "../events/types";
import { IndexHost } from "./index-host";
import { activeCounterparts, activePairsOf, pairsOf, syncPairs, type ExistingPair } from "./match-pairs";
import { recomputeAdjustments } from "./match-ranking";
import { rematchAll, type RematchOptions } from "./rematch";

export { REMATCH_POOL_MIN_NEEDS } from "./rematch";
import { listingKind, type AnyListingKind, type ListingKind, type ListingRow } from "./listing-kinds";
import { insertNotifications, type NewNotification } from "./notifications";

export type { ListingKind } from "./listing-kinds";

/** Listings read per query when following the database. */
const READ_BATCH = 200;

/** Insert statements of new listings kept, at most, per kind (one per set of fields sent, see listingInsert). */
const LISTING_INSERTS_MAX = 64;

/**
 * The INSERT … RETURNING of a new listing with these values, built once per kind and set of
 * fields (issue 25): drizzle builds a whole listing row's INSERT and RETURNING again at every run,
 * 3 % of a publication's CPU. Values are placeholders, except nulls, written as NULL (a
 * placeholder would pass them through the column's encoder: a JSON column would store "null").
 * Undefined fields are left out, as drizzle leaves them out (their default). Null when too many
 * shapes were seen: the caller builds the statement as before.
 */
const listingInserts = { need: new Map<string, (tx: Tx) => { get(values: Record<string, unknown>): Promise<unknown> }>(), offer: new Map() };
function listingInsert(kind: ListingKind, values: Record<string, unknown>) {
  const d = listingKind(kind);
  const columns = getTableColumns(d.table) as Record<string, unknown>;
  const sent = Object.keys(values).filter((key) => values[key] !== undefined && Object.hasOwn(columns, key));
  const shape = sent.map((key) => (values[key] === null ? `${key}=null` : key)).join(",");
  const inserts = listingInserts[kind];
  let insert = inserts.get(shape);
  if (!insert) {
    if (inserts.size >= LISTING_INSERTS_MAX) return null;
    const placeholders = Object.fromEntries(sent.map((key) => [key, values[key] === null ? sql`null` : sql.placeholder(key)]));
    insert = writeStatement((db) => db.insert(d.table).values(placeholders as never).returning().prepare());
    inserts.set(shape, insert);
  }
  const bound = Object.fromEntries(sent.filter((key) => values[key] !== null).map((key) => [key, values[key]]));
  return (tx: Tx) => insert(tx).get(bound);
}

/** Extra writes of the caller inside a listing's transaction (its audit entry). */
export type WriteHook = (tx: Tx, row: ListingRow) => Promise<void>;

/** A listing scored and embedded, ready to be written. */
export interface ScoredListing {
  doc: ListingDoc;
  embedding: Float32Array;
  /** Its text run through the pipeline once, for the engine's upsert after the write. */
  analysis: ListingAnalysis;
  found: Match[];
}

export class MatchingService extends IndexHost<MatchingEngine> {
  /** The index, by its name in the engine (src/engine). */
  readonly engine: MatchingEngine;
  /**
   * Listings published, edited or withdrawn while a full re-match runs: their own scoring wrote
   * their matches, which the re-match (scoring the listings as they were when it started) leaves alone.
   */
  private changedDuringRematch: { need: Set<number>; offer: Set<number> } | null = null;

  constructor(
    private readonly database: Database,
    dataDir: string,
  ) {
    super(new MatchingEngine(), dataDir, "listings", database);
    this.engine = this.index;
  }

  /**
   * Loads every active listing into the engine: from the snapshot of analysed listings when it
   * holds a listing's current text, otherwise analysed now with its stored embedding (computed
   * and stored when missing); from ANALYSIS_CHILD_MIN_DOCS of them (a first start), analysed in
   * a child process instead. Saves the index files again when anything had to be analysed.
   */
  async load(): Promise<void> {
    const loadedVectors = await this.loadFiles();
    // Both kinds are restored before anything is analysed: the child's snapshot, loaded after,
    // replaces the one restored from.
    const missing = { need: [] as RestorableRow<ListingDoc>[], offer: [] as RestorableRow<ListingDoc>[] };
    let total = 0;
    for (const kind of ["need", "offer"] as const) {
      const d = listingKind(kind);
      const t = d.table as typeof offers;
      const columns = { ...d.docColumns, embeddingVersion: t.embeddingVersion };
      const rows = (await this.database.db.select(columns).from(t).where(d.inPlay())) as unknown as Array<
        Pick<OfferRow, "id" | "title" | "description" | "category" | "keywords" | "embeddingVersion"> & Partial<Pick<OfferRow, "certifications">>
      >;
      const pass = restoreRows(
        rows.map((row) => ({ id: row.id, doc: d.toDoc(row), embeddingVersion: row.embeddingVersion })),
        this.engine,
      );
      missing[kind] = pass.missing;
      total += pass.total;
    }
    const left = [...missing.need, ...missing.offer];
    this.loaded = { restored: total - left.length, total };
    // Many to analyse (a first start): in a child process, whose garbage leaves with it (see
    // MatchingEngine.upsertInChild). Stale stored embeddings are replaced.
    const computed =
      left.length >= ANALYSIS_CHILD_MIN_DOCS
        ? await this.engine
            .upsertInChild(
              left.map((row) => row.doc),
              this.files.scratchPath(),
              { send: (i) => left[i]?.embeddingVersion !== this.engine.embedder.version },
            )
            .catch(() => null) // the child could not run: analysed here instead
        : null;
    if (computed) {
      for (const kind of ["need", "offer"] as const) {
        const stale = left.flatMap((row, i) => {
          const embedding = computed[i];
          return row.doc.kind === kind && embedding ? [{ id: row.id, embedding }] : [];
        });
        await storeEmbeddings(this.database, stale, (tx, id, embedding) => this.storeEmbedding(tx, kind, id, embedding));
      }
    } else {
      for (const kind of ["need", "offer"] as const) {
        const t = listingKind(kind).table as typeof offers;
        await indexMissingRows(
          this.database,
          missing[kind],
          this.engine,
          (ids) => this.database.db.select({ id: t.id, embedding: t.embedding, embeddingVersion: t.embeddingVersion }).from(t).where(inArray(t.id, ids)),
          (tx, id, embedding) => this.storeEmbedding(tx, kind, id, embedding),
        );
      }
    }
    // Build (or adopt) the vector graphs now rather than during the first publication.
    this.engine.syncVectors();
    if (!loadedVectors || this.loaded.restored < this.loaded.total) this.saveIndex();
  }

  /** Analyses and embeds a listing once and scores it against the other side with that embedding. */
  score(doc: ListingDoc): ScoredListing {
    const analysis = this.engine.analyze(doc);
    const embedding = this.engine.embed(doc, analysis);
    return { doc, embedding, analysis, found: this.engine.matchesFor(doc, { vector: embedding, analysis }) };
  }

  /**
   * Publishes a new listing: scored before the write lock, written in one transaction.
   * `inTransaction` runs in that transaction once the row exists (the caller's audit entry).
   */
  async publish<Input extends object>(kind: ListingKind, owner: UserRow, input: Input, inTransaction?: WriteHook): Promise<PublishResult<unknown>> {
    const d = listingKind(kind);
    const draft = d.toDoc({ ...(input as unknown as ListingRow), id: 0 });
    const scored = this.score(draft);
    // What a publication changes (answer-scopes.ts): its owner's answers, those of the owners of its
    // counterparts (all its matches are new: their matches and notifications) and the public ones
    // (counters, a sector's listings). writeScores already knows those owners.
    const { row, newMatchOwners } = await this.database.write(async (tx) => {
      const values = { ...input, [d.ownerKey]: owner.id, status: "active", ...this.embeddingColumns(scored.embedding) };
      const prepared = listingInsert(kind, values);
      const inserted = (await (prepared ? prepared(tx) : tx.insert(d.table).values(values as never).returning().get())) as ListingRow;
      const newMatchOwners = await this.writeScores(tx, d, inserted, { ...scored, doc: { ...scored.doc, id: inserted.id } }, []);
      await appendEvents(this.database, tx, [{ type: "listing.published", kind, listingId: inserted.id }, { type: "stats.changed" }]);
      await inTransaction?.(tx, inserted);
      return { row: inserted, newMatchOwners };
    }, ({ newMatchOwners }) => ({ accounts: [owner.id, ...newMatchOwners], everyone: true }));
    this.engine.upsert(d.toDoc(row), scored.embedding, scored.analysis);
    this.files.changed();
    this.changedDuringRematch?.[kind].add(row.id);
    return { item: d.toView(row, owner.companyName), matchesCreated: newMatchOwners.length };
  }

  /**
   * Applies an owner's edit and re-scores the listing with its new text, in one transaction.
   * Pairs that remain keep their statuses and history; matches with closed counterparts are kept.
   */
  async edit(kind: ListingKind, current: ListingRow, changes: Record<string, unknown>, inTransaction?: WriteHook): Promise<ListingRow> {
    const d = listingKind(kind);
    const next = { ...current, ...changes } as ListingRow;
    const active = next.status === "active";
    // A need whose deadline passed (and stays so) is edited without being matched (inPlay).
    const scored = d.isInPlay(next) ? this.score(d.toDoc(next)) : null;
    const row = await this.database.write(async (tx) => {
      const updated = (await tx
        .update(d.table)
        .set({ ...changes, updatedAt: new Date().toISOString(), ...(scored ? this.embeddingColumns(scored.embedding) : {}) })
        .where(eq(d.columns.id, current.id))
        .returning()
        .get()) as ListingRow;
      if (scored) await this.writeScores(tx, d, updated, scored, await activePairsOf(tx, kind, [current.id]));
      await appendEvents(this.database, tx, [{ type: active ? "listing.changed" : "listing.withdrawn", kind, listingId: current.id }, { type: "stats.changed" }]);
      await inTransaction?.(tx, updated);
      return updated;
    });
    if (scored) this.engine.upsert(scored.doc, scored.embedding, scored.analysis);
    else this.engine.remove(kind, current.id);
    this.files.changed();
    this.changedDuringRematch?.[kind].add(current.id);
    return row;
  }

  /**
   * Brings a listing's matches in line with its scores (its embedding was written with its row); new pairs with
   * an active counterpart notify the counterpart's owner from their own threshold (NOTIFY_MIN_SCORE
   * unless they chose another in their settings). Returns the owner of the counterpart of each new match.
   */
  private async writeScores(tx: Tx, d: AnyListingKind, row: ListingRow, scored: ScoredListing, existing: ExistingPair[]): Promise<number[]> {
    const counterparts = await activeCounterparts(tx, d.counterpart, scored.found.map((match) => match.id));
    const found = scored.found.filter((match) => counterparts.has(match.id));
    const { created } = await syncPairs(tx, existing, pairsOf(d.kind, row.id, found), true);
    // The owner's past ignores and likes already order this listing's matches for them (issue 20 §3).
    await recomputeAdjustments(tx, d.ownerOf(row), d.ownerRole, row.id);
    const scoresOf = new Map(found.map((match) => [match.id, match.scores]));
    const newMatches: DomainEvent[] = [];
    const newMatchOwners: number[] = [];
    // The pairs each counterpart owner is to hear of, best first: one notice per owner, not one per listing they own.
    const told = new Map<number, Array<{ matchId: number; title: string; scores: (typeof found)[number]["scores"] }>>();
    for (const pair of created) {
      const otherId = pair[listingKind(d.counterpart).pairKey];
      const other = counterparts.get(otherId);
      const scores = scoresOf.get(otherId);
      if (!other || !scores) continue;
      newMatches.push({ type: "match.created", userId: other.ownerId, matchId: pair.id, shown: scores.hybridScore >= SHOWN_MIN_SCORE });
      newMatchOwners.push(other.ownerId);
      // The counterpart's own threshold (Profile › Settings; NOTIFY_MIN_SCORE by default, null: never).
      if (other.notifyFrom === null || scores.hybridScore < other.notifyFrom) continue;
      told.set(other.ownerId, [...(told.get(other.ownerId) ?? []), { matchId: pair.id, title: other.title, scores }]);
    }
    const notices: NewNotification[] = [...told].map(([userId, pairs]) => {
      const [best, ...others] = pairs.sort((a, b) => b.scores.hybridScore - a.scores.hybridScore);
      return {
        userId,
        type: "match",
        title: NOTIFICATIONS.newMatchTitle,
        message: NOTIFICATIONS.newMatchMessage(row.title, best!.title, best!.scores.hybridScore, { count: others.length, kind: d.counterpart }),
        matchId: best!.matchId,
        // The words as the two listings write them (« sans fil », « week-end »), not the engine's stems.
        details: NOTIFICATIONS.matchedTerms(shownMatchedTerms(best!.scores.matchedTerms, [row.title, row.description, best!.title])),
      };
    });
    await appendEvents(this.database, tx, newMatches);
    await insertNotifications(this.database, tx, notices);
    return newMatchOwners;
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
  rematchAll(options: RematchOptions = {}): Promise<RematchResult> {
    return rematchAll(
      {
        database: this.database,
        engine: this.engine,
        directory: this.files.directory,
        catchUp: () => this.catchUp(),
        trackChanges: (changed) => {
          this.changedDuringRematch = changed;
        },
      },
      options,
    );
  }

  /**
   * Makes the engine hold exactly the active listings of the database. Another process (the
   * CLI's suspension or erasure) may have closed, reopened or deleted listings that this
   * process's engine still holds or lacks; a full re-match must not pair them.
   */
  private async catchUp(): Promise<void> {
    for (const kind of ["need", "offer"] as const) {
      const d = listingKind(kind);
      const t = d.table as typeof offers;
      const active = new Set((await this.database.db.select({ id: t.id }).from(t).where(d.inPlay())).map((row) => row.id));
      for (const id of this.engine.ids(kind)) {
        if (active.has(id)) continue;
        this.engine.remove(kind, id);
        this.files.changed();
      }
      const missing = [...active].filter((id) => !this.engine.has(kind, id));
      if (missing.length > 0) this.files.changed();
      for (let i = 0; i < missing.length; i += READ_BATCH) {
        const rows = (await this.database.db.select().from(t).where(inArray(t.id, missing.slice(i, i + READ_BATCH)))) as ListingRow[];
        await indexWithStoredEmbeddings(
          this.database,
          rows.map((row) => ({ id: row.id, doc: d.toDoc(row), embedding: row.embedding, embeddingVersion: row.embeddingVersion })),
          this.engine,
          (tx, id, embedding) => this.storeEmbedding(tx, kind, id, embedding),
        );
      }
    }
  }

  /**
   * Another process (the CLI, another server) published, edited, withdrew or erased these
   * listings: the engine follows the database, with the stored embeddings. Nothing is scored
   * here: the writer wrote the matches in its own transaction.
   */
  async follow(changes: { kind: ListingKind; id: number }[]): Promise<void> {
    for (const kind of ["need", "offer"] as const) {
      const ids = [...new Set(changes.filter((change) => change.kind === kind).map((change) => change.id))];
      if (ids.length === 0) continue;
      const d = listingKind(kind);
      const t = d.table as typeof offers;
      for (let i = 0; i < ids.length; i += READ_BATCH) {
        const slice = ids.slice(i, i + READ_BATCH);
        const rows = (await this.database.db.select().from(t).where(and(inArray(t.id, slice), d.inPlay()))) as ListingRow[];
        const active = new Set(rows.map((row) => row.id));
        for (const id of slice) if (!active.has(id) && this.engine.has(kind, id)) this.removeFromMatching(kind, id);
        await indexWithStoredEmbeddings(
          this.database,
          rows.map((row) => ({ id: row.id, doc: d.toDoc(row), embedding: row.embedding, embeddingVersion: row.embeddingVersion })),
          this.engine,
          (tx, id, embedding) => this.storeEmbedding(tx, kind, id, embedding),
        );
        if (rows.length > 0) this.files.changed();
        for (const row of rows) this.changedDuringRematch?.[kind].add(row.id);
      }
    }
  }

  /**
   * Takes out of the engine the needs whose deadline passed since they were loaded (inPlay): they
   * propose no candidate any more. Their stored matches stay, as history. Returns how many left.
   */
  async dropLapsedNeeds(): Promise<number> {
    const lapsed = await this.database.db
      .select({ id: needs.id })
      .from(needs)
      // Active but out of play: the one rule of listing-kinds.ts, not a second copy of it.
      .where(and(eq(needs.status, "active"), not(listingKind("need").inPlay())));
    let dropped = 0;
    for (const { id } of lapsed) {
      if (!this.engine.has("need", id)) continue;
      this.removeFromMatching("need", id);
      dropped++;
    }
    return dropped;
  }

  removeFromMatching(kind: ListingKind, id: number): void {
    this.engine.remove(kind, id);
    this.files.changed();
    this.changedDuringRematch?.[kind].add(id);
  }

  /** The columns that store a listing's embedding, written with the row itself when it is published or edited. */
  private embeddingColumns(embedding: Float32Array): { embedding: Buffer; embeddingVersion: string } {
    return { embedding: toBlob(embedding), embeddingVersion: this.engine.embedder.version };
  }

  private async storeEmbedding(tx: Tx, kind: ListingKind, id: number, embedding: Float32Array): Promise<void> {
    const d = listingKind(kind);
    await tx.update(d.table).set(this.embeddingColumns(embedding)).where(eq(d.columns.id, id));
  }
}
