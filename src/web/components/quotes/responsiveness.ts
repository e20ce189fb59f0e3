/** How a supplier's response rate reads, the same wherever a buyer sees it (issues 21 and 24). */
import { percent } from "../../../shared/format";
import { RESPONSIVENESS_MIN_REQUESTS, type Responsiveness } from "../../../shared/quotes";

export const RESPONSIVENESS_HINT =
  "Sur les 90 derniers jours : part des premiers messages et des demandes de devis reçus auxquels ce fournisseur a répondu sous 48 h, et délai médian de réponse. Masqué sous 3 demandes.";

const requestsText = (n: number) => `${n} demande${n > 1 ? "s" : ""}`;

/** The rate with its basis (« 1 sur 1 demande »), so that a figure over few requests reads as such. */
export function responsivenessText(r: Responsiveness): string {
  if (r.rate === null) return `pas encore de taux : ${requestsText(r.requests)} en 90 jours, ${RESPONSIVENESS_MIN_REQUESTS} nécessaires`;
  const answered = Math.round(r.rate * r.requests);
  const median = r.medianHours !== null ? ` · médiane ${r.medianHours.toLocaleString("fr-FR")} h` : "";
  return `${percent(r.rate)} de réponses sous 48 h (${answered} sur ${requestsText(r.requests)})${median}`;
}
