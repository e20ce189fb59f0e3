/**
 * Quotes between the parties of a match (issue 21): the buyer asks, the supplier writes and sends,
 * the buyer asks for revisions (QUOTE_MAX_REVISIONS), awards one (the others are declined and the
 * need leaves matching), and may withdraw the award within AWARD_WITHDRAW_DAYS. Every step is one
 * write transaction with its audit entry, its notifications and its events; mails follow the
 * commit. Totals are the server's, in integer cents (shared/quotes.ts).
 */
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import {
  QUOTE_MAX_REVISIONS,
  QUOTE_IN_COURSE_STATUSES,
  QUOTE_OPEN_STATUSES,
  QUOTE_TEXTS,
  quoteTotals,
  todayIso,
  toStoredLine,
  vatExemptionProblem,
  type QuoteContent,
  type QuoteDetail,
  type QuoteRequestResult,
} from "../../../shared/quotes";
import type { Database, Reader, Tx } from "../../db/client";
import { matches, needs, offers, quoteRequests, quotes, quoteVersions, users, type NeedRow, type QuoteParties, type QuoteRow, type QuoteVersionRow, type UserRow } from "../../db/schema";
import { appendEvents } from "../../events/log";
import { needQuantity } from "../../../engine";
import { formatDate, formatMoney } from "../../../shared/format";
import type { DomainEvent } from "../../events/types";
import { auditBy, recordAudit, type AuditActor } from "../audit";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../errors";
import type { MailService } from "../mail";
import type { ListingKind, ListingRow } from "../listing-kinds";
import { counterpartRefreshEvents } from "../withdrawn-listings";
import { recordNotices, type QuoteNotice } from "./notices";
import { nextQuoteNumber } from "./numbers";
import { quotePdfFilename, renderQuotePdf } from "./pdf";
import { awardWithdrawable, effectiveStatus, quoteView, supplierUnavailable, versionView, withoutSupplierSteps, type QuoteSide } from "./views";

export interface QuoteDeps {
  database: Database;
  mail: MailService;
  /** The need leaves this process's engine when awarded and comes back when the award is withdrawn. */
  matching: {
    removeFromMatching(kind: ListingKind, id: number): void;
    edit(kind: ListingKind, current: ListingRow, changes: Record<string, unknown>): Promise<unknown>;
  };
}

/* ---------- Reading the parties ---------- */

async function needWithBuyer(reader: Reader, needId: number): Promise<{ need: NeedRow; buyer: UserRow }> {
  const row = await reader.select({ need: needs, buyer: users }).from(needs).innerJoin(users, eq(needs.buyerId, users.id)).where(eq(needs.id, needId)).get();
  if (!row) throw new NotFoundError(QUOTE_TEXTS.needNotFound);
  return row;
}

/** The supplier's best match with the need (through any of its offers), or null. */
async function supplierMatch(reader: Reader, needId: number, supplierId: number) {
  return (
    (await reader
      .select({ matchId: matches.id, offerId: offers.id, score: matches.hybridScore })
      .from(matches)
      .innerJoin(offers, eq(matches.offerId, offers.id))
      .where(and(eq(matches.needId, needId), eq(offers.supplierId, supplierId)))
      .orderBy(desc(matches.hybridScore))
      .limit(1)
      .get()) ?? null
  );
}

async function loadQuote(reader: Reader, id: number): Promise<QuoteRow> {
  const row = await reader.select().from(quotes).where(eq(quotes.id, id)).get();
  if (!row) throw new NotFoundError(QUOTE_TEXTS.notFound);
  return row;
}

function sideOf(quote: QuoteRow, user: UserRow): QuoteSide {
  if (quote.supplierId === user.id) return "supplier";
  // A quote never sent (a draft, or a draft withdrawn) is the supplier's alone: for the buyer it does not exist.
  if (quote.buyerId === user.id) {
    if (quote.sentAt === null) throw new NotFoundError(QUOTE_TEXTS.notFound);
    return "buyer";
  }
  throw new ForbiddenError(QUOTE_TEXTS.notParty);
}

async function versionsOf(reader: Reader, quoteId: number): Promise<QuoteVersionRow[]> {
  return reader.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId)).orderBy(quoteVersions.version);
}

async function userById(reader: Reader, id: number | null): Promise<UserRow | null> {
  if (id === null) return null;
  return (await reader.select().from(users).where(eq(users.id, id)).get()) ?? null;
}

async function needStatusOf(reader: Reader, needId: number | null): Promise<string | null> {
  if (needId === null) return null;
  return (await reader.select({ status: needs.status }).from(needs).where(eq(needs.id, needId)).get())?.status ?? null;
}

function partiesOf(buyer: UserRow, supplier: UserRow): QuoteParties {
  const identity = (user: UserRow) => ({ companyName: user.companyName, companyNumber: user.companyNumber, vatNumber: user.vatNumber, postalAddress: user.postalAddress });
  return { supplier: { ...identity(supplier), email: supplier.email }, buyer: identity(buyer) };
}

const transition = (quote: QuoteRow) => new ConflictError(QUOTE_TEXTS.transition(effectiveStatus(quote)));

function requireStatus(quote: QuoteRow, allowed: readonly string[]): void {
  if (!allowed.includes(effectiveStatus(quote))) throw transition(quote);
}

async function requireActiveNeed(reader: Reader, quote: QuoteRow): Promise<void> {
  if ((await needStatusOf(reader, quote.needId)) !== "active") throw new ConflictError(QUOTE_TEXTS.needNotActive);
}

const audit = (tx: Tx, actor: AuditActor, action: string, quote: Pick<QuoteRow, "id" | "number">, details?: string) =>
  recordAudit(tx, { action, resource: `quote:${quote.id}`, ...auditBy(actor), success: true, severity: "low", details: details ?? quote.number });

const touched = (quote: Pick<QuoteRow, "matchId" | "buyerId" | "supplierId">): DomainEvent[] =>
  quote.matchId === null ? [] : [{ type: "match.updated", matchId: quote.matchId, userIds: [quote.buyerId, quote.supplierId].filter((id): id is number => id !== null) }];

/* ---------- Reading ---------- */

export async function getQuote(database: Database, user: UserRow, id: number): Promise<QuoteDetail> {
  const quote = await loadQuote(database.db, id);
  const side = sideOf(quote, user);
  const view = quoteView(quote, await versionsOf(database.db, id), side, await needStatusOf(database.db, quote.needId));
  return side === "buyer" && supplierUnavailable(await userById(database.db, quote.supplierId)) ? withoutSupplierSteps(view) : view;
}

/** The PDF of the version the reader sees (the buyer: the last sent one). Drafts have none. */
export async function quotePdf(database: Database, user: UserRow, id: number): Promise<{ filename: string; bytes: Buffer }> {
  const quote = await loadQuote(database.db, id);
  const side = sideOf(quote, user);
  const sent = (await versionsOf(database.db, id)).filter((v) => v.sentAt !== null && v.parties !== null);
  const version = side === "buyer" ? sent[sent.length - 1] : sent[sent.length - 1];
  if (!version) throw new ConflictError(QUOTE_TEXTS.transition(quote.status));
  return { filename: quotePdfFilename(quote.number, quote.supplierCompany), bytes: await pdfOf(quote, version) };
}

function pdfOf(quote: QuoteRow, version: QuoteVersionRow): Promise<Buffer> {
  return renderQuotePdf({ number: quote.number, needTitle: quote.needTitle, version: versionView(version), parties: version.parties! });
}

/* ---------- The buyer asks ---------- */

export async function requestQuotes(deps: QuoteDeps, buyer: UserRow, input: { needId: number; supplierIds: number[]; message: string }, actor: AuditActor): Promise<QuoteRequestResult> {
  const notices: QuoteNotice[] = [];
  const result = await deps.database.write(async (tx) => {
    const { need } = await needWithBuyer(tx, input.needId);
    if (need.buyerId !== buyer.id) throw new ForbiddenError(QUOTE_TEXTS.notParty);
    if (need.status !== "active") throw new ConflictError(QUOTE_TEXTS.needNotActive);
    const supplierIds = [...new Set(input.supplierIds)];
    const matched = new Map<number, number>();
    for (const supplierId of supplierIds) {
      const match = await supplierMatch(tx, need.id, supplierId);
      if (!match) throw new InvalidError(QUOTE_TEXTS.notMatched, [{ path: "supplierIds", message: QUOTE_TEXTS.notMatched }]);
      matched.set(supplierId, match.matchId);
    }
    const asked = await tx.select({ supplierId: quoteRequests.supplierId }).from(quoteRequests).where(and(eq(quoteRequests.needId, need.id), inArray(quoteRequests.supplierId, supplierIds)));
    const alreadyAsked = asked.map((row) => row.supplierId);
    const requested = supplierIds.filter((id) => !alreadyAsked.includes(id));
    const suppliers = new Map<number, UserRow>();
    for (const supplierId of requested) {
      const supplier = (await userById(tx, supplierId))!;
      // A suspended supplier still has their matches, but cannot sign in to answer: nothing is asked of anyone.
      const unavailable = supplierUnavailable(supplier, "request");
      if (unavailable) throw new ConflictError(unavailable, "supplierIds");
      suppliers.set(supplierId, supplier);
    }
    for (const supplierId of requested) {
      const matchId = matched.get(supplierId)!;
      await tx.insert(quoteRequests).values({ needId: need.id, supplierId, buyerId: buyer.id, matchId, message: input.message });
      const supplier = suppliers.get(supplierId)!;
      notices.push({ step: "requested", recipient: supplier, quoteId: null, matchId, number: null, needTitle: need.title, counterpart: buyer.companyName, comment: input.message || null });
      await appendEvents(deps.database, tx, [{ type: "match.updated", matchId, userIds: [buyer.id, supplierId] }]);
    }
    if (requested.length > 0) {
      await recordNotices(deps.database, tx, notices);
      await recordAudit(tx, { action: "quote.request", resource: `need:${need.id}`, ...auditBy(actor), success: true, severity: "low", details: `fournisseurs ${requested.join(", ")}` });
    }
    return { requested, alreadyAsked };
  });
  return result;
}

/**
 * The supplier will not quote: the request is answered (a reply, for the response rate), the
 * buyer told why. A request already answered by a quote or declined cannot be declined again.
 */
export async function declineRequest(deps: QuoteDeps, supplier: UserRow, input: { id: number; reason: string }, actor: AuditActor): Promise<void> {
  await deps.database.write(async (tx) => {
    const request = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, input.id)).get();
    // Another supplier's request is not found, rather than refused: its existence is not theirs to know.
    if (!request || request.supplierId !== supplier.id) throw new NotFoundError(QUOTE_TEXTS.requestNotFound);
    if (request.answeredAt !== null) throw new ConflictError(QUOTE_TEXTS.requestAnswered);
    const { need } = await needWithBuyer(tx, request.needId);
    // Awarded or closed meanwhile: nothing is awaited any more, and the buyer is not to be told again.
    if (need.status !== "active") throw new ConflictError(QUOTE_TEXTS.needNotActive);
    const now = new Date().toISOString();
    await tx.update(quoteRequests).set({ answeredAt: now, declinedAt: now, declineReason: input.reason }).where(eq(quoteRequests.id, request.id));
    const buyer = await userById(tx, request.buyerId);
    if (buyer) {
      const notice: QuoteNotice = { step: "request_declined", recipient: buyer, quoteId: null, matchId: request.matchId, number: null, needTitle: need.title, needId: need.id, counterpart: supplier.companyName, comment: input.reason || null };
      await recordNotices(deps.database, tx, [notice]);
    }
    if (request.matchId !== null) await appendEvents(deps.database, tx, [{ type: "match.updated", matchId: request.matchId, userIds: [request.buyerId, supplier.id] }]);
    await recordAudit(tx, { action: "quote.request_decline", resource: `need:${request.needId}`, ...auditBy(actor), success: true, severity: "low", details: input.reason || "sans motif" });
  });
}

/* ---------- The supplier writes ---------- */

/** A version's row, once its content holds together: a line at 0 % says why (vatExemptionProblem). */
function versionValues(content: QuoteContent) {
  const problem = vatExemptionProblem(content);
  if (problem) throw new InvalidError(problem, [{ path: "vatExemption", message: problem }]);
  const lines = content.lines.map(toStoredLine);
  const totals = quoteTotals(lines);
  return {
    lines,
    htCents: totals.htCents,
    vatCents: totals.vatCents,
    ttcCents: totals.ttcCents,
    leadTimeDays: content.leadTime,
    validUntil: content.validUntil,
    paymentTerms: content.paymentTerms,
    conditions: content.conditions,
    vatExemption: content.vatExemption,
  };
}

export async function createQuote(deps: QuoteDeps, supplier: UserRow, input: QuoteContent & { needId: number }, actor: AuditActor): Promise<QuoteDetail> {
  const id = await deps.database.write(async (tx) => {
    const { need, buyer } = await needWithBuyer(tx, input.needId);
    const match = await supplierMatch(tx, need.id, supplier.id);
    if (!match) throw new ForbiddenError(QUOTE_TEXTS.notParty);
    if (need.status !== "active") throw new ConflictError(QUOTE_TEXTS.needNotActive);
    // One quote in course per supplier and need: a second one would go around the revision rounds
    // (QUOTE_MAX_REVISIONS) and notify the buyer again. One that has expired may be followed by another.
    const open = await tx
      .select({ number: quotes.number })
      .from(quotes)
      .where(and(eq(quotes.needId, need.id), eq(quotes.supplierId, supplier.id), inArray(quotes.status, [...QUOTE_IN_COURSE_STATUSES]), gte(quotes.validUntil, todayIso())))
      .get();
    if (open) throw new ConflictError(QUOTE_TEXTS.openQuoteExists(open.number));
    const number = await nextQuoteNumber(tx, supplier.id);
    const quote = await tx
      .insert(quotes)
      .values({
        number,
        needId: need.id,
        offerId: match.offerId,
        matchId: match.matchId,
        buyerId: buyer.id,
        supplierId: supplier.id,
        needTitle: need.title,
        buyerCompany: buyer.companyName,
        supplierCompany: supplier.companyName,
        validUntil: input.validUntil,
      })
      .returning()
      .get();
    await tx.insert(quoteVersions).values({ quoteId: quote.id, version: 1, ...versionValues(input) });
    await audit(tx, actor, "quote.create", quote);
    return quote.id;
  });
  if (input.send) return sendQuote(deps, supplier, id, actor);
  return getQuote(deps.database, supplier, id);
}

/**
 * The supplier changes a draft, or answers a revision request. A draft's single version is
 * rewritten; after a revision request a new version is written (and rewritten until it is sent).
 */
export async function updateQuote(deps: QuoteDeps, supplier: UserRow, input: QuoteContent & { id: number }, actor: AuditActor): Promise<QuoteDetail> {
  await deps.database.write(async (tx) => {
    const quote = await loadQuote(tx, input.id);
    if (sideOf(quote, supplier) !== "supplier") throw new ForbiddenError(QUOTE_TEXTS.notParty);
    requireStatus(quote, ["draft", "revision_requested"]);
    await requireActiveNeed(tx, quote);
    const versions = await versionsOf(tx, quote.id);
    const last = versions[versions.length - 1]!;
    const values = versionValues(input);
    if (last.sentAt === null) await tx.update(quoteVersions).set(values).where(eq(quoteVersions.id, last.id));
    else await tx.insert(quoteVersions).values({ quoteId: quote.id, version: last.version + 1, answersComment: quote.revisionComment, ...values });
    await tx.update(quotes).set({ validUntil: input.validUntil, updatedAt: new Date().toISOString() }).where(eq(quotes.id, quote.id));
    await audit(tx, actor, "quote.update", quote);
  });
  if (input.send) return sendQuote(deps, supplier, input.id, actor);
  return getQuote(deps.database, supplier, input.id);
}

/** Sends the draft or the revision being written: the buyer is told, the PDF attached. */
export async function sendQuote(deps: QuoteDeps, supplier: UserRow, id: number, actor: AuditActor): Promise<QuoteDetail> {
  await deps.database.write(async (tx) => {
    const quote = await loadQuote(tx, id);
    if (sideOf(quote, supplier) !== "supplier") throw new ForbiddenError(QUOTE_TEXTS.notParty);
    requireStatus(quote, ["draft", "revision_requested"]);
    await requireActiveNeed(tx, quote);
    const versions = await versionsOf(tx, quote.id);
    const last = versions[versions.length - 1]!;
    if (last.sentAt !== null) throw transition(quote);
    const buyer = await userById(tx, quote.buyerId);
    if (!buyer) throw new ConflictError(QUOTE_TEXTS.needNotActive);
    const now = new Date().toISOString();
    const version = await tx.update(quoteVersions).set({ sentAt: now, parties: partiesOf(buyer, supplier) }).where(eq(quoteVersions.id, last.id)).returning().get();
    const revised = quote.status === "revision_requested";
    const updated = await tx
      .update(quotes)
      .set({ status: revised ? "revised" : "sent", sentAt: quote.sentAt ?? now, revisionComment: null, updatedAt: now })
      .where(eq(quotes.id, quote.id))
      .returning()
      .get();
    if (quote.needId !== null) {
      await tx
        .update(quoteRequests)
        .set({ answeredAt: now })
        .where(and(eq(quoteRequests.needId, quote.needId), eq(quoteRequests.supplierId, supplier.id), sql`${quoteRequests.answeredAt} is null`));
    }
    const notice: QuoteNotice = {
      step: revised ? "revised" : "received",
      recipient: buyer,
      quoteId: quote.id,
      matchId: quote.matchId,
      number: quote.number,
      needTitle: quote.needTitle,
      counterpart: supplier.companyName,
      ttcCents: version.ttcCents,
      versionId: version.id,
    };
    await recordNotices(deps.database, tx, [notice]);
    await appendEvents(deps.database, tx, touched(quote));
    await audit(tx, actor, revised ? "quote.revise" : "quote.send", quote);
    return { quote: updated, version, notice };
  });
  return getQuote(deps.database, supplier, id);
}

export async function withdrawQuote(deps: QuoteDeps, supplier: UserRow, id: number, actor: AuditActor): Promise<QuoteDetail> {
  await deps.database.write(async (tx) => {
    const quote = await loadQuote(tx, id);
    if (sideOf(quote, supplier) !== "supplier") throw new ForbiddenError(QUOTE_TEXTS.notParty);
    requireStatus(quote, ["draft", ...QUOTE_OPEN_STATUSES, "expired"]);
    await tx.update(quotes).set({ status: "withdrawn", updatedAt: new Date().toISOString() }).where(eq(quotes.id, quote.id));
    await audit(tx, actor, "quote.withdraw", quote);
    const buyer = quote.status === "draft" ? null : await userById(tx, quote.buyerId);
    const notices: QuoteNotice[] = buyer
      ? [{ step: "withdrawn", recipient: buyer, quoteId: quote.id, matchId: quote.matchId, number: quote.number, needTitle: quote.needTitle, counterpart: supplier.companyName }]
      : [];
    await recordNotices(deps.database, tx, notices);
    await appendEvents(deps.database, tx, touched(quote));
    return notices;
  });
  return getQuote(deps.database, supplier, id);
}

/* ---------- The buyer decides ---------- */

/** Loads a quote the buyer decides on, with the checks every decision shares. */
async function buyersQuote(tx: Tx, buyer: UserRow, id: number): Promise<{ quote: QuoteRow; supplier: UserRow | null }> {
  const quote = await loadQuote(tx, id);
  if (sideOf(quote, buyer) !== "buyer") throw new ForbiddenError(QUOTE_TEXTS.notParty);
  return { quote, supplier: await userById(tx, quote.supplierId) };
}

const noticeTo = (supplier: UserRow | null, quote: QuoteRow, buyer: UserRow, step: QuoteNotice["step"], comment?: string | null): QuoteNotice[] =>
  supplier ? [{ step, recipient: supplier, quoteId: quote.id, matchId: quote.matchId, number: quote.number, needTitle: quote.needTitle, counterpart: buyer.companyName, comment }] : [];

/**
 * A buyer's decision on one quote that the supplier hears of: checked and applied by `apply`, then
 * told (notification in the transaction, mail after it), audited and announced to both sides.
 */
async function buyerStep(
  deps: QuoteDeps,
  buyer: UserRow,
  id: number,
  actor: AuditActor,
  step: { notice: QuoteNotice["step"]; comment: string | null; action: string; apply: (tx: Tx, quote: QuoteRow, supplier: UserRow | null) => Promise<void> },
): Promise<QuoteDetail> {
  await deps.database.write(async (tx) => {
    const { quote, supplier } = await buyersQuote(tx, buyer, id);
    await step.apply(tx, quote, supplier);
    const notices = noticeTo(supplier, quote, buyer, step.notice, step.comment);
    await recordNotices(deps.database, tx, notices);
    await appendEvents(deps.database, tx, touched(quote));
    await audit(tx, actor, step.action, quote);
    return notices;
  });
  return getQuote(deps.database, buyer, id);
}

export function requestRevision(deps: QuoteDeps, buyer: UserRow, input: { id: number; comment: string }, actor: AuditActor): Promise<QuoteDetail> {
  return buyerStep(deps, buyer, input.id, actor, {
    notice: "revision_requested",
    comment: input.comment,
    action: "quote.revision_request",
    apply: async (tx, quote, supplier) => {
      requireStatus(quote, ["sent", "revised", "expired"]);
      // A suspended or closed supplier cannot sign in to revise: the quote would wait « Révision demandée » for ever.
      const unavailable = supplierUnavailable(supplier, "revision");
      if (unavailable) throw new ConflictError(unavailable);
      if (quote.revisionRounds >= QUOTE_MAX_REVISIONS) throw new ConflictError(QUOTE_TEXTS.revisionsSpent);
      await requireActiveNeed(tx, quote);
      await tx
        .update(quotes)
        .set({ status: "revision_requested", revisionRounds: quote.revisionRounds + 1, revisionComment: input.comment, updatedAt: new Date().toISOString() })
        .where(eq(quotes.id, quote.id));
    },
  });
}

export function declineQuote(deps: QuoteDeps, buyer: UserRow, input: { id: number; reason: string }, actor: AuditActor): Promise<QuoteDetail> {
  return buyerStep(deps, buyer, input.id, actor, {
    notice: "declined",
    comment: input.reason || null,
    action: "quote.decline",
    apply: async (tx, quote) => {
      requireStatus(quote, [...QUOTE_OPEN_STATUSES, "expired"]);
      await tx.update(quotes).set({ status: "declined", declineReason: input.reason || null, updatedAt: new Date().toISOString() }).where(eq(quotes.id, quote.id));
    },
  });
}

export const AUTO_DECLINE_REASON = "Un autre devis a été retenu pour ce besoin.";
export const NEED_CLOSED_REASON = "L'acheteur a clôturé ce besoin.";
export const NEED_DELETED_REASON = "L'acheteur a supprimé ce besoin.";
export const NEED_AWARDED_REASON = "Le besoin a été attribué à un autre fournisseur.";

/**
 * A need that leaves the market (closed or deleted by its buyer) declines its open quotes, whose
 * suppliers are told why, inside the caller's write: they stayed « Envoyé » with nobody to award them.
 */
export async function declineOpenQuotesOfNeed(database: Database, tx: Tx, needId: number, buyer: UserRow, reason: string): Promise<void> {
  const open = await tx.select().from(quotes).where(and(eq(quotes.needId, needId), inArray(quotes.status, [...QUOTE_OPEN_STATUSES])));
  if (open.length === 0) return;
  const now = new Date().toISOString();
  const notices: QuoteNotice[] = [];
  for (const quote of open) {
    await tx.update(quotes).set({ status: "declined", declineReason: reason, updatedAt: now }).where(eq(quotes.id, quote.id));
    notices.push(...noticeTo(await userById(tx, quote.supplierId), quote, buyer, "declined", reason));
  }
  await recordNotices(database, tx, notices);
  await appendEvents(database, tx, open.flatMap(touched));
}

/** What a quote answers in a need, and how a change of it is told to the supplier. */
const fromTo = (label: string, shown: (need: NeedRow) => string) => (before: NeedRow, after: NeedRow) => {
  const [was, is] = [shown(before), shown(after)];
  return was === is ? null : `${label} : ${was} → ${is}`;
};
const NEED_TERMS: ReadonlyArray<{ key: keyof NeedRow; said: (before: NeedRow, after: NeedRow) => string | null }> = [
  { key: "title", said: () => "titre modifié" },
  { key: "description", said: () => "description modifiée" },
  { key: "budget", said: fromTo("budget", (need) => formatMoney(need.budget, need.currency)) },
  { key: "currency", said: () => "devise modifiée" },
  { key: "deadline", said: fromTo("date limite", (need) => (need.deadline ? formatDate(need.deadline) : "aucune")) },
  { key: "specifications", said: fromTo("quantité", (need) => needQuantity(need.specifications)?.toLocaleString("fr-FR") ?? "non précisée") },
  { key: "location", said: fromTo("localisation", (need) => need.location) },
];

/**
 * After the buyer edits a need: each supplier with a quote in course or accepted on it is told what
 * changed (« Budget : 6 000,00 € → 4 500,00 € »). A lowered budget put three quotes « au-dessus du
 * budget » on the buyer's comparison without a word to their suppliers; an awarded need's deadline
 * moved under the accepted quote just as silently.
 */
export async function tellQuotingSuppliersOfChange(database: Database, tx: Tx, before: NeedRow, after: NeedRow, buyer: UserRow): Promise<void> {
  const said = NEED_TERMS.filter(({ key }) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(({ said }) => said(before, after))
    .filter((line): line is string => line !== null);
  if (said.length === 0) return;
  const concerned = await tx.select().from(quotes).where(and(eq(quotes.needId, after.id), inArray(quotes.status, [...QUOTE_IN_COURSE_STATUSES, "accepted"])));
  if (concerned.length === 0) return;
  const details = `${said.join(" ; ")}.`;
  const capitalised = `${details[0]!.toUpperCase()}${details.slice(1)}`;
  const notices: QuoteNotice[] = [];
  for (const quote of concerned) notices.push(...noticeTo(await userById(tx, quote.supplierId), quote, buyer, "need_changed", capitalised));
  await recordNotices(database, tx, notices);
  await appendEvents(database, tx, concerned.flatMap(touched));
}

/**
 * The suppliers asked for a quote on a need that leaves (awarded, closed, deleted) and who have
 * not answered are told their quote is no longer awaited: the request left their « Demandes à
 * traiter » without a word.
 */
export async function closeWaitingRequests(database: Database, tx: Tx, need: { id: number; title: string }, buyer: UserRow, reason: string): Promise<void> {
  const waiting = await tx.select().from(quoteRequests).where(and(eq(quoteRequests.needId, need.id), isNull(quoteRequests.answeredAt)));
  const notices: QuoteNotice[] = [];
  for (const request of waiting) {
    const supplier = await userById(tx, request.supplierId);
    if (supplier) notices.push({ step: "request_closed", recipient: supplier, quoteId: null, matchId: request.matchId, number: null, needTitle: need.title, counterpart: buyer.companyName, comment: reason });
  }
  await recordNotices(database, tx, notices);
  await appendEvents(database, tx, waiting.flatMap((request) => (request.matchId === null ? [] : [{ type: "match.updated" as const, matchId: request.matchId, userIds: [request.buyerId, request.supplierId] }])));
}

/** The supplier whose quote was accepted hears that the buyer deleted the need; the quote stays accepted, as the record of the deal. */
export async function tellAwardedOfDeletion(database: Database, tx: Tx, needId: number, buyer: UserRow): Promise<void> {
  const accepted = await tx.select().from(quotes).where(and(eq(quotes.needId, needId), eq(quotes.status, "accepted")));
  const notices: QuoteNotice[] = [];
  for (const quote of accepted) notices.push(...noticeTo(await userById(tx, quote.supplierId), quote, buyer, "need_deleted"));
  await recordNotices(database, tx, notices);
  await appendEvents(database, tx, accepted.flatMap(touched));
}

/** Accepts the quote; every other open quote of the need is declined and told; the need is awarded and leaves matching. */
export async function awardQuote(deps: QuoteDeps, buyer: UserRow, id: number, actor: AuditActor): Promise<QuoteDetail> {
  const { needId } = await deps.database.write(async (tx) => {
    const { quote, supplier } = await buyersQuote(tx, buyer, id);
    const needStatus = await needStatusOf(tx, quote.needId);
    if (needStatus === "awarded") throw new ConflictError(QUOTE_TEXTS.alreadyAwarded);
    // A suspended supplier cannot sign in nor hear of it, and the award would decline every other quote.
    const unavailable = supplierUnavailable(supplier);
    if (unavailable) throw new ConflictError(unavailable);
    if (effectiveStatus(quote) === "expired") throw new ConflictError(QUOTE_TEXTS.expired);
    requireStatus(quote, ["sent", "revised"]);
    if (needStatus !== "active" || quote.needId === null) throw new ConflictError(QUOTE_TEXTS.needNotActive);
    const now = new Date().toISOString();
    await tx.update(quotes).set({ status: "accepted", statusBeforeAward: quote.status, awardedAt: now, awardWithdrawnAt: null, awardWithdrawalReason: null, updatedAt: now }).where(eq(quotes.id, quote.id));
    const others = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.needId, quote.needId), inArray(quotes.status, [...QUOTE_OPEN_STATUSES]), sql`${quotes.id} <> ${quote.id}`));
    const notices = noticeTo(supplier, quote, buyer, "awarded");
    for (const other of others) {
      await tx
        .update(quotes)
        .set({ status: "declined", statusBeforeAward: other.status, declineReason: AUTO_DECLINE_REASON, awardedAt: now, updatedAt: now })
        .where(eq(quotes.id, other.id));
      notices.push(...noticeTo(await userById(tx, other.supplierId), other, buyer, "declined", AUTO_DECLINE_REASON));
    }
    await tx.update(needs).set({ status: "awarded", updatedAt: now }).where(eq(needs.id, quote.needId));
    await recordNotices(deps.database, tx, notices);
    await closeWaitingRequests(deps.database, tx, { id: quote.needId, title: quote.needTitle }, buyer, NEED_AWARDED_REASON);
    await appendEvents(deps.database, tx, [
      ...[quote, ...others].flatMap(touched),
      ...(await counterpartRefreshEvents(tx, { needIds: [quote.needId], offerIds: [] })),
      { type: "listing.withdrawn", kind: "need", listingId: quote.needId },
      { type: "stats.changed" },
    ]);
    await audit(tx, actor, "quote.award", quote, `${quote.number} ; ${others.length} autre(s) devis refusé(s)`);
    return { notices, needId: quote.needId };
  });
  deps.matching.removeFromMatching("need", needId);
  return getQuote(deps.database, buyer, id);
}

/** Within AWARD_WITHDRAW_DAYS: the need is open again, and the quotes the award changed are as they were. */
export async function withdrawAward(deps: QuoteDeps, buyer: UserRow, input: { id: number; reason: string }, actor: AuditActor): Promise<QuoteDetail> {
  const { need } = await deps.database.write(async (tx) => {
    const { quote } = await buyersQuote(tx, buyer, input.id);
    if (quote.status !== "accepted" || quote.needId === null) throw new ConflictError(QUOTE_TEXTS.notAwarded);
    if (!awardWithdrawable(quote)) throw new ConflictError(QUOTE_TEXTS.awardWindowOver);
    // Closed by its buyer since: withdrawing the award would open it again behind their back.
    if ((await needStatusOf(tx, quote.needId)) !== "awarded") throw new ConflictError(QUOTE_TEXTS.needClosedSinceAward);
    const now = new Date().toISOString();
    const changed = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.needId, quote.needId), eq(quotes.awardedAt, quote.awardedAt!), sql`${quotes.statusBeforeAward} is not null`));
    const notices: QuoteNotice[] = [];
    for (const row of changed) {
      const accepted = row.id === quote.id;
      await tx
        .update(quotes)
        .set({
          status: row.statusBeforeAward!,
          statusBeforeAward: null,
          declineReason: accepted ? row.declineReason : null,
          awardedAt: null,
          awardWithdrawnAt: accepted ? now : null,
          awardWithdrawalReason: accepted ? input.reason : null,
          updatedAt: now,
        })
        .where(eq(quotes.id, row.id));
      notices.push(...noticeTo(await userById(tx, row.supplierId), row, buyer, "award_withdrawn", input.reason));
    }
    const need = (await tx.update(needs).set({ status: "active", updatedAt: now }).where(eq(needs.id, quote.needId)).returning().get())!;
    await recordNotices(deps.database, tx, notices);
    await appendEvents(deps.database, tx, [...changed.flatMap(touched), ...(await counterpartRefreshEvents(tx, { needIds: [quote.needId], offerIds: [] })), { type: "stats.changed" }]);
    await audit(tx, actor, "quote.award_withdraw", quote, `${quote.number} : ${input.reason}`);
    return { notices, need };
  });
  // Scored again, pairs made since included, as an owner's edit would be (and other processes told by its event).
  await deps.matching.edit("need", need as ListingRow, {});
  return getQuote(deps.database, buyer, input.id);
}
