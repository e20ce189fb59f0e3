/**
 * Which notifications also become e-mails, respecting each recipient's settings (Profile ›
 * Settings). New-match notifications arrive here from the mail subscriber of the event feed
 * (src/server/events/subscribers.ts), after the matching commit;
 * contacts and messages are mailed by the conversation service, which knows the message text.
 * Every mail here answers the user's own activity on the marketplace (transactional): none is
 * marketing, so the marketing consent does not gate them and no marketing mail is ever sent.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { matches, needs, offers, users, type NotificationRow, type UserRow } from "../db/schema";
import type { OutgoingMail } from "./mail";
import { unsubscribableMail } from "./mail-links";
import { newMatchMail, type MailLinks } from "./mail-templates";
import { counterpartOf, listingsOf, sideInMatch } from "./match-sides";
import { getNotificationSettings } from "./preferences";

/** Deleted and suspended accounts receive nothing. */
export function canReceiveMail(user: Pick<UserRow, "deletedAt" | "isSuspended">): boolean {
  return !user.deletedAt && !user.isSuspended;
}

export function recipientName(user: Pick<UserRow, "contactName" | "displayName" | "companyName">): string {
  return user.contactName || user.displayName || user.companyName;
}

export async function matchMailsFor(database: Database, links: MailLinks, rows: NotificationRow[]): Promise<OutgoingMail[]> {
  const wanted = rows.filter((row) => row.type === "match" && row.matchId !== null);
  if (wanted.length === 0) return [];
  const matchRows = await database.db
    .select({ match: matches, need: needs, offer: offers })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .where(inArray(matches.id, wanted.map((row) => row.matchId!)));
  const byMatch = new Map(matchRows.map((row) => [row.match.id, row]));
  const people = await database.db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(matchRows.flatMap((row) => [row.need.buyerId, row.offer.supplierId]))]));
  const byUser = new Map(people.map((user) => [user.id, user]));
  const mails: OutgoingMail[] = [];
  for (const row of wanted) {
    const pair = byMatch.get(row.matchId!);
    const recipient = byUser.get(row.userId);
    if (!pair || !recipient || !canReceiveMail(recipient)) continue;
    const settings = await getNotificationSettings(database, recipient.id);
    if (!settings.email.match || settings.matchMinScore === null || pair.match.hybridScore < settings.matchMinScore) continue;
    const parties = { buyer: { id: pair.need.buyerId }, supplier: { id: pair.offer.supplierId } };
    const side = sideInMatch(parties, recipient.id);
    if (!side) continue;
    const listings = listingsOf({ ...pair, ...parties }, side);
    const counterpart = byUser.get(counterpartOf(parties, side).id);
    mails.push(
      unsubscribableMail(links, recipient, "match", "match", (unsubscribe) =>
        newMatchMail(links, {
          recipientName: recipientName(recipient),
          matchId: pair.match.id,
          ownTitle: listings.own.title,
          counterpartTitle: listings.counterpart.title,
          counterpartCompany: counterpart?.companyName ?? "",
          score: pair.match.hybridScore,
          unsubscribe,
        }),
      ),
    );
  }
  return mails;
}
