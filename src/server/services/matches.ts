/**
 * What users do with their matches (DESIGN §6): each side has its own status; every action is
 * also an interaction row; only the two parties of a match may read or change it.
 */
import { and, asc, count, desc, eq, fillPlaceholders, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { InArgs } from "@libsql/client";
import { alias } from "drizzle-orm/sqlite-core";
import { constraintSignals } from "../../engine";
import type { MatchCounts, MatchDetail, MatchPage, MatchView, MessageView } from "../../shared/view-schemas";
import { ACTION_STATUS, MATCH_PAGE_STATUSES, MATCH_STATUSES, STATUS_TAB, toStoredStatus, type MatchAction, type MatchLeads, type MatchPageStatus, type MatchStatus } from "../../shared/enums";
import type { MatchListInput } from "../../shared/schemas";
import { ERRORS } from "../../shared/messages";
import { SHOWN_MIN_SCORE } from "../../shared/constants";
import { accentInsensitiveGlob } from "../db/text-search";
import type { Database, Tx } from "../db/client";
import { jsonValue } from "../db/cached-reader";
import { interactions, matches, messages, needs, offers, users, type UserRow } from "../db/schema";
import { ForbiddenError, InvalidError, NotFoundError } from "./errors";
import { NEED_KIND, OFFER_KIND } from "./listing-kinds";
import { bothParties, counterpartOf, listingsOf, sideInMatch, SIDES, seenByCounterpart, statusChange, statusesOf, type Side } from "./match-sides";
import { changesRanking, rankExpression, rankingOf, rankOf, recomputeAdjustments } from "./match-ranking";
import { insertNotifications } from "./notifications";
import { appendEvents } from "../events/log";
import { listingParts, partJsonFields, type NeedPart, type OfferPart } from "./listing-parts";
import { carryingTexts, withJsonText } from "../json-text";
import { lruMemo } from "../lru-memo";

const buyers = alias(users, "buyer");
const suppliers = alias(users, "supplier");

function selectMatches(reader: Database["db"] | Tx) {
  return reader
    .select({ match: matches, need: needs, offer: offers, buyer: { id: buyers.id, companyName: buyers.companyName }, supplier: { id: suppliers.id, companyName: suppliers.companyName } })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .innerJoin(buyers, eq(needs.buyerId, buyers.id))
    .innerJoin(suppliers, eq(offers.supplierId, suppliers.id));
}

type MatchJoin = Awaited<ReturnType<ReturnType<typeof selectMatches>["all"]>>[number];

function toMatchView(row: MatchJoin, side: Side): MatchView {
  const { own: status, counterpart: counterpartStatus } = statusesOf(row.match, side);
  return {
    id: row.match.id,
    status,
    tab: STATUS_TAB[status],
    counterpartStatus: seenByCounterpart(counterpartStatus),
    hybridScore: row.match.hybridScore,
    tfidfScore: row.match.tfidfScore,
    semanticScore: row.match.semanticScore,
    categoryScore: row.match.categoryScore,
    matchScore: row.match.hybridScore,
    tfIdfScore: row.match.tfidfScore,
    matchedTerms: row.match.matchedTerms,
    createdAt: row.match.createdAt,
    updatedAt: row.match.updatedAt,
    need: { ...NEED_KIND.toView(row.need, row.buyer.companyName), buyer: row.buyer },
    offer: { ...OFFER_KIND.toView(row.offer, row.supplier.companyName), supplier: row.supplier },
  };
}

/** Which side of its matches a user is on; admins own no listing, so no match either. */
function sideOfUser(user: UserRow): Side | null {
  if (user.accountType === "buyer") return "buyer";
  if (user.accountType === "supplier") return "supplier";
  return null;
}

/** The stored statuses shown in a matches-page tab (DESIGN §6). */
const statusesOfTab = (tab: MatchPageStatus) => MATCH_STATUSES.filter((status) => STATUS_TAB[status] === tab);


/**
 * Which filters a match query has: each shape is built by drizzle and prepared once per database,
 * its values passed as placeholders (issue 12: building the SQL was a tenth of a request's CPU).
 */
interface QueryShape {
  side: Side;
  leads: MatchLeads;
  tab: MatchPageStatus | null;
  status: boolean;
  sector: boolean;
  q: boolean;
  cursor: boolean;
}

const p = sql.placeholder;

/** Shown by default (a yellow or green score), or the other, weaker leads (issue 20). */
function shownOrOther(leads: MatchLeads): SQL {
  return leads === "shown" ? gte(matches.hybridScore, SHOWN_MIN_SCORE) : lt(matches.hybridScore, SHOWN_MIN_SCORE);
}

/** The filters of the dashboard and the matches page, applied by the database. */
function matchFilters(shape: QueryShape): SQL | undefined {
  const status = SIDES[shape.side].statusColumn;
  const conditions: (SQL | undefined)[] = [SIDES[shape.side].owns(p("userId")), shownOrOther(shape.leads)];
  if (shape.tab) conditions.push(inArray(status, statusesOfTab(shape.tab)));
  if (shape.status) conditions.push(eq(status, p("status")));
  if (shape.sector) conditions.push(or(eq(needs.category, p("sector")), eq(offers.category, p("sector"))));
  if (shape.q) conditions.push(or(sql`${needs.title} glob ${p("pattern")}`, sql`${offers.title} glob ${p("pattern")}`));
  return and(...conditions);
}

/**
 * What a match card shows, flat and in this order (issue 25): the list reads its rows as arrays of
 * values by position (`LIST_AT`), without drizzle's row mapping. Of each listing it reads only the
 * id and revision: its part of the view is mapped once per revision (listing-parts.ts).
 */
const LIST_COLUMNS = {
  id: matches.id,
  hybridScore: matches.hybridScore,
  tfidfScore: matches.tfidfScore,
  semanticScore: matches.semanticScore,
  categoryScore: matches.categoryScore,
  matchedTerms: matches.matchedTerms,
  buyerStatus: matches.buyerStatus,
  supplierStatus: matches.supplierStatus,
  buyerAdjust: matches.buyerAdjust,
  supplierAdjust: matches.supplierAdjust,
  createdAt: matches.createdAt,
  updatedAt: matches.updatedAt,
  needId: needs.id,
  needRevision: needs.revision,
  offerId: offers.id,
  offerRevision: offers.revision,
  buyerId: buyers.id,
  buyerCompany: buyers.companyName,
  supplierId: suppliers.id,
  supplierCompany: suppliers.companyName,
};

const LIST_AT = Object.fromEntries(Object.keys(LIST_COLUMNS).map((name, index) => [name, index])) as Record<keyof typeof LIST_COLUMNS, number>;


/** Each listing of a page's rows with the revision the page read. */
function revisionsOf(rows: unknown[][], idAt: number, revisionAt: number): Map<number, number> {
  const revisions = new Map<number, number>();
  for (const v of rows) revisions.set(v[idAt] as number, v[revisionAt] as number);
  return revisions;
}

/**
 * Matched terms by their column's JSON: the same few lists come back on every page, and parsing
 * them was 3 % of a computed page. Kept lists are frozen, shared by the views that show them.
 */
const MATCHED_TERMS = lruMemo<string[]>(10_000);
const frozenTerms = (text: string) => Object.freeze(jsonValue<string[]>(text)) as string[];

/**
 * A listed match as the caller sees it: the same view as toMatchView (tests/integration/match-paging.test.ts
 * compares them), from the values of one row and its listings' parts.
 */
function toListedMatchView(v: unknown[], side: Side, need: NeedPart, offer: OfferPart): MatchView {
  const status = v[LIST_AT[SIDES[side].statusKey]] as MatchStatus;
  const buyer = { id: v[LIST_AT.buyerId] as number, companyName: v[LIST_AT.buyerCompany] as string };
  const supplier = { id: v[LIST_AT.supplierId] as number, companyName: v[LIST_AT.supplierCompany] as string };
  const hybridScore = v[LIST_AT.hybridScore] as number;
  const tfidfScore = v[LIST_AT.tfidfScore] as number;
  const id = v[LIST_AT.id] as number;
  const counterpartStatus = seenByCounterpart(v[LIST_AT[SIDES[SIDES[side].other].statusKey]] as MatchStatus);
  const semanticScore = v[LIST_AT.semanticScore] as number;
  const categoryScore = v[LIST_AT.categoryScore] as number;
  const matchedTerms = v[LIST_AT.matchedTerms] as string;
  const createdAt = v[LIST_AT.createdAt] as string;
  const updatedAt = v[LIST_AT.updatedAt] as string;
  const needId = v[LIST_AT.needId] as number;
  const offerId = v[LIST_AT.offerId] as number;
  const view: MatchView = {
    id,
    status,
    tab: STATUS_TAB[status],
    counterpartStatus,
    hybridScore,
    tfidfScore,
    semanticScore,
    categoryScore,
    matchScore: hybridScore,
    tfIdfScore: tfidfScore,
    matchedTerms: MATCHED_TERMS.get(matchedTerms, frozenTerms),
    createdAt,
    updatedAt,
    need: { id: needId, ...need, companyName: buyer.companyName, buyerId: buyer.id, buyer },
    offer: { id: offerId, ...offer, companyName: supplier.companyName, supplierId: supplier.id, supplier },
  };
  // The same answer written as a template (JSON.stringify of the view was a sixth of a computed
  // page): statuses and dates need no escaping, matched terms are the column's JSON, and the
  // listings' fields are bytes kept with their parts. Outside production answerJson checks it (json-text.ts).
  const owner = (key: "buyer" | "supplier", party: { id: number; companyName: string }) => {
    const company = JSON.stringify(party.companyName);
    return `,"companyName":${company},"${key}Id":${party.id},"${key}":{"id":${party.id},"companyName":${company}}}`;
  };
  return withJsonText(view, [
    `{"id":${id},"status":"${status}","tab":"${STATUS_TAB[status]}","counterpartStatus":"${counterpartStatus}",` +
      `"hybridScore":${hybridScore},"tfidfScore":${tfidfScore},"semanticScore":${semanticScore},"categoryScore":${categoryScore},` +
      `"matchScore":${hybridScore},"tfIdfScore":${tfidfScore},"matchedTerms":${matchedTerms},"createdAt":"${createdAt}","updatedAt":"${updatedAt}",` +
      `"need":{"id":${needId},`,
    partJsonFields(need),
    `${owner("buyer", buyer)},"offer":{"id":${offerId},`,
    partJsonFields(offer),
    `${owner("supplier", supplier)}}`,
  ]);
}

/** A listed row's rank for the caller: its score plus their own adjustment (match-ranking.ts). */
const rankAt = (v: unknown[], side: Side): number =>
  rankOf({ hybridScore: v[LIST_AT.hybridScore] as number, buyerAdjust: v[LIST_AT.buyerAdjust] as number, supplierAdjust: v[LIST_AT.supplierAdjust] as number }, side);

/** The order of the caller's list: best rank first, then the newest match (the keyset of the cursor). */
function bestFirst(side: Side): (a: unknown[], b: unknown[]) => number {
  return (a, b) => rankAt(b, side) - rankAt(a, side) || (b[LIST_AT.id] as number) - (a[LIST_AT.id] as number);
}

/** The SQL of a shape's page and count, built by drizzle once; run on statements prepared once (Database.selectValues). */
function prepareShape(database: Database, shape: QueryShape) {
  const where = matchFilters(shape);
  // Each side's own order: the hybrid score plus that side's personal adjustment (match-ranking.ts).
  const rank = rankExpression(shape.side);
  const keyset = shape.cursor ? or(lt(rank, p("score")), and(eq(rank, p("score")), lt(matches.id, p("id")))) : undefined;
  // The page is chosen and ordered on narrow rows, and only its matches get the card's columns:
  // SQLite sorted the wide rows whole, 40 % of the query (issue 25). The outer join does not keep
  // the subquery's order, so listMatches orders the page again.
  const chosen = database.db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .where(and(where, keyset))
    .orderBy(desc(rank), desc(matches.id))
    .limit(p("limit"))
    .as("chosen");
  const page = database.db
    .select(LIST_COLUMNS)
    .from(chosen)
    .innerJoin(matches, eq(matches.id, chosen.id))
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .innerJoin(buyers, eq(needs.buyerId, buyers.id))
    .innerJoin(suppliers, eq(offers.supplierId, suppliers.id))
    .toSQL();
  const total = database.db
    .select({ total: count() })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .where(where)
    .toSQL();
  return { page, total };
}

type ShapeQueries = ReturnType<typeof prepareShape>;

function run(database: Database, query: ShapeQueries["page"], values: Record<string, unknown>): Promise<unknown[][]> {
  return database.selectValues({ sql: query.sql, args: fillPlaceholders(query.params, values) as InArgs });
}

const preparedShapes = new WeakMap<Database, Map<string, ShapeQueries>>();

function queriesFor(database: Database, shape: QueryShape) {
  let shapes = preparedShapes.get(database);
  if (!shapes) {
    shapes = new Map();
    preparedShapes.set(database, shapes);
  }
  const key = `${shape.side} ${shape.leads} ${shape.tab} ${shape.status} ${shape.sector} ${shape.q} ${shape.cursor}`;
  let queries = shapes.get(key);
  if (!queries) {
    queries = prepareShape(database, shape);
    shapes.set(key, queries);
  }
  return queries;
}

/** The keyset of a page: the last match's rank (score and the caller's adjustment) and id, opaque to clients. */
function encodeCursor(rank: number, id: number): string {
  return Buffer.from(JSON.stringify([rank, id])).toString("base64url");
}

function decodeCursor(cursor: string): { score: number; id: number } {
  try {
    const [score, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    // JSON reads 1e400 as Infinity, which SQLite cannot bind: a cursor this server wrote is finite.
    if (typeof score === "number" && Number.isFinite(score) && Number.isSafeInteger(id)) return { score, id: id as number };
  } catch {
    // reported below
  }
  throw new InvalidError(ERRORS.badCursor, [{ path: "cursor", message: ERRORS.badCursor }]);
}

/** The caller's matches, best first, one page at a time. */
export async function listMatches(database: Database, user: UserRow, input: MatchListInput): Promise<MatchPage> {
  const side = sideOfUser(user);
  if (!side) return { items: [], nextCursor: null, total: 0 };
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const q = input.q?.trim();
  const shape: QueryShape = { side, leads: input.leads, tab: input.tab ?? null, status: Boolean(input.status), sector: Boolean(input.sector), q: Boolean(q), cursor: after !== null };
  const queries = queriesFor(database, shape);
  const values = {
    userId: user.id,
    status: input.status,
    sector: input.sector,
    pattern: q ? accentInsensitiveGlob(q) : undefined,
    score: after?.score,
    id: after?.id,
    limit: input.limit + 1,
  };
  const rows = (await run(database, queries.page, values)).sort(bestFirst(side));
  // A first page that holds the whole selection is its own count.
  const total = !after && rows.length <= input.limit ? rows.length : Number((await run(database, queries.total, values))[0]?.[0] ?? 0);
  const page = rows.slice(0, input.limit);
  const parts = await listingParts(database, revisionsOf(page, LIST_AT.needId, LIST_AT.needRevision), revisionsOf(page, LIST_AT.offerId, LIST_AT.offerRevision));
  // A listing deleted since the page was read takes its matches with it.
  const items = page.flatMap((row) => {
    const need = parts.needs.get(row[LIST_AT.needId] as number);
    const offer = parts.offers.get(row[LIST_AT.offerId] as number);
    return need && offer ? [toListedMatchView(row, side, need, offer)] : [];
  });
  const last = page.at(-1);
  return carryingTexts({
    items: carryingTexts(items),
    nextCursor: rows.length > input.limit && last ? encodeCursor(rankAt(last, side), last[LIST_AT.id] as number) : null,
    total,
  });
}

const countsQueries = new WeakMap<Database, Partial<Record<Side, ShapeQueries["total"]>>>();

/** The SQL of a side's counts per (status, shown), built by drizzle once per database and side. */
function countsQueryOf(database: Database, side: Side): ShapeQueries["total"] {
  let bySide = countsQueries.get(database);
  if (!bySide) countsQueries.set(database, (bySide = {}));
  const status = SIDES[side].statusColumn;
  const shown = sql<number>`${matches.hybridScore} >= ${SHOWN_MIN_SCORE}`;
  return (bySide[side] ??= database.db
    .select({ status, shown, n: count() })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .where(SIDES[side].owns(p("userId")))
    .groupBy(status, shown)
    .toSQL());
}

/** How many of the caller's matches each status and each matches-page tab holds. */
export async function countMatches(database: Database, user: UserRow): Promise<MatchCounts> {
  const statuses = Object.fromEntries(MATCH_STATUSES.map((status) => [status, 0])) as Record<MatchStatus, number>;
  const tabs = Object.fromEntries(MATCH_PAGE_STATUSES.map((tab) => [tab, 0])) as Record<MatchPageStatus, number>;
  const otherTabs = { ...tabs };
  const side = sideOfUser(user);
  if (!side) return { total: 0, tabs, statuses, otherTabs };
  const query = countsQueryOf(database, side);
  const rows = await database.selectValues({ sql: query.sql, args: fillPlaceholders(query.params, { userId: user.id }) as InArgs });
  let total = 0;
  for (const [status, shown, n] of rows as Array<[MatchStatus, number, number]>) {
    // Only what is shown by default is counted; the weaker leads have their own counts.
    if (!shown) {
      otherTabs[STATUS_TAB[status]] += n;
      continue;
    }
    statuses[status] = n;
    tabs[STATUS_TAB[status]] += n;
    total += n;
  }
  return { total, tabs, statuses, otherTabs };
}

async function loadOwnMatch(reader: Database["db"] | Tx, user: UserRow, id: number): Promise<{ row: MatchJoin; side: Side }> {
  const row = await selectMatches(reader).where(eq(matches.id, id)).get();
  if (!row) throw new NotFoundError(ERRORS.matchNotFound);
  const side = sideInMatch(row, user.id);
  if (!side) throw new ForbiddenError();
  return { row, side };
}

export async function getMatchDetail(database: Database, user: UserRow, id: number): Promise<MatchDetail> {
  const { row, side } = await loadOwnMatch(database.db, user, id);
  const history = await database.db
    .select()
    .from(interactions)
    .where(eq(interactions.matchId, id))
    .orderBy(asc(interactions.createdAt), asc(interactions.id));
  const thread = await database.db
    .select({ message: messages, companyName: users.companyName })
    .from(messages)
    .innerJoin(users, eq(messages.fromUserId, users.id))
    .where(eq(messages.matchId, id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return {
    ...toMatchView(row, side),
    constraints: constraintSignals(row.need, row.offer),
    ranking: rankingOf(row.match, side),
    // The other party's « ignorer » is theirs alone (seenByCounterpart).
    interactions: history
      .filter((i) => i.userId === user.id || i.action !== "reject")
      .map((i) => ({ id: i.id, action: i.action, notes: i.notes, userId: i.userId, createdAt: i.createdAt })),
    messages: thread.map(toMessageView),
  };
}

function toMessageView(row: { message: typeof messages.$inferSelect; companyName: string }): MessageView {
  return {
    id: row.message.id,
    fromUserId: row.message.fromUserId,
    fromCompanyName: row.companyName,
    body: row.message.body,
    createdAt: row.message.createdAt,
  };
}

/**
 * A view never lowers a contacted or favourite match (DESIGN §6), nor takes an ignored one out of
 * « Ignorées »: reading its details there is no reconsidering, which is an explicit action (it sets
 * favorited). Taking a match out of the favourites lowers it, and only that.
 */
function nextStatus(current: MatchStatus, wanted: MatchStatus, action?: MatchAction): MatchStatus {
  if (action === "unfavorite") return current === "favorited" ? wanted : current;
  if (action === "view" && current === "ignored") return current;
  if (wanted === "viewed" && (current === "contacted" || current === "favorited")) return current;
  return wanted;
}

async function applyStatus(tx: Tx, row: MatchJoin, side: Side, wanted: MatchStatus, action?: MatchAction): Promise<void> {
  const current = statusesOf(row.match, side).own;
  const status = nextStatus(current, wanted, action);
  const now = new Date().toISOString();
  await tx
    .update(matches)
    .set(statusChange(side, status, now))
    .where(eq(matches.id, row.match.id));
  // An ignore, a favourite or a contact reorders the user's own lists (issue 20 §3).
  if (changesRanking(current, status)) await recomputeAdjustments(tx, row[side].id, side);
}

/** Within this long, the same contact (same words) again is a double click or a retry, not news. */
const REPEAT_CONTACT_MS = 10 * 60_000;

async function lastInteraction(tx: Tx, matchId: number, userId: number) {
  return tx
    .select({ action: interactions.action, notes: interactions.notes, createdAt: interactions.createdAt })
    .from(interactions)
    .where(and(eq(interactions.matchId, matchId), eq(interactions.userId, userId)))
    .orderBy(desc(interactions.id))
    .limit(1)
    .get();
}

/**
 * An action that adds nothing to the history: the details opened again the same day (« Match
 * consulté » filled the history at each opening), or the same contact again within minutes (three
 * identical « Nouvelle prise de contact » reached the counterpart in 60 ms).
 */
function isRepeat(last: { action: string; notes: string | null; createdAt: string } | undefined, action: MatchAction, notes: string | null, now = Date.now()): boolean {
  if (!last || last.action !== action) return false;
  if (action === "view") return last.createdAt.slice(0, 10) === new Date(now).toISOString().slice(0, 10);
  if (action === "contact") return last.notes === notes && now - Date.parse(last.createdAt) < REPEAT_CONTACT_MS;
  return false;
}

export async function interact(
  database: Database,
  user: UserRow,
  input: { matchId: number; action: MatchAction; notes?: string | null },
): Promise<MatchView> {
  await database.write(async (tx) => {
    const { row, side } = await loadOwnMatch(tx, user, input.matchId);
    const notes = input.notes ?? null;
    const repeated = isRepeat(await lastInteraction(tx, row.match.id, user.id), input.action, notes);
    if (!repeated) await tx.insert(interactions).values({ matchId: row.match.id, userId: user.id, action: input.action, notes });
    await applyStatus(tx, row, side, ACTION_STATUS[input.action], input.action);
    await appendEvents(database, tx, [{ type: "match.updated", matchId: row.match.id, userIds: [row.buyer.id, row.supplier.id] }]);
    if (input.action !== "contact" || repeated) return [];
    const other = counterpartOf(row, side);
    const title = listingsOf(row, side).counterpart.title;
    return insertNotifications(database, tx, [
      {
        userId: other.id,
        type: "contact",
        title: "Nouvelle prise de contact",
        message: `${user.companyName} souhaite échanger au sujet de « ${title} »`,
        matchId: row.match.id,
        details: input.notes ?? null,
      },
    ]);
  }, (_, tx) => bothParties(tx, input.matchId));
  const { row, side } = await loadOwnMatch(database.db, user, input.matchId);
  return toMatchView(row, side);
}

export async function setMatchStatus(
  database: Database,
  user: UserRow,
  id: number,
  status: MatchStatus | MatchPageStatus,
): Promise<MatchView> {
  await database.write(async (tx) => {
    const { row, side } = await loadOwnMatch(tx, user, id);
    await applyStatus(tx, row, side, toStoredStatus(status));
    await appendEvents(database, tx, [{ type: "match.updated", matchId: id, userIds: [user.id] }]);
  }, (_, tx) => bothParties(tx, id));
  const { row, side } = await loadOwnMatch(database.db, user, id);
  return toMatchView(row, side);
}
