/** How a supplier's response rate reads, the same wherever a buyer sees it (issue 21). */
import { percent } from "../../../shared/format";
import type { Responsiveness } from "../../../shared/quotes";

export const RESPONSIVENESS_HINT =
  "Sur les 90 derniers jours : part des premiers messages et des demandes de devis reçus auxquels ce fournisseur a répondu sous 48 h, et délai médian de réponse. Masqué sous 3 demandes.";

export function responsivenessText(r: Responsiveness): string {
  if (r.rate === null) return "pas assez de demandes pour un taux";
  return `${percent(r.rate)} de réponses sous 48 h${r.medianHours !== null ? ` · médiane ${r.medianHours.toLocaleString("fr-FR")} h` : ""}`;
}
