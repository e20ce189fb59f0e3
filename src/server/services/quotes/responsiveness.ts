/**
 * How fast an account answers (issue 21): over the last 90 days, the requests it received (a
 * thread's first message from the counterpart, a quote request) and how many it answered within
 * 48 h (its own first message in that thread, its first sent quote for that need). Computed from
 * the real rows; hidden (null) below RESPONSIVENESS_MIN_REQUESTS, where a rate says nothing.
 */
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { QUOTE_TEXTS, RESPONSIVENESS_MIN_REQUESTS, type Responsiveness } from "../../../shared/quotes";
import { ForbiddenError } from "../errors";
import { statementOn, type Reader } from "../../db/client";
import { messages, quoteRequests } from "../../db/schema";
import { ownMatchIds } from "../match-sides";

export const RESPONSIVENESS_DAYS = 90;
const ANSWER_HOURS = 48;
const HOUR_MS = 3_600_000;

/** [asked, answered or null] pairs, as ISO strings. */
type Pair = { askedAt: string; answeredAt: string | null };

const userIdParam = sql.placeholder("userId");
const sinceParam = sql.placeholder("since");
const FIRST = "f";
const first = alias(messages, FIRST);

/**
 * Threads of the user's matches whose first message came from the counterpart, with the user's
 * first answer in each. Built and prepared once per reader: match cards ask it for each of their
 * counterparts (issue 25).
 */
const threadPairs = statementOn((reader: Reader) =>
  reader
    .select({
      askedAt: first.createdAt,
      // The alias written by hand: drizzle writes a select field's column without its table, which
      // the subquery would take for its own.
      answeredAt: sql<string | null>`(select min(reply.created_at) from ${messages} reply where reply.match_id = ${sql.raw(FIRST)}.match_id and reply.from_user_id = ${userIdParam})`,
    })
    .from(first)
    .where(
      and(
        sql`${first.matchId} in (${ownMatchIds(userIdParam)})`,
        sql`${first.id} = (select min(earliest.id) from ${messages} earliest where earliest.match_id = ${first.matchId})`,
        ne(first.fromUserId, userIdParam),
        gte(first.createdAt, sinceParam),
      ),
    )
    .prepare(),
);

const quoteRequestPairs = statementOn((reader: Reader) =>
  reader
    .select({ askedAt: quoteRequests.createdAt, answeredAt: quoteRequests.answeredAt })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.supplierId, userIdParam), gte(quoteRequests.createdAt, sinceParam)))
    .prepare(),
);

/**
 * A request still inside its 48 h, unanswered, is neither a hit nor a miss yet: left out of the
 * count until answered or late (a request sent a second ago showed as a miss at once).
 */
export function responsivenessOf(all: Pair[], now = Date.now()): Responsiveness {
  const pairs = all.filter((pair) => pair.answeredAt !== null || now - Date.parse(pair.askedAt) > ANSWER_HOURS * HOUR_MS);
  const requests = pairs.length;
  if (requests < RESPONSIVENESS_MIN_REQUESTS) return { requests, rate: null, medianHours: null };
  const hours = pairs
    .filter((pair) => pair.answeredAt !== null)
    .map((pair) => (Date.parse(pair.answeredAt!) - Date.parse(pair.askedAt)) / HOUR_MS)
    .sort((a, b) => a - b);
  const inTime = hours.filter((h) => h <= ANSWER_HOURS).length;
  const middle = hours.length / 2;
  const median = hours.length === 0 ? null : hours.length % 2 === 1 ? hours[Math.floor(middle)]! : (hours[middle - 1]! + hours[middle]!) / 2;
  return { requests, rate: inTime / requests, medianHours: median === null ? null : Math.round(median * 10) / 10 };
}

/**
 * Another account's figure, for someone it has a match with (a buyer reading a supplier's card):
 * it is part of what the counterpart may judge, not something anyone may probe.
 */
export async function counterpartResponsiveness(reader: Reader, viewerId: number, userId: number, now = Date.now()): Promise<Responsiveness> {
  if (viewerId !== userId) {
    const shared = await reader.all<{ id: number }>(sql`
      select m.id from matches m join needs n on n.id = m.need_id join offers o on o.id = m.offer_id
      where (n.buyer_id = ${viewerId} and o.supplier_id = ${userId}) or (n.buyer_id = ${userId} and o.supplier_id = ${viewerId}) limit 1`);
    if (shared.length === 0) throw new ForbiddenError(QUOTE_TEXTS.notCounterpart);
  }
  return responsiveness(reader, userId, now);
}

/** The figures of several counterparts at once (a page of match cards); ids the viewer shares no match with are left out. */
export async function counterpartsResponsiveness(reader: Reader, viewerId: number, userIds: number[], now = Date.now()): Promise<Record<string, Responsiveness>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return {};
  const shared = await reader.all<{ id: number }>(sql`
    select distinct o.supplier_id as id from matches m join needs n on n.id = m.need_id join offers o on o.id = m.offer_id
    where n.buyer_id = ${viewerId} and o.supplier_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
    union
    select distinct n.buyer_id as id from matches m join needs n on n.id = m.need_id join offers o on o.id = m.offer_id
    where o.supplier_id = ${viewerId} and n.buyer_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const entries = await Promise.all(shared.map(async ({ id }) => [String(id), await responsiveness(reader, id, now)] as const));
  return Object.fromEntries(entries);
}

export async function responsiveness(reader: Reader, userId: number, now = Date.now()): Promise<Responsiveness> {
  const values = { userId, since: new Date(now - RESPONSIVENESS_DAYS * 86_400_000).toISOString() };
  const [threads, requests] = await Promise.all([threadPairs(reader).all(values), quoteRequestPairs(reader).all(values)]);
  return responsivenessOf([...threads, ...requests], now);
}
