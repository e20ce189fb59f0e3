/** What a party reads of a quote: its effective status, its versions, and what it may do next. */
import { AWARD_WITHDRAW_DAYS, QUOTE_MAX_REVISIONS, QUOTE_TEXTS, todayIso, lineTotalCents, quoteTotals, type QuoteAction, type QuoteStatus, type QuoteVersionView, type QuoteView } from "../../../shared/quotes";
import type { QuoteRow, QuoteVersionRow, UserRow } from "../../db/schema";

export type QuoteSide = "buyer" | "supplier";

/** A sent or revised quote past its validity reads as expired; the stored status stays what the parties did. */
export function effectiveStatus(row: Pick<QuoteRow, "status" | "validUntil">, now = Date.now()): QuoteStatus {
  return (row.status === "sent" || row.status === "revised") && row.validUntil < todayIso(now) ? "expired" : row.status;
}

/** Whether the award may still be withdrawn. */
export const awardWithdrawable = (row: Pick<QuoteRow, "awardedAt">, now = Date.now()) =>
  row.awardedAt !== null && now - Date.parse(row.awardedAt) <= AWARD_WITHDRAW_DAYS * 86_400_000;

/**
 * What `side` may do with the quote now; the service checks the same rules when it is done. A quote
 * whose revision was asked is sent again once a new version is written (`lastVersionSent` false).
 */
export function actionsFor(row: QuoteRow, side: QuoteSide, needStatus: string | null, now = Date.now(), lastVersionSent = false): QuoteAction[] {
  const status = effectiveStatus(row, now);
  const needActive = needStatus === "active";
  const roundsLeft = row.revisionRounds < QUOTE_MAX_REVISIONS;
  if (side === "supplier") {
    switch (status) {
      case "draft":
        return needActive ? ["edit", "send", "withdraw"] : ["withdraw"];
      case "revision_requested":
        // « send » was offered before the new version was written, and answered 409.
        return needActive ? ["edit", ...(lastVersionSent ? [] : (["send"] as const)), "withdraw"] : ["withdraw"];
      case "sent":
      case "revised":
      case "expired":
        return ["withdraw"];
      default:
        return [];
    }
  }
  switch (status) {
    case "sent":
    case "revised":
      return needActive ? [...(roundsLeft ? (["requestRevision"] as const) : []), "award", "decline"] : ["decline"];
    case "expired":
      return needActive && roundsLeft ? ["requestRevision", "decline"] : ["decline"];
    case "revision_requested":
      return ["decline"];
    case "accepted":
      return needStatus === "awarded" && awardWithdrawable(row, now) ? ["withdrawAward"] : [];
    default:
      return [];
  }
}

/** What a buyer may not ask of an unavailable supplier: suspended, and account closed or erased. */
const UNAVAILABLE_TEXTS = {
  award: [QUOTE_TEXTS.supplierSuspended, QUOTE_TEXTS.supplierGone],
  revision: [QUOTE_TEXTS.supplierSuspendedRevision, QUOTE_TEXTS.supplierGoneRevision],
  request: [QUOTE_TEXTS.supplierSuspendedRequest, QUOTE_TEXTS.supplierGoneRequest],
  /** The warning of the buyer's comparison, where both steps are gone. */
  comparison: [QUOTE_TEXTS.supplierSuspendedCheck, QUOTE_TEXTS.supplierGoneCheck],
} as const;

/**
 * Why a supplier can no longer be awarded a quote, asked to revise it or asked for one
 * (suspended, or account closed or erased): they cannot sign in to answer. Null when they can.
 */
export function supplierUnavailable(supplier: Pick<UserRow, "isSuspended" | "deletedAt"> | null, step: keyof typeof UNAVAILABLE_TEXTS = "award"): string | null {
  const [suspended, gone] = UNAVAILABLE_TEXTS[step];
  if (!supplier || supplier.deletedAt) return gone;
  return supplier.isSuspended ? suspended : null;
}

/** What the buyer may no longer ask of a supplier who is unavailable (supplierUnavailable); declining stays. */
const NEEDS_SUPPLIER: readonly QuoteAction[] = ["award", "requestRevision"];

/** The buyer's view of a quote whose supplier is unavailable: neither award nor revision, the other decisions stay. */
export const withoutSupplierSteps = <T extends { actions: QuoteAction[] }>(view: T): T => ({ ...view, actions: view.actions.filter((action) => !NEEDS_SUPPLIER.includes(action)) });

export function versionView(row: QuoteVersionRow): QuoteVersionView {
  return {
    version: row.version,
    lines: row.lines.map((line) => ({
      designation: line.designation,
      quantity: line.quantityMilli / 1000,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatPermille / 10,
      discountRate: (line.discountBasisPoints ?? 0) / 100,
      totalHtCents: lineTotalCents(line),
    })),
    totals: quoteTotals(row.lines),
    leadTimeDays: row.leadTimeDays,
    validUntil: row.validUntil,
    paymentTerms: row.paymentTerms,
    conditions: row.conditions,
    vatExemption: row.vatExemption,
    answersComment: row.answersComment,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
  };
}

/**
 * The view of a quote for one side. The buyer reads only sent versions: a revision the supplier is
 * still writing is not theirs to see, nor is a draft.
 */
export function quoteView(row: QuoteRow, versions: QuoteVersionRow[], side: QuoteSide, needStatus: string | null, now = Date.now()): QuoteView & { versions: QuoteVersionView[] } {
  const visible = (side === "buyer" ? versions.filter((v) => v.sentAt !== null) : versions).sort((a, b) => a.version - b.version);
  const lastVersionSent = versions.reduce<QuoteVersionRow | undefined>((last, v) => (last && last.version > v.version ? last : v), undefined)?.sentAt != null;
  const current = visible[visible.length - 1];
  if (!current) throw new Error(`quote ${row.id} has no version ${side} may read`);
  return {
    id: row.id,
    number: row.number,
    status: effectiveStatus(row, now),
    side,
    need: { id: row.needId, title: row.needTitle },
    matchId: row.matchId,
    buyer: { id: row.buyerId, companyName: row.buyerCompany },
    supplier: { id: row.supplierId, companyName: row.supplierCompany },
    current: versionView(current),
    revisionRounds: row.revisionRounds,
    revisionComment: row.status === "revision_requested" ? row.revisionComment : null,
    declineReason: row.status === "declined" ? row.declineReason : null,
    awardedAt: row.status === "accepted" ? row.awardedAt : null,
    awardWithdrawal: row.awardWithdrawnAt ? { at: row.awardWithdrawnAt, reason: row.awardWithdrawalReason ?? "" } : null,
    actions: actionsFor(row, side, needStatus, now, lastVersionSent),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    versions: visible.map(versionView),
  };
}
