/**
 * Constraint signals of a (need, offer) pair: facts the UI shows beside the scores.
 * Pure functions; `now` is a parameter so that results are reproducible.
 */
import { foldAccents } from "./pipeline";

export interface NeedConstraints {
  budget: number | null;
  currency: string;
  /** ISO date (yyyy-mm-dd or a full timestamp), or null when the need has no deadline. */
  deadline: string | null;
  specifications: Record<string, unknown> | null;
  keywords: readonly string[];
  description: string;
  title?: string;
}

export interface OfferConstraints {
  price: number | null;
  currency: string;
  deliveryTime: string | null;
  minOrderQuantity: number | null;
  certifications: readonly string[];
}

/** What the UI shows beside the scores; null means "cannot tell". */
export interface ConstraintSignals {
  priceWithinBudget: boolean | null;
  deliveryBeforeDeadline: boolean | null;
  quantityFitsMinimum: boolean | null;
  missingCertifications: string[];
}

const DAY_MS = 86_400_000;

const NUMBER_WORDS: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  quinze: 15, vingt: 20, trente: 30,
};

/** Days per unit; working days count 7/5 so that "10 jours ouvrés" spans two calendar weeks. */
const UNIT_DAYS: Array<[RegExp, number]> = [
  [/^(?:h|heures?|hrs?)$/, 1 / 24],
  [/^(?:j|jours?|journees?)\s*ouvr(?:es|ables)$/, 7 / 5],
  [/^(?:j|jours?|journees?)$/, 1],
  [/^(?:sem|semaines?)$/, 7],
  [/^mois$/, 30.4375],
  [/^(?:ans?|annees?)$/, 365.25],
];

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|${Object.keys(NUMBER_WORDS).join("|")})`;
const DURATION = new RegExp(
  String.raw`(?:^|[^\p{L}\d])${NUMBER}(?:\s*(?:a|-|–|/|ou)\s*${NUMBER})?\s*(h|heures?|hrs?|j|jours?\s*ouvr(?:es|ables)|jours?|journees?|sem|semaines?|mois|ans?|annees?)(?![\p{L}])`,
  "gu",
);
const IMMEDIATE = /\b(?:immediat(?:e|ement)?|en stock|sur stock|des reception|le jour meme)\b/;

/**
 * Longest delivery time named in a French text, in days, or null when none can be read.
 * "48h" → 2, "2 semaines" → 14, "sous 10 jours" → 10, "2 à 3 semaines" → 21, "3 mois" → ~91,
 * "J+1" → 1, "livraison immédiate" → 0.
 */
export function parseDeliveryDays(text: string | null | undefined): number | null {
  if (!text) return null;
  const folded = foldAccents(text).toLowerCase();
  let days: number | null = null;
  for (const match of folded.matchAll(DURATION)) {
    const upper = toNumber(match[2] ?? match[1]);
    const unit = (match[3] ?? "").replace(/\s+/g, " ");
    const perUnit = UNIT_DAYS.find(([pattern]) => pattern.test(unit))?.[1];
    if (upper === null || perUnit === undefined) continue;
    days = Math.max(days ?? 0, upper * perUnit);
  }
  const jPlus = /\bj\s*\+\s*(\d+)/.exec(folded);
  if (jPlus) days = Math.max(days ?? 0, Number(jPlus[1]));
  if (days === null && IMMEDIATE.test(folded)) days = 0;
  return days;
}

function toNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const word = NUMBER_WORDS[value];
  if (word !== undefined) return word;
  const n = Number(value.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

/** Certifications we recognise in a need's text, with how they are written. */
export const KNOWN_CERTIFICATIONS: ReadonlyArray<{ name: string; pattern: RegExp; caseSensitive?: boolean }> = [
  { name: "ISO 9001", pattern: /\biso\s*9001\b/ },
  { name: "ISO 14001", pattern: /\biso\s*14001\b/ },
  { name: "ISO 27001", pattern: /\biso\s*27001\b/ },
  { name: "ISO 45001", pattern: /\biso\s*45001\b/ },
  { name: "ISO 22000", pattern: /\biso\s*22000\b/ },
  { name: "ISO 13485", pattern: /\biso\s*13485\b/ },
  { name: "ISO 50001", pattern: /\biso\s*50001\b/ },
  { name: "EN 9100", pattern: /\ben\s*9100\b/ },
  { name: "Qualiopi", pattern: /\bqualiopi\b/ },
  { name: "RGE", pattern: /\bRGE\b/, caseSensitive: true },
  { name: "Qualibat", pattern: /\bqualibat\b/ },
  { name: "Qualifelec", pattern: /\bqualifelec\b/ },
  { name: "QualiPV", pattern: /\bqualipv\b/ },
  { name: "QualiPAC", pattern: /\bqualipac\b/ },
  { name: "HACCP", pattern: /\bhaccp\b/ },
  { name: "IFS", pattern: /\bIFS\b/, caseSensitive: true },
  { name: "BRC", pattern: /\bBRC(?:GS)?\b/, caseSensitive: true },
  { name: "FSC", pattern: /\bFSC\b/, caseSensitive: true },
  { name: "PEFC", pattern: /\bpefc\b/ },
  { name: "CE", pattern: /\b(?:marquage|norme|certifie|conforme)\s+CE\b/i },
  { name: "NF", pattern: /\b(?:norme|marque|certifie)\s+NF\b/i },
  { name: "Ecolabel", pattern: /\beco-?label\b/ },
  { name: "AB", pattern: /\b(?:label\s+AB|agriculture biologique|certifie(?:e|s)? bio)\b/i },
  { name: "MASE", pattern: /\bMASE\b/, caseSensitive: true },
  { name: "HDS", pattern: /\b(?:hds|hebergeur de donnees de sante)\b/ },
  { name: "SecNumCloud", pattern: /\bsecnumcloud\b/ },
  { name: "PCI DSS", pattern: /\bpci[\s-]?dss\b/ },
  { name: "BPF", pattern: /\b(?:bpf|gmp|bonnes pratiques de fabrication)\b/ },
  { name: "ORIAS", pattern: /\borias\b/ },
  { name: "APSAD", pattern: /\bapsad\b/ },
  { name: "CNAPS", pattern: /\bcnaps\b/ },
  { name: "EcoVadis", pattern: /\becovadis\b/ },
  { name: "B Corp", pattern: /\bb[\s-]?corp\b/ },
  { name: "Origine France Garantie", pattern: /\borigine france garantie\b/ },
];

/** Certifications named in a text, by their canonical name. */
export function certificationsIn(text: string): string[] {
  const folded = foldAccents(text);
  const lower = folded.toLowerCase();
  return KNOWN_CERTIFICATIONS.filter((c) => (c.caseSensitive ? c.pattern.test(folded) : c.pattern.test(lower))).map((c) => c.name);
}

function normaliseCertification(value: string): string {
  return foldAccents(value).toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/** The need's quantity when specifications.quantity is a number, else null. */
export function needQuantity(specifications: Record<string, unknown> | null): number | null {
  const quantity = specifications?.["quantity"];
  return typeof quantity === "number" && Number.isFinite(quantity) ? quantity : null;
}

/**
 * The constraint signals of a pair. `null` means "cannot tell" (no budget, no deadline,
 * unreadable delivery time, different currencies, no quantity).
 * - price: the offer's price (times the need's quantity when known) against the budget;
 * - delivery: now + the longest delivery time in the offer's text against the end of the deadline day;
 * - quantity: the need's quantity against the offer's minimum order;
 * - certifications: those named in the need's title, keywords or description that the offer does not list.
 */
export function constraintSignals(need: NeedConstraints, offer: OfferConstraints, now: Date = new Date()): ConstraintSignals {
  const quantity = needQuantity(need.specifications);

  let priceWithinBudget: boolean | null = null;
  if (need.budget !== null && need.budget > 0 && offer.price !== null && offer.price >= 0 && need.currency === offer.currency) {
    priceWithinBudget = offer.price * (quantity ?? 1) <= need.budget;
  }

  let deliveryBeforeDeadline: boolean | null = null;
  const deadline = need.deadline ? Date.parse(need.deadline.length === 10 ? `${need.deadline}T23:59:59.999Z` : need.deadline) : Number.NaN;
  const days = parseDeliveryDays(offer.deliveryTime);
  if (Number.isFinite(deadline) && days !== null) {
    deliveryBeforeDeadline = now.getTime() + days * DAY_MS <= deadline;
  }

  const quantityFitsMinimum = quantity === null || offer.minOrderQuantity === null ? null : quantity >= offer.minOrderQuantity;

  const listed = new Set(offer.certifications.map(normaliseCertification));
  const wanted = certificationsIn([need.title ?? "", need.keywords.join(" ; "), need.description].join(" \n "));
  const missingCertifications = wanted.filter((name) => {
    const key = normaliseCertification(name);
    return ![...listed].some((have) => have === key || have.includes(key));
  });

  return { priceWithinBudget, deliveryBeforeDeadline, quantityFitsMinimum, missingCertifications };
}
