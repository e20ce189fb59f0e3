/**
 * French words that had no shared home yet: the product sorts, the states of a deletion request
 * and the fields of the forms. `market` reads them in its options and writes them in its
 * messages; the marketplace's sort menu shows the same sort labels. The publishing forms
 * (components/listings/listing-kinds.tsx) label their fields with the same words.
 */
import type { ProductSort } from "./enums";

/** As the marketplace's sort menu says them. */
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: "Pertinence",
  price_asc: "Prix croissant",
  price_desc: "Prix décroissant",
  newest: "Plus récents",
};

export const DELETION_STATUSES = ["pending", "executed", "cancelled"] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];
export const DELETION_STATUS_LABELS: Record<DeletionStatus, string> = {
  pending: "En attente",
  executed: "Exécutée",
  cancelled: "Annulée",
};

/** A field of the publishing, registration and import forms, by the name its form gives it. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: "Titre",
  description: "Description",
  category: "Catégorie",
  urgency: "Urgence",
  budget: "Budget",
  currency: "Devise",
  location: "Localisation",
  deadline: "Date limite",
  keywords: "Mots-clés",
  price: "Prix",
  priceUnit: "Unité de prix",
  deliveryTime: "Délai de livraison",
  minOrderQuantity: "Quantité minimale de commande",
  certifications: "Certifications",
  specifications: "Caractéristiques",
  brand: "Marque",
  images: "Images",
  ownerEmail: "E-mail du propriétaire",
  username: "Nom d'utilisateur",
  email: "E-mail",
  password: "Mot de passe",
  companyName: "Nom de l'entreprise",
  sector: "Secteur",
  accountType: "Type de compte",
  reason: "Motif",
};

/**
 * The label of an issue's path (« deadline » → « Date limite », « images.0 » → « Images (n° 1) »);
 * a path no form names is returned as it is, so that nothing is hidden.
 */
export function fieldLabel(path: string, labels: Readonly<Record<string, string>> = FIELD_LABELS): string {
  const [head = "", ...rest] = path.split(".");
  const label = labels[head];
  if (label === undefined) return path;
  if (rest.length === 0) return label;
  const tail = rest.map((part) => (/^\d+$/.test(part) ? `n° ${Number(part) + 1}` : (labels[part] ?? part))).join(", ");
  return `${label} (${tail})`;
}
