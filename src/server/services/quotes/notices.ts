/**
 * How the parties hear of a quote's steps (issue 21): a "quote" notification in the same
 * transaction (pushed live through its event); the mail subscriber then mails it to a recipient
 * who takes correspondence mails, with the PDF of the version the step sent
 * (services/notification-mail.ts).
 */
import { formatCents, type QuoteStatus } from "../../../shared/quotes";
import type { Database, Tx } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { insertNotifications } from "../notifications";

export type QuoteStep = "requested" | "request_declined" | "received" | "revised" | "revision_requested" | "awarded" | "declined" | "award_withdrawn" | "withdrawn" | "need_changed" | "request_closed" | "need_deleted";

export interface QuoteNotice {
  step: QuoteStep;
  recipient: UserRow;
  quoteId: number | null;
  matchId: number | null;
  number: string | null;
  needTitle: string;
  /** The need, whose quotes page a notice without a quote leads to. */
  needId?: number;
  counterpart: string;
  ttcCents?: number;
  /** The other party's words (a request's message, a revision comment, a reason). */
  comment?: string | null;
  /** The version this step sent, whose PDF the mail carries. */
  versionId?: number;
}

/** The title of a request to quote, whose mail invites an answer (notification-mail.ts). */
export const REQUEST_TITLE = "Demande de devis";

function texts(notice: QuoteNotice): { title: string; message: string } {
  const about = `« ${notice.needTitle} »`;
  const amount = notice.ttcCents === undefined ? "" : ` (${formatCents(notice.ttcCents)} TTC)`;
  switch (notice.step) {
    case "requested":
      return { title: REQUEST_TITLE, message: `${notice.counterpart} vous demande un devis pour ${about}.` };
    case "request_declined":
      return { title: "Demande de devis déclinée", message: `${notice.counterpart} ne fera pas de devis pour ${about}.` };
    case "received":
      return { title: "Devis reçu", message: `${notice.counterpart} vous a envoyé le devis ${notice.number}${amount} pour ${about}.` };
    case "revised":
      return { title: "Devis révisé", message: `${notice.counterpart} a révisé le devis ${notice.number}${amount} pour ${about}.` };
    case "revision_requested":
      return { title: "Révision demandée", message: `${notice.counterpart} demande une révision du devis ${notice.number} pour ${about}.` };
    case "awarded":
      return { title: "Devis accepté", message: `${notice.counterpart} a retenu votre devis ${notice.number} pour ${about}. Le besoin est attribué.` };
    case "declined":
      return { title: "Devis non retenu", message: `${notice.counterpart} n'a pas retenu votre devis ${notice.number} pour ${about}.` };
    case "award_withdrawn":
      return { title: "Attribution retirée", message: `${notice.counterpart} a retiré l'attribution de ${about} : le besoin est de nouveau ouvert.` };
    case "withdrawn":
      return { title: "Devis retiré", message: `${notice.counterpart} a retiré son devis ${notice.number} pour ${about}.` };
    case "need_deleted":
      return { title: "Besoin supprimé", message: `${notice.counterpart} a supprimé le besoin ${about}, pour lequel votre devis ${notice.number} a été retenu : le devis reste accepté.` };
    case "request_closed":
      return { title: "Demande de devis close", message: `${notice.counterpart} ne donnera pas suite à sa demande de devis pour ${about} : votre devis n'est plus attendu.` };
    case "need_changed":
      return { title: "Besoin modifié", message: `${notice.counterpart} a modifié le besoin ${about}, auquel répond votre devis ${notice.number} : vérifiez qu'il y répond toujours.` };
  }
}

/** Inside the step's transaction: the notifications (and their live events). */
export async function recordNotices(database: Database, tx: Tx, notices: QuoteNotice[]): Promise<void> {
  await insertNotifications(
    database,
    tx,
    notices.map((notice) => ({
      userId: notice.recipient.id,
      type: "quote" as const,
      ...texts(notice),
      matchId: notice.matchId,
      details: notice.comment || null,
      link: notice.quoteId !== null ? `/quotes/${notice.quoteId}` : notice.needId !== undefined ? `/needs/${notice.needId}/quotes` : null,
      announces: { ...(notice.quoteId !== null ? { quoteId: notice.quoteId } : {}), ...(notice.versionId !== undefined ? { versionId: notice.versionId } : {}) },
    })),
  );
}

/** The notice a status change sends the supplier. */
export const stepOfStatus: Partial<Record<QuoteStatus, QuoteStep>> = { declined: "declined", accepted: "awarded" };
