/**
 * Saved-search alerts (issue 22): their enums, limits, French texts (alert-texts.ts, re-exported),
 * input schemas and views, shared by the server, the CLI and the web app.
 */
import { z } from "zod";
import { ALERT_DEFAULT_HOUR, ALERT_FREQUENCIES, ALERT_ITEM_KINDS, ALERT_KINDS, ALERT_TEXTS, ALERT_VOTES } from "./alert-texts";
import { SECTOR_KEYS } from "./categories";
import { SHOWN_MIN_SCORE } from "./constants";
import { idSchema, numeric, onlyKnownFields, trimmedText } from "./schemas";

export * from "./alert-texts";

const categorySchema = z.enum(SECTOR_KEYS, "Catégorie inconnue");
const CATEGORIES_MAX = `${SECTOR_KEYS.length} secteurs au plus`;

/** Each sector once: ["technology", "technology"] was stored as sent. */
const distinct = <T>(list: T[]): T[] => [...new Set(list)];

const alertFields = {
  name: trimmedText(ALERT_TEXTS.nameRequired).min(1, ALERT_TEXTS.nameRequired).max(100, ALERT_TEXTS.nameMax),
  kind: z.enum(ALERT_KINDS, "Le type d'alerte doit être needs, offers ou products"),
  query: trimmedText(ALERT_TEXTS.queryRequired).min(2, ALERT_TEXTS.queryRequired).max(300, ALERT_TEXTS.queryMax),
  categories: z.array(categorySchema).max(SECTOR_KEYS.length, CATEGORIES_MAX).transform(distinct).default([]),
  /** Calibrated hybrid score (needs, offers); never under what the product shows (SHOWN_MIN_SCORE). Unused for products. */
  minScore: numeric(z.number(ALERT_TEXTS.minScore).min(SHOWN_MIN_SCORE, ALERT_TEXTS.minScore).max(1, ALERT_TEXTS.minScore)).default(SHOWN_MIN_SCORE),
  frequency: z.enum(ALERT_FREQUENCIES, "La fréquence doit être immediate (immédiate), daily (quotidienne) ou weekly (hebdomadaire)").default("daily"),
  hour: numeric(z.number(ALERT_TEXTS.hour).int(ALERT_TEXTS.hour).min(0, ALERT_TEXTS.hour).max(23, ALERT_TEXTS.hour)).default(ALERT_DEFAULT_HOUR),
};

export const alertInputSchema = z.strictObject(alertFields, onlyKnownFields);
export type AlertInput = z.input<typeof alertInputSchema>;
export type AlertData = z.output<typeof alertInputSchema>;

export const alertUpdateSchema = z
  .strictObject({
    name: alertFields.name,
    query: alertFields.query,
    categories: z.array(categorySchema).max(SECTOR_KEYS.length, CATEGORIES_MAX).transform(distinct),
    minScore: alertFields.minScore.unwrap(),
    frequency: z.enum(ALERT_FREQUENCIES, "La fréquence doit être immediate (immédiate), daily (quotidienne) ou weekly (hebdomadaire)"),
    hour: alertFields.hour.unwrap(),
    enabled: z.boolean("enabled doit valoir true ou false"),
  }, onlyKnownFields)
  .partial()
  .extend({ id: idSchema });
export type AlertPatch = z.output<typeof alertUpdateSchema>;

const tokenSchema = trimmedText(ALERT_TEXTS.linkInvalid).regex(/^[a-z2-7]{32}$/, ALERT_TEXTS.linkInvalid);

/** A vote from a mail (its signed single-use link) or from the app (the item, for its signed-in owner). */
export const alertFeedbackSchema = z
  .object({
    token: tokenSchema.optional(),
    deliveryId: idSchema.optional(),
    vote: z.enum(ALERT_VOTES, "Le vote doit être up ou down"),
  })
  .refine((input) => (input.token === undefined) !== (input.deliveryId === undefined), { message: ALERT_TEXTS.tokenOrDelivery, path: ["token"] });
export type AlertFeedbackInput = z.output<typeof alertFeedbackSchema>;

export const alertUnsubscribeSchema = z.object({ token: tokenSchema });

export const alertItemViewSchema = z.object({
  kind: z.enum(ALERT_ITEM_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** Calibrated hybrid score (needs, offers) or search relevance (products), 0–1. */
  score: z.number(),
  /** The band's name ("très pertinent", "pertinent"); null for products, whose score is not calibrated. */
  band: z.string().nullable(),
  matchedTerms: z.array(z.string()),
  /** Why it matched, in one French sentence. */
  explanation: z.string(),
  /** Where the app shows it. */
  url: z.string(),
  /** Set once sent: the row a 👍/👎 in the app is about. */
  deliveryId: z.number().int().nullable(),
  vote: z.enum(ALERT_VOTES).nullable(),
  sentAt: z.string().nullable(),
});
export type AlertItemView = z.infer<typeof alertItemViewSchema>;

export const alertPrecisionSchema = z.object({
  /** Items rated in the last ALERT_PRECISION_DAYS days. */
  rated: z.number().int(),
  up: z.number().int(),
  /** Share of 👍 among them; null under ALERT_PRECISION_MIN_RATED rated items. */
  value: z.number().nullable(),
  /** What to change when precision is under ALERT_NARROW_BELOW; null otherwise. */
  suggestion: z.string().nullable(),
});
export type AlertPrecision = z.infer<typeof alertPrecisionSchema>;

export const alertViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ALERT_KINDS),
  query: z.string(),
  categories: z.array(z.string()),
  minScore: z.number(),
  frequency: z.enum(ALERT_FREQUENCIES),
  hour: z.number().int(),
  /** IANA zone of the hour: the owner's profile time zone, Europe/Paris by default. */
  timezone: z.string(),
  enabled: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
  precision: alertPrecisionSchema,
  /** The latest items sent, newest first (at most ALERT_DIGEST_MAX). */
  recent: z.array(alertItemViewSchema),
});
export type AlertView = z.infer<typeof alertViewSchema>;

export const alertPreviewSchema = z.object({
  alertId: z.number().int(),
  /** What the next digest would hold now, best first; nothing is sent or recorded. */
  items: z.array(alertItemViewSchema),
});
export type AlertPreview = z.infer<typeof alertPreviewSchema>;

export const alertFeedbackResultSchema = z.object({
  ok: z.literal(true),
  alertId: z.number().int(),
  alertName: z.string(),
  vote: z.enum(ALERT_VOTES),
  message: z.string(),
});
export type AlertFeedbackResult = z.infer<typeof alertFeedbackResultSchema>;

export const alertUnsubscribeResultSchema = z.object({
  ok: z.literal(true),
  /** What was turned off, in French ("l'alerte « … »", "les e-mails de nouveaux matches"). */
  turnedOff: z.string(),
  /** The link had already been used: nothing changed this time. */
  alreadyDone: z.boolean(),
  message: z.string(),
});
export type AlertUnsubscribeResult = z.infer<typeof alertUnsubscribeResultSchema>;
