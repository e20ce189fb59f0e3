/**
 * The French form of the personal data file (gdpr.ts): the fields and values the other exports
 * do not carry. Without them the file showed keys (« recoveryCodesLeft », « frequency »), raw
 * values (« daily », « marketing », « pending ») and whole JSON objects in one cell: a quote's
 * amounts were only readable as `{"htCents":217000…}`. Nested objects are written one field per
 * row instead (« Version 1 › Totaux › Total HT (€) »), amounts in euros with a decimal comma.
 */
import { ALERT_FREQUENCY_LABELS, ALERT_KIND_LABELS } from "../../shared/alert-texts";
import { SECTOR_LABELS, isSectorKey } from "../../shared/categories";
import { CONSENT_LABELS, type ConsentType } from "../../shared/enums";
import { DELETION_STATUS_LABELS, type DeletionStatus } from "../../shared/french-labels";

/** Fields of the personal data file that no export column names. */
export const PERSONAL_FIELD_LABELS: Readonly<Record<string, string>> = {
  recoveryCodesLeft: "Codes de secours restants",
  role: "Mon rôle",
  message: "Message",
  answeredAt: "Répondue le",
  isRead: "Lue",
  type: "Type",
  consentType: "Consentement",
  granted: "Accordé",
  name: "Nom",
  kind: "Objet",
  query: "Recherche",
  categories: "Secteurs",
  minScore: "Score minimum",
  frequency: "Fréquence",
  hour: "Heure d'envoi",
  enabled: "Active",
  lastRunAt: "Dernière recherche le",
  lastSentAt: "Dernier envoi le",
  nextRunAt: "Prochain envoi le",
  sent: "Résultat envoyé",
  itemKind: "Sorte",
  filename: "Nom du fichier",
  contentType: "Type de fichier",
  size: "Taille (octets)",
  url: "Adresse de téléchargement",
  itemId: "N°",
  score: "Score",
  vote: "Avis",
  votedAt: "Avis donné le",
  executedAt: "Exécutée le",
  versions: "Version",
  version: "N° de version",
  lines: "Ligne",
  designation: "Désignation",
  quantity: "Quantité",
  unit: "Unité",
  unitPrice: "Prix unitaire HT (€)",
  vatRate: "Taux de TVA (%)",
  discountRate: "Remise (%)",
  totalHt: "Total HT (€)",
  totals: "Totaux",
  ht: "Total HT (€)",
  vat: "TVA (€)",
  ttc: "Total TTC (€)",
  byRate: "Taux",
  base: "Base HT (€)",
  conditions: "Conditions",
  vatExemption: "Mention d'exonération de TVA",
  email: "E-mail",
  match: "Nouveaux matches",
  contact: "Messages et prises de contact",
  quote: "Devis",
  system: "Système",
  notifyNewMatches: "Prévenir des nouveaux matches",
};

/** As the match's history names them (components/matches/match-detail-dialog.tsx). */
const INTERACTION_LABELS: Readonly<Record<string, string>> = {
  contact: "Prise de contact",
  favorite: "Ajout aux favoris",
  unfavorite: "Retrait des favoris",
  reject: "Match ignoré",
  view: "Match consulté",
};

/** As the notifications page names them. */
const NOTIFICATION_TYPE_LABELS: Readonly<Record<string, string>> = { match: "Match", contact: "Contact", system: "Système", quote: "Devis" };

const label = (labels: Readonly<Record<string, string>>) => (value: string) => labels[value] ?? value;
const sector = (value: string) => (isSectorKey(value) ? SECTOR_LABELS[value] : value);

/** Values of a section's field written by their French label (« section.field »). */
export const PERSONAL_VALUE_LABELS: Readonly<Record<string, (value: string) => string>> = {
  "interactions.action": label(INTERACTION_LABELS),
  "notifications.type": label(NOTIFICATION_TYPE_LABELS),
  "consents.consentType": (value) => CONSENT_LABELS[value as ConsentType]?.label ?? value,
  "alerts.kind": label(ALERT_KIND_LABELS),
  "alerts.frequency": label(ALERT_FREQUENCY_LABELS),
  "alerts.categories": sector,
  "alerts.itemKind": label({ need: "Besoin", offer: "Offre", product: "Produit" }),
  "attachments.itemKind": label({ need: "Besoin", quote: "Devis" }),
  "alerts.vote": label({ up: "👍 pertinent", down: "👎 pas pertinent" }),
  "deletionRequests.status": (value) => DELETION_STATUS_LABELS[value as DeletionStatus] ?? value,
};

/** An amount in cents as euros (« htCents » → « ht », 217000 → 2170): a spreadsheet reads it as a number. */
export function centsAsEuros(key: string, value: unknown): { key: string; value: unknown } {
  if (key.endsWith("Cents") && typeof value === "number") return { key: key.slice(0, -"Cents".length), value: value / 100 };
  return { key, value };
}
