/**
 * Saved-search alerts (issue 22): enums, limits and French texts, without zod, so that a page
 * showing the "Créer une alerte" button (the marketplace) does not load zod for it. alerts.ts
 * re-exports them beside the schemas.
 */
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
 * (Profil › Settings): new matches, contacts with their messages, and quotes. Account notices and
 * confirmation links have none: they are not optional.
 */
export const MAIL_SWITCHES = ["match", "contact", "quote"] as const;
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
  quote: "les e-mails de devis (demandes, devis reçus, attributions et refus)",
};

export const ALERT_TEXTS = {
  create: "Créer une alerte",
  tab: "Alertes",
  nameRequired: "Le nom de l'alerte est requis",
  queryRequired: "Indiquez au moins un mot à rechercher",
  queryEmptyWords: "Aucun mot à rechercher : « le », « de », la ponctuation et les symboles ne trouvent rien, écrivez ce que vous cherchez",
  nameMax: "Le nom de l'alerte fait 100 caractères au plus",
  queryMax: "Les mots recherchés font 300 caractères au plus",
  duplicate: (name: string) => `Vous suivez déjà ces résultats avec l'alerte « ${name} »`,
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
