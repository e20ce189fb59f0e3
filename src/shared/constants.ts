/** Business constants of SPEC §9 and the product decisions of DESIGN.md. */
export const PRODUCT_NAME = "Maillon";

export const SESSION_RECHECK_MS = 2_000;
export const STATS_REFRESH_MS = 5_000;
export const STATS_RETRIES = 3;
export const LOGIN_RECHECK_DELAY_MS = 100;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const DATA_STALE_TIME_MS = 5 * 60_000;
export const QUERY_RETRY = 1;

export const DEFAULT_CURRENCY = "EUR";
export const DEFAULT_URGENCY = "medium";
export const DEFAULT_MIN_ORDER_QUANTITY = 1;

/** The engine's own defaults, re-exported: one value for the engine, the API and the web app. */
export { DEFAULT_ALPHA as DEFAULT_SEARCH_ALPHA, GREEN_MIN_SCORE as SCORE_GREEN, YELLOW_MIN_SCORE as SCORE_YELLOW } from "../engine/defaults";
/** Matches shown by default and counted (issue 20); weaker ones stay stored as "Autres pistes". */
export { SHOWN_MIN_SCORE } from "../engine/defaults";
export const SEARCH_LIMIT = 10;
export const SEARCH_LIMIT_MAX = 50;
export const PRODUCT_LIST_LIMIT = 20;
export const TITLE_CUT = 80;
export const DESCRIPTION_CUT = 100;


export const AUDIT_ENTRIES_SHOWN = 10;
export const SKELETON_CARDS = 8;

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
/** tRPC calls per batch: the client groups at most this many, the server refuses more (400). */
export const TRPC_MAX_BATCH = 10;

/** Longest message between the two parties of a match (plain text). */
export const MESSAGE_MAX_LENGTH = 5000;

export const DEMO_PASSWORD = "maillon2026";
/**
 * The demo administrator's second factor (admins must have one, issue 18): a public TOTP key, like
 * the demo password, to add to any authenticator app. Demo data only (MARKET_DEMO=1).
 */
export const DEMO_ADMIN_TOTP_SECRET = "MAILLONDEMOADMINTOTPKEY234567ABC";
export const DEMO_ACCOUNTS = [
  { role: "admin", label: "Administrateur", email: "admin@maillon.fr" },
  { role: "buyer", label: "Acheteur", email: "acheteur@maillon.fr" },
  { role: "supplier", label: "Fournisseur", email: "fournisseur@maillon.fr" },
] as const;

export const THEME_STORAGE_KEY = "theme";
export const ACCESSIBILITY_STORAGE_KEY = "accessibility-settings";
export const USER_STORAGE_KEY = "user";

/** Issue 7: data protection and the audit log. */
export const DEFAULT_DELETION_REASON = "Demande utilisateur";
/** Audit entries older than this are purged (CNIL guidance on logs: 6 to 12 months). */
export const AUDIT_RETENTION_MONTHS_DEFAULT = 12;
/** Admin console users table page size. */
export const ADMIN_USERS_PAGE_SIZE = 20;
