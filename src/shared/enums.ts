export const ACCOUNT_TYPES = ["buyer", "supplier", "admin"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const REGISTRABLE_ACCOUNT_TYPES = ["buyer", "supplier"] as const;

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  buyer: "Acheteur",
  supplier: "Fournisseur",
  admin: "Administrateur",
};

export const URGENCIES = ["low", "medium", "high"] as const;
export type Urgency = (typeof URGENCIES)[number];
export const URGENCY_LABELS: Record<Urgency, string> = {
  low: "Faible",
  medium: "Moyenne",
  high: "Élevée",
};

/** Lifecycle of a need or an offer: only active ones take part in matching. */
export const LISTING_STATUSES = ["active", "closed", "awarded"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Stored match status, one per side (DESIGN §6). */
export const MATCH_STATUSES = ["new", "viewed", "contacted", "favorited", "ignored"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
/**
 * What a match list holds (issue 20): the matches shown by default (score at least
 * SHOWN_MIN_SCORE, a yellow or green badge), or the weaker leads kept behind "Autres pistes".
 */
export const MATCH_LEADS = ["shown", "other"] as const;
export type MatchLeads = (typeof MATCH_LEADS)[number];

export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  new: "Nouveau",
  viewed: "Vu",
  contacted: "Contacté",
  favorited: "Favori",
  ignored: "Ignoré",
};

/** The matches page vocabulary, accepted by PATCH /api/matches/{id} too. */
export const MATCH_PAGE_STATUSES = ["pending", "viewed", "interested", "rejected"] as const;
export type MatchPageStatus = (typeof MATCH_PAGE_STATUSES)[number];

/** The matches page tabs, in the order SPEC §2 shows them, with their labels. */
export const MATCH_PAGE_STATUS_LABELS: Record<MatchPageStatus, string> = {
  pending: "Nouvelles",
  interested: "Intéressé",
  viewed: "Vues",
  rejected: "Ignorées",
};

/** `unfavorite` takes a match out of the favourites, back to "Vues" (issue 24, DESIGN §6). */
export const MATCH_ACTIONS = ["contact", "favorite", "unfavorite", "reject", "view"] as const;
export type MatchAction = (typeof MATCH_ACTIONS)[number];

/** Which stored status an action leads to (DESIGN §6). */
export const ACTION_STATUS: Record<MatchAction, MatchStatus> = {
  contact: "contacted",
  favorite: "favorited",
  unfavorite: "viewed",
  reject: "ignored",
  view: "viewed",
};

/** Matches page tab of each stored status (DESIGN §6). */
export const STATUS_TAB: Record<MatchStatus, MatchPageStatus> = {
  new: "pending",
  contacted: "interested",
  favorited: "interested",
  viewed: "viewed",
  ignored: "rejected",
};

/** Stored status for a value of either vocabulary. */
export function toStoredStatus(status: MatchStatus | MatchPageStatus): MatchStatus {
  switch (status) {
    case "pending":
      return "new";
    case "interested":
      return "contacted";
    case "rejected":
      return "ignored";
    default:
      return status;
  }
}

export const NOTIFICATION_TYPES = ["match", "contact", "system", "quote"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const CONSENT_TYPES = ["data_processing", "marketing", "analytics", "cookies"] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

export const AUDIT_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number];
export const AUDIT_SEVERITY_LABELS: Record<AuditSeverity, string> = { low: "Faible", medium: "Moyenne", high: "Élevée", critical: "Critique" };

export const PROFILE_LANGUAGES = ["en", "fr", "es", "de", "it", "ja"] as const;
export const TIMEZONES = ["UTC", "EST", "PST", "CET", "JST"] as const;

export const PRODUCT_SORTS = ["relevance", "price_asc", "price_desc", "newest"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * The consents a user gives or withdraws: real choices, off until the user turns them on. The other
 * two types of the contract are not choices (issue 24): the processing that runs the service rests
 * on the contract (RGPD art. 6.1.b), and Maillon sets no cookie that is not needed.
 */
export const CONSENT_CHOICES = ["marketing", "analytics"] as const satisfies readonly ConsentType[];

/** French labels and explanations of the consent types (RGPD tab, profile settings), one sentence each. */
export const CONSENT_LABELS: Record<ConsentType, { label: string; description: string }> = {
  data_processing: {
    label: "Traitement des données",
    description:
      "Vos annonces et votre profil servent au matching parce que c'est le service que vous avez demandé : la base légale est le contrat, pas un consentement, et la suppression du compte y met fin.",
  },
  marketing: {
    label: "Communications marketing",
    description: "Recevoir par e-mail les nouveautés de la plateforme ; Maillon n'en envoie à personne sans ce choix.",
  },
  analytics: {
    label: "Mesure d'audience",
    description: "Autoriser le comptage agrégé de vos visites pour améliorer le service ; sans ce choix, aucune mesure ne vous concerne.",
  },
  cookies: {
    label: "Cookies",
    description: "Seuls les cookies nécessaires sont utilisés (session et appareil de confiance) : il n'y a pas de cookie facultatif à accepter.",
  },
};

/** What the admin console and `market export` export as CSV. */
export const EXPORT_KINDS = ["users", "needs", "offers", "products", "matches", "quotes", "audit"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
