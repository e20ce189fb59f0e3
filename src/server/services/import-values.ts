/**
 * What a French file writes, read as the schemas expect it (issue 23): dates as dd/mm/yyyy (the
 * rule in France) or ISO, never mm/dd; urgencies and sectors by their French labels as well as
 * their keys, accented or not, in any case; columns by the names of the web forms' fields
 * (« Titre », « Date limite (optionnelle) ») as well as their keys.
 */
import { SECTOR_KEYS, SECTOR_LABELS, sectorNamedBy } from "../../shared/categories";
import { URGENCIES, URGENCY_LABELS } from "../../shared/enums";
import { existingDay, ISO_DAY } from "../../shared/dates";

/** Lower case, without accents or spaces around: "Élevée " and "elevee" read the same. */
export function folded(value: string): string {
  return value.normalize("NFD").replace(/\p{Diacritic}/gu, "").trim().toLowerCase();
}

function byKeyOrLabel<K extends string>(keys: readonly K[], labels: Record<K, string>): Map<string, K> {
  const map = new Map<string, K>();
  for (const key of keys) {
    map.set(folded(key), key);
    map.set(folded(labels[key]), key);
  }
  return map;
}

const URGENCY_BY_WORD = byKeyOrLabel(URGENCIES, URGENCY_LABELS);

/** The sector labels a file may use, for the message that refuses another word. */
export const ACCEPTED_SECTORS = SECTOR_KEYS.map((key) => SECTOR_LABELS[key]).join(", ");

/** The key an urgency cell names ("Élevée", "elevee", "high"), or the cell as it was for the schema to refuse. */
export function urgencyKey(value: string): string {
  return URGENCY_BY_WORD.get(folded(value)) ?? value;
}

/** The key a sector cell names ("Santé", "sante", "healthcare"), or the cell as it was. */
export function sectorKey(value: string): string {
  return sectorNamedBy(value) ?? value;
}

export type DateReading = { ok: true; iso: string } | { ok: false; reason: string };

const DATE_HINT = "attendu : jj/mm/aaaa ou aaaa-mm-jj";

/** A calendar date as YYYY-MM-DD, or why the cell is not one. */
export function readDate(value: string): DateReading {
  const text = value.trim();
  const written = ISO_DAY.exec(text);
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = written ? [written[1], written[2], written[3]] : french ? [french[3], french[2], french[1]] : [];
  if (year === undefined || month === undefined || day === undefined) return { ok: false, reason: `date ambiguë ou illisible « ${text} » (${DATE_HINT})` };
  const iso = existingDay(Number(year), Number(month), Number(day));
  return iso ? { ok: true, iso } : { ok: false, reason: `date inexistante « ${text} » (${DATE_HINT})` };
}

/** "Date limite (optionnelle)", "date_limite" and "DATE LIMITE" read the same: "datelimite". */
function columnWord(name: string): string {
  return folded(name)
    .replace(/€/g, "euros")
    .replace(/\(?\boptionnel(?:le)?s?\b\)?/g, "")
    .replace(/[^a-z0-9]/g, "");
}

export type ImportKind = "products" | "needs" | "offers";

/** The French names of the fields, as the publishing forms label them, and the usual other names. */
const LISTING_COLUMNS: Record<string, string[]> = {
  ownerEmail: ["e-mail", "courriel", "adresse e-mail", "e-mail du propriétaire", "propriétaire", "compte"],
  title: ["titre", "intitulé", "objet"],
  description: ["description"],
  category: ["catégorie", "secteur"],
  location: ["localisation", "lieu", "ville"],
  currency: ["devise", "monnaie"],
  keywords: ["mots-clés", "mots clés"],
};
const COLUMNS: Record<ImportKind, Record<string, string[]>> = {
  needs: { ...LISTING_COLUMNS, budget: ["budget", "budget (€)", "budget en euros"], urgency: ["urgence"], deadline: ["date limite", "échéance"] },
  offers: {
    ...LISTING_COLUMNS,
    price: ["prix", "prix (€)", "prix en euros"],
    priceUnit: ["unité de prix", "unité", "prix par"],
    deliveryTime: ["délai de livraison", "délai"],
    certifications: ["certifications", "certification"],
    minOrderQuantity: ["quantité minimale de commande", "quantité minimale", "minimum de commande"],
  },
  // A product's price is in cents (the catalogue's unit): a column named only « Prix » would most
  // likely hold euros, so it is not read as the price (see priceColumnHint).
  products: {
    title: LISTING_COLUMNS.title ?? [],
    description: ["description"],
    brand: ["marque"],
    price: ["prix (centimes)", "prix en centimes"],
    currency: LISTING_COLUMNS.currency ?? [],
    category: LISTING_COLUMNS.category ?? [],
    images: ["images", "photos"],
  },
};
const FIELD_BY_COLUMN = Object.fromEntries(
  Object.entries(COLUMNS).map(([kind, fields]) => {
    const byWord = new Map<string, string>();
    for (const [field, names] of Object.entries(fields)) for (const name of [field, ...names]) byWord.set(columnWord(name), field);
    return [kind, byWord];
  }),
) as Record<ImportKind, Map<string, string>>;

/** The field a column header names for this kind of import, or the header as it was. */
export function fieldOfColumn(kind: ImportKind, header: string): string {
  return FIELD_BY_COLUMN[kind].get(columnWord(header)) ?? header.trim();
}

/**
 * A field as an operator knows it in a report: the column name of the publishing form, with the
 * key a JSON file uses (« Date limite / deadline »); the key alone when there is no French name.
 */
export function columnLabel(kind: ImportKind, field: string): string {
  const french = COLUMNS[kind][field]?.[0];
  return french ? `${french.charAt(0).toUpperCase()}${french.slice(1)} / ${field}` : field;
}

/** Why a products file's « Prix » column is not read, when it is one; null otherwise. */
export function priceColumnHint(kind: ImportKind, header: string): string | null {
  return kind === "products" && /^prix/.test(columnWord(header))
    ? `« ${header} » n'est pas lue : le prix d'un produit s'écrit en centimes, dans une colonne « price » ou « Prix (centimes) »`
    : null;
}
