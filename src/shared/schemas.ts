import { z } from "zod";
import { isoDay, isPastDay } from "./dates";
import { wellFormed } from "./format";
import { hasControlCharacters } from "./control-characters";
import { normaliseCompanyNumber, normaliseVatNumber } from "./company-identity";
import { SECTOR_KEYS } from "./categories";
import { EXPORT_KINDS } from "./admin-views";
import { preferencesSchema } from "./preferences";
import {
  ACCOUNT_TYPES,
  AUDIT_SEVERITIES,
  CONSENT_TYPES,
  MATCH_ACTIONS,
  MATCH_PAGE_STATUSES,
  MATCH_LEADS,
  MATCH_STATUSES,
  NOTIFICATION_TYPES,
  PRODUCT_SORTS,
  PROFILE_LANGUAGES,
  REGISTRABLE_ACCOUNT_TYPES,
  TIMEZONES,
  URGENCIES,
} from "./enums";
import { MESSAGE_MAX_LENGTH, DEFAULT_CURRENCY, DEFAULT_DELETION_REASON, DEFAULT_MIN_ORDER_QUANTITY, DEFAULT_SEARCH_ALPHA, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, SEARCH_LIMIT, SEARCH_LIMIT_MAX } from "./constants";
import { asciiEmail, hasUnicodeLocalPart } from "./email-domain";
import { ERRORS, VALIDATION } from "./messages";

/** What a value of the wrong type should have been, as the API's French messages say it. */
const EXPECTED_TYPES: Partial<Record<string, string>> = {
  string: "un texte",
  number: "un nombre",
  int: "un nombre entier",
  boolean: "true ou false",
  array: "une liste",
  object: "un objet",
};

// Messages zod writes itself are in French too. A wrong type and an unknown option are said as a
// person would (its French locale says « chaîne de caractères attendu, nombre reçu »); a schema's
// own message, where it gives one, comes first.
z.config({
  ...z.locales.fr(),
  customError: (issue) => {
    if (issue.code === "invalid_type" && EXPECTED_TYPES[issue.expected]) return `Ce champ doit être ${EXPECTED_TYPES[issue.expected]}`;
    if (issue.code === "invalid_value" && issue.values.length > 0) return `Valeur inconnue (valeurs possibles : ${issue.values.map(String).join(", ")})`;
    return undefined;
  },
});

/** Spaces, and the invisible characters a paste brings along (zero-width space and joiners, BOM). */
const EDGE_BLANKS = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/**
 * A text trimmed of spaces and of invisible characters: one made only of spaces, or of zero-width
 * spaces, is empty (a message that showed nothing was sent); half an emoji becomes U+FFFD, as
 * everywhere text is stored. `missing` is the message for an absent or non-text value, so a field
 * left out reads like a field left blank.
 */
export const trimmedText = (missing?: string) => z.string(missing).overwrite((value) => wellFormed(value.replace(EDGE_BLANKS, "")));

const text = (max: number, missing?: string) => trimmedText(missing).max(max, VALIDATION.maxChars(max));
const required = (message: string, max = 200) => text(max, message).min(1, message);
/**
 * An address as stored: trimmed, lower case, its domain in ASCII (« jean@café.fr » is
 * « jean@xn--caf-dma.fr », which the mail sender delivers; email-domain.ts). Accents before the @
 * are refused saying why: they said « adresse email valide » to someone whose address is valid.
 */
const email = (message: string, accentedLocalPart: string = VALIDATION.emailAccentedLocalPart) =>
  z
    .string(message)
    .trim()
    .toLowerCase()
    .refine((value) => !hasUnicodeLocalPart(value), { message: accentedLocalPart, abort: true })
    .overwrite(asciiEmail)
    .max(254, message)
    .pipe(z.email(message));

export const registerInputSchema = z.object({
  username: text(50, VALIDATION.usernameMin).min(3, VALIDATION.usernameMin),
  email: email(VALIDATION.email),
  password: z
    .string(VALIDATION.passwordMin)
    .min(6, VALIDATION.passwordMin)
    .max(128, VALIDATION.passwordMax)
    // Kept as typed (never trimmed); one made only of spaces is refused rather than silently accepted.
    .refine((p) => p.trim().length > 0, VALIDATION.passwordBlank),
  // Common or guessable passwords are refused by the server (auth/password-strength.ts), whose
  // dictionaries are too large for the web bundle.
  companyName: text(120, VALIDATION.companyNameMin).min(2, VALIDATION.companyNameMin),
  accountType: z.enum(REGISTRABLE_ACCOUNT_TYPES, VALIDATION.accountType).default("buyer"),
  // One of the 25 sector keys: a free word would be stored and counted in the analytics (issue 19).
  sector: required(VALIDATION.sectorRequired, 60).pipe(z.enum(SECTOR_KEYS, VALIDATION.sectorUnknown)),
  location: required(VALIDATION.locationRequired, 120),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: email(VALIDATION.email),
  password: z.string(VALIDATION.passwordRequired).min(1, VALIDATION.passwordRequired).max(1024, VALIDATION.passwordMax),
});
export type LoginInput = z.input<typeof loginInputSchema>;

const category = z
  .string(VALIDATION.categoryRequired)
  .trim()
  .min(1, VALIDATION.categoryRequired)
  .pipe(z.enum(SECTOR_KEYS, VALIDATION.categoryUnknown));

/**
 * Images this site serves: paths under one "/" (« //hôte/… » names another host). The content
 * security policy shows no other image, and a « javascript: » address must not even be stored.
 */
const localImages = z
  .array(trimmedText().max(500, VALIDATION.localImages), VALIDATION.localImages)
  .max(10, VALIDATION.maxChars(10))
  .refine((images) => images.every((src) => /^\/(?![/\\])/.test(src)), VALIDATION.localImages);

/**
 * A list of short texts, trimmed, without blanks or repeats (« farine, Farine » is one keyword: the
 * first written is kept). A text is read as the publishing form reads its field: split on commas
 * (« nettoyage, bureaux »).
 */
const stringList = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",") : value),
  z
    .array(text(80), VALIDATION.textList)
    .max(30, VALIDATION.maxChars(30))
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => item.length > 0 && !seen.has(item.toLocaleLowerCase("fr")) && seen.add(item.toLocaleLowerCase("fr")));
    }),
);

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "La devise doit être un code à 3 lettres (EUR, USD…)");

/** A day the user picked: "2027-02-01" or a full ISO timestamp; stored as the day written, YYYY-MM-DD. */
const isoDate = z
  .string()
  .trim()
  .refine((value) => isoDay(value) !== null, VALIDATION.deadline)
  .transform((value) => isoDay(value) as string);

/** Levels of objects and arrays a listing's specifications may nest ({ "dimensions": { "l": 120 } } is 2). */
const SPECIFICATIONS_MAX_DEPTH = 8;

/** Whether a JSON value nests deeper than `max`, found without recursion: 20,000 levels must not overflow the stack. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The largest budget or price, in its currency: beyond, a typing error (and past what cents hold exactly). */
const AMOUNT_MAX = 1e12;
const MIN_ORDER_MAX = 1e9;
/** Characters of an offer's price unit: as many as a quote line's unit (quotes.ts). */
export const PRICE_UNIT_MAX = 20;

/**
 * A number as a form, a query string or a spreadsheet writes it: 1500, "1500", "1 500,50". Nothing
 * else is read as one (z.coerce took true for 1, [1500] for 1500 and "0x5DC" for 1500): it is left
 * for the schema to refuse. A blank text is no value, so that a default applies.
 */
export function readNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return undefined;
  return /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][-+]?\d+)?$/.test(compact) ? Number(compact.replace(",", ".")) : value;
}

/** `schema` (a z.number() with its bounds) reading its input with readNumber. */
export const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(readNumber, schema);

/**
 * An amount as people type it, which readNumber reads once a euro sign before or after it is set
 * aside (« 1 250,50 € », « €1250 »), and the dots of thousands when a decimal comma follows
 * (« 1.250,50 »; « 1.250 » alone stays 1.25, as a dot is a decimal point there).
 */
export function readAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  // « 1e3 » is a slip of the keyboard in a price, not a thousand euros: left unread, refused.
  if (/\d[eE]/.test(value)) return value;
  let text = value.trim().replace(/^€\s*|\s*(?:€|EUR)$/gi, "");
  if (/^[-+]?\d{1,3}(?:\.\d{3})+,\d*$/.test(text)) text = text.replaceAll(".", "");
  return readNumber(text);
}

/** `schema` (a z.number() with its bounds) reading its input with readAmount. */
export const amount = <T extends z.ZodType>(schema: T) => z.preprocess(readAmount, schema);

/** A number whose absence says `missing`, and a text that is no number says so (« 12,5,0 »). */
const amountNumber = (missing: string) =>
  z.number({ error: (issue) => (typeof issue.input === "string" && issue.input.trim() !== "" ? VALIDATION.amountUnreadable : missing) });

/** No day: null, or an empty text (a date field cleared). */
const blankIsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * The fields of each listing kind, without defaults: a partial update changes only what it sends.
 * Spec bodies also carry specifications, images, status and buyerId/supplierId: accepted, and the
 * ids and status ignored (the session decides who publishes; new listings are active).
 */
const listingFields = {
  title: required(VALIDATION.titleRequired),
  description: required(VALIDATION.descriptionRequired, 5000),
  category,
  currency,
  location: required(VALIDATION.locationRequired, 120),
  keywords: stringList,
  specifications: z
    .record(z.string(), z.unknown(), VALIDATION.specifications)
    .refine((value) => !nestsDeeperThan(value, SPECIFICATIONS_MAX_DEPTH), VALIDATION.specificationsDepth),
  images: localImages,
};

const needFields = {
  ...listingFields,
  budget: amount(amountNumber(VALIDATION.budgetMin).min(1, VALIDATION.budgetMin).max(AMOUNT_MAX, VALIDATION.budgetMax)),
  urgency: z.enum(URGENCIES, VALIDATION.urgency),
  deadline: z.preprocess(blankIsNull, isoDate.nullable()),
};

/**
 * What an offer's price is for (« pièce », « mois », « forfait »): free text like a quote line's unit,
 * on one line (it follows the price: « 18,00 € / pièce »). Blank or null, none: the price alone.
 */
const priceUnit = z
  .preprocess(
    blankIsNull,
    trimmedText(VALIDATION.priceUnitText)
      .max(PRICE_UNIT_MAX, VALIDATION.priceUnitMax)
      // Control characters too: a CSV import does not pass through the HTTP guard (http/control-characters.ts).
      .refine((value) => !/[\t\n\r\u2028\u2029]/.test(value) && !hasControlCharacters(value), VALIDATION.priceUnitLine)
      .nullish(),
  )
  .transform((value) => value || null);

const offerFields = {
  ...listingFields,
  price: amount(amountNumber(VALIDATION.priceMin).min(1, VALIDATION.priceMin).max(AMOUNT_MAX, VALIDATION.priceMax)),
  priceUnit,
  deliveryTime: text(120),
  certifications: stringList,
  minOrderQuantity: numeric(z.number(VALIDATION.minOrderMin).int(VALIDATION.minOrderMin).min(1, VALIDATION.minOrderMin).max(MIN_ORDER_MAX, VALIDATION.minOrderMax)),
};

/** What a new listing gets for the optional fields it leaves out. */
const listingDefaults = {
  currency: currency.default(DEFAULT_CURRENCY),
  keywords: stringList.default([]),
  specifications: listingFields.specifications.default({}),
  images: listingFields.images.default([]),
};

export const needInputSchema = z.object({
  ...needFields,
  ...listingDefaults,
  urgency: needFields.urgency.default("medium"),
  // A new need's deadline is not already over; an edit may keep a deadline that has passed since (listings service).
  deadline: z
    .preprocess(blankIsNull, isoDate.nullish())
    .transform((value) => value ?? null)
    .refine((value) => value === null || !isPastDay(value), VALIDATION.deadlinePast),
});
export type NeedInput = z.input<typeof needInputSchema>;
export type NeedData = z.output<typeof needInputSchema>;

export const offerInputSchema = z.object({
  ...offerFields,
  ...listingDefaults,
  deliveryTime: offerFields.deliveryTime.default(""),
  certifications: stringList.default([]),
  minOrderQuantity: offerFields.minOrderQuantity.default(DEFAULT_MIN_ORDER_QUANTITY),
});
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferData = z.output<typeof offerInputSchema>;

/** A change names only fields it can change: `{status: "closed"}` is refused, not ignored (issue 19; closing has its own route). */
export const onlyKnownFields = {
  error: (issue: { code?: string; keys?: string[] }) => (issue.code === "unrecognized_keys" ? `${VALIDATION.unknownFields} : ${issue.keys?.join(", ")}` : undefined),
};

/** A row's id, in a path or a body: a whole number above 0, or one French message whatever is wrong. */
/** An id as a path or a body writes it: digits (« 61.0 » and « 1e3 » were read as 61 and 1000). */
export const idSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number(VALIDATION.badId).int(VALIDATION.badId).positive(VALIDATION.badId),
);
export const byIdSchema = z.object({ id: idSchema });
/**
 * PATCH /api/notifications/{id}: read by default; `isRead: false` makes it unread again (it was read
 * whatever was sent). Other fields are refused: `{ "read": false }` marked it read.
 */
export const markReadInputSchema = z.strictObject({ id: idSchema, isRead: z.boolean().default(true) }, onlyKnownFields);

/** Partial updates: only the fields sent are validated and changed (no defaults fill the rest). */
export const needUpdateSchema = z.strictObject(needFields, onlyKnownFields).partial().extend({ id: idSchema });
export const offerUpdateSchema = z.strictObject(offerFields, onlyKnownFields).partial().extend({ id: idSchema });
export type NeedPatch = z.output<typeof needUpdateSchema>;
export type OfferPatch = z.output<typeof offerUpdateSchema>;

export const profileInputSchema = z.object({
  displayName: text(80, VALIDATION.displayNameMin).min(2, VALIDATION.displayNameMin),
  email: email(VALIDATION.profileEmail, VALIDATION.profileEmailAccentedLocalPart),
  preferredLanguage: z.enum(PROFILE_LANGUAGES).optional(),
  timezone: z.enum(TIMEZONES).optional(),
  bio: trimmedText().max(160, VALIDATION.bioMax).optional(),
  /** The company's name, sector and location, checked as at registration: absent, unchanged (a typo stayed for good). */
  companyName: registerInputSchema.shape.companyName.optional(),
  sector: registerInputSchema.shape.sector.optional(),
  location: registerInputSchema.shape.location.optional(),
  /** Required when `email` changes (never trimmed). */
  currentPassword: z.string().max(1024, VALIDATION.passwordMax).optional(),
  /** Legal identity (issue 21): "" removes it; a number with a wrong key is refused. */
  companyNumber: z
    .string()
    .trim()
    .max(30, VALIDATION.companyNumberInvalid)
    .transform((value, ctx) => {
      if (value === "") return null;
      const checked = normaliseCompanyNumber(value);
      if (!checked) ctx.addIssue({ code: "custom", message: VALIDATION.companyNumberInvalid });
      return checked?.number ?? null;
    })
    .optional(),
  vatNumber: z
    .string()
    .trim()
    .max(30, VALIDATION.vatNumberInvalid)
    .transform((value, ctx) => {
      if (value === "") return null;
      const checked = normaliseVatNumber(value);
      if (!checked) ctx.addIssue({ code: "custom", message: VALIDATION.vatNumberInvalid });
      return checked;
    })
    .optional(),
  postalAddress: z
    .string()
    .trim()
    .max(300, VALIDATION.maxChars(300))
    .transform((value) => (value === "" ? null : value))
    .optional(),
}).superRefine((input, ctx) => {
  // The VAT number carries a SIREN: it must be the company's own.
  if (input.companyNumber && input.vatNumber && input.vatNumber.slice(4) !== input.companyNumber.slice(0, 9)) {
    ctx.addIssue({ code: "custom", path: ["vatNumber"], message: VALIDATION.vatNumberOtherCompany });
  }
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/**
 * A list's filter or sort, refused with its name and its values (« Le paramètre suspended vaut
 * true ou false »): a bad one said « Entrée invalide », or listed the values without the parameter.
 */
export const queryChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) => z.enum(values, VALIDATION.queryValues(name, values));

/** How many items a page holds, `limit` of a list's query. */
export const listLimit = numeric(z.number(VALIDATION.listLimit).int(VALIDATION.listLimit).min(1, VALIDATION.listLimit).max(LIST_LIMIT_MAX, VALIDATION.listLimit)).default(LIST_LIMIT_DEFAULT);

export const paginationSchema = z.object({
  limit: listLimit,
  offset: numeric(z.number(VALIDATION.offset).int(VALIDATION.offset).min(0, VALIDATION.offset)).default(0),
});

/** The notifications page: filtered, counted and paged by the server (issue 19). */
export const NOTIFICATION_FILTERS = ["all", "unread", ...NOTIFICATION_TYPES] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const notificationListInputSchema = paginationSchema.extend({
  filter: queryChoice("filter", NOTIFICATION_FILTERS).default("all"),
  q: trimmedText().max(200, VALIDATION.maxChars(200)).optional(),
});
export type NotificationListInput = z.output<typeof notificationListInputSchema>;

/** The filters of the dashboard and the matches page: the server applies them (DESIGN §5). */
export const matchFilterSchema = z.object({
  /** Shown by default; `other`: the weaker leads behind "Autres pistes". */
  leads: queryChoice("leads", MATCH_LEADS).default("shown"),
  tab: queryChoice("tab", MATCH_PAGE_STATUSES).optional(),
  status: queryChoice("status", MATCH_STATUSES).optional(),
  sector: z.enum(SECTOR_KEYS, VALIDATION.categoryUnknown).optional(),
  q: trimmedText().max(200, VALIDATION.maxChars(200)).optional(),
});
export type MatchFilterInput = z.output<typeof matchFilterSchema>;
/** What a client sends: `leads` may be left out (shown). */
export type MatchFilterQuery = z.input<typeof matchFilterSchema>;

export const matchListInputSchema = matchFilterSchema.extend({
  limit: paginationSchema.shape.limit,
  /** Pages follow the cursor: an `offset` would be ignored, so it is refused (issue 19). */
  offset: z.undefined(VALIDATION.offsetUnsupported).optional(),
  /** `nextCursor` of the previous page. */
  cursor: z.string().max(200).nullish(),
});
export type MatchListInput = z.output<typeof matchListInputSchema>;

export const matchStatusInputSchema = z.enum([...MATCH_STATUSES, ...MATCH_PAGE_STATUSES], VALIDATION.matchStatus);

export const interactionInputSchema = z.object({
  matchId: idSchema,
  action: z.enum(MATCH_ACTIONS, VALIDATION.matchAction),
  notes: trimmedText().max(2000).nullish(),
});

/** A message is its text only: other fields (`attachments`, `to`) are refused, not dropped unseen. */
export const messageInputSchema = z.strictObject(
  {
    matchId: idSchema,
    body: trimmedText(VALIDATION.messageEmpty).min(1, VALIDATION.messageEmpty).max(MESSAGE_MAX_LENGTH, VALIDATION.messageTooLong),
  },
  onlyKnownFields,
);

export const searchInputSchema = z.object({
  q: trimmedText(VALIDATION.searchBlank).min(1, VALIDATION.searchBlank).max(200, VALIDATION.maxChars(200)),
  alpha: numeric(z.number().min(0, VALIDATION.alpha).max(1, VALIDATION.alpha)).default(DEFAULT_SEARCH_ALPHA),
  limit: numeric(z.number().int(VALIDATION.searchLimit).min(1, VALIDATION.searchLimit).max(SEARCH_LIMIT_MAX, VALIDATION.searchLimit)).default(SEARCH_LIMIT),
  /** Results skipped, for "Voir plus": pages through exactly `totalResults`. */
  offset: numeric(z.number().int(VALIDATION.offset).min(0, VALIDATION.offset).max(10_000, VALIDATION.offset)).default(0),
  sort: queryChoice("sort", PRODUCT_SORTS).default("relevance"),
});
export type SearchInput = z.input<typeof searchInputSchema>;

/** Re-matching takes an optional alpha (the AI weighting) for this run only. */
export const rematchInputSchema = z.object({ alpha: numeric(z.number().min(0, VALIDATION.alpha).max(1, VALIDATION.alpha)).optional() }).default({});

export const consentInputSchema = z.object({
  consentType: z.enum(CONSENT_TYPES, VALIDATION.consentType),
  granted: z.boolean(VALIDATION.consentGranted),
});

export const suspendInputSchema = z.object({
  reason: trimmedText(VALIDATION.suspendReason).min(1, VALIDATION.suspendReason).max(500),
});

export const testNotificationInputSchema = z.object({
  // Any address an account may have, « jean@café.fr » included.
  email: trimmedText(VALIDATION.testEmailRequired).min(1, VALIDATION.testEmailRequired).pipe(email(VALIDATION.email)),
  type: z.enum(["match", "contact", "system"]),
});

/** A catalogue product as `market import products` reads it (SPEC §3; price in cents). */
export const productImportSchema = z.object({
  title: required("Le titre est requis", 300),
  description: text(5000).default(""),
  brand: text(120).default(""),
  price: numeric(z.number("Le prix doit être un entier en centimes").int("Le prix doit être un entier en centimes").min(0, "Le prix ne peut pas être négatif").max(AMOUNT_MAX * 100, VALIDATION.priceMax)),
  currency: currency.default(DEFAULT_CURRENCY),
  category: z.enum(SECTOR_KEYS, VALIDATION.categoryUnknown).default("other"),
  images: localImages.default([]),
});
export type ProductImport = z.output<typeof productImportSchema>;

// ── Admin console, audit log, data protection and preferences (issue 7) ──────────────────────
const queryBoolean = (name: string) =>
  z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], VALIDATION.queryValues(name, ["true", "false"]));
/** "2026-11-22" or a full ISO timestamp; another value is refused naming the parameter, as a filter is. */
const queryDate = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => isoDay(value) !== null, `Le paramètre ${name} doit être une date valide (AAAA-MM-JJ)`);

export const adminUsersQuerySchema = paginationSchema.extend({
  search: trimmedText().max(120, VALIDATION.maxChars(120)).optional(),
  role: queryChoice("role", ACCOUNT_TYPES).optional(),
  suspended: queryBoolean("suspended").optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const suspendUserInputSchema = suspendInputSchema.extend({ id: idSchema });

export const auditQuerySchema = paginationSchema.extend({
  severity: queryChoice("severity", AUDIT_SEVERITIES).optional(),
  action: trimmedText().max(80, VALIDATION.maxChars(80)).optional(),
  userId: idSchema.optional(),
  from: queryDate("from").optional(),
  to: queryDate("to").optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** The spec's body also carries userId: ignored, the session decides whose account it is. */
export const deletionRequestInputSchema = z.object({
  reason: trimmedText().max(500, VALIDATION.maxChars(500)).default(DEFAULT_DELETION_REASON).transform((value) => value || DEFAULT_DELETION_REASON),
});

export const deletionRequestsQuerySchema = z.object({ status: queryChoice("status", ["pending", "executed", "cancelled"]).optional() });

export const preferencesInputSchema = preferencesSchema;
export type PreferencesInput = z.input<typeof preferencesInputSchema>;

export const exportKindSchema = z.enum(EXPORT_KINDS);

// Conversations and the test page (issue 8)
export const outboxInputSchema = z.object({ limit: listLimit }).default({ limit: LIST_LIMIT_DEFAULT });

// --- Operator CLI (`market users create|set-password`) ---

/** An account an operator creates from the command line: any role, the same rules as registration. */
export const operatorCreateUserSchema = registerInputSchema.extend({
  accountType: z.enum(ACCOUNT_TYPES, VALIDATION.accountType),
});
export type OperatorCreateUser = z.output<typeof operatorCreateUserSchema>;

export const passwordSchema = registerInputSchema.shape.password;

/** Issue 18: accounts people can recover and protect. */
export const passwordResetRequestSchema = z.object({ email: email(VALIDATION.email) });
export const passwordResetConfirmSchema = z.object({
  token: trimmedText(ERRORS.resetLinkInvalid).min(1, ERRORS.resetLinkInvalid).max(100, ERRORS.resetLinkInvalid),
  password: passwordSchema,
});
export const changePasswordSchema = z.object({
  currentPassword: z.string(VALIDATION.currentPasswordRequired).min(1, VALIDATION.currentPasswordRequired).max(1024, VALIDATION.passwordMax),
  newPassword: passwordSchema,
});
export const verifyEmailSchema = z.object({
  token: trimmedText(ERRORS.verificationLinkInvalid).min(1, ERRORS.verificationLinkInvalid).max(100, ERRORS.verificationLinkInvalid),
});
/** A TOTP (6 digits) or a recovery code (10 characters, dash optional). */
export const secondFactorCodeSchema = z.object({
  code: trimmedText(VALIDATION.totpCode).min(6, VALIDATION.totpCode).max(20, VALIDATION.totpCode),
});
/** Turning the second factor off, or renewing its recovery codes: the password and a code both. */
export const passwordAndCodeSchema = z.object({
  password: z.string(VALIDATION.currentPasswordRequired).min(1, VALIDATION.currentPasswordRequired).max(1024, VALIDATION.passwordMax),
  code: secondFactorCodeSchema.shape.code,
});
export const sessionIdSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, ERRORS.sessionNotFound) });
