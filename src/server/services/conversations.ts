/**
 * Conversations between the two parties of a match (issue 8). Only the buyer of the need and the
 * supplier of the offer may read or write a thread. A party's first message sets their status to
 * `contacted` (with an interaction row, DESIGN §6). The thread's first message reaches the
 * counterpart as a "contact" notification and mail; later ones as "message" ones. The mails are
 * written by the mail subscriber from the notification's event (events/subscribers.ts), never here.
 */
import { cut } from "../../shared/format";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ConversationMessageView, ThreadView, UnreadCounts } from "../../shared/conversation-views";
import { ERRORS, NOTIFICATIONS } from "../../shared/messages";
import { statementOn, type Database, type Reader } from "../db/client";
import { interactions, matches, messages, needs, notifications, offers, users, type MessageRow, type UserRow } from "../db/schema";
import { ForbiddenError, NotFoundError } from "./errors";
import { recipientName } from "./notification-mail";
import { bothParties, counterpartOf, listingsOf, ownMatchIds, sideInMatch, statusChange, statusesOf } from "./match-sides";
import { changesRanking, recomputeAdjustments } from "./match-ranking";
import { insertNotifications } from "./notifications";
import { appendEvents } from "../events/log";

export interface ConversationDeps {
  database: Database;
}

const buyers = alias(users, "buyer");
const suppliers = alias(users, "supplier");

async function loadParties(reader: Reader, user: UserRow, matchId: number) {
  const row = await reader
    .select({ match: matches, need: needs, offer: offers, buyer: buyers, supplier: suppliers })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .innerJoin(buyers, eq(needs.buyerId, buyers.id))
    .innerJoin(suppliers, eq(offers.supplierId, suppliers.id))
    .where(eq(matches.id, matchId))
    .get();
  if (!row) throw new NotFoundError(ERRORS.matchNotFound);
  const side = sideInMatch(row, user.id);
  if (!side) throw new ForbiddenError();
  return { ...row, side, counterpart: counterpartOf(row, side) } as const;
}

function toView(row: MessageRow, companyName: string, viewerId: number): ConversationMessageView {
  return {
    id: row.id,
    matchId: row.matchId,
    fromUserId: row.fromUserId,
    fromCompanyName: companyName,
    body: row.body,
    mine: row.fromUserId === viewerId,
    readAt: row.readAt,
    createdAt: row.createdAt,
  };
}

const excerpt = (body: string) => cut(body, 120);

export async function sendMessage(deps: ConversationDeps, user: UserRow, input: { matchId: number; body: string }): Promise<ConversationMessageView> {
  const { database } = deps;
  const result = await database.write(async (tx) => {
    const parties = await loadParties(tx, user, input.matchId);
    const earlier = await tx.select({ fromUserId: messages.fromUserId }).from(messages).where(eq(messages.matchId, input.matchId));
    // The thread's first message is the contact; a party's first message (a reply too) makes them "contacted".
    const isContact = earlier.length === 0;
    const message = await tx.insert(messages).values({ matchId: input.matchId, fromUserId: user.id, body: input.body }).returning().get();
    if (!earlier.some((row) => row.fromUserId === user.id)) {
      await tx.insert(interactions).values({ matchId: input.matchId, userId: user.id, action: "contact", notes: null });
      const now = new Date().toISOString();
      await tx
        .update(matches)
        .set(statusChange(parties.side, "contacted", now))
        .where(eq(matches.id, input.matchId));
      // A contact lifts similar matches in the sender's own lists, as it does from the matches page (issue 20 §3).
      if (changesRanking(statusesOf(parties.match, parties.side).own, "contacted")) await recomputeAdjustments(tx, user.id, parties.side);
    }
    const listingTitle = listingsOf(parties, parties.side).own.title;
    await appendEvents(database, tx, [{ type: "match.updated", matchId: input.matchId, userIds: [parties.buyer.id, parties.supplier.id] }]);
    // A party who ignored the match is not rung, nor mailed, for it: the message waits in its
    // thread (the card in « Ignorées » counts it unread) should they reconsider.
    const counterpartIgnored = statusesOf(parties.match, parties.side).counterpart === "ignored";
    const notices = await insertNotifications(database, tx, counterpartIgnored ? [] : [
      {
        userId: parties.counterpart.id,
        type: "contact",
        title: isContact ? NOTIFICATIONS.contactTitle : NOTIFICATIONS.messageTitle,
        message: isContact ? NOTIFICATIONS.contactMessage(user.companyName, listingTitle) : NOTIFICATIONS.messagePreview(user.companyName, input.body),
        matchId: input.matchId,
        details: isContact ? excerpt(input.body) : null,
        // The mail subscriber writes the counterpart's mail from the message (notification-mail.ts).
        announces: { messageId: message.id },
      },
    ]);
    return { message, notices, parties, isContact, listingTitle };
  }, (_, tx) => bothParties(tx, input.matchId));
  return toView(result.message, user.companyName, user.id);
}

export async function getThread(database: Database, user: UserRow, matchId: number): Promise<ThreadView> {
  const parties = await loadParties(database.db, user, matchId);
  const rows = await database.db
    .select({ message: messages, companyName: users.companyName })
    .from(messages)
    .innerJoin(users, eq(messages.fromUserId, users.id))
    .where(eq(messages.matchId, matchId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const contacted =
    rows.length > 0 ||
    (await database.db
      .select({ id: interactions.id })
      .from(interactions)
      .where(and(eq(interactions.matchId, matchId), eq(interactions.action, "contact")))
      .limit(1)
      .get()) !== undefined;
  const other = parties.counterpart;
  return {
    matchId,
    messages: rows.map((row) => toView(row.message, row.companyName, user.id)),
    counterpart: contacted ? { companyName: other.companyName, contactName: recipientName(other), email: other.email } : null,
    counterpartAccount: other.deletedAt ? "deactivated" : other.isSuspended ? "suspended" : "active",
  };
}

/** Marks the counterpart's messages and this match's contact notifications read for the user. */
export async function markThreadRead(deps: Pick<ConversationDeps, "database">, user: UserRow, matchId: number): Promise<{ updated: number }> {
  const { database } = deps;
  const { updated } = await database.write(async (tx) => {
    const parties = await loadParties(tx, user, matchId);
    const now = new Date().toISOString();
    const read = await tx
      .update(messages)
      .set({ readAt: now })
      .where(and(eq(messages.matchId, matchId), ne(messages.fromUserId, user.id), isNull(messages.readAt)))
      .returning({ id: messages.id });
    await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, user.id), eq(notifications.matchId, matchId), eq(notifications.type, "contact"), eq(notifications.isRead, false)));
    // The reader's other tabs drop the unread mark; the writer sees "Lu".
    if (read.length > 0) await appendEvents(database, tx, [{ type: "match.updated", matchId, userIds: [user.id, parties.counterpart.id] }]);
    return { updated: read.length };
  }, (_, tx) => bothParties(tx, matchId));
  return { updated };
}

/** The unread messages of a user's threads, asked by every page: on a statement prepared once (issue 25). */
const unreadByMatch = statementOn((reader: Reader) => {
  const userId = sql.placeholder("userId");
  return reader
    .select({ matchId: messages.matchId, count: sql<number>`count(*)` })
    .from(messages)
    .where(and(sql`${messages.matchId} in (${ownMatchIds(userId)})`, ne(messages.fromUserId, userId), isNull(messages.readAt)))
    .groupBy(messages.matchId)
    .prepare();
});

export async function unreadCounts(database: Database, user: UserRow): Promise<UnreadCounts> {
  const rows = await unreadByMatch(database.db).all({ userId: user.id });
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byMatch: rows };
}
