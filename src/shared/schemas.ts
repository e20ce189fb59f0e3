import { z } from "zod";
import { SECTOR_KEYS } from "./categories";
import {
  CONSENT_TYPES,
  MATCH_ACTIONS,
  MATCH_PAGE_STATUSES,
  MATCH_STATUSES,
  PRODUCT_SORTS,
  PROFILE_LANGUAGES,
  REGISTRABLE_ACCOUNT_TYPES,
  TIMEZONES,
  URGENCIES,
} from "./enums";
import { DEFAULT_CURRENCY, DEFAULT_MIN_ORDER_QUANTITY, DEFAULT_SEARCH_ALPHA, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, SEARCH_LIMIT, SEARCH_LIMIT_MAX } from "./constants";
import { VALIDATION } from "./messages";
import { isCommonPassword } from "./common-passwords";

// Messages zod writes itself (a wrong type, an unknown option) are in French too.
z.config(z.locales.fr());

/**
 * Text fields are trimmed; a text made only of spaces is empty. `missing` is the message for an
 * absent or non-text value, so a field left out reads like a field left blank.
 */
const text = (max: number, missing?: string) => z.string(missing).trim().max(max, VALIDATION.tooLong);
const required = (message: string, max = 200) => text(max, message).min(1, message);
const email = (message: string) => z.string(message).trim().toLowerCase().max(254, message).pipe(z.email(message));

export const registerInputSchema = z.object({
  username: text(50, VALIDATION.usernameMin).min(3, VALIDATION.usernameMin),
  email: email(VALIDATION.email),
  password: z
    .string(VALIDATION.passwordMin)
    .min(6, VALIDATION.passwordMin)
    .max(128, VALIDATION.passwordMax)
    .refine((p) => !isCommonPassword(p), VALIDATION.passwordCommon),
  companyName: text(120, VALIDATION.companyNameMin).min(2, VALIDATION.companyNameMin),
  accountType: z.enum(REGISTRABLE_ACCOUNT_TYPES, VALIDATION.accountType).default("buyer"),
  sector: required(VALIDATION.sectorRequired, 60),
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

const stringList = z
  .array(text(80))
  .max(30, VALIDATION.tooLong)
  .default([])
  .transform((items) => [...new Set(items.filter((item) => item.length > 0))]);

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "La devise doit être un code à 3 lettres (EUR, USD…)")
  .default(DEFAULT_CURRENCY);

/** A date the user picked: "2027-02-01" or a full ISO timestamp; stored as YYYY-MM-DD. */
const isoDate = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), VALIDATION.deadline)
  .transform((value) => new Date(value).toISOString().slice(0, 10));

/** Spec bodies also carry specifications, images, status and buyerId/supplierId: accepted, and
 * the ids and status ignored (the session decides who publishes; new listings are active). */
const listingExtras = {
  specifications: z.record(z.string(), z.unknown()).default({}),
  images: z.array(z.string().max(500)).max(10).default([]),
};

export const needInputSchema = z.object({
  title: required(VALIDATION.titleRequired),
  description: required(VALIDATION.descriptionRequired, 5000),
  category,
  budget: z.coerce.number(VALIDATION.budgetMin).min(1, VALIDATION.budgetMin).max(1e12, VALIDATION.budgetMin),
  currency,
  urgency: z.enum(URGENCIES, VALIDATION.urgency).default("medium"),
  location: required(VALIDATION.locationRequired, 120),
  deadline: isoDate.nullish().transform((value) => value ?? null),
  keywords: stringList,
  ...listingExtras,
});
export type NeedInput = z.input<typeof needInputSchema>;
export type NeedData = z.output<typeof needInputSchema>;

export const offerInputSchema = z.object({
  title: required(VALIDATION.titleRequired),
  description: required(VALIDATION.descriptionRequired, 5000),
  category,
  price: z.coerce.number(VALIDATION.priceMin).min(1, VALIDATION.priceMin).max(1e12, VALIDATION.priceMin),
  currency,
  location: required(VALIDATION.locationRequired, 120),
  deliveryTime: text(120).default(""),
  keywords: stringList,
  certifications: stringList,
  minOrderQuantity: z.coerce
    .number(VALIDATION.minOrderMin)
    .int(VALIDATION.minOrderMin)
    .min(1, VALIDATION.minOrderMin)
    .default(DEFAULT_MIN_ORDER_QUANTITY),
  ...listingExtras,
});
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferData = z.output<typeof offerInputSchema>;

export const idSchema = z.coerce.number().int().positive();

export const needUpdateSchema = needInputSchema.partial().extend({ id: idSchema });
export const offerUpdateSchema = offerInputSchema.partial().extend({ id: idSchema });

export const profileInputSchema = z.object({
  displayName: text(80, VALIDATION.displayNameMin).min(2, VALIDATION.displayNameMin),
  email: email(VALIDATION.profileEmail),
  preferredLanguage: z.enum(PROFILE_LANGUAGES).optional(),
  timezone: z.enum(TIMEZONES).optional(),
  bio: z.string().trim().max(160, VALIDATION.bioMax).optional(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

export const paginationSchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
});

export const matchStatusInputSchema = z.enum([...MATCH_STATUSES, ...MATCH_PAGE_STATUSES]);

export const interactionInputSchema = z.object({
  matchId: idSchema,
  action: z.enum(MATCH_ACTIONS),
  notes: z.string().trim().max(2000).nullish(),
});

export const searchInputSchema = z.object({
  q: z.string(VALIDATION.searchBlank).trim().min(1, VALIDATION.searchBlank).max(200, VALIDATION.tooLong),
  alpha: z.coerce.number().min(0).max(1).default(DEFAULT_SEARCH_ALPHA),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT),
  /** Results skipped, for "Voir plus": pages through exactly `totalResults`. */
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  sort: z.enum(PRODUCT_SORTS).default("relevance"),
});
export type SearchInput = z.input<typeof searchInputSchema>;

export const consentInputSchema = z.object({
  consentType: z.enum(CONSENT_TYPES),
  granted: z.boolean(),
});

export const suspendInputSchema = z.object({
  reason: z.string(VALIDATION.suspendReason).trim().min(1, VALIDATION.suspendReason).max(500),
});

export const testNotificationInputSchema = z.object({
  email: z.string(VALIDATION.testEmailRequired).trim().min(1, VALIDATION.testEmailRequired).pipe(z.email(VALIDATION.email)),
  type: z.enum(["match", "contact", "system"]),
});

/** A catalogue product as `market import products` reads it (SPEC §3; price in cents). */
export const productImportSchema = z.object({
  title: required("Le titre est requis", 300),
  description: text(5000).default(""),
  brand: text(120).default(""),
  price: z.coerce.number("Le prix doit être un entier en centimes").int("Le prix doit être un entier en centimes").min(0, "Le prix ne peut pas être négatif"),
  currency,
  category: z.enum(SECTOR_KEYS, VALIDATION.categoryUnknown).default("other"),
  images: z
    .array(z.string().trim().max(500))
    .max(10)
    .default([])
    .refine((images) => images.every((src) => src.startsWith("/")), "Les images doivent être servies localement (chemin commençant par /)"),
});
export type ProductImport = z.output<typeof productImportSchema>;
