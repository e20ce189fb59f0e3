/**
 * Which notifications also become e-mails, respecting each recipient's settings (Profile ›
 * Settings). Every notification arrives here from the mail subscriber of the event feed
 * (src/server/events/subscribers.ts), after its commit: new matches, contacts and messages (from
 * the message the event names), quotes (with the PDF of the version the event names).
 * Every mail here answers the user's own activity on the marketplace (transactional): none is
 * marketing, so the marketing consent does not gate them and no marketing mail is ever sent.
 */
import { and, eq, gte, inArray, isNull, lt, min } from "drizzle-orm";
import type { Database } from "../db/client";
import { alias } from "drizzle-orm/sqlite-core";
import { matches, messages, needs, offers, quotes, quoteVersions, users, type NotificationRow, type UserRow } from "../db/schema";
import type { Announced } from "../events/types";
import type { OutgoingMail } from "./mail";
import { unsubscribableMail } from "./mail-links";
import { contactMail, messageMail, newMatchMail, quoteMail, type MailLinks } from "./mail-templates";
import { REQUEST_TITLE } from "./quotes/notices";
import { quotePdfFilename, renderQuotePdf } from "./quotes/pdf";
import { versionView } from "./quotes/views";
import { counterpartOf, listingsOf, sideInMatch } from "./match-sides";
import { notificationSettingsOf } from "./preferences";

/** Deleted and suspended accounts receive nothing. */
export function canReceiveMail(user: Pick<UserRow, "deletedAt" | "isSuspended">): boolean {
  return !user.deletedAt && !user.isSuspended;
}

export function recipientName(user: Pick<UserRow, "contactName" | "displayName" | "companyName">): string {
  return user.contactName || user.displayName || user.companyName;
}

/** What a match mail needs of its recipient and of the counterpart. */
const MAIL_RECIPIENT = {
  id: users.id,
  email: users.email,
  contactName: users.contactName,
  displayName: users.displayName,
  companyName: users.companyName,
  deletedAt: users.deletedAt,
  isSuspended: users.isSuspended,
  settings: users.settings,
};

export async function matchMailsFor(database: Database, links: MailLinks, rows: NotificationRow[]): Promise<OutgoingMail[]> {
  const wanted = rows.filter((row) => row.type === "match" && row.matchId !== null);
  if (wanted.length === 0) return [];
  // Only what the mail says: full rows would bring the listings' embeddings and every column along.
  const matchRows = await database.db
    .select({
      id: matches.id,
      score: matches.hybridScore,
      need: { buyerId: needs.buyerId, title: needs.title },
      offer: { supplierId: offers.supplierId, title: offers.title },
    })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .where(inArray(matches.id, wanted.map((row) => row.matchId!)));
  const byMatch = new Map(matchRows.map((row) => [row.id, row]));
  const people = await database.db
    .select(MAIL_RECIPIENT)
    .from(users)
    .where(inArray(users.id, [...new Set(matchRows.flatMap((row) => [row.need.buyerId, row.offer.supplierId]))]));
  const byUser = new Map(people.map((user) => [user.id, user]));
  const mails: OutgoingMail[] = [];
  for (const row of wanted) {
    const pair = byMatch.get(row.matchId!);
    const recipient = byUser.get(row.userId);
    if (!pair || !recipient || !canReceiveMail(recipient)) continue;
    const settings = notificationSettingsOf(recipient);
    if (!settings.email.match || settings.matchMinScore === null || pair.score < settings.matchMinScore) continue;
    const parties = { buyer: { id: pair.need.buyerId }, supplier: { id: pair.offer.supplierId } };
    const side = sideInMatch(parties, recipient.id);
    if (!side) continue;
    const [own, other] = side === "buyer" ? [pair.need, pair.offer] : [pair.offer, pair.need];
    const counterpart = byUser.get(counterpartOf(parties, side).id);
    mails.push(
      unsubscribableMail(links, recipient, "match", "match", (unsubscribe) =>
        newMatchMail(links, {
          recipientName: recipientName(recipient),
          matchId: pair.id,
          ownTitle: own.title,
          counterpartTitle: other.title,
          counterpartCompany: counterpart?.companyName ?? "",
          score: pair.score,
          unsubscribe,
        }),
      ),
    );
  }
  return mails;
}

/**
 * A message mail is not sent while an earlier message of the same thread to the same recipient,
 * this recent, waits unread: that one's mail already brought them to the thread, where they will
 * read both. A chat of twelve replies sent twelve mails to a reader who had the thread open.
 */
export const MESSAGE_MAIL_QUIET_MINUTES = 10;

/** Whether an earlier message to this message's recipient, sent less than the quiet time before it, is still unread. */
async function earlierUnread(database: Database, message: typeof messages.$inferSelect): Promise<boolean> {
  const since = new Date(Date.parse(message.createdAt) - MESSAGE_MAIL_QUIET_MINUTES * 60_000).toISOString();
  const row = await database.db
    .select({ id: messages.id })
    .from(messages)
    // In a thread of two, the messages to the same recipient are those of the same sender.
    .where(and(eq(messages.matchId, message.matchId), eq(messages.fromUserId, message.fromUserId), lt(messages.id, message.id), isNull(messages.readAt), gte(messages.createdAt, since)))
    .get();
  return row !== undefined;
}

/** A notification with what its event says it announces. */
export type AnnouncedNotification = NotificationRow & Announced;

/**
 * The mails of a contact or a message, from the message their event names: the thread's first
 * message makes a contact mail, the others a message mail, to the recipient who takes contact mails.
 */
export async function conversationMailsFor(database: Database, links: MailLinks, rows: AnnouncedNotification[]): Promise<OutgoingMail[]> {
  const mails: OutgoingMail[] = [];
  for (const row of rows) {
    if (row.type !== "contact" || row.messageId === undefined) continue;
    const message = await database.db.select().from(messages).where(eq(messages.id, row.messageId)).get();
    const pair = message ? await database.db.select({ match: matches, need: needs, offer: offers }).from(matches).innerJoin(needs, eq(matches.needId, needs.id)).innerJoin(offers, eq(matches.offerId, offers.id)).where(eq(matches.id, message.matchId)).get() : undefined;
    const [recipient, sender] = message ? await Promise.all([userById(database, row.userId), userById(database, message.fromUserId)]) : [];
    if (!message || !pair || !recipient || !sender || !canReceiveMail(recipient)) continue;
    if (!notificationSettingsOf(recipient).email.contact) continue;
    const parties = { buyer: { id: pair.need.buyerId }, supplier: { id: pair.offer.supplierId } };
    const senderSide = sideInMatch(parties, sender.id);
    if (!senderSide) continue;
    const first = await database.db.select({ id: min(messages.id) }).from(messages).where(eq(messages.matchId, message.matchId)).get();
    const isContact = first?.id === message.id;
    if (!isContact && (await earlierUnread(database, message))) continue;
    const content = { recipientName: recipientName(recipient), matchId: message.matchId, senderCompany: sender.companyName, listingTitle: listingsOf({ ...pair, ...parties }, senderSide).own.title, body: message.body };
    mails.push(unsubscribableMail(links, recipient, isContact ? "contact" : "message", "contact", (unsubscribe) => (isContact ? contactMail(links, { ...content, unsubscribe }) : messageMail(links, { ...content, unsubscribe }))));
  }
  return mails;
}

/** The mails of quote notifications: their text, a link to the quote, and the PDF of the version just sent. */
export async function quoteMailsFor(database: Database, links: MailLinks, rows: AnnouncedNotification[]): Promise<OutgoingMail[]> {
  const mails: OutgoingMail[] = [];
  for (const row of rows) {
    if (row.type !== "quote") continue;
    const recipient = await userById(database, row.userId);
    if (!recipient || !canReceiveMail(recipient)) continue;
    if (!notificationSettingsOf(recipient).email.quote) continue;
    const path = row.quoteId !== undefined ? `/quotes/${row.quoteId}` : `/matches?match=${row.matchId ?? ""}`;
    const subject = await quoteSubject(database, row, recipient);
    const mail = unsubscribableMail(links, recipient, "quote", "quote", (unsubscribe) =>
      quoteMail(links, { recipientName: recipientName(recipient), path, subject, lines: [row.message], comment: row.details, asksForQuote: row.title === REQUEST_TITLE, unsubscribe }),
    );
    const pdf = row.versionId !== undefined ? await versionPdf(database, row.versionId) : null;
    if (pdf) mail.attachments = [{ filename: pdf.filename, contentType: "application/pdf", contentBase64: pdf.bytes.toString("base64") }];
    mails.push(mail);
  }
  return mails;
}

/**
 * « Devis reçu : Ouest Réseaux Télécom SAS, « Bornes Wi-Fi » »: a quote mail's subject names the
 * other company and the need. A buyer comparing three suppliers got three mails titled « Devis
 * reçu », and a supplier asked by several buyers as many « Demande de devis ».
 */
async function quoteSubject(database: Database, row: AnnouncedNotification, recipient: UserRow): Promise<string> {
  const quote =
    row.quoteId !== undefined
      ? await database.db.select({ needTitle: quotes.needTitle, buyerId: quotes.buyerId, buyerCompany: quotes.buyerCompany, supplierCompany: quotes.supplierCompany }).from(quotes).where(eq(quotes.id, row.quoteId)).get()
      : undefined;
  if (quote) return `${row.title} : ${quote.buyerId === recipient.id ? quote.supplierCompany : quote.buyerCompany}, « ${quote.needTitle} »`;
  const buyer = alias(users, "buyer");
  const supplier = alias(users, "supplier");
  const pair =
    row.matchId !== null
      ? await database.db
          .select({ needTitle: needs.title, buyerId: needs.buyerId, buyerCompany: buyer.companyName, supplierCompany: supplier.companyName })
          .from(matches)
          .innerJoin(needs, eq(matches.needId, needs.id))
          .innerJoin(offers, eq(matches.offerId, offers.id))
          .innerJoin(buyer, eq(needs.buyerId, buyer.id))
          .innerJoin(supplier, eq(offers.supplierId, supplier.id))
          .where(eq(matches.id, row.matchId))
          .get()
      : undefined;
  return pair ? `${row.title} : ${pair.buyerId === recipient.id ? pair.supplierCompany : pair.buyerCompany}, « ${pair.needTitle} »` : row.title;
}

/** The PDF of a sent quote version, as the parties download it; null when it is gone or was never sent. */
async function versionPdf(database: Database, versionId: number): Promise<{ filename: string; bytes: Buffer } | null> {
  const row = await database.db.select({ quote: quotes, version: quoteVersions }).from(quoteVersions).innerJoin(quotes, eq(quoteVersions.quoteId, quotes.id)).where(eq(quoteVersions.id, versionId)).get();
  if (!row?.version.parties) return null;
  const bytes = await renderQuotePdf({ number: row.quote.number, needTitle: row.quote.needTitle, version: versionView(row.version), parties: row.version.parties });
  return { filename: quotePdfFilename(row.quote.number, row.quote.supplierCompany), bytes };
}

function userById(database: Database, id: number): Promise<UserRow | undefined> {
  return database.db.select().from(users).where(eq(users.id, id)).get();
}
