/**
 * Saved-search alerts (issue 22): their enums, limits, French texts, input schemas and views,
 * shared by the server, the CLI and the web app.
 */
import { z } from "zod";
import { SECTOR_KEYS } from "./categories";
import { SHOWN_MIN_SCORE } from "./constants";
import type { ScoreTone } from "./format";

/** What an alert watches: needs (for suppliers), offers (for buyers), or the product catalogue. */
export const ALERT_KINDS = ["needs", "offers", "products"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_FREQUENCIES = ["immediate", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_VOTES = ["up", "down"] as const;
export type AlertVote = (typeof ALERT_VOTES)[number];
/** The item an alert sent, by its table. */
export const ALERT_ITEM_KINDS = ["need", "offer", "product"] as const;
export type AlertItemKind = (typeof ALERT_ITEM_KINDS)[number];
export const ITEM_KIND_OF_ALERT: Record<AlertKind, AlertItemKind> = { needs: "need", offers: "offer", products: "product" };
/**
 * The e-mail switches of the notification settings a mail's one-click unsubscribe turns off
 * (Profil › Settings): new matches, and contacts with their messages. Account notices and
 * confirmation links have none: they are not optional.
 */
export const MAIL_SWITCHES = ["match", "contact"] as const;
export type MailSwitch = (typeof MAIL_SWITCHES)[number];

/** A digest holds at most this many items, best first. */
export const ALERT_DIGEST_MAX = 20;
/** Precision is read over the votes of the last this many days. */
export const ALERT_PRECISION_DAYS = 30;
/** Under this precision, the alert suggests narrowing it. */
export const ALERT_NARROW_BELOW = 0.5;
/** Precision is shown, and judged, from this many rated items: one 👎 alone says little. */
export const ALERT_PRECISION_MIN_RATED = 3;
/** Alerts one account may keep. */
export const ALERT_MAX_PER_USER = 30;
/** Local hour of the digests when none is chosen. */
export const ALERT_DEFAULT_HOUR = 8;
/** Weekly digests go out on this day (1 = Monday), at the alert's hour. */
export const ALERT_WEEKLY_DAY = 1;

/** The profile's time zones (SPEC §3) as IANA zones; anything else reads as Europe/Paris. */
export const TIMEZONE_ZONES: Record<string, string> = {
  UTC: "UTC",
  CET: "Europe/Paris",
  EST: "America/New_York",
  PST: "America/Los_Angeles",
  JST: "Asia/Tokyo",
};
export const DEFAULT_ALERT_ZONE = "Europe/Paris";
export const zoneOf = (timezone: string | null | undefined) => (timezone && TIMEZONE_ZONES[timezone]) ?? DEFAULT_ALERT_ZONE;

/** The names of the score bands, as the match cards give them (green, yellow, red). */
export const SCORE_TONE_NAMES: Record<ScoreTone, string> = { green: "très pertinent", yellow: "pertinent", red: "peu pertinent" };

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  needs: "Nouveaux besoins",
  offers: "Nouvelles offres",
  products: "Produits du catalogue",
};
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediate: "Immédiate",
  daily: "Quotidienne",
  weekly: "Hebdomadaire (le lundi)",
};
export const MAIL_SWITCH_LABELS: Record<MailSwitch, string> = {
  match: "les e-mails de nouveaux matches",
  contact: "les e-mails de prises de contact et de messages",
};

export const ALERT_TEXTS = {
  create: "Créer une alerte",
  tab: "Alertes",
  nameRequired: "Le nom de l'alerte est requis",
  queryRequired: "Indiquez au moins un mot à rechercher",
  minScore: `Le score minimum doit être compris entre ${Math.round(SHOWN_MIN_SCORE * 100)} % et 100 %`,
  hour: "L'heure doit être comprise entre 0 et 23",
  tooMany: `Vous avez atteint le nombre maximal d'alertes (${ALERT_MAX_PER_USER}) : supprimez-en une d'abord.`,
  notFound: "Alerte introuvable",
  deliveryNotFound: "Résultat d'alerte introuvable",
  linkInvalid: "Ce lien n'est plus valable (déjà utilisé ou expiré).",
  tokenOrDelivery: "Indiquez le lien reçu par e-mail ou le résultat noté",
  created: "Alerte créée",
  saved: "Alerte enregistrée",
  deleted: "Alerte supprimée",
  narrow: "Moins de la moitié des résultats notés vous ont plu : précisez les mots recherchés, limitez les catégories ou relevez le score minimum.",
  voteThanks: "Merci, votre avis est enregistré : les prochains envois en tiendront compte.",
  unsubscribed: "C'est fait : vous ne recevrez plus ces e-mails.",
} as const;

const categorySchema = z.enum(SECTOR_KEYS, "Catégorie inconnue");

const alertFields = {
  name: z.string(ALERT_TEXTS.nameRequired).trim().min(1, ALERT_TEXTS.nameRequired).max(100, "Ce champ est trop long"),
  kind: z.enum(ALERT_KINDS, "Le type d'alerte doit être needs, offers ou products"),
  query: z.string(ALERT_TEXTS.queryRequired).trim().min(2, ALERT_TEXTS.queryRequired).max(300, "Ce champ est trop long"),
  categories: z.array(categorySchema).max(SECTOR_KEYS.length).default([]),
  /** Calibrated hybrid score (needs, offers); never under what the product shows (SHOWN_MIN_SCORE). Unused for products. */
  minScore: z.coerce.number(ALERT_TEXTS.minScore).min(SHOWN_MIN_SCORE, ALERT_TEXTS.minScore).max(1, ALERT_TEXTS.minScore).default(SHOWN_MIN_SCORE),
  frequency: z.enum(ALERT_FREQUENCIES, "La fréquence doit être immediate (immédiate), daily (quotidienne) ou weekly (hebdomadaire)").default("daily"),
  hour: z.coerce.number(ALERT_TEXTS.hour).int(ALERT_TEXTS.hour).min(0, ALERT_TEXTS.hour).max(23, ALERT_TEXTS.hour).default(ALERT_DEFAULT_HOUR),
};

export const alertInputSchema = z.object(alertFields);
export type AlertInput = z.input<typeof alertInputSchema>;
export type AlertData = z.output<typeof alertInputSchema>;

export const alertUpdateSchema = z
  .object({
    name: alertFields.name,
    query: alertFields.query,
    categories: z.array(categorySchema).max(SECTOR_KEYS.length),
    minScore: alertFields.minScore.unwrap(),
    frequency: z.enum(ALERT_FREQUENCIES, "La fréquence doit être immediate (immédiate), daily (quotidienne) ou weekly (hebdomadaire)"),
    hour: alertFields.hour.unwrap(),
    enabled: z.boolean("enabled doit valoir true ou false"),
  })
  .partial()
  .extend({ id: z.coerce.number().int().positive() });
export type AlertPatch = z.output<typeof alertUpdateSchema>;

const tokenSchema = z.string(ALERT_TEXTS.linkInvalid).trim().regex(/^[a-z2-7]{32}$/, ALERT_TEXTS.linkInvalid);

/** A vote from a mail (its signed single-use link) or from the app (the item, for its signed-in owner). */
export const alertFeedbackSchema = z
  .object({
    token: tokenSchema.optional(),
    deliveryId: z.coerce.number().int().positive().optional(),
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
