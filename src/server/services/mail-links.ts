/**
 * The single-use links of the mails that can be turned off (issue 22): one-click unsubscribe
 * (RFC 8058) and the 👍/👎 of each alert item. They follow the account links' pattern
 * (account-security.ts): a random 160-bit token in the URL, only its SHA-256 stored in
 * `account_tokens`, bound to one account and one target, spent by one compare-and-set UPDATE.
 * Whoever holds a link can do exactly what it names, once, and nothing else: there is no server
 * secret to leak or rotate, and a link can be revoked by deleting its row.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { MAIL_SWITCH_LABELS, type AlertVote, type MailSwitch } from "../../shared/alerts";
import { generateSessionToken, sessionIdOf } from "../auth/sessions";
import type { Database, Tx } from "../db/client";
import { accountTokens, type AccountTokenRow } from "../db/schema";
import type { OutgoingMail } from "./mail";
import type { MailLinks, RenderedMail, UnsubscribeFooter } from "./mail-templates";

/** An unsubscribe link works this long: mail clients offer it as long as the mail is kept. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
/** A 👍/👎 link works this long, the window of an alert's precision. */
export const FEEDBACK_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

type NewToken = typeof accountTokens.$inferInsert;
type LinkPurpose = "alert_feedback" | "unsubscribe";

function newToken(row: Omit<NewToken, "id" | "expiresAt">, days: number): { token: string; row: NewToken } {
  const token = generateSessionToken();
  return { token, row: { ...row, id: sessionIdOf(token), expiresAt: new Date(Date.now() + days * DAY_MS).toISOString() } };
}

/** What a mail's one-click unsubscribe turns off: one alert, or one e-mail switch of the settings. */
export type UnsubscribeTarget = { userId: number; alertId: number } | { userId: number; mailSwitch: MailSwitch };

export const unsubscribePostUrl = (links: MailLinks, token: string) => `${links.baseUrl}/api/alerts/unsubscribe?token=${token}`;
export const unsubscribePageUrl = (links: MailLinks, token: string) => `${links.baseUrl}/unsubscribe?token=${token}`;
export const feedbackPageUrl = (links: MailLinks, token: string, vote: AlertVote) => `${links.baseUrl}/alert-feedback?token=${token}&vote=${vote}`;

/**
 * The unsubscribe link of one mail: the headers mail clients act on (RFC 2369 List-Unsubscribe
 * with an https URL only, RFC 8058 one-click POST), the page linked from the mail's footer, and
 * the token row to store with the mail.
 */
export function unsubscribeLink(links: MailLinks, target: UnsubscribeTarget): { pageUrl: string; headers: Record<string, string>; tokens: NewToken[] } {
  const { token, row } = newToken(
    { userId: target.userId, purpose: "unsubscribe", alertId: "alertId" in target ? target.alertId : null, mailSwitch: "mailSwitch" in target ? target.mailSwitch : null },
    UNSUBSCRIBE_LINK_DAYS,
  );
  return {
    pageUrl: unsubscribePageUrl(links, token),
    headers: { "List-Unsubscribe": `<${unsubscribePostUrl(links, token)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    tokens: [row],
  };
}

/** The 👍/👎 links of one item an alert sent (one token: the page says which vote). */
export function feedbackLinks(links: MailLinks, userId: number, alertId: number, deliveryId: number): { up: string; down: string; tokens: NewToken[] } {
  const { token, row } = newToken({ userId, purpose: "alert_feedback", alertId, deliveryId }, FEEDBACK_LINK_DAYS);
  return { up: feedbackPageUrl(links, token, "up"), down: feedbackPageUrl(links, token, "down"), tokens: [row] };
}

/**
 * A notification mail of `mailSwitch`'s kind, with the way out of that kind: its footer link and
 * its List-Unsubscribe headers. `render` gets the footer to put in the mail.
 */
export function unsubscribableMail(
  links: MailLinks,
  to: { id: number; email: string },
  kind: OutgoingMail["kind"],
  mailSwitch: MailSwitch,
  render: (unsubscribe: UnsubscribeFooter) => RenderedMail,
): OutgoingMail {
  const link = unsubscribeLink(links, { userId: to.id, mailSwitch });
  return { to: to.email, kind, ...render({ label: `Ne plus recevoir ${MAIL_SWITCH_LABELS[mailSwitch]}`, url: link.pageUrl }), headers: link.headers, tokens: link.tokens };
}

/**
 * Spends a link inside `tx`: the row if it was live (right purpose, unused, unexpired) and is
 * now used; otherwise null, with `used` telling a link already spent from an unknown one.
 */
export async function spendLink(tx: Tx, token: string, purpose: LinkPurpose): Promise<{ row: AccountTokenRow | null; used: AccountTokenRow | null }> {
  const id = sessionIdOf(token);
  const now = new Date().toISOString();
  const row = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning()
    .get();
  if (row) return { row, used: null };
  const used = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, purpose), isNotNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .get();
  return { row: null, used: used ?? null };
}

/** Deletes the expired links of these purposes (the alert job, hourly). Returns how many. */
export async function pruneMailLinks(database: Database, now = Date.now()): Promise<number> {
  const deleted = await database.write((tx) =>
    tx
      .delete(accountTokens)
      .where(and(inArray(accountTokens.purpose, ["alert_feedback", "unsubscribe"]), lt(accountTokens.expiresAt, new Date(now).toISOString())))
      .returning({ id: accountTokens.id }),
  );
  return deleted.length;
}
