/**
 * Quotes (devis, issue 21): what the buyer asks for, what the supplier sends, how they are compared
 * and awarded. The vocabulary, the inputs' schemas, the views, and the totals, computed in integer
 * cents so that the server's figures are exact (the client may preview them with the same code; the
 * server never takes the client's).
 */
import { z } from "zod";
import { addDays, isoDay, utcToday } from "./dates";
import { amount, idSchema, listLimit, numeric, onlyKnownFields, paginationSchema, queryChoice, readNumber, trimmedText } from "./schemas";

export const QUOTE_STATUSES = ["draft", "sent", "revision_requested", "revised", "accepted", "declined", "expired", "withdrawn"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Brouillon",
  sent: "Envoyé",
  revision_requested: "Révision demandée",
  revised: "Révisé",
  accepted: "Accepté",
  declined: "Refusé",
  expired: "Expiré",
  withdrawn: "Retiré",
};

/** Statuses in which the buyer has the quote before them and may still decide. */
export const QUOTE_OPEN_STATUSES: readonly QuoteStatus[] = ["sent", "revision_requested", "revised"];

/** A quote its supplier is still working on or waiting on: the one per need they go back to (a second is refused). */
export const QUOTE_IN_COURSE_STATUSES: readonly QuoteStatus[] = ["draft", ...QUOTE_OPEN_STATUSES];
export const isInCourse = (status: QuoteStatus): boolean => QUOTE_IN_COURSE_STATUSES.includes(status);

/** French VAT rates, in percent. */
export const VAT_RATES = [20, 10, 5.5, 2.1, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** Revision requests per quote. */
export const QUOTE_MAX_REVISIONS = 2;
/** Days during which an award may be withdrawn. */
export const AWARD_WITHDRAW_DAYS = 7;
export const QUOTE_MAX_LINES = 100;
export const QUOTE_REQUEST_MAX_SUPPLIERS = 20;
/** Characters of the message sent with a quote request. */
export const QUOTE_REQUEST_MESSAGE_MAX = 2000;
const QUANTITY_MAX = 1_000_000;
const UNIT_PRICE_MAX = 10_000_000;
/** The largest total HT of a quote, in euros: its TTC in cents stays far within a safe integer. */
const QUOTE_TOTAL_MAX = 1e13;

export const QUOTE_TEXTS = {
  designationRequired: "La désignation de chaque ligne est requise",
  quantityMin: "La quantité doit être supérieure à 0",
  quantityMax: "La quantité ne peut dépasser 1 000 000",
  quantityDecimals: "La quantité a au plus 3 décimales",
  unitRequired: "L'unité de chaque ligne est requise (u, kg, m², jour…)",
  unitPriceMin: "Le prix unitaire HT doit être positif ou nul",
  unitPriceMax: "Le prix unitaire HT ne peut dépasser 10 000 000 €",
  unitPriceDecimals: "Le prix unitaire HT a au plus 2 décimales (centimes)",
  vatRate: "Taux de TVA inconnu : 20, 10, 5,5, 2,1 ou 0 %",
  discountRate: "La remise est un pourcentage de 0 à 100, avec 2 décimales au plus (ex. : 12,5)",
  linesMin: "Un devis a au moins une ligne",
  linesMax: `Un devis a au plus ${QUOTE_MAX_LINES} lignes`,
  totalMax: "Le total d'un devis ne peut dépasser 10 000 milliards d'euros HT",
  validUntil: "La date de validité doit être une date (AAAA-MM-JJ)",
  validUntilFuture: "La date de validité doit être dans le futur",
  leadTime: "Le délai de livraison est un nombre de jours entre 0 et 3650",
  commentRequired: "Dites ce qui doit changer dans le devis",
  reasonRequired: "Indiquez le motif",
  suppliersRequired: "Choisissez au moins un fournisseur",
  suppliersMax: `Au plus ${QUOTE_REQUEST_MAX_SUPPLIERS} fournisseurs par demande`,
  notFound: "Devis introuvable",
  needNotFound: "Besoin introuvable",
  notParty: "Seules les deux parties d'une correspondance peuvent échanger des devis",
  needNotActive: "Ce besoin n'est plus actif : il ne reçoit plus de devis",
  notMatched: "Ce fournisseur n'est pas en correspondance avec ce besoin",
  transition: (status: QuoteStatus) => `Impossible dans l'état actuel du devis (${QUOTE_STATUS_LABELS[status].toLocaleLowerCase("fr")})`,
  revisionsSpent: `Ce devis a déjà eu ${QUOTE_MAX_REVISIONS} révisions : acceptez-le, refusez-le ou demandez-en un nouveau`,
  expired: "Ce devis a expiré : demandez une révision ou un nouveau devis",
  awardWindowOver: `L'attribution ne peut plus être retirée (plus de ${AWARD_WITHDRAW_DAYS} jours)`,
  alreadyAwarded: "Ce besoin est déjà attribué",
  supplierSuspended: "Ce fournisseur est suspendu par la plateforme : son devis ne peut pas être attribué",
  supplierGone: "Le compte de ce fournisseur est fermé : son devis ne peut pas être attribué",
  supplierSuspendedRevision: "Ce fournisseur est suspendu par la plateforme : il ne peut pas réviser son devis",
  supplierGoneRevision: "Le compte de ce fournisseur est fermé : il ne peut pas réviser son devis",
  supplierSuspendedCheck: "Ce fournisseur est suspendu par la plateforme : son devis ne peut être ni attribué ni révisé",
  supplierGoneCheck: "Le compte de ce fournisseur est fermé : son devis ne peut être ni attribué ni révisé",
  supplierSuspendedRequest: "Ce fournisseur est suspendu par la plateforme : il ne peut pas répondre à une demande de devis",
  supplierGoneRequest: "Le compte de ce fournisseur est fermé : il ne peut pas répondre à une demande de devis",
  notAwarded: "Ce devis n'est pas le devis attribué",
  openQuoteExists: (number: string) => `Vous avez déjà un devis en cours pour ce besoin (${number}) : modifiez-le, ou retirez-le avant d'en faire un autre`,
  needClosedSinceAward: "Ce besoin a été clôturé depuis l'attribution : elle ne peut plus être retirée",
  designationMax: "La désignation d'une ligne fait 200 caractères au plus",
  unitMax: "L'unité fait 20 caractères au plus (u, kg, m², jour…)",
  unitPriceInvalid: "Le prix unitaire HT doit être un montant (ex. : 1 250,50)",
  paymentTermsMax: "Les conditions de paiement font 200 caractères au plus",
  conditionsMax: "Les conditions particulières font 4 000 caractères au plus",
  vatExemptionRequired: "Une ligne est à 0 % de TVA : indiquez la mention d'exonération (par exemple « TVA non applicable, art. 293 B du CGI »)",
  vatExemptionWithoutZeroRate: "La mention d'exonération de TVA ne vaut que pour une ligne à 0 % : videz-la ou passez la ligne concernée à 0 %",
  vatExemptionMax: "La mention d'exonération de TVA fait 200 caractères au plus",
  requestMessageMax: "Le message fait 2 000 caractères au plus",
  commentMax: "Le commentaire fait 2 000 caractères au plus",
  reasonMax: "Le motif fait 500 caractères au plus",
  validUntilFar: "La date de validité est au plus dans un an",
  notCounterpart: "Le taux de réponse d'une entreprise n'est visible que de celles avec qui elle a un match",
  requestNotFound: "Demande de devis introuvable",
  requestAnswered: "Cette demande a déjà reçu une réponse (un devis envoyé, ou déclinée)",
} as const;

function decimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

// Strict like the quote itself: a field the line does not know (« remise ») is refused, not dropped
// with the quote saved at full price; the discount is `discountRate`.
const line = z.strictObject({
  designation: trimmedText(QUOTE_TEXTS.designationRequired).min(1, QUOTE_TEXTS.designationRequired).max(200, QUOTE_TEXTS.designationMax),
  // « 1,5 » and « 1 234,56 » as the form shows them again when a quote is revised.
  quantity: numeric(
    z
      .number(QUOTE_TEXTS.quantityMin)
      // « 0,5 jour », « 0,25 t »: a fraction of a unit is a quantity like any other.
      .gt(0, QUOTE_TEXTS.quantityMin)
      .max(QUANTITY_MAX, QUOTE_TEXTS.quantityMax)
      .refine((q) => decimals(q, 3), QUOTE_TEXTS.quantityDecimals),
  ),
  unit: trimmedText(QUOTE_TEXTS.unitRequired).min(1, QUOTE_TEXTS.unitRequired).max(20, QUOTE_TEXTS.unitMax).default("u"),
  unitPrice: amount(
    z
      .number(QUOTE_TEXTS.unitPriceInvalid)
      .min(0, QUOTE_TEXTS.unitPriceMin)
      .max(UNIT_PRICE_MAX, QUOTE_TEXTS.unitPriceMax)
      .refine((p) => decimals(p, 2), QUOTE_TEXTS.unitPriceDecimals),
  ),
  vatRate: z.number(QUOTE_TEXTS.vatRate).refine((rate) => (VAT_RATES as readonly number[]).includes(rate), QUOTE_TEXTS.vatRate),
  /** « Remise (%) » on the line's amount HT, optional: « 12,5 » as typed, 0 when left out or empty. */
  discountRate: z
    .preprocess(
      (value) => readNumber(value) ?? 0,
      z
        .number(QUOTE_TEXTS.discountRate)
        .min(0, QUOTE_TEXTS.discountRate)
        .max(100, QUOTE_TEXTS.discountRate)
        .refine((rate) => decimals(rate, 2), QUOTE_TEXTS.discountRate),
    )
    .default(0),
}, onlyKnownFields);
export type QuoteLineInput = z.input<typeof line>;
/** A line as read: numbers, the unit filled. */
export type QuoteLine = z.output<typeof line>;

/** Today's date (UTC) as yyyy-mm-dd. */
export const todayIso = (now = Date.now()) => utcToday(new Date(now));

/** How far ahead a quote's validity may run. */
export const QUOTE_VALIDITY_MAX_DAYS = 366;

const validUntil = z
  .string(QUOTE_TEXTS.validUntil)
  .trim()
  // Each check stops the next: « 31/12/2026 » got three messages, one of them « au plus dans un an ».
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: QUOTE_TEXTS.validUntil, abort: true })
  .refine((value) => isoDay(value) !== null, { message: QUOTE_TEXTS.validUntil, abort: true })
  .refine((value) => value > todayIso(), { message: QUOTE_TEXTS.validUntilFuture, abort: true })
  // 9999-12-31 was taken: a quote holds its prices a year at the most.
  .refine((value) => value <= addDays(todayIso(), QUOTE_VALIDITY_MAX_DAYS), QUOTE_TEXTS.validUntilFar);

/** What a supplier writes in a quote (a draft, a sent quote or a revision). */
export const quoteContentSchema = z.object({
  lines: z
    .array(line, QUOTE_TEXTS.linesMin)
    .min(1, QUOTE_TEXTS.linesMin)
    .max(QUOTE_MAX_LINES, QUOTE_TEXTS.linesMax)
    // Each line within its bounds can still add up past what a number holds exactly in cents.
    .refine((lines) => lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0) <= QUOTE_TOTAL_MAX, QUOTE_TEXTS.totalMax),
  validUntil,
  leadTime: z.number(QUOTE_TEXTS.leadTime).int(QUOTE_TEXTS.leadTime).min(0, QUOTE_TEXTS.leadTime).max(3650, QUOTE_TEXTS.leadTime),
  paymentTerms: trimmedText().max(200, QUOTE_TEXTS.paymentTermsMax).default(""),
  conditions: trimmedText().max(4000, QUOTE_TEXTS.conditionsMax).default(""),
  /** Why a line carries no VAT, as a French quote must say (franchise, intra-EU supply, export…). */
  vatExemption: trimmedText().max(200, QUOTE_TEXTS.vatExemptionMax).default(""),
  /** True: sent to the buyer at once; false: kept as a draft. */
  send: z.boolean().default(false),
});

/**
 * A quote with a line at 0 % says why no VAT is charged (« TVA non applicable, art. 293 B du
 * CGI » for a business under the VAT threshold, « Autoliquidation » within the EU): a French quote
 * or invoice without that mention is not in order. One without such a line carries no mention.
 */
export function vatExemptionProblem(content: { lines: ReadonlyArray<{ vatRate: number }>; vatExemption: string }): string | null {
  const untaxed = content.lines.some((line) => line.vatRate === 0);
  if (untaxed && !content.vatExemption) return QUOTE_TEXTS.vatExemptionRequired;
  if (!untaxed && content.vatExemption) return QUOTE_TEXTS.vatExemptionWithoutZeroRate;
  return null;
}

/**
 * What the form checks: the content with its VAT mention rule. The server checks the rule in the
 * quotes service (a refined schema cannot lose the fields a path fills, as the API reference needs).
 */
export const quoteFormSchema = quoteContentSchema.superRefine((content, ctx) => {
  const problem = vatExemptionProblem(content);
  if (problem) ctx.addIssue({ code: "custom", path: ["vatExemption"], message: problem });
});
export type QuoteContentInput = z.input<typeof quoteContentSchema>;
export type QuoteContent = z.output<typeof quoteContentSchema>;

const id = idSchema;

export const quoteCreateSchema = z.strictObject({ ...quoteContentSchema.shape, needId: id }, onlyKnownFields);
export const quoteUpdateSchema = z.strictObject({ ...quoteContentSchema.shape, id }, onlyKnownFields);

export const quoteRequestSchema = z.strictObject(
  {
    needId: id,
    supplierIds: z.array(id, QUOTE_TEXTS.suppliersRequired).min(1, QUOTE_TEXTS.suppliersRequired).max(QUOTE_REQUEST_MAX_SUPPLIERS, QUOTE_TEXTS.suppliersMax),
    message: trimmedText().max(QUOTE_REQUEST_MESSAGE_MAX, QUOTE_TEXTS.requestMessageMax).default(""),
  },
  onlyKnownFields,
);
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

export const revisionRequestSchema = z.strictObject({ id, comment: trimmedText(QUOTE_TEXTS.commentRequired).min(1, QUOTE_TEXTS.commentRequired).max(2000, QUOTE_TEXTS.commentMax) }, onlyKnownFields);
export const declineSchema = z.strictObject({ id, reason: trimmedText().max(500, QUOTE_TEXTS.reasonMax).default("") }, onlyKnownFields);
/** A supplier declines a quote request (the request's id), its reason optional. */
export const declineRequestSchema = declineSchema;
export const awardWithdrawalSchema = z.strictObject({ id, reason: trimmedText(QUOTE_TEXTS.reasonRequired).min(1, QUOTE_TEXTS.reasonRequired).max(500, QUOTE_TEXTS.reasonMax) }, onlyKnownFields);

export const quoteListSchema = z.object({
  status: queryChoice("status", QUOTE_STATUSES).optional(),
  needId: id.optional(),
  limit: listLimit,
  offset: paginationSchema.shape.offset,
});
export type QuoteListInput = z.input<typeof quoteListSchema>;
export type QuoteListQuery = z.output<typeof quoteListSchema>;

/* ---------- Totals, in integer cents ---------- */

/**
 * A line as stored: quantity in thousandths, price in cents, VAT in tenths of a percent, discount
 * in hundredths of a percent (absent on the lines stored before discounts: none).
 */
export interface StoredLine {
  designation: string;
  unit: string;
  quantityMilli: number;
  unitPriceCents: number;
  vatPermille: number;
  discountBasisPoints?: number;
}

/** A line to store: its discount may be left out (none), as the demo's and older code's lines are written. */
export type LineToStore = Omit<QuoteLine, "discountRate"> & { discountRate?: number };

export function toStoredLine(input: LineToStore): StoredLine {
  return {
    designation: input.designation,
    unit: input.unit,
    quantityMilli: Math.round(input.quantity * 1000),
    unitPriceCents: Math.round(input.unitPrice * 100),
    vatPermille: Math.round(input.vatRate * 10),
    discountBasisPoints: Math.round((input.discountRate ?? 0) * 100),
  };
}

/** a × b (× c) / d rounded half up, exact for non-negative integers of any size. */
function mulDivRound(a: number, b: number, d: number, c = 1): number {
  return Number((BigInt(a) * BigInt(b) * BigInt(c) * 2n + BigInt(d)) / (2n * BigInt(d)));
}

/** What is left to pay of 10 000 after a discount in basis points. */
const keptOf = (l: Pick<StoredLine, "discountBasisPoints">) => 10_000 - (l.discountBasisPoints ?? 0);

/** The line's amount HT after its discount, rounded once to the cent (quantity × price × (1 − remise)). */
export const lineTotalCents = (l: Pick<StoredLine, "quantityMilli" | "unitPriceCents" | "discountBasisPoints">) => mulDivRound(l.quantityMilli, l.unitPriceCents, 1000 * 10_000, keptOf(l));

/** The unit price after the line's discount, to the cent: what the comparison of quotes sets side by side. */
export const netUnitPriceCents = (l: Pick<StoredLine, "unitPriceCents" | "discountBasisPoints">) => mulDivRound(l.unitPriceCents, keptOf(l), 10_000);

export interface QuoteTotals {
  htCents: number;
  vatCents: number;
  ttcCents: number;
  /** VAT by rate, as French invoices state it: the base and the tax of each rate (highest first). */
  byRate: Array<{ vatRate: number; baseCents: number; vatCents: number }>;
}

/** HT is the sum of the lines (each, after its discount, rounded to the cent); VAT is computed once per rate on its base. */
export function quoteTotals(lines: readonly StoredLine[]): QuoteTotals {
  const bases = new Map<number, number>();
  for (const l of lines) bases.set(l.vatPermille, (bases.get(l.vatPermille) ?? 0) + lineTotalCents(l));
  const byRate = [...bases]
    .sort((a, b) => b[0] - a[0])
    .map(([permille, baseCents]) => ({ vatRate: permille / 10, baseCents, vatCents: mulDivRound(baseCents, permille, 1000) }));
  const htCents = byRate.reduce((sum, rate) => sum + rate.baseCents, 0);
  const vatCents = byRate.reduce((sum, rate) => sum + rate.vatCents, 0);
  return { htCents, vatCents, ttcCents: htCents + vatCents, byRate };
}

/* ---------- Views ---------- */

const cents = z.number().int();

export const quoteLineViewSchema = z.object({
  designation: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPriceCents: cents,
  vatRate: z.number(),
  /** « Remise (%) »: 0 when none; totalHtCents is after it. */
  discountRate: z.number(),
  totalHtCents: cents,
});
export type QuoteLineView = z.infer<typeof quoteLineViewSchema>;

export const quoteTotalsSchema = z.object({
  htCents: cents,
  vatCents: cents,
  ttcCents: cents,
  byRate: z.array(z.object({ vatRate: z.number(), baseCents: cents, vatCents: cents })),
});

export const quoteVersionViewSchema = z.object({
  version: z.number().int(),
  lines: z.array(quoteLineViewSchema),
  totals: quoteTotalsSchema,
  leadTimeDays: z.number().int(),
  validUntil: z.string(),
  paymentTerms: z.string(),
  conditions: z.string(),
  /** Why its lines at 0 % carry no VAT (empty when none is at 0 %). */
  vatExemption: z.string(),
  /** The buyer's request that this version answered (null for the first). */
  answersComment: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteVersionView = z.infer<typeof quoteVersionViewSchema>;

const partySchema = z.object({ id: z.number().int().nullable(), companyName: z.string() });

export const QUOTE_ACTIONS = ["edit", "send", "withdraw", "requestRevision", "award", "decline", "withdrawAward"] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

export const quoteViewSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** Who reads it. */
  side: z.enum(["buyer", "supplier"]),
  need: z.object({ id: z.number().int().nullable(), title: z.string() }),
  matchId: z.number().int().nullable(),
  buyer: partySchema,
  supplier: partySchema,
  current: quoteVersionViewSchema,
  revisionRounds: z.number().int(),
  /** The buyer's pending revision request. */
  revisionComment: z.string().nullable(),
  declineReason: z.string().nullable(),
  awardedAt: z.string().nullable(),
  awardWithdrawal: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** What the reader may do now, as the server will allow it. */
  actions: z.array(z.enum(QUOTE_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

export const quoteDetailSchema = quoteViewSchema.extend({ versions: z.array(quoteVersionViewSchema) });
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

export const quotePageSchema = z.object({ items: z.array(quoteViewSchema), total: z.number().int() });
export type QuotePage = z.infer<typeof quotePageSchema>;

/** Below this many requests in the window no response rate is given: a rate over fewer says nothing. */
export const RESPONSIVENESS_MIN_REQUESTS = 3;

export const responsivenessSchema = z.object({
  /** Requests (first messages and quote requests) received over the window. */
  requests: z.number().int(),
  /** Share answered within 48 h; null below the minimum of requests. */
  rate: z.number().nullable(),
  /** Median time to answer, in hours; null below the minimum of requests or with no answer. */
  medianHours: z.number().nullable(),
});
export type Responsiveness = z.infer<typeof responsivenessSchema>;

export const QUOTE_CHECKS = ["over_budget", "late", "missing_certification", "expired", "supplier_unavailable"] as const;
export type QuoteCheckKind = (typeof QUOTE_CHECKS)[number];

export const quoteCheckSchema = z.object({ kind: z.enum(QUOTE_CHECKS), label: z.string() });
export type QuoteCheck = z.infer<typeof quoteCheckSchema>;

export const comparisonColumnSchema = z.object({
  quote: quoteViewSchema,
  matchScore: z.number().nullable(),
  certifications: z.array(z.string()),
  minOrderQuantity: z.number().int().nullable(),
  responsiveness: responsivenessSchema,
  /** The need's constraints this quote breaks (none: every known constraint is met). */
  checks: z.array(quoteCheckSchema),
});
export type ComparisonColumn = z.infer<typeof comparisonColumnSchema>;

export const needQuotesSchema = z.object({
  need: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.string(),
    budget: z.number().nullable(),
    /** The budget's currency (« 9 000 CHF » read « 9 000 € »). */
    currency: z.string(),
    deadline: z.string().nullable(),
    requiredCertifications: z.array(z.string()),
  }),
  side: z.enum(["buyer", "supplier"]),
  columns: z.array(comparisonColumnSchema),
  /** Lines that several quotes price under the same designation: their unit prices side by side (null: not in that quote). */
  lineRows: z.array(z.object({ designation: z.string(), unit: z.string(), unitPriceCents: z.array(cents.nullable()) })),
  /** Suppliers already asked, with whether they answered. */
  requests: z.array(
    z.object({ supplierId: z.number().int(), companyName: z.string(), askedAt: z.string(), answeredAt: z.string().nullable(), declinedAt: z.string().nullable(), declineReason: z.string() }),
  ),
  /**
   * For the buyer of an active need: the matched suppliers who may still be asked (not asked, no
   * quote, match not ignored, shown by default or kept by the buyer), favourites first, then by score.
   */
  candidates: z.array(
    z.object({ supplierId: z.number().int(), companyName: z.string(), offerTitle: z.string(), matchId: z.number().int(), matchScore: z.number(), favorite: z.boolean() }),
  ),
});
export type NeedQuotes = z.infer<typeof needQuotesSchema>;

export const quoteRequestResultSchema = z.object({ requested: z.array(z.number().int()), alreadyAsked: z.array(z.number().int()) });
export type QuoteRequestResult = z.infer<typeof quoteRequestResultSchema>;

/** A quote request as the supplier who received it reads it: the need, who asks, what they wrote. */
export const receivedRequestSchema = z.object({
  id: z.number().int(),
  needId: z.number().int(),
  needTitle: z.string(),
  /** The need's status now: a request for a need no longer active waits for nothing. */
  needStatus: z.string(),
  buyerCompanyName: z.string(),
  message: z.string(),
  askedAt: z.string(),
  /** When a quote answered it, or the supplier declined it; null while it waits. */
  answeredAt: z.string().nullable(),
  /** When the supplier declined to quote, and why (may be empty). */
  declinedAt: z.string().nullable(),
  declineReason: z.string(),
  /** The supplier's last quote for the need (a draft included), to go back to it. */
  quote: z.object({ id: z.number().int(), number: z.string(), status: z.enum(QUOTE_STATUSES) }).nullable(),
});
export type ReceivedRequest = z.infer<typeof receivedRequestSchema>;

/** How many received requests one page lists, the waiting ones first. */
export const RECEIVED_REQUESTS_MAX = 50;

/** "1 234,56 €" from cents; the narrow no-break spaces of Intl kept. */
export function formatCents(value: number, currency = "EUR"): string {
  return new Intl.NumberFormat("fr-FR", { style: "currency", currency }).format(value / 100);
}

export const vatLabel = (rate: number) => `${String(rate).replace(".", ",")} %`;
/** « Remise (%) » of a line as shown: « 33,33 % », « 10 % ». */
export const discountLabel = (rate: number) => `${String(rate).replace(".", ",")} %`;
