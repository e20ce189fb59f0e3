/**
 * What users do with their matches (DESIGN §6): each side has its own status; every action is
 * also an interaction row; only the two parties of a match may read or change it.
 */
import { asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { constraintSignals } from "../../engine";
import type { MatchDetail, MatchView, MessageView } from "../../shared/api-types";
import { ACTION_STATUS, STATUS_TAB, toStoredStatus, type MatchAction, type MatchPageStatus, type MatchStatus } from "../../shared/enums";
import { ERRORS } from "../../shared/messages";
import type { Database, Tx } from "../db/client";
import { interactions, matches, messages, needs, offers, users, type UserRow } from "../db/schema";
import type { RealtimeHub } from "../realtime/hub";
import { NotFoundError, ForbiddenError } from "./errors";
import { NEED_KIND, OFFER_KIND } from "./listing-kinds";
import { insertNotifications, pushNotifications } from "./notifications";

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

type Side = "buyer" | "supplier";

function sideOf(row: MatchJoin, user: UserRow): Side | null {
  if (row.buyer.id === user.id) return "buyer";
  if (row.supplier.id === user.id) return "supplier";
  return null;
}

function toMatchView(row: MatchJoin, side: Side): MatchView {
  const status = side === "buyer" ? row.match.buyerStatus : row.match.supplierStatus;
  const counterpartStatus = side === "buyer" ? row.match.supplierStatus : row.match.buyerStatus;
  return {
    id: row.match.id,
    status,
    tab: STATUS_TAB[status],
    counterpartStatus,
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

export async function listMatches(database: Database, user: UserRow, page: { limit: number; offset: number }): Promise<MatchView[]> {
  if (user.accountType === "admin") return [];
  const side: Side = user.accountType === "buyer" ? "buyer" : "supplier";
  const rows = await selectMatches(database.db)
    .where(side === "buyer" ? eq(needs.buyerId, user.id) : eq(offers.supplierId, user.id))
    .orderBy(desc(matches.hybridScore), desc(matches.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toMatchView(row, side));
}

async function loadOwnMatch(reader: Database["db"] | Tx, user: UserRow, id: number): Promise<{ row: MatchJoin; side: Side }> {
  const row = await selectMatches(reader).where(eq(matches.id, id)).get();
  if (!row) throw new NotFoundError(ERRORS.matchNotFound);
  const side = sideOf(row, user);
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
    interactions: history.map((i) => ({ id: i.id, action: i.action, notes: i.notes, userId: i.userId, createdAt: i.createdAt })),
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

/** "Viewed" never downgrades a match the user already contacted or kept (DESIGN §6). */
function nextStatus(current: MatchStatus, wanted: MatchStatus): MatchStatus {
  if (wanted === "viewed" && (current === "contacted" || current === "favorited")) return current;
  return wanted;
}

async function applyStatus(tx: Tx, row: MatchJoin, side: Side, wanted: MatchStatus): Promise<void> {
  const current = side === "buyer" ? row.match.buyerStatus : row.match.supplierStatus;
  const status = nextStatus(current, wanted);
  const now = new Date().toISOString();
  await tx
    .update(matches)
    .set(side === "buyer" ? { buyerStatus: status, updatedAt: now } : { supplierStatus: status, updatedAt: now })
    .where(eq(matches.id, row.match.id));
}

function counterpartOf(row: MatchJoin, side: Side) {
  return side === "buyer" ? row.supplier : row.buyer;
}

export async function interact(
  database: Database,
  realtime: RealtimeHub,
  user: UserRow,
  input: { matchId: number; action: MatchAction; notes?: string | null },
): Promise<MatchView> {
  const notices = await database.write(async (tx) => {
    const { row, side } = await loadOwnMatch(tx, user, input.matchId);
    await tx.insert(interactions).values({ matchId: row.match.id, userId: user.id, action: input.action, notes: input.notes ?? null });
    await applyStatus(tx, row, side, ACTION_STATUS[input.action]);
    if (input.action !== "contact") return [];
    const other = counterpartOf(row, side);
    const title = side === "buyer" ? row.offer.title : row.need.title;
    return insertNotifications(tx, [
      {
        userId: other.id,
        type: "contact",
        title: "Nouvelle prise de contact",
        message: `${user.companyName} souhaite échanger au sujet de « ${title} »`,
        matchId: row.match.id,
        details: input.notes ?? null,
      },
    ]);
  });
  const { row, side } = await loadOwnMatch(database.db, user, input.matchId);
  realtime.toUser(row.buyer.id, "match:updated", { matchId: row.match.id });
  realtime.toUser(row.supplier.id, "match:updated", { matchId: row.match.id });
  pushNotifications(realtime, notices);
  return toMatchView(row, side);
}

export async function setMatchStatus(
  database: Database,
  realtime: RealtimeHub,
  user: UserRow,
  id: number,
  status: MatchStatus | MatchPageStatus,
): Promise<MatchView> {
  await database.write(async (tx) => {
    const { row, side } = await loadOwnMatch(tx, user, id);
    await applyStatus(tx, row, side, toStoredStatus(status));
  });
  const { row, side } = await loadOwnMatch(database.db, user, id);
  realtime.toUser(user.id, "match:updated", { matchId: id });
  return toMatchView(row, side);
}

export async function sendMessage(
  database: Database,
  realtime: RealtimeHub,
  user: UserRow,
  input: { matchId: number; body: string },
): Promise<MessageView> {
  const { message, notices, otherId } = await database.write(async (tx) => {
    const { row, side } = await loadOwnMatch(tx, user, input.matchId);
    const message = await tx.insert(messages).values({ matchId: row.match.id, fromUserId: user.id, body: input.body }).returning().get();
    const other = counterpartOf(row, side);
    const notices = await insertNotifications(tx, [
      {
        userId: other.id,
        type: "contact",
        title: "Nouveau message",
        message: `${user.companyName} : ${input.body.length > 120 ? `${input.body.slice(0, 120)}…` : input.body}`,
        matchId: row.match.id,
      },
    ]);
    return { message, notices, otherId: other.id };
  });
  realtime.toUser(user.id, "match:updated", { matchId: input.matchId });
  realtime.toUser(otherId, "match:updated", { matchId: input.matchId });
  pushNotifications(realtime, notices);
  return toMessageView({ message, companyName: user.companyName });
}
