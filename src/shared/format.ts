import { DESCRIPTION_CUT, SCORE_GREEN, SCORE_YELLOW, TITLE_CUT } from "./constants";

const euroFormatters = new Map<string, Intl.NumberFormat>();

/**
 * « De Rhône Systèmes » but « D'Ouest Réseaux », « D'Azur Connect »: French elides « de » before a
 * vowel (a leading h is left alone: aspirated or not, a company name cannot tell).
 */
export function fromCompany(name: string): string {
  return startsWithVowel(name) ? `D'${name}` : `De ${name}`;
}

/** « de » or « d' » and the name, within a sentence: « le devis d'Azur Connect », « nouveau message de Rhône Systèmes ». */
export function ofCompany(name: string): string {
  return startsWithVowel(name) ? `d'${name}` : `de ${name}`;
}

const startsWithVowel = (name: string) => /^[aeiouyàâäéèêëîïôöùûüœæ]/iu.test(name.trim());

/** "1 234,50 €" for an amount in major units. */
export function formatMoney(amount: number, currency = "EUR"): string {
  let formatter = euroFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("fr-FR", { style: "currency", currency });
    euroFormatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** Product prices are minor units (cents); 0 means "on request" (SPEC §2). */
export function formatProductPrice(priceInCents: number, currency = "EUR"): string {
  if (priceInCents === 0) return "Prix sur demande";
  return formatMoney(priceInCents / 100, currency);
}

/**
 * An offer's price with what it is for: « 18,00 € / pièce », a flat fee « 8 500,00 € (forfait) »;
 * without a unit, the price alone as before. Everywhere the web shows an offer's price (match cards,
 * details, category pages), so that a price per piece reads apart from a monthly fee.
 */
export function formatOfferPrice(amount: number, currency = "EUR", unit?: string | null): string {
  const money = formatMoney(amount, currency);
  const said = unit?.trim();
  if (!said) return money;
  // A no-break space: the slash stays with its price when the line wraps.
  return /^forfait/i.test(said) ? `${money} (${said})` : `${money}\u00a0/ ${said}`;
}

/**
 * The first `length` UTF-16 units of a text, never half a character: an emoji cut in two is a lone
 * surrogate, not text, and the database driver crashed the server on one (helper report, 28 Nov).
 */
export function headOf(text: string, length: number): string {
  if (text.length <= length) return text;
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}

/** A surrogate without its pair (half an emoji). No `g` flag: `test` would keep a position between calls. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

/** The text with any half character replaced by U+FFFD, as String.prototype.toWellFormed does (ES2024). */
export function wellFormed(text: string): string {
  return LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATES, "\uFFFD") : text;
}

export function cut(text: string, length: number): string {
  return text.length > length ? `${headOf(text, length).trimEnd()}…` : text;
}

export const cutTitle = (text: string) => cut(text, TITLE_CUT);
export const cutDescription = (text: string) => cut(text, DESCRIPTION_CUT);

/** A score or a weight as French writes decimals: 0,89 (the spec's 0-to-1 decimals). */
export function decimal(value: number, places = 2): string {
  return value.toLocaleString("fr-FR", { minimumFractionDigits: places, maximumFractionDigits: places });
}

/**
 * A title or a person's words between French guillemets, with the no-break spaces French puts
 * inside them: neither « nor » can end up alone at the edge of a line.
 */
export function quoted(text: string): string {
  return `«\u00a0${text}\u00a0»`;
}

/** A 0-to-1 score in percent, as French writes it: a no-break space before the sign (« 87 % »). */
export function percent(score: number): string {
  return `${Math.round(score * 100)}\u00a0%`;
}

export type ScoreTone = "green" | "yellow" | "red";
export function scoreTone(score: number): ScoreTone {
  if (score >= SCORE_GREEN) return "green";
  if (score >= SCORE_YELLOW) return "yellow";
  return "red";
}

export function formatDate(iso: string | Date): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  return new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium" }).format(date);
}

const DATE_TIME = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short" });

/** "28 nov. 2026, 10:31", in the reader's time zone. */
export function formatDateTime(iso: string | Date): string {
  return DATE_TIME.format(typeof iso === "string" ? new Date(iso) : iso);
}

const PARIS_DATE_TIME = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Paris" });

/**
 * "28 nov. 2026, 10:31:05" at the time of Paris, wherever the reader is: the audit log of the
 * console is read beside its CSV export and `market audit`, which write Paris time (the platform
 * is French), so a reader abroad saw other hours. Whoever shows it says « heure de Paris ».
 */
export function formatParisDateTime(iso: string | Date): string {
  return PARIS_DATE_TIME.format(typeof iso === "string" ? new Date(iso) : iso);
}

const DAY_FORMAT = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar day ("2027-01-15") as French writes it, the same day wherever the reader is (`formatDate` reads it as UTC midnight, the 14th west of Greenwich). */
export function formatDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** A need's deadline as its cards say it, `today` being the reader's day: « Avant le 15 janv. 2027 », or past once the day is over. */
export function deadlineText(deadline: string, today: string): { text: string; passed: boolean } {
  const passed = deadline.slice(0, 10) < today;
  return { text: passed ? `Échéance dépassée (${formatDay(deadline)})` : `Avant le ${formatDay(deadline)}`, passed };
}

/** "Jean Dupont" → "JD" */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/**
 * "12 résultats pour « imprimante »"; when the search looked for a corrected query (a typo the
 * catalogue does not hold), it says which and what was typed.
 */
export function searchResultsTitle(total: number, typed: string, searchedFor: string | null): string {
  const count = `${total} résultat${total > 1 ? "s" : ""}`;
  return searchedFor ? `${count} pour « ${searchedFor} » (recherche corrigée : vous avez tapé « ${typed} »)` : `${count} pour « ${typed} »`;
}

/** "Aucun produit ne contient « souris » : voici les plus proches." for the words no result carries; "" when there are none. */
export function unmatchedWordsNote(words: readonly string[]): string {
  if (words.length === 0) return "";
  return `Aucun produit ne contient ${words.map((word) => `« ${word} »`).join(" ni ")} : voici les plus proches.`;
}
