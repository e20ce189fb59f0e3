/**
 * Exports as a French spreadsheet reads them (issue 23). LibreOffice Calc and Excel under a French
 * locale type a cell as a number only with a decimal comma, and as a date only as dd/mm/yyyy
 * (HH:MM): with "." and ISO UTC timestamps every score, budget and date stayed text. So the
 * default form has French headers, French labels for keys ("Acheteur", "Élevée", "oui"), decimals
 * with ",", and dates in Europe/Paris time. The raw form (`?format=raw`, `--format raw`) keeps
 * keys, ISO dates and "." decimals for programs.
 */
import { auditActionLabel, auditResourceLabel } from "../../shared/audit-labels";
import { FIELD_LABELS } from "../../shared/french-labels";
import { labelledCompanyNumber } from "../../shared/company-identity";
import { SECTOR_LABELS, isSectorKey } from "../../shared/categories";
import { ACCOUNT_TYPE_LABELS, AUDIT_SEVERITY_LABELS, MATCH_STATUS_LABELS, URGENCY_LABELS, type AuditSeverity } from "../../shared/enums";
import { SHOWN_MIN_SCORE } from "../../shared/constants";
import { QUOTE_STATUS_LABELS, type QuoteStatus } from "../../shared/quotes";
import { z } from "zod";
import type { ExportCell, ExportRow } from "./exports";

export const EXPORT_FORMATS = ["fr", "raw"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * `?format=` of the CSV paths: the French form unless `raw` is asked (`csv`, which the web app
 * sends, is the French form too); another value is refused (xml gave the French CSV).
 */
export const exportFormatSchema = z
  .preprocess((value) => (value === "csv" ? "fr" : value), z.enum(EXPORT_FORMATS, "Format d'export inconnu : fr ou csv (par défaut), raw, et json pour l'export de vos données"))
  .default("fr")
  .describe("fr (par défaut) : en-têtes, libellés, dates et décimales à la française ; raw : clés, dates ISO et décimales « . » pour les programmes");

/** Column headers, by the row keys of every export. */
const HEADERS: Record<string, string> = {
  id: "N°",
  username: "Nom d'utilisateur",
  email: "E-mail",
  ownerEmail: "E-mail",
  companyName: "Entreprise",
  displayName: "Nom affiché",
  accountType: "Type de compte",
  userType: "Type d'utilisateur",
  sector: "Secteur",
  location: "Localisation",
  isSuspended: "Suspendu",
  suspendedReason: "Motif de suspension",
  deactivatedAt: "Désactivé le",
  createdAt: "Créé le",
  title: "Titre",
  description: "Description",
  category: "Secteur",
  budget: "Budget",
  price: "Prix",
  priceCents: "Prix (centimes)",
  brand: "Marque",
  images: "Images",
  currency: "Devise",
  urgency: "Urgence",
  deadline: "Échéance",
  keywords: "Mots-clés",
  status: "Statut",
  buyerId: "N° acheteur",
  supplierId: "N° fournisseur",
  deliveryTime: "Délai de livraison",
  certifications: "Certifications",
  minOrderQuantity: "Quantité minimale",
  priceUnit: "Unité de prix",
  needId: "N° besoin",
  needTitle: "Besoin",
  buyerCompany: "Acheteur",
  offerId: "N° offre",
  offerTitle: "Offre",
  supplierCompany: "Fournisseur",
  hybridScore: "Score global",
  tfidfScore: "Score mots-clés",
  semanticScore: "Score sémantique",
  categoryScore: "Score secteur",
  shown: `Montré (score ≥ ${Math.round(SHOWN_MIN_SCORE * 100)} %)`,
  buyerStatus: "Statut acheteur",
  supplierStatus: "Statut fournisseur",
  timestamp: "Date",
  action: "Action",
  resource: "Ressource",
  userId: "N° utilisateur",
  ip: "Adresse IP",
  success: "Réussi",
  severity: "Gravité",
  details: "Détails",
  number: "N° de devis",
  quoteStatus: "Statut du devis",
  version: "Version",
  totalHt: "Total HT",
  totalVat: "TVA",
  totalTtc: "Total TTC",
  leadTimeDays: "Délai (jours)",
  validUntil: "Valable jusqu'au",
  paymentTerms: "Conditions de paiement",
  revisionRounds: "Révisions demandées",
  sentAt: "Envoyé le",
  awardedAt: "Attribué le",
  // The personal data file (gdpr.ts) names these fields too.
  preferredLanguage: "Langue",
  timezone: "Fuseau horaire",
  bio: "Présentation",
  contactName: "Nom du contact",
  level: "Niveau",
  points: "Points",
  emailVerified: "E-mail confirmé",
  pendingEmail: "Nouvel e-mail à confirmer",
  totpEnabled: "Double authentification",
  companyNumber: "SIREN / SIRET",
  vatNumber: "N° de TVA",
  postalAddress: "Adresse postale",
  updatedAt: "Modifié le",
  notifications: "Notifications",
  matching: "Matching",
  pausedAt: "En pause depuis",
  ownListing: "Mon annonce",
  matchedTerms: "Termes communs",
  matchId: "N° match",
  notes: "Notes",
  direction: "Sens",
  body: "Texte",
  link: "Lien",
  declinedAt: "Déclinée le",
  declineReason: "Motif du refus",
  section: "Rubrique",
  record: "Enregistrement",
  field: "Champ",
  value: "Valeur",
};

const LISTING_STATUS_LABELS: Record<string, string> = { active: "Active", closed: "Clôturée", awarded: "Attribuée" };
const sector = (value: string) => (isSectorKey(value) ? SECTOR_LABELS[value] : value);

/** Key cells shown by their French label. */
const LABELS: Record<string, (value: string) => string> = {
  accountType: (v) => ACCOUNT_TYPE_LABELS[v as keyof typeof ACCOUNT_TYPE_LABELS] ?? v,
  sector,
  category: sector,
  urgency: (v) => URGENCY_LABELS[v as keyof typeof URGENCY_LABELS] ?? v,
  status: (v) => LISTING_STATUS_LABELS[v] ?? v,
  buyerStatus: (v) => MATCH_STATUS_LABELS[v as keyof typeof MATCH_STATUS_LABELS] ?? v,
  supplierStatus: (v) => MATCH_STATUS_LABELS[v as keyof typeof MATCH_STATUS_LABELS] ?? v,
  severity: (v) => AUDIT_SEVERITY_LABELS[v as AuditSeverity] ?? v,
  quoteStatus: (v) => QUOTE_STATUS_LABELS[v as QuoteStatus] ?? v,
  action: auditActionLabel,
  resource: auditResourceLabel,
  companyNumber: labelledCompanyNumber,
};

const PARIS = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Scores to the thousandth, as the site shows them in percent to the unit (the raw form keeps every digit). */
const SCORES = new Set(["hybridScore", "tfidfScore", "semanticScore", "categoryScore"]);

/** One cell as a French spreadsheet types it. */
export function frenchCell(key: string, value: ExportCell): ExportCell {
  if (value === null) return null;
  if (typeof value === "boolean") return value ? "oui" : "non";
  if (typeof value === "number") return String(SCORES.has(key) ? Number(value.toFixed(3)) : value).replace(".", ",");
  const label = LABELS[key];
  if (label) return label(value);
  if (ISO_DATE.test(value)) return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  if (ISO_TIMESTAMP.test(value)) return parisDateTime(value);
  return value;
}

/** An instant as the exports and `market`'s tables write it: Paris time, « 28/11/2026 10:31 ». */
export function parisDateTime(iso: string): string {
  return PARIS.format(new Date(iso)).replace(",", "");
}

/** The day of an instant in Paris, as `market`'s tables write it: « 29/11/2026 » for 2026-11-28T23:30Z. */
export function parisDate(iso: string): string {
  return parisDateTime(iso).slice(0, 10);
}

/** The rows with French headers and cells (the raw rows when `format` is "raw"). */
export function formatExportRows(rows: readonly ExportRow[], format: ExportFormat): ExportRow[] {
  if (format === "raw") return [...rows];
  return rows.map((row) => {
    const out: ExportRow = {};
    for (const [key, value] of Object.entries(row)) out[HEADERS[key] ?? key] = frenchCell(key, value);
    return out;
  });
}

/** The French headers of `keys`, for an export with no row. */
export function exportHeaders(keys: readonly string[], format: ExportFormat): string[] {
  return format === "raw" ? [...keys] : keys.map((key) => HEADERS[key] ?? key);
}

/** A field's name as the French exports head its column, or the publishing forms label it; the key otherwise. */
export function frenchFieldName(key: string): string {
  return HEADERS[key] ?? FIELD_LABELS[key] ?? key;
}
