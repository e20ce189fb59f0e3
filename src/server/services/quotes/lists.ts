/**
 * The quotes a user reads in lists (issue 21): their own, filtered and paged by the database, and
 * a need's quotes side by side for its buyer, with the need's constraints checked on each.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { SHOWN_MIN_SCORE } from "../../../shared/constants";
import { certificationsIn, constraintSignals } from "../../../engine/constraints";
import {
  QUOTE_OPEN_STATUSES,
  QUOTE_TEXTS,
  RECEIVED_REQUESTS_MAX,
  todayIso,
  type ComparisonColumn,
  type NeedQuotes,
  type QuoteCheck,
  type QuoteListQuery,
  type QuotePage,
  type QuoteView,
  type ReceivedRequest,
} from "../../../shared/quotes";
import { formatCents, netUnitPriceCents } from "../../../shared/quotes";
import { statementOn, type Database, type Reader } from "../../db/client";
import { matches, needs, offers, quoteRequests, quotes, quoteVersions, users, type NeedRow, type QuoteRow, type QuoteVersionRow, type UserRow } from "../../db/schema";
import { ForbiddenError, NotFoundError } from "../errors";
import { responsiveness } from "./responsiveness";
import { effectiveStatus, quoteView, supplierUnavailable, withoutSupplierSteps, type QuoteSide } from "./views";

/** The status a list filters on, expiry included, in SQL (views.ts's effectiveStatus). */
const effectiveStatusSql = (today: string) =>
  sql<string>`case when ${quotes.status} in ('sent', 'revised') and ${quotes.validUntil} < ${today} then 'expired' else ${quotes.status} end`;

async function versionsByQuote(reader: Reader, ids: number[]): Promise<Map<number, QuoteVersionRow[]>> {
  const map = new Map<number, QuoteVersionRow[]>();
  if (ids.length === 0) return map;
  for (const row of await reader.select().from(quoteVersions).where(inArray(quoteVersions.quoteId, ids))) {
    map.set(row.quoteId, [...(map.get(row.quoteId) ?? []), row]);
  }
  return map;
}

async function needStatuses(reader: Reader, rows: QuoteRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.needId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  return new Map((await reader.select({ id: needs.id, status: needs.status }).from(needs).where(inArray(needs.id, ids))).map((row) => [row.id, row.status]));
}

/** The suppliers of the quotes the user received who can no longer be awarded nor asked to revise (supplierUnavailable). */
async function unavailableSuppliers(reader: Reader, rows: QuoteRow[], user: UserRow): Promise<Set<number | null>> {
  const received = rows.filter((row) => row.supplierId !== user.id);
  const ids = [...new Set(received.flatMap((row) => (row.supplierId === null ? [] : [row.supplierId])))];
  const found = ids.length === 0 ? [] : await reader.select({ id: users.id, isSuspended: users.isSuspended, deletedAt: users.deletedAt }).from(users).where(inArray(users.id, ids));
  const unavailable = new Set<number | null>(found.filter((supplier) => supplierUnavailable(supplier)).map((supplier) => supplier.id));
  for (const row of received) if (row.supplierId === null || !found.some((supplier) => supplier.id === row.supplierId)) unavailable.add(row.supplierId);
  return unavailable;
}

async function viewsOf(reader: Reader, rows: QuoteRow[], user: UserRow): Promise<QuoteView[]> {
  const [versions, statuses, unavailable] = await Promise.all([versionsByQuote(reader, rows.map((row) => row.id)), needStatuses(reader, rows), unavailableSuppliers(reader, rows, user)]);
  return rows.map((row) => {
    const side: QuoteSide = row.supplierId === user.id ? "supplier" : "buyer";
    const { versions: _all, ...view } = quoteView(row, versions.get(row.id) ?? [], side, row.needId === null ? null : (statuses.get(row.needId) ?? null));
    return side === "buyer" && unavailable.has(row.supplierId) ? withoutSupplierSteps(view) : view;
  });
}

/** A quote its buyer may read: one sent at least once (a draft, even withdrawn, is the supplier's alone). */
export const sentToBuyer: SQL = isNotNull(quotes.sentAt);

/** What the user may list: its quotes as supplier, and the sent ones it received as buyer. */
const readableBy = (userId: number): SQL => or(eq(quotes.supplierId, userId), and(eq(quotes.buyerId, userId), sentToBuyer))!;

export async function listQuotes(database: Database, user: UserRow, input: QuoteListQuery): Promise<QuotePage> {
  const where = and(
    readableBy(user.id),
    input.status ? sql`${effectiveStatusSql(todayIso())} = ${input.status}` : undefined,
    input.needId ? eq(quotes.needId, input.needId) : undefined,
  );
  const [rows, total] = await Promise.all([
    database.db.select().from(quotes).where(where).orderBy(desc(quotes.updatedAt), desc(quotes.id)).limit(input.limit).offset(input.offset),
    database.db.select({ n: count() }).from(quotes).where(where).get(),
  ]);
  return { items: await viewsOf(database.db, rows, user), total: total?.n ?? 0 };
}

/** Quotes the user sent (as supplier) or received (as buyer), drafts aside, and how many were accepted. */
/** A user's sent quotes, on both sides, and how many were accepted: prepared once per reader (the dashboard asks it at each visit). */
const quoteCounts = statementOn((reader: Reader) => {
  const userId = sql.placeholder("userId");
  return reader
    .select({ quotes: count(), accepted: sql<number>`coalesce(sum(case when ${quotes.status} = 'accepted' then 1 else 0 end), 0)` })
    .from(quotes)
    .where(and(or(eq(quotes.supplierId, userId), eq(quotes.buyerId, userId)), sentToBuyer))
    .prepare();
});

export async function quoteCountsOf(reader: Reader, userId: number): Promise<{ quotes: number; accepted: number }> {
  const row = await quoteCounts(reader).get({ userId });
  return { quotes: row?.quotes ?? 0, accepted: row?.accepted ?? 0 };
}

const normalised = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr").replace(/\s+/g, " ").trim();

/** The need's constraints a quote breaks, in words. */
export function quoteChecks(need: Pick<NeedRow, "budget" | "deadline" | "currency">, quote: QuoteView, missingCertifications: string[], now = Date.now()): QuoteCheck[] {
  const checks: QuoteCheck[] = [];
  const total = quote.current.totals.htCents;
  if (need.budget > 0 && need.currency === "EUR" && total > Math.round(need.budget * 100)) {
    checks.push({ kind: "over_budget", label: `Au-dessus du budget (${formatCents(Math.round(need.budget * 100))} HT)` });
  }
  if (need.deadline) {
    const arrives = todayIso(now + quote.current.leadTimeDays * 86_400_000);
    if (arrives > need.deadline.slice(0, 10)) checks.push({ kind: "late", label: `Livraison après l'échéance du ${need.deadline.slice(0, 10).split("-").reverse().join("/")}` });
  }
  for (const name of missingCertifications) checks.push({ kind: "missing_certification", label: `Certification ${name} absente` });
  if (quote.status === "expired") checks.push({ kind: "expired", label: "Devis expiré" });
  return checks;
}

/**
 * A need's quotes for comparison. Its buyer reads every quote that was sent; a supplier matched
 * with it reads its own (drafts included). Anyone else is refused.
 */
export async function needQuotes(database: Database, user: UserRow, needId: number, now = Date.now()): Promise<NeedQuotes> {
  const reader = database.db;
  const need = await reader.select().from(needs).where(eq(needs.id, needId)).get();
  if (!need) throw new NotFoundError(QUOTE_TEXTS.needNotFound);
  const side: QuoteSide | null =
    need.buyerId === user.id
      ? "buyer"
      : (await reader.select({ id: matches.id }).from(matches).innerJoin(offers, eq(matches.offerId, offers.id)).where(and(eq(matches.needId, needId), eq(offers.supplierId, user.id))).get())
        ? "supplier"
        : null;
  if (!side) throw new ForbiddenError(QUOTE_TEXTS.notParty);
  const rows = await reader
    .select()
    .from(quotes)
    .where(and(eq(quotes.needId, needId), side === "buyer" ? sentToBuyer : eq(quotes.supplierId, user.id)))
    .orderBy(asc(quotes.id));
  const views = await viewsOf(reader, rows, user);
  const wanted = certificationsIn([need.title, need.keywords.join(" ; "), need.description].join(" \n "));
  const columns: ComparisonColumn[] = [];
  for (const [i, row] of rows.entries()) {
    // A suspended or closed supplier's quote stays readable, but the buyer is told it can be neither awarded nor revised.
    // Only while the buyer still decides on it: a refused or accepted quote needs no such warning.
    const undecided = side === "buyer" && [...QUOTE_OPEN_STATUSES, "expired"].includes(effectiveStatus(row, now));
    const unavailable = undecided ? supplierUnavailable(row.supplierId === null ? null : ((await reader.select().from(users).where(eq(users.id, row.supplierId)).get()) ?? null), "comparison") : null;
    const quote = unavailable ? withoutSupplierSteps(views[i]!) : views[i]!;
    const offer = row.offerId === null ? null : ((await reader.select().from(offers).where(eq(offers.id, row.offerId)).get()) ?? null);
    const match = row.matchId === null ? null : ((await reader.select({ score: matches.hybridScore }).from(matches).where(eq(matches.id, row.matchId)).get()) ?? null);
    const missing = offer ? constraintSignals({ ...need, specifications: need.specifications, budget: null, deadline: null }, { ...offer, deliveryTime: null, price: null, minOrderQuantity: null }, new Date(now)).missingCertifications : wanted;
    columns.push({
      quote,
      matchScore: match?.score ?? null,
      certifications: offer?.certifications ?? [],
      minOrderQuantity: offer?.minOrderQuantity ?? null,
      responsiveness: row.supplierId === null ? { requests: 0, rate: null, medianHours: null } : await responsiveness(reader, row.supplierId, now),
      checks: [...quoteChecks(need, quote, missing, now), ...(unavailable ? [{ kind: "supplier_unavailable" as const, label: unavailable }] : [])],
    });
  }
  columns.sort((a, b) => a.quote.current.totals.ttcCents - b.quote.current.totals.ttcCents || a.quote.id - b.quote.id);
  const requests =
    side === "buyer"
      ? await reader
          .select({ supplierId: quoteRequests.supplierId, companyName: users.companyName, askedAt: quoteRequests.createdAt, answeredAt: quoteRequests.answeredAt, declinedAt: quoteRequests.declinedAt, declineReason: quoteRequests.declineReason })
          .from(quoteRequests)
          .innerJoin(users, eq(quoteRequests.supplierId, users.id))
          .where(eq(quoteRequests.needId, needId))
          .orderBy(asc(quoteRequests.id))
      : [];
  return {
    need: { id: need.id, title: need.title, status: need.status, budget: need.budget > 0 ? need.budget : null, currency: need.currency, deadline: need.deadline, requiredCertifications: wanted },
    side,
    columns,
    lineRows: lineRows(columns.map((column) => column.quote)),
    requests,
    candidates: side === "buyer" && need.status === "active" ? await requestCandidates(reader, needId, [...requests.map((r) => r.supplierId), ...rows.flatMap((r) => (r.supplierId === null ? [] : [r.supplierId]))]) : [],
  };
}

/** How many suppliers the need's page offers to ask at most (the best first). */
const CANDIDATES_SHOWN = 30;

/**
 * The suppliers a buyer may still ask for a quote on a need (needQuotesSchema's `candidates`):
 * each supplier once, with their best match the buyer has not ignored, shown by default
 * (SHOWN_MIN_SCORE) or kept by the buyer (favourite, contacted); active accounts only.
 */
async function requestCandidates(reader: Reader, needId: number, excluded: number[]): Promise<NeedQuotes["candidates"]> {
  const kept = inArray(matches.buyerStatus, ["favorited", "contacted"]);
  const rows = await reader
    .select({ supplierId: offers.supplierId, companyName: users.companyName, offerTitle: offers.title, matchId: matches.id, matchScore: matches.hybridScore, status: matches.buyerStatus })
    .from(matches)
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .innerJoin(users, eq(offers.supplierId, users.id))
    .where(
      and(
        eq(matches.needId, needId),
        ne(matches.buyerStatus, "ignored"),
        or(gte(matches.hybridScore, SHOWN_MIN_SCORE), kept),
        eq(users.isSuspended, false),
        isNull(users.deletedAt),
        excluded.length > 0 ? notInArray(offers.supplierId, excluded) : undefined,
      ),
    )
    .orderBy(desc(sql`${matches.buyerStatus} = 'favorited'`), desc(matches.hybridScore), asc(matches.id));
  const seen = new Set<number>();
  const candidates: NeedQuotes["candidates"] = [];
  for (const { status, ...row } of rows) {
    if (seen.has(row.supplierId)) continue;
    seen.add(row.supplierId);
    candidates.push({ ...row, favorite: status === "favorited" });
    if (candidates.length === CANDIDATES_SHOWN) break;
  }
  return candidates;
}

/**
 * The quote requests a supplier received, those still waiting first, each with its need, the
 * buyer's company and message, and the supplier's last quote for that need (to go back to it).
 */
export async function receivedRequests(database: Database, supplier: UserRow): Promise<ReceivedRequest[]> {
  const lastQuote = sql<number | null>`(select max(q.id) from ${quotes} q where q.need_id = ${quoteRequests.needId} and q.supplier_id = ${supplier.id})`;
  const rows = await database.db
    .select({
      id: quoteRequests.id,
      needId: quoteRequests.needId,
      needTitle: needs.title,
      needStatus: needs.status,
      buyerCompanyName: users.companyName,
      message: quoteRequests.message,
      askedAt: quoteRequests.createdAt,
      answeredAt: quoteRequests.answeredAt,
      declinedAt: quoteRequests.declinedAt,
      declineReason: quoteRequests.declineReason,
      quoteId: lastQuote,
    })
    .from(quoteRequests)
    .innerJoin(needs, eq(quoteRequests.needId, needs.id))
    .innerJoin(users, eq(quoteRequests.buyerId, users.id))
    .where(eq(quoteRequests.supplierId, supplier.id))
    .orderBy(sql`${quoteRequests.answeredAt} is not null`, desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(RECEIVED_REQUESTS_MAX);
  const quoteIds = rows.flatMap((row) => (row.quoteId === null ? [] : [row.quoteId]));
  const quoteRows = quoteIds.length === 0 ? [] : await database.db.select({ id: quotes.id, number: quotes.number, status: quotes.status, validUntil: quotes.validUntil }).from(quotes).where(inArray(quotes.id, quoteIds));
  const quoteById = new Map(quoteRows.map((row) => [row.id, { id: row.id, number: row.number, status: effectiveStatus(row) }]));
  return rows.map(({ quoteId, ...row }) => ({ ...row, quote: quoteId === null ? null : (quoteById.get(quoteId) ?? null) }));
}

/**
 * Lines that at least two quotes price under the same designation (compared without case or
 * accents), at their unit price after the line's discount: what the buyer would pay per unit.
 */
function lineRows(views: QuoteView[]): NeedQuotes["lineRows"] {
  const rows = new Map<string, { designation: string; unit: string; unitPriceCents: Array<number | null> }>();
  views.forEach((view, column) => {
    for (const line of view.current.lines) {
      const key = `${normalised(line.designation)}|${normalised(line.unit)}`;
      const row = rows.get(key) ?? { designation: line.designation, unit: line.unit, unitPriceCents: views.map(() => null) };
      row.unitPriceCents[column] ??= netUnitPriceCents({ unitPriceCents: line.unitPriceCents, discountBasisPoints: Math.round(line.discountRate * 100) });
      rows.set(key, row);
    }
  });
  return [...rows.values()].filter((row) => row.unitPriceCents.filter((price) => price !== null).length >= 2);
}
